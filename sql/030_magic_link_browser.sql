-- The browser that asked for a sign-in link: the SHA-256 hash of the random value in that browser's short-lived,
-- HttpOnly sign-in cookie (see docs/decisions/042-sign-in-bound-to-the-browser.md). Opened there, the link signs in
-- at once; opened anywhere else, the page names the address and asks before signing in. Null for a link asked for
-- before this column existed: such a link always asks.
ALTER TABLE magic_link_tokens ADD COLUMN browser_hash text;
ALTER TABLE magic_link_tokens ADD CONSTRAINT magic_link_tokens_browser_hash_sha256
  CHECK (browser_hash IS NULL OR browser_hash ~ '^[0-9a-f]{64}$');
