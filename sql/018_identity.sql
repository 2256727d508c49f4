-- Identity and integrity (issue 17): who uploaded each photo, profile images limited to own uploads, change
-- requests for the verified fields of approved profiles, and email changes confirmed by a link to the new address.

-- Every stored upload and the user who made it: a profile may show only its owner's uploads (admins: any).
CREATE TABLE uploads (
  key text PRIMARY KEY,
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX uploads_user_idx ON uploads (user_id);

-- Photos already on applications and profiles belong to the account those rows belong to.
INSERT INTO uploads (key, user_id)
SELECT DISTINCT ON (key) key, user_id FROM (
  SELECT substr(profile_image_url, length('/uploads/') + 1) AS key, user_id, 1 AS rank FROM therapists
  WHERE profile_image_url ~ '^/uploads/profile-images/[0-9a-f-]+\.webp$'
  UNION ALL
  SELECT substr(profile_image_url, length('/uploads/') + 1), user_id, 2 FROM therapist_submissions
  WHERE profile_image_url ~ '^/uploads/profile-images/[0-9a-f-]+\.webp$'
) photos
ORDER BY key, rank
ON CONFLICT (key) DO NOTHING;

-- Any other image URL (another host, or a same-site URL that is not a photo) is dropped: the profile shows its
-- initials until the therapist uploads a photo. From now on only upload paths can be stored.
UPDATE therapists SET profile_image_url = NULL
WHERE profile_image_url IS NOT NULL AND profile_image_url !~ '^/uploads/profile-images/[0-9a-f-]+\.webp$';
UPDATE therapist_submissions SET profile_image_url = NULL
WHERE profile_image_url IS NOT NULL AND profile_image_url !~ '^/uploads/profile-images/[0-9a-f-]+\.webp$';
ALTER TABLE therapists ADD CONSTRAINT therapists_profile_image_upload
  CHECK (profile_image_url ~ '^/uploads/profile-images/[0-9a-f-]+\.webp$');
ALTER TABLE therapist_submissions ADD CONSTRAINT therapist_submissions_profile_image_upload
  CHECK (profile_image_url ~ '^/uploads/profile-images/[0-9a-f-]+\.webp$');

-- Changes to the verified fields (names, licence number, credentials, province) of an approved profile wait
-- here for an admin; the profile keeps its verified values meanwhile. One pending request per profile.
CREATE TABLE profile_change_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  therapist_id uuid NOT NULL REFERENCES therapists (id) ON DELETE CASCADE,
  requested_by uuid REFERENCES users (id) ON DELETE SET NULL,
  changes jsonb NOT NULL,
  status text NOT NULL DEFAULT 'pending',
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  decided_by uuid REFERENCES users (id) ON DELETE SET NULL,
  CONSTRAINT profile_change_requests_status_check CHECK (status IN ('pending', 'approved', 'rejected'))
);
CREATE UNIQUE INDEX profile_change_requests_one_pending ON profile_change_requests (therapist_id)
  WHERE status = 'pending';
CREATE INDEX profile_change_requests_pending_idx ON profile_change_requests (created_at, id)
  WHERE status = 'pending';

ALTER TABLE admin_audit_log DROP CONSTRAINT admin_audit_log_action_check;
ALTER TABLE admin_audit_log ADD CONSTRAINT admin_audit_log_action_check
  CHECK (action IN ('approve', 'reject', 'edit', 'delete', 'link-user', 'post-create', 'post-edit', 'post-publish',
    'post-unpublish', 'post-delete', 'change-approve', 'change-reject'));

-- An email change waits for the link sent to the new address: only the token's SHA-256 hash is kept; it works
-- once, until it expires.
CREATE TABLE email_change_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  new_email text NOT NULL,
  token_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT email_change_tokens_token_hash_key UNIQUE (token_hash),
  CONSTRAINT email_change_tokens_email_lowercase CHECK (new_email = lower(new_email))
);
CREATE INDEX email_change_tokens_user_idx ON email_change_tokens (user_id, created_at DESC);
CREATE INDEX email_change_tokens_expires_at_idx ON email_change_tokens (expires_at);
