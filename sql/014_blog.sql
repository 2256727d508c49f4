-- The blog's search index (docs/decisions/016-blog.md): one document per public post (published, by an approved
-- therapist), written only by blog_search_refresh(post) (the index-blog-post job) and blog_search_rebuild().

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
-- Kept in the row (compressed) rather than out of line: counting a broad word's matches reads every one.
ALTER TABLE blog_search_documents ALTER COLUMN search SET STORAGE MAIN, ALTER COLUMN words SET STORAGE MAIN;
CREATE INDEX blog_search_documents_recent_idx ON blog_search_documents (published_at DESC, post_id);
CREATE INDEX blog_search_documents_popular_idx ON blog_search_documents (views DESC, published_at DESC, post_id);
CREATE INDEX blog_search_documents_title_idx ON blog_search_documents (title_key, post_id);
CREATE INDEX blog_search_documents_specialty_idx ON blog_search_documents (specialty, published_at DESC, post_id);
CREATE INDEX blog_search_documents_therapist_idx ON blog_search_documents (therapist_id, published_at DESC, post_id);
CREATE INDEX blog_search_documents_search_idx ON blog_search_documents USING gin (search);

-- How many public posts each specialty has (the topic list, and the total when no text or author narrows it).
CREATE TABLE blog_search_specialties (
  specialty text PRIMARY KEY,
  posts integer NOT NULL
);

-- Every word of the public posts with how many posts use it: query words are completed and corrected from here.
CREATE TABLE blog_search_terms (
  term text COLLATE "C" PRIMARY KEY,
  posts integer NOT NULL
);
CREATE INDEX blog_search_terms_trgm_idx ON blog_search_terms USING gin (term gin_trgm_ops);

-- What a public post's document holds: the one definition the single-post refresh and the rebuild both use.
CREATE VIEW blog_search_source AS
SELECT p.id AS post_id, p.therapist_id, p.specialty, search_key(p.title) AS title_key, p.published_at,
  coalesce(v.views, 0) AS views,
  setweight(to_tsvector('directory', p.title), 'A') || setweight(to_tsvector('directory', p.excerpt), 'B')
    || to_tsvector('directory', p.content) AS search,
  w.words
FROM blog_posts p
JOIN therapists t ON t.id = p.therapist_id AND t.status = 'approved'
LEFT JOIN blog_post_views v ON v.post_id = p.id
CROSS JOIN LATERAL (
  SELECT coalesce(array_agg(DISTINCT word ORDER BY word), '{}') AS words
  FROM unnest(tsvector_to_array(to_tsvector('directory', p.title || ' ' || p.excerpt || ' ' || p.content))) AS word
  WHERE word ~ '^[a-z]{3,40}$'
) w
WHERE p.status = 'published';

-- Writes (public post) or removes (anything else) one post's document and keeps the word and specialty counts
-- in step.
-- Safe to run twice. Returns true when the post is public.
CREATE FUNCTION blog_search_refresh(p_post uuid) RETURNS boolean
LANGUAGE plpgsql AS $$
DECLARE
  old_words text[];
  new_words text[];
  old_specialty text;
  new_specialty text;
BEGIN
  DELETE FROM blog_search_documents WHERE post_id = p_post RETURNING words, specialty INTO old_words, old_specialty;
  INSERT INTO blog_search_documents (post_id, therapist_id, specialty, title_key, published_at, views, search, words)
  SELECT post_id, therapist_id, specialty, title_key, published_at, views, search, words
  FROM blog_search_source WHERE post_id = p_post
  RETURNING words, specialty INTO new_words, new_specialty;
  IF old_specialty IS NOT NULL THEN
    UPDATE blog_search_specialties SET posts = posts - 1 WHERE specialty = old_specialty;
    DELETE FROM blog_search_specialties WHERE specialty = old_specialty AND posts <= 0;
  END IF;
  IF new_specialty IS NOT NULL THEN
    INSERT INTO blog_search_specialties (specialty, posts) VALUES (new_specialty, 1)
    ON CONFLICT (specialty) DO UPDATE SET posts = blog_search_specialties.posts + 1;
  END IF;
  old_words := coalesce(old_words, '{}');
  UPDATE blog_search_terms SET posts = posts - 1
  WHERE term = ANY (ARRAY(SELECT unnest(old_words) EXCEPT SELECT unnest(coalesce(new_words, '{}'))));
  DELETE FROM blog_search_terms WHERE term = ANY (old_words) AND posts <= 0;
  INSERT INTO blog_search_terms (term, posts)
  SELECT word, 1 FROM (SELECT unnest(coalesce(new_words, '{}')) EXCEPT SELECT unnest(old_words)) AS added(word) ORDER BY word
  ON CONFLICT (term) DO UPDATE SET posts = blog_search_terms.posts + 1;
  RETURN new_words IS NOT NULL;
END;
$$;

-- Rebuilds every document, word and specialty count in one set-based pass; returns how many documents it wrote.
CREATE FUNCTION blog_search_rebuild() RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  written integer;
BEGIN
  DELETE FROM blog_search_documents;
  DELETE FROM blog_search_terms;
  DELETE FROM blog_search_specialties;
  INSERT INTO blog_search_documents (post_id, therapist_id, specialty, title_key, published_at, views, search, words)
  SELECT post_id, therapist_id, specialty, title_key, published_at, views, search, words FROM blog_search_source;
  GET DIAGNOSTICS written = ROW_COUNT;
  INSERT INTO blog_search_terms (term, posts)
  SELECT word, count(*) FROM blog_search_documents, unnest(words) AS word GROUP BY word;
  INSERT INTO blog_search_specialties (specialty, posts)
  SELECT specialty, count(*) FROM blog_search_documents GROUP BY specialty;
  RETURN written;
END;
$$;

-- Admin moderation of posts is audited like every other admin action.
ALTER TABLE admin_audit_log DROP CONSTRAINT admin_audit_log_action_check;
ALTER TABLE admin_audit_log ADD CONSTRAINT admin_audit_log_action_check
  CHECK (action IN ('approve', 'reject', 'edit', 'delete', 'link-user', 'post-create', 'post-edit', 'post-publish',
    'post-unpublish', 'post-delete'));

-- The posts that exist already.
SELECT blog_search_rebuild();
