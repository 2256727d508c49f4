-- Featured counts only money that cleared. A payment by pre-authorized debit is pending for days before it clears
-- or fails; a refund or a dispute takes cleared money back. A user's customer at the payment provider is reused by
-- every checkout and opened by the billing portal.

-- Every customer a user paid with (the newest is the one reused); a refund or a dispute names the customer.
CREATE TABLE featured_customers (
  provider_customer_id text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX featured_customers_user_idx ON featured_customers (user_id, created_at DESC);

INSERT INTO featured_customers (provider_customer_id, user_id, created_at)
SELECT DISTINCT ON (customer) customer, user_id, at
FROM (
  SELECT stripe_customer_id AS customer, user_id, updated_at AS at FROM therapists
  WHERE user_id IS NOT NULL AND stripe_customer_id IS NOT NULL
  UNION ALL
  SELECT stripe_customer_id, user_id, updated_at FROM presignup_featured_payments WHERE stripe_customer_id IS NOT NULL
) known
ORDER BY customer, at DESC;

-- One row per payment, its status moving pending → failed → paid and never back (a retried invoice that was paid
-- keeps only its paid row); a refund or a dispute is a row of its own (kind 'reversal'). period_end: the end of the
-- period a payment pays for, once known.
DELETE FROM featured_payments f USING featured_payments p
WHERE f.provider_payment_id = p.provider_payment_id AND f.status = 'failed' AND p.status = 'paid';

ALTER TABLE featured_payments
  DROP CONSTRAINT featured_payments_provider_key,
  DROP CONSTRAINT featured_payments_status_check,
  DROP CONSTRAINT featured_payments_kind_check,
  ADD COLUMN period_end timestamptz,
  ADD CONSTRAINT featured_payments_provider_key UNIQUE (provider_payment_id),
  ADD CONSTRAINT featured_payments_status_check CHECK (status IN ('pending', 'paid', 'failed', 'refunded', 'disputed')),
  ADD CONSTRAINT featured_payments_kind_check CHECK (kind IN ('first', 'renewal', 'reversal')),
  ADD CONSTRAINT featured_payments_reversal_check CHECK ((kind = 'reversal') = (status IN ('refunded', 'disputed')));

ALTER TABLE presignup_featured_payments
  DROP CONSTRAINT presignup_featured_payments_status_check,
  ADD CONSTRAINT presignup_featured_payments_status_check
    CHECK (status IN ('pending', 'paid', 'failed', 'canceled', 'refunded', 'disputed'));
