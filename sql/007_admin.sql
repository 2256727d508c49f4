-- Admin console (issue 7): the audit log of admin decisions and edits, soft-deleted profiles, and the time a
-- linking reminder was last sent to a therapist (never twice within 24 hours).

CREATE TABLE admin_audit_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  actor_id uuid REFERENCES users (id) ON DELETE SET NULL,
  actor_email text NOT NULL,
  action text NOT NULL,
  submission_id uuid REFERENCES therapist_submissions (id) ON DELETE SET NULL,
  therapist_id uuid REFERENCES therapists (id) ON DELETE SET NULL,
  before jsonb,
  after jsonb,
  note text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT admin_audit_log_action_check
    CHECK (action IN ('approve', 'reject', 'edit', 'delete', 'link-user'))
);
CREATE INDEX admin_audit_log_submission_idx ON admin_audit_log (submission_id, created_at DESC);
CREATE INDEX admin_audit_log_therapist_idx ON admin_audit_log (therapist_id, created_at DESC);

-- Soft delete: the row stays (inquiries and audit records keep their therapist); status 'deleted' keeps it out of
-- every public query, which all read status = 'approved'.
ALTER TABLE therapists DROP CONSTRAINT therapists_status_check;
ALTER TABLE therapists ADD CONSTRAINT therapists_status_check
  CHECK (status IN ('pending', 'approved', 'rejected', 'deleted'));
ALTER TABLE therapists ADD COLUMN deleted_at timestamptz;
ALTER TABLE therapists ADD COLUMN link_reminder_sent_at timestamptz;
