-- A known plural in a search also matches its singular as a whole word. search_singular() is the one rule, which
-- the directory's text search (app/search/engine/text.server.ts) and the blog's (app/blog/blog-search.server.ts,
-- below) call for each query word: a word ending in "ies" after at least two letters ends in "y" instead
-- ('families' → 'family', 'anxieties' → 'anxiety'); else a word of five letters or more ending in one "s" loses it
-- ('adults' → 'adult', 'seances' → 'seance'); any other word has none (NULL: 'stress', 'bus').

CREATE FUNCTION search_singular(p_word text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN p_word ~ '..ies$' THEN left(p_word, -3) || 'y'
              WHEN p_word ~ '...[^s]s$' THEN left(p_word, -1) END
$$;

-- The blog's search applies the same rule to every word it searches as a prefix: 'therapists' finds the posts with
-- a word starting so or with the word 'therapist' itself. A one-word total is read from blog_search_prefixes
-- (sql/017), so a plural's row there counts the posts with its singular too: a document's keys are the prefixes of
-- its lexemes (1 to 20 characters) and each plural of up to 20 characters whose singular is one of its lexemes
-- (a plural ends in "s" or "ies": 'moments' of 'moment', 'anxieties' and 'anxietys' of 'anxiety'), in its
-- specialty and over all of them ('').
CREATE OR REPLACE FUNCTION blog_search_prefix_keys(p_search tsvector, p_specialty text) RETURNS TABLE (prefix text, specialty text)
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT DISTINCT k.prefix, s
  FROM unnest(tsvector_to_array(p_search)) AS lexeme,
    LATERAL (
      SELECT left(lexeme, n) FROM generate_series(1, least(length(lexeme), 20)) AS n
      UNION ALL
      SELECT plural FROM unnest(ARRAY[lexeme || 's', left(lexeme, -1) || 'ies']) AS plural
      WHERE length(plural) <= 20 AND search_singular(plural) = lexeme
    ) AS k(prefix),
    unnest(ARRAY['', p_specialty]) AS s
  WHERE p_specialty IS NOT NULL
$$;

-- Every document's keys again.
DELETE FROM blog_search_prefixes;
INSERT INTO blog_search_prefixes (prefix, specialty, posts)
SELECT k.prefix, k.specialty, count(*) FROM blog_search_documents d, blog_search_prefix_keys(d.search, d.specialty) AS k
GROUP BY k.prefix, k.specialty;
