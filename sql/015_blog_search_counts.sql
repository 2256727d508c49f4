-- Blog text searches at 10,000 posts: the exact total of a text query comes from a GIN bitmap scan.
-- Counting the matches of a word most posts contain (every post says "therapy") tested every row's tsvector
-- (a sequential scan decompressing each one): 12-23 ms. Now:
-- - the tsvector is stripped of positions and weights (nothing ranks blog posts: they sort by date, views or
--   title), which halves it, and the word list (read only when a document is rewritten) is kept out of line,
--   so the rows a search reads are about half as many pages;
-- - a text query within a topic walks only that topic's rows in the page's order (indexes below);
-- - blog_search_count() counts a text query's matches over all topics from a bitmap scan of the GIN index: a match found there needs no
--   second test of its tsvector (no weights, no phrases), so counting visits the rows' pages but decompresses
--   nothing. The planner, which prices a tsvector test as nearly free, picks a sequential scan for a broad
--   word: the function's own settings leave it only the bitmap scan. The page itself is still planned freely
--   (the sort's index order, testing rows until the page is full, or the GIN index and a sort).

ALTER TABLE blog_search_documents ALTER COLUMN words SET STORAGE EXTENDED;

-- A topic in every order: a text query within a topic walks its topic's rows in the page's order (it walked the
-- whole title or views index, testing every other topic's rows too).
CREATE INDEX blog_search_documents_specialty_title_idx ON blog_search_documents (specialty, title_key, post_id);
CREATE INDEX blog_search_documents_specialty_popular_idx
  ON blog_search_documents (specialty, views DESC, published_at DESC, post_id);

CREATE OR REPLACE VIEW blog_search_source AS
SELECT p.id AS post_id, p.therapist_id, p.specialty, search_key(p.title) AS title_key, p.published_at,
  coalesce(v.views, 0) AS views, strip(tv.vector) AS search, w.words
FROM blog_posts p
JOIN therapists t ON t.id = p.therapist_id AND t.status = 'approved'
LEFT JOIN blog_post_views v ON v.post_id = p.id
CROSS JOIN LATERAL (SELECT to_tsvector('directory', p.title || ' ' || p.excerpt || ' ' || p.content) AS vector) tv
CROSS JOIN LATERAL (
  SELECT coalesce(array_agg(DISTINCT word ORDER BY word), '{}') AS words
  FROM unnest(tsvector_to_array(tv.vector)) AS word
  WHERE word ~ '^[a-z]{3,40}$'
) w
WHERE p.status = 'published';

-- How many public posts match a text query (no topic or author: those narrow the count through their own
-- index): exact, from a bitmap scan of the GIN index.
CREATE FUNCTION blog_search_count(p_query tsquery) RETURNS integer
LANGUAGE sql STABLE
SET enable_seqscan = off
SET enable_indexscan = off
AS $$
  SELECT count(*)::integer FROM blog_search_documents WHERE search @@ p_query
$$;

-- Rewrites every document in the new form.
SELECT blog_search_rebuild();
