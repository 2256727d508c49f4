-- An account's owner can delete it (decision 075). Its payment records outlive it for the period tax law sets
-- (app/privacy/retention.ts): they stay, tied to nobody, until purge-payment-records deletes them. Its sessions and
-- applications are found by its id, for its export and its deletion (which signs out every browser).

ALTER TABLE featured_payments
  ALTER COLUMN user_id DROP NOT NULL,
  DROP CONSTRAINT featured_payments_user_id_fkey,
  ADD CONSTRAINT featured_payments_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE SET NULL;

ALTER TABLE presignup_featured_payments
  ALTER COLUMN user_id DROP NOT NULL,
  DROP CONSTRAINT presignup_featured_payments_user_id_fkey,
  ADD CONSTRAINT presignup_featured_payments_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE SET NULL;

CREATE INDEX sessions_user_idx ON sessions ((sess ->> 'userId'));
CREATE INDEX therapist_submissions_user_idx ON therapist_submissions (user_id);
