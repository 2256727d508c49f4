-- A blog post is written in English or French. A French post's search document holds, besides its words as written
-- (unaccented, unstemmed: the 'directory' configuration every post uses), their French stems (unaccented, by the
-- 'directory_french' configuration), so a French word that matches no post's word as typed ('deuils', 'anxieuse')
-- is read as its stem ('deuil', 'anxieux') before any correction. An English post's document is unchanged.

ALTER TABLE blog_posts ADD COLUMN language text NOT NULL DEFAULT 'en';
ALTER TABLE blog_posts ADD CONSTRAINT blog_posts_language_check CHECK (language IN ('en', 'fr'));

CREATE TEXT SEARCH CONFIGURATION directory_french (COPY = french);
ALTER TEXT SEARCH CONFIGURATION directory_french
  ALTER MAPPING FOR asciiword, asciihword, hword_asciipart, word, hword, hword_part WITH unaccent, french_stem;

-- The language filter of the blog search: a language's posts in the recent order, and its topic counts.
ALTER TABLE blog_search_documents ADD COLUMN language text NOT NULL DEFAULT 'en';
CREATE INDEX blog_search_documents_language_idx ON blog_search_documents (language, published_at DESC, post_id);

-- A column added at the end (a view keeps its columns' order).
CREATE OR REPLACE VIEW blog_search_source AS
SELECT p.id AS post_id, p.therapist_id, p.specialty, search_key(p.title) AS title_key, p.published_at,
  coalesce(v.views, 0) AS views, strip(tv.vector) AS search, w.words, p.language
FROM blog_posts p
JOIN therapists t ON t.id = p.therapist_id AND t.status = 'approved'
LEFT JOIN blog_post_views v ON v.post_id = p.id
CROSS JOIN LATERAL (SELECT p.title || ' ' || p.excerpt || ' ' || p.content AS body) b
CROSS JOIN LATERAL (
  SELECT to_tsvector('directory', b.body)
    || CASE WHEN p.language = 'fr' THEN to_tsvector('directory_french', b.body) ELSE ''::tsvector END AS vector
) tv
CROSS JOIN LATERAL (
  SELECT coalesce(array_agg(DISTINCT word ORDER BY word), '{}') AS words
  FROM unnest(tsvector_to_array(tv.vector)) AS word
  WHERE word ~ '^[a-z]{3,40}$'
) w
WHERE p.status = 'published';

-- The refresh and the rebuild of sql/017, writing the language too.
CREATE OR REPLACE FUNCTION blog_search_refresh(p_post uuid) RETURNS boolean
LANGUAGE plpgsql AS $$
DECLARE
  old_words text[];
  new_words text[];
  old_specialty text;
  new_specialty text;
  old_search tsvector;
  new_search tsvector;
BEGIN
  DELETE FROM blog_search_documents WHERE post_id = p_post
  RETURNING words, specialty, search INTO old_words, old_specialty, old_search;
  INSERT INTO blog_search_documents (post_id, therapist_id, specialty, title_key, published_at, views, search, words, language)
  SELECT post_id, therapist_id, specialty, title_key, published_at, views, search, words, language
  FROM blog_search_source WHERE post_id = p_post
  RETURNING words, specialty, search INTO new_words, new_specialty, new_search;
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
  UPDATE blog_search_prefixes b SET posts = b.posts - 1
  FROM (SELECT * FROM blog_search_prefix_keys(old_search, old_specialty)
        EXCEPT SELECT * FROM blog_search_prefix_keys(new_search, new_specialty)) AS gone
  WHERE b.prefix = gone.prefix AND b.specialty = gone.specialty;
  DELETE FROM blog_search_prefixes b USING blog_search_prefix_keys(old_search, old_specialty) AS old
  WHERE b.prefix = old.prefix AND b.specialty = old.specialty AND b.posts <= 0;
  INSERT INTO blog_search_prefixes (prefix, specialty, posts)
  SELECT added.prefix, added.specialty, 1
  FROM (SELECT * FROM blog_search_prefix_keys(new_search, new_specialty)
        EXCEPT SELECT * FROM blog_search_prefix_keys(old_search, old_specialty)) AS added
  ORDER BY 1, 2
  ON CONFLICT (prefix, specialty) DO UPDATE SET posts = blog_search_prefixes.posts + 1;
  RETURN new_words IS NOT NULL;
END;
$$;

CREATE OR REPLACE FUNCTION blog_search_rebuild() RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  written integer;
BEGIN
  DELETE FROM blog_search_documents;
  DELETE FROM blog_search_terms;
  DELETE FROM blog_search_specialties;
  DELETE FROM blog_search_prefixes;
  INSERT INTO blog_search_documents (post_id, therapist_id, specialty, title_key, published_at, views, search, words, language)
  SELECT post_id, therapist_id, specialty, title_key, published_at, views, search, words, language FROM blog_search_source;
  GET DIAGNOSTICS written = ROW_COUNT;
  INSERT INTO blog_search_terms (term, posts)
  SELECT word, count(*) FROM blog_search_documents, unnest(words) AS word GROUP BY word;
  INSERT INTO blog_search_specialties (specialty, posts)
  SELECT specialty, count(*) FROM blog_search_documents GROUP BY specialty;
  INSERT INTO blog_search_prefixes (prefix, specialty, posts)
  SELECT k.prefix, k.specialty, count(*) FROM blog_search_documents d, blog_search_prefix_keys(d.search, d.specialty) AS k
  GROUP BY k.prefix, k.specialty;
  RETURN written;
END;
$$;

-- Every document written again in the new form (the posts that exist are English: their documents keep their words).
SELECT blog_search_rebuild();
