CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL,
  first_name text,
  last_name text,
  profile_image_url text,
  role text NOT NULL DEFAULT 'user',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT users_email_key UNIQUE (email),
  CONSTRAINT users_email_lowercase CHECK (email = lower(email)),
  CONSTRAINT users_email_format CHECK (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  CONSTRAINT users_role_check CHECK (role IN ('user', 'admin'))
);
CREATE TRIGGER users_set_updated_at BEFORE UPDATE ON users
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();

-- Magic-link tokens are stored only as a SHA-256 hash of the random token that is emailed.
CREATE TABLE magic_link_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL,
  token_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  used boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT magic_link_tokens_token_hash_key UNIQUE (token_hash),
  CONSTRAINT magic_link_tokens_email_lowercase CHECK (email = lower(email))
);
CREATE INDEX magic_link_tokens_email_idx ON magic_link_tokens (email, created_at DESC);
CREATE INDEX magic_link_tokens_expires_at_idx ON magic_link_tokens (expires_at);

-- Session store: sid, sess (the session's data), expire.
CREATE TABLE sessions (
  sid text PRIMARY KEY,
  sess jsonb NOT NULL,
  expire timestamptz NOT NULL
);
CREATE INDEX sessions_expire_idx ON sessions (expire);
