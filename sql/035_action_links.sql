-- Single-purpose links sent by email that act without signing in (confirm a listing's availability, say a message
-- was answered, ...). Only the token's SHA-256 hash is kept; a link serves one purpose for one subject (a uuid),
-- works once (used_at) and only until expires_at. Rows are deleted some time after they expire.
CREATE TABLE action_links (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  token_hash text NOT NULL,
  purpose text NOT NULL,
  subject_id uuid NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT action_links_token_hash_key UNIQUE (token_hash),
  CONSTRAINT action_links_purpose_check CHECK (purpose ~ '^[a-z]+(-[a-z]+)*$')
);
CREATE INDEX action_links_expires_at_idx ON action_links (expires_at);
