-- A post's topic is part of its search document: "grief" finds a post on Grief & Loss written in French (whose own
-- words say « deuil »), and a topic's name is a known word, never "corrected" into another ('grief' into 'brief').
-- The topic is written by its English name, the name the directory's words and specialties go by.
CREATE OR REPLACE VIEW blog_search_source AS
SELECT p.id AS post_id, p.therapist_id, p.specialty, search_key(p.title) AS title_key, p.published_at,
  coalesce(v.views, 0) AS views, strip(tv.vector) AS search, w.words, p.language
FROM blog_posts p
JOIN therapists t ON t.id = p.therapist_id AND t.status = 'approved'
LEFT JOIN blog_post_views v ON v.post_id = p.id
CROSS JOIN LATERAL (SELECT p.title || ' ' || p.excerpt || ' ' || p.content AS body) b
CROSS JOIN LATERAL (
  SELECT to_tsvector('directory', b.body) || to_tsvector('directory', p.specialty)
    || CASE WHEN p.language = 'fr' THEN to_tsvector('directory_french', b.body) ELSE ''::tsvector END AS vector
) tv
CROSS JOIN LATERAL (
  SELECT coalesce(array_agg(DISTINCT word ORDER BY word), '{}') AS words
  FROM unnest(tsvector_to_array(tv.vector)) AS word
  WHERE word ~ '^[a-z]{3,40}$'
) w
WHERE p.status = 'published';

-- The documents written again from the view as it now reads.
SELECT blog_search_rebuild();
