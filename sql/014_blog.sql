-- The blog's search index (docs/decisions/016-blog.md): one document per public post (published, by an approved
-- therapist), written only by blog_search_refresh(post) which the index-blog-post job and the rebuild call.

-- Views of a post, counted once per visitor in the analytics window (never by a bot).
CREATE TABLE blog_post_views (
  post_id uuid PRIMARY KEY REFERENCES blog_posts (id) ON DELETE CASCADE,
  views integer NOT NULL DEFAULT 0
);

-- No foreign key: a deleted post's document stays until its job removes it with its word counts (searches join
-- blog_posts, so it is never shown meanwhile).
CREATE TABLE blog_search_documents (
  post_id uuid PRIMARY KEY,
  therapist_id uuid NOT NULL,
  specialty text NOT NULL,
  title_key text NOT NULL,
  published_at timestamptz NOT NULL,
  views integer NOT NULL,
  search tsvector NOT NULL,
  -- The distinct words of the post (what it adds to blog_search_terms).
  words text[] NOT NULL
);
CREATE INDEX blog_search_documents_recent_idx ON blog_search_documents (published_at DESC, post_id);
CREATE INDEX blog_search_documents_popular_idx ON blog_search_documents (views DESC, published_at DESC, post_id);
CREATE INDEX blog_search_documents_title_idx ON blog_search_documents (title_key, post_id);
CREATE INDEX blog_search_documents_specialty_idx ON blog_search_documents (specialty, published_at DESC, post_id);
CREATE INDEX blog_search_documents_therapist_idx ON blog_search_documents (therapist_id, published_at DESC, post_id);
CREATE INDEX blog_search_documents_search_idx ON blog_search_documents USING gin (search);

-- Every word of the public posts with how many posts use it: query words are completed and corrected from here.
CREATE TABLE blog_search_terms (
  term text COLLATE "C" PRIMARY KEY,
  posts integer NOT NULL
);
CREATE INDEX blog_search_terms_trgm_idx ON blog_search_terms USING gin (term gin_trgm_ops);

-- Writes (public post) or removes (anything else) one post's document and keeps the word counts in step.
-- Safe to run twice. Returns true when the post is public.
CREATE FUNCTION blog_search_refresh(p_post uuid) RETURNS boolean
LANGUAGE plpgsql AS $$
DECLARE
  old_words text[];
  new_words text[];
BEGIN
  DELETE FROM blog_search_documents WHERE post_id = p_post RETURNING words INTO old_words;
  INSERT INTO blog_search_documents (post_id, therapist_id, specialty, title_key, published_at, views, search, words)
  SELECT p.id, p.therapist_id, p.specialty, search_key(p.title), p.published_at, coalesce(v.views, 0),
    setweight(to_tsvector('directory', p.title), 'A') || setweight(to_tsvector('directory', p.excerpt), 'B')
      || to_tsvector('directory', p.content),
    w.words
  FROM blog_posts p
  JOIN therapists t ON t.id = p.therapist_id AND t.status = 'approved'
  LEFT JOIN blog_post_views v ON v.post_id = p.id
  CROSS JOIN LATERAL (
    SELECT coalesce(array_agg(DISTINCT word ORDER BY word), '{}') AS words
    FROM unnest(tsvector_to_array(to_tsvector('directory', p.title || ' ' || p.excerpt || ' ' || p.content))) AS word
    WHERE word ~ '^[a-z]{3,40}$'
  ) w
  WHERE p.id = p_post AND p.status = 'published'
  RETURNING words INTO new_words;
  old_words := coalesce(old_words, '{}');
  new_words := coalesce(new_words, '{}');
  UPDATE blog_search_terms SET posts = posts - 1
  WHERE term = ANY (ARRAY(SELECT unnest(old_words) EXCEPT SELECT unnest(new_words)));
  DELETE FROM blog_search_terms WHERE term = ANY (old_words) AND posts <= 0;
  INSERT INTO blog_search_terms (term, posts)
  SELECT word, 1 FROM (SELECT unnest(new_words) EXCEPT SELECT unnest(old_words)) AS added(word) ORDER BY word
  ON CONFLICT (term) DO UPDATE SET posts = blog_search_terms.posts + 1;
  RETURN new_words IS DISTINCT FROM '{}'::text[] OR EXISTS (SELECT 1 FROM blog_search_documents WHERE post_id = p_post);
END;
$$;

-- Admin moderation of posts is audited like every other admin action.
ALTER TABLE admin_audit_log DROP CONSTRAINT admin_audit_log_action_check;
ALTER TABLE admin_audit_log ADD CONSTRAINT admin_audit_log_action_check
  CHECK (action IN ('approve', 'reject', 'edit', 'delete', 'link-user', 'post-create', 'post-edit', 'post-publish',
    'post-unpublish', 'post-delete'));

-- The posts that exist already.
SELECT blog_search_refresh(id) FROM blog_posts WHERE status = 'published';
