-- Featured listing payments. A checkout is started by the app (a hosted provider page, or the demo checkout page);
-- the provider's events are stored once by their id and applied by a job; each payment lands in the payment
-- history. Presignup payments wait in presignup_featured_payments until the applicant's profile is approved.

CREATE TABLE featured_checkouts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  therapist_id uuid REFERENCES therapists (id) ON DELETE SET NULL,
  purpose text NOT NULL,
  provider_session_id text,
  status text NOT NULL DEFAULT 'open',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT featured_checkouts_purpose_check CHECK (purpose IN ('upgrade', 'presignup')),
  CONSTRAINT featured_checkouts_status_check CHECK (status IN ('open', 'completed', 'canceled')),
  CONSTRAINT featured_checkouts_session_key UNIQUE (provider_session_id)
);
CREATE TRIGGER featured_checkouts_set_updated_at BEFORE UPDATE ON featured_checkouts
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();
CREATE INDEX featured_checkouts_user_idx ON featured_checkouts (user_id, created_at DESC);

CREATE TABLE payment_events (
  id text PRIMARY KEY,
  type text NOT NULL,
  created timestamptz NOT NULL,
  payload jsonb NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  handled_at timestamptz
);

CREATE TABLE featured_payments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  therapist_id uuid REFERENCES therapists (id) ON DELETE SET NULL,
  provider_payment_id text NOT NULL,
  amount integer NOT NULL,
  currency text NOT NULL DEFAULT 'cad',
  status text NOT NULL,
  kind text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT featured_payments_provider_key UNIQUE (provider_payment_id, status),
  CONSTRAINT featured_payments_amount_check CHECK (amount >= 0),
  CONSTRAINT featured_payments_status_check CHECK (status IN ('paid', 'failed')),
  CONSTRAINT featured_payments_kind_check CHECK (kind IN ('first', 'renewal'))
);
CREATE INDEX featured_payments_user_idx ON featured_payments (user_id, created_at DESC);

-- A presignup payment's subscription and paid period, and when an approval turned it into Featured.
ALTER TABLE presignup_featured_payments
  ADD COLUMN stripe_customer_id text,
  ADD COLUMN stripe_subscription_id text,
  ADD COLUMN period_end timestamptz,
  ADD COLUMN applied_at timestamptz;
CREATE INDEX presignup_featured_payments_subscription_idx ON presignup_featured_payments (stripe_subscription_id);

-- subscription_changed_at: the provider time of the newest event applied to subscription_status (an older event
-- never overwrites it). featured_changed_at: the time of the newest change to the Featured state, by an admin's
-- edit or a provider event (an event older than an admin's edit leaves the Featured state alone).
ALTER TABLE therapists
  ADD COLUMN subscription_changed_at timestamptz,
  ADD COLUMN featured_changed_at timestamptz;
CREATE INDEX therapists_subscription_idx ON therapists (stripe_subscription_id) WHERE stripe_subscription_id IS NOT NULL;
CREATE INDEX therapists_featured_until_idx ON therapists (featured_until) WHERE is_featured;

-- A listing whose Featured period has passed but whose document was not yet rewritten (query-time rule).
CREATE INDEX search_documents_featured_until_idx ON search_documents (featured_until) WHERE featured;
