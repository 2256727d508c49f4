-- A known plural in a search also matches its singular as a whole word. search_singular() is the one rule, which
-- the directory's text search (app/search/engine/text.server.ts) calls for each query word: a word ending in "ies"
-- after at least two letters ends in "y" instead ('families' → 'family', 'anxieties' → 'anxiety'); else a word of
-- five letters or more ending in one "s" loses it ('adults' → 'adult', 'seances' → 'seance'); any other word has
-- none (NULL: 'stress', 'bus').

CREATE FUNCTION search_singular(p_word text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN p_word ~ '..ies$' THEN left(p_word, -3) || 'y'
              WHEN p_word ~ '...[^s]s$' THEN left(p_word, -1) END
$$;
