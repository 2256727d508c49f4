-- The sitemap is an index of files of at most 50,000 URLs each: profiles and blog posts in slug order, each file a
-- range of slugs from its first_key up to the next file's (the last file open-ended). The refresh-sitemaps job
-- rewrites the ranges of a kind every hour from one pass over its rows; a request for a file reads only its range,
-- and the index reads only this table.
CREATE TABLE sitemap_files (
  kind text NOT NULL CHECK (kind IN ('therapists', 'posts')),
  number integer NOT NULL CHECK (number >= 1),
  first_key text NOT NULL,
  urls integer NOT NULL,
  last_modified timestamptz,
  PRIMARY KEY (kind, number)
);

-- The public profiles and posts in slug order with the date each changed: a file's range is read from these alone.
CREATE INDEX therapists_approved_slug_idx ON therapists (slug) INCLUDE (updated_at) WHERE status = 'approved';
CREATE INDEX blog_posts_published_slug_idx ON blog_posts (slug) INCLUDE (updated_at, therapist_id)
  WHERE status = 'published';
