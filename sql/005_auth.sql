-- Sign-in (see docs/decisions/006-sessions-and-sign-in.md).

-- Fixed-window request counters shared by every web process: one row per bucket (for example
-- 'magic-link:email:someone@example.com'). A hit after resets_at starts a new window; rows whose window has
-- ended are deleted by the purge-sessions job.
CREATE TABLE rate_limits (
  bucket text PRIMARY KEY,
  hits integer NOT NULL,
  resets_at timestamptz NOT NULL,
  CONSTRAINT rate_limits_hits_positive CHECK (hits > 0),
  CONSTRAINT rate_limits_bucket_length CHECK (length(bucket) BETWEEN 1 AND 400)
);
CREATE INDEX rate_limits_resets_at_idx ON rate_limits (resets_at);

-- Where the person was going when they asked for the link: a path on this site (never another origin), so a
-- link opened in another browser than the one that asked still lands there.
ALTER TABLE magic_link_tokens ADD COLUMN return_to text;
ALTER TABLE magic_link_tokens ADD CONSTRAINT magic_link_tokens_return_to_relative
  CHECK (return_to IS NULL OR (return_to ~ '^/([^/\\]|$)' AND length(return_to) <= 2000));
CREATE INDEX magic_link_tokens_created_at_idx ON magic_link_tokens (created_at);
