CREATE TABLE blog_posts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  therapist_id uuid NOT NULL REFERENCES therapists (id) ON DELETE CASCADE,
  title text NOT NULL,
  slug text NOT NULL,
  content text NOT NULL,
  excerpt text NOT NULL,
  specialty text NOT NULL,
  meta_title text,
  meta_description text,
  status text NOT NULL DEFAULT 'draft',
  published_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT blog_posts_slug_key UNIQUE (slug),
  CONSTRAINT blog_posts_slug_format CHECK (slug ~ '^[a-z0-9_]+(-[a-z0-9_]+)*$' AND length(slug) <= 60),
  CONSTRAINT blog_posts_status_check CHECK (status IN ('draft', 'published')),
  CONSTRAINT blog_posts_published_at_check CHECK (status = 'draft' OR published_at IS NOT NULL)
);
CREATE TRIGGER blog_posts_set_updated_at BEFORE UPDATE ON blog_posts
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();
CREATE INDEX blog_posts_published_idx ON blog_posts (published_at DESC) WHERE status = 'published';
CREATE INDEX blog_posts_therapist_idx ON blog_posts (therapist_id, published_at DESC);

CREATE TABLE contact_inquiries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  therapist_id uuid NOT NULL REFERENCES therapists (id) ON DELETE CASCADE,
  name text NOT NULL,
  email text NOT NULL,
  phone text,
  message text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT contact_inquiries_name_present CHECK (btrim(name) <> '' AND length(name) <= 200),
  CONSTRAINT contact_inquiries_email_format CHECK (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  CONSTRAINT contact_inquiries_message_length CHECK (btrim(message) <> '' AND length(message) <= 5000)
);
CREATE INDEX contact_inquiries_therapist_idx ON contact_inquiries (therapist_id, created_at DESC);
CREATE INDEX contact_inquiries_created_at_idx ON contact_inquiries (created_at);

CREATE TABLE presignup_featured_payments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  stripe_payment_id text NOT NULL,
  amount integer NOT NULL,
  status text NOT NULL DEFAULT 'pending',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT presignup_featured_payments_stripe_payment_id_key UNIQUE (stripe_payment_id),
  CONSTRAINT presignup_featured_payments_amount_check CHECK (amount >= 0),
  CONSTRAINT presignup_featured_payments_status_check
    CHECK (status IN ('pending', 'paid', 'failed', 'canceled', 'refunded'))
);
CREATE TRIGGER presignup_featured_payments_set_updated_at BEFORE UPDATE ON presignup_featured_payments
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();
CREATE INDEX presignup_featured_payments_user_idx ON presignup_featured_payments (user_id);

-- First-party analytics: searches, profile views and contact funnel events. No cookies, no third parties.
CREATE TABLE analytics_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  type text NOT NULL,
  therapist_id uuid REFERENCES therapists (id) ON DELETE SET NULL,
  data jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT analytics_events_type_check
    CHECK (type IN ('search', 'profile_view', 'contact_started', 'contact_sent'))
);
CREATE INDEX analytics_events_type_created_idx ON analytics_events (type, created_at DESC);
CREATE INDEX analytics_events_therapist_idx ON analytics_events (therapist_id, type);
