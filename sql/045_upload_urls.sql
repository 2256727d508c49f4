-- Signed upload URLs: the three-call photo upload (POST /api/objects/upload, one PUT of the file to the URL it
-- answers, PUT /api/profile-images). Each row is one URL given to one user: only the SHA-256 hash of its token is
-- kept, and its id is the id of the photo it will store (profile-images/{id}.webp and its thumbnail), so the
-- photo's public path is known before the file arrives. The URL takes one PUT from its own user before expires_at
-- (used_at: when that PUT arrived); object_path is the stored photo's path once the PUT stored it. Rows are
-- deleted some time after they expire.
CREATE TABLE upload_urls (
  id uuid PRIMARY KEY,
  token_hash text NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  object_path text,
  CONSTRAINT upload_urls_token_hash_key UNIQUE (token_hash),
  CONSTRAINT upload_urls_stored_once_used CHECK (object_path IS NULL OR used_at IS NOT NULL),
  CONSTRAINT upload_urls_object_path_check CHECK (object_path ~ '^/uploads/profile-images/[0-9a-f-]+\.webp$')
);
CREATE INDEX upload_urls_user_idx ON upload_urls (user_id);
CREATE INDEX upload_urls_expires_at_idx ON upload_urls (expires_at);
