-- The admins' second factor: a TOTP authenticator (RFC 6238: SHA-1, 6 digits, 30 seconds) and single-use
-- recovery codes. An authenticator is being set up while confirmed_at is NULL (its secret is shown once more on
-- the setup page until the first good code confirms it). last_step is the newest 30-second step whose code was
-- accepted: a code is taken only for a later step, so each code works once.
CREATE TABLE admin_second_factors (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  secret text NOT NULL,
  confirmed_at timestamptz,
  last_step bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT admin_second_factors_secret_base32 CHECK (secret ~ '^[A-Z2-7]{16,64}$')
);

-- Recovery codes are kept only as SHA-256 hashes (they are long random strings); using one deletes it.
CREATE TABLE admin_recovery_codes (
  user_id uuid NOT NULL REFERENCES admin_second_factors (user_id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  PRIMARY KEY (user_id, code_hash)
);
