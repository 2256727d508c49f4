-- The exact total of a one-word blog search (over all topics or within one), from a table instead of a count.
-- A broad word ("therapy", "anxiety") is in most posts: counting its matches through the GIN index visited every
-- row's page (about 14 ms at 10,000 posts) on every search, and within a topic tested each of the topic's rows.
-- A one-word search is the word as a prefix (`word:*`: posts with a lexeme starting so) or, once corrected, the
-- exact word; so the index keeps, for every prefix of up to 20 characters of the public posts' lexemes, how many
-- posts have a lexeme starting with it, per specialty and over all of them (specialty ''). A corrected word's
-- total over all topics is its blog_search_terms count. Both are kept in step by the same refresh and rebuild as
-- the documents. Longer words, several words, and an author's posts are still counted through the indexes.

CREATE TABLE blog_search_prefixes (
  prefix text COLLATE "C" NOT NULL,
  specialty text NOT NULL,
  posts integer NOT NULL,
  PRIMARY KEY (prefix, specialty)
);

-- The rows of blog_search_prefixes a document counts in: each distinct prefix (1 to 20 characters) of its
-- lexemes, in its specialty and over all specialties (''). None for no document (a NULL specialty).
CREATE FUNCTION blog_search_prefix_keys(p_search tsvector, p_specialty text) RETURNS TABLE (prefix text, specialty text)
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT DISTINCT left(lexeme, n), s
  FROM unnest(tsvector_to_array(p_search)) AS lexeme, generate_series(1, least(length(lexeme), 20)) AS n,
    unnest(ARRAY['', p_specialty]) AS s
  WHERE p_specialty IS NOT NULL
$$;

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
  INSERT INTO blog_search_documents (post_id, therapist_id, specialty, title_key, published_at, views, search, words)
  SELECT post_id, therapist_id, specialty, title_key, published_at, views, search, words
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
  INSERT INTO blog_search_documents (post_id, therapist_id, specialty, title_key, published_at, views, search, words)
  SELECT post_id, therapist_id, specialty, title_key, published_at, views, search, words FROM blog_search_source;
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

INSERT INTO blog_search_prefixes (prefix, specialty, posts)
SELECT k.prefix, k.specialty, count(*) FROM blog_search_documents d, blog_search_prefix_keys(d.search, d.specialty) AS k
GROUP BY k.prefix, k.specialty;
