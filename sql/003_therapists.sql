CREATE TABLE therapists (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  slug text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text NOT NULL,
  phone text,
  credentials text,
  credential_types text[] NOT NULL DEFAULT '{}',
  license_number text,
  years_experience text,
  specialties text[] NOT NULL,
  therapy_types text[] NOT NULL,
  city text,
  province text,
  address text,
  bio text,
  rate numeric(10, 2),
  fee_range text,
  student_friendly boolean NOT NULL DEFAULT false,
  availability text,
  accepting_clients text NOT NULL DEFAULT 'yes',
  virtual_sessions boolean NOT NULL DEFAULT false,
  in_person_sessions boolean NOT NULL DEFAULT true,
  insurance_providers text[] NOT NULL DEFAULT '{}',
  profile_image_url text,
  rating numeric(3, 2) NOT NULL DEFAULT 0.00,
  review_count integer NOT NULL DEFAULT 0,
  status text NOT NULL DEFAULT 'pending',
  is_featured boolean NOT NULL DEFAULT false,
  featured_until timestamptz,
  stripe_payment_id text,
  stripe_customer_id text,
  stripe_subscription_id text,
  subscription_status text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT therapists_slug_key UNIQUE (slug),
  CONSTRAINT therapists_email_key UNIQUE (email),
  CONSTRAINT therapists_slug_format CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(slug) <= 80),
  CONSTRAINT therapists_email_lowercase CHECK (email = lower(email)),
  CONSTRAINT therapists_email_format CHECK (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  CONSTRAINT therapists_names_present CHECK (btrim(first_name) <> '' AND btrim(last_name) <> ''),
  CONSTRAINT therapists_specialties_present CHECK (cardinality(specialties) >= 1),
  CONSTRAINT therapists_therapy_types_present CHECK (cardinality(therapy_types) >= 1),
  CONSTRAINT therapists_years_experience_check
    CHECK (years_experience IS NULL OR years_experience IN ('0-2', '3-5', '6-10', '11-15', '16+')),
  CONSTRAINT therapists_province_check
    CHECK (province IS NULL OR province IN ('ON', 'QC', 'BC', 'AB', 'MB', 'SK', 'NS', 'NB', 'NL', 'PE', 'YT', 'NT', 'NU')),
  CONSTRAINT therapists_accepting_clients_check CHECK (accepting_clients IN ('yes', 'waitlist', 'no')),
  CONSTRAINT therapists_rate_check CHECK (rate IS NULL OR rate >= 0),
  CONSTRAINT therapists_rating_check CHECK (rating >= 0 AND rating <= 5),
  CONSTRAINT therapists_review_count_check CHECK (review_count >= 0),
  CONSTRAINT therapists_status_check CHECK (status IN ('pending', 'approved', 'rejected'))
);
CREATE TRIGGER therapists_set_updated_at BEFORE UPDATE ON therapists
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();
CREATE INDEX therapists_user_id_idx ON therapists (user_id);
CREATE INDEX therapists_approved_recent_idx ON therapists (created_at DESC, id) WHERE status = 'approved';
CREATE INDEX therapists_approved_name_idx ON therapists (last_name, first_name, id) WHERE status = 'approved';
CREATE INDEX therapists_city_idx ON therapists (city) WHERE status = 'approved';

CREATE TABLE therapist_submissions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  therapist_id uuid REFERENCES therapists (id) ON DELETE SET NULL,
  slug text,
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text NOT NULL,
  phone text,
  credentials text,
  credential_types text[] NOT NULL DEFAULT '{}',
  license_number text,
  years_experience text,
  specialties text[] NOT NULL,
  therapy_types text[] NOT NULL,
  city text,
  province text,
  address text,
  bio text,
  rate numeric(10, 2),
  fee_range text,
  student_friendly boolean NOT NULL DEFAULT false,
  availability text,
  accepting_clients text NOT NULL DEFAULT 'yes',
  virtual_sessions boolean NOT NULL DEFAULT false,
  in_person_sessions boolean NOT NULL DEFAULT true,
  insurance_providers text[] NOT NULL DEFAULT '{}',
  profile_image_url text,
  status text NOT NULL DEFAULT 'pending',
  admin_notes text,
  reviewed_at timestamptz,
  reviewed_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT therapist_submissions_email_lowercase CHECK (email = lower(email)),
  CONSTRAINT therapist_submissions_email_format CHECK (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  CONSTRAINT therapist_submissions_names_present CHECK (btrim(first_name) <> '' AND btrim(last_name) <> ''),
  CONSTRAINT therapist_submissions_specialties_present CHECK (cardinality(specialties) >= 1),
  CONSTRAINT therapist_submissions_therapy_types_present CHECK (cardinality(therapy_types) >= 1),
  CONSTRAINT therapist_submissions_years_experience_check
    CHECK (years_experience IS NULL OR years_experience IN ('0-2', '3-5', '6-10', '11-15', '16+')),
  CONSTRAINT therapist_submissions_province_check
    CHECK (province IS NULL OR province IN ('ON', 'QC', 'BC', 'AB', 'MB', 'SK', 'NS', 'NB', 'NL', 'PE', 'YT', 'NT', 'NU')),
  CONSTRAINT therapist_submissions_accepting_clients_check CHECK (accepting_clients IN ('yes', 'waitlist', 'no')),
  CONSTRAINT therapist_submissions_rate_check CHECK (rate IS NULL OR rate >= 0),
  CONSTRAINT therapist_submissions_status_check CHECK (status IN ('pending', 'approved', 'rejected')),
  CONSTRAINT therapist_submissions_reviewed_check
    CHECK (status = 'pending' OR reviewed_at IS NOT NULL)
);
CREATE TRIGGER therapist_submissions_set_updated_at BEFORE UPDATE ON therapist_submissions
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();
-- One application under review per person; a rejected applicant may apply again.
CREATE UNIQUE INDEX therapist_submissions_one_pending_per_user
  ON therapist_submissions (user_id) WHERE status = 'pending';
CREATE INDEX therapist_submissions_status_idx ON therapist_submissions (status, created_at DESC);
CREATE INDEX therapist_submissions_email_idx ON therapist_submissions (email);
