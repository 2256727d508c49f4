-- Retention of personal data: when an account last signed in (an account unused for the retention period is
-- deleted), and indexes for the nightly purges so each reads only the rows it removes.
ALTER TABLE users ADD COLUMN last_sign_in_at timestamptz;

CREATE INDEX therapist_submissions_rejected_reviewed_idx ON therapist_submissions (reviewed_at) WHERE status = 'rejected';
CREATE INDEX admin_audit_log_copies_created_idx ON admin_audit_log (created_at)
  WHERE before IS NOT NULL OR after IS NOT NULL OR note IS NOT NULL;
CREATE INDEX users_last_active_idx ON users ((coalesce(last_sign_in_at, created_at))) WHERE role = 'user';
CREATE INDEX featured_payments_created_idx ON featured_payments (created_at);
CREATE INDEX payment_events_received_idx ON payment_events (received_at);
