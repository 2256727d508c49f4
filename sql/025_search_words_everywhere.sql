-- A query word that names facet values ('hamilton', 'anxiety') also matches names and bios: a document's "word="
-- pairs (what such a word is counted and filtered by in each process's facet copy) are now every word of its whole
-- text that names a facet value, not only the words of its own specialties, approaches, insurers and city. So a
-- therapist named Hamilton in Ottawa has "word=hamilton", and a bio that mentions anxiety "word=anxiety".

-- The "word=" pairs of a document's text: its words that are in search_term_values, each once, alphabetically.
CREATE FUNCTION search_word_pairs(text_vector tsvector) RETURNS text[]
LANGUAGE sql STABLE PARALLEL SAFE STRICT
AS $$
  SELECT coalesce(array_agg('word=' || u.lexeme ORDER BY u.lexeme), '{}')
  FROM unnest(text_vector) AS u
  WHERE EXISTS (SELECT 1 FROM search_term_values v WHERE v.term = u.lexeme)
$$;

-- A document's pairs with its "word=" pairs recomputed from its text (the other pairs keep their order).
CREATE FUNCTION search_facets_with_words(facets text[], text_vector tsvector) RETURNS text[]
LANGUAGE sql STABLE PARALLEL SAFE STRICT
AS $$
  SELECT coalesce(array_agg(p ORDER BY n) FILTER (WHERE p NOT LIKE 'word=%'), '{}') || search_word_pairs(text_vector)
  FROM unnest(facets) WITH ORDINALITY AS f(p, n)
$$;

-- A document's name words apart: above 2,000 matches (where ranking every match costs too much) the therapists
-- whose names have the query's words come first, found from this column's own index.
ALTER TABLE search_documents ADD COLUMN name_search tsvector;

UPDATE search_documents
SET facets = search_facets_with_words(facets, search),
    name_search = to_tsvector('directory', concat_ws(' ', card ->> 'firstName', card ->> 'lastName'));

ALTER TABLE search_documents ALTER COLUMN name_search SET NOT NULL;
CREATE INDEX search_documents_name_search_idx ON search_documents USING gin (name_search);

-- Every process's facet copy reloads: the documents changed without a logged version each.
UPDATE search_index_state SET generation = gen_random_uuid(), version = 0;
DELETE FROM search_index_changes;

-- The planner's statistics for the new column (its index serves the name group of the order).
ANALYZE search_documents;
