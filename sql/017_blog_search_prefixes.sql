-- The exact total of a one-word blog search without a topic or author, from a table instead of a count.
-- A broad word ("therapy", "anxiety") is in most posts: counting its matches through the GIN index visited every
-- row's page (about 14 ms at 10,000 posts) on every search. A one-word search is the word as a prefix
-- (`word:*`: posts with a lexeme starting so) or, once corrected, the exact word; so the index keeps, for every
-- prefix of up to 20 characters of the public posts' lexemes, how many posts have a lexeme starting with it (the
-- exact word's count is blog_search_terms'). Both are kept in step by the same refresh and rebuild as the
-- documents. Longer words and several words are still counted through the GIN index (a word that narrows).

CREATE TABLE blog_search_prefixes (
  prefix text COLLATE "C" PRIMARY KEY,
  posts integer NOT NULL
);

-- The distinct prefixes (1 to 20 characters) of a document's lexemes.
CREATE FUNCTION blog_search_prefixes_of(p_search tsvector) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT left(lexeme, n)), '{}')
  FROM unnest(tsvector_to_array(p_search)) AS lexeme, generate_series(1, least(length(lexeme), 20)) AS n
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
  old_prefixes text[];
  new_prefixes text[];
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
  old_prefixes := coalesce(blog_search_prefixes_of(old_search), '{}');
  new_prefixes := coalesce(blog_search_prefixes_of(new_search), '{}');
  UPDATE blog_search_prefixes SET posts = posts - 1
  WHERE prefix = ANY (ARRAY(SELECT unnest(old_prefixes) EXCEPT SELECT unnest(new_prefixes)));
  DELETE FROM blog_search_prefixes WHERE prefix = ANY (old_prefixes) AND posts <= 0;
  INSERT INTO blog_search_prefixes (prefix, posts)
  SELECT prefix, 1 FROM (SELECT unnest(new_prefixes) EXCEPT SELECT unnest(old_prefixes)) AS added(prefix) ORDER BY prefix
  ON CONFLICT (prefix) DO UPDATE SET posts = blog_search_prefixes.posts + 1;
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
  INSERT INTO blog_search_prefixes (prefix, posts)
  SELECT prefix, count(*) FROM blog_search_documents, unnest(blog_search_prefixes_of(search)) AS prefix GROUP BY prefix;
  RETURN written;
END;
$$;

INSERT INTO blog_search_prefixes (prefix, posts)
SELECT prefix, count(*) FROM blog_search_documents, unnest(blog_search_prefixes_of(search)) AS prefix GROUP BY prefix;
