-- Addresses a user proved besides the one they sign in with: an application's typed email is confirmed by opening
-- the link sent to it. Only the token's SHA-256 hash is kept; a waiting row works once, until it expires, and a row
-- with proven_at set is the proof that its user controls the address. Only a proved address goes on a listing.
CREATE TABLE address_proofs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  email text NOT NULL,
  token_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  proven_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT address_proofs_token_hash_key UNIQUE (token_hash),
  CONSTRAINT address_proofs_email_lowercase CHECK (email = lower(email))
);
CREATE INDEX address_proofs_user_email_idx ON address_proofs (user_id, email);
CREATE INDEX address_proofs_waiting_idx ON address_proofs (created_at) WHERE proven_at IS NULL;
