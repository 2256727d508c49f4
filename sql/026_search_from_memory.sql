-- Searches are answered from each web process's copy of the index: facet values, every word of each document's
-- text and of its name, and its sort keys. PostgreSQL keeps the documents and reads the cards of a page by number.
-- A document's pairs now hold every word of its text ("word=<lexeme>") and of its name ("name=<lexeme>"), so a
-- query word is matched from memory, the therapists whose names have it first. The indexes that served pages in
-- PostgreSQL's order and the full-text matching are no longer read.

-- The "word=" pairs of a document's text: each of its words once, alphabetically.
CREATE OR REPLACE FUNCTION search_word_pairs(text_vector tsvector) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$
  SELECT coalesce(array_agg('word=' || lexeme ORDER BY lexeme), '{}') FROM unnest(tsvector_to_array(text_vector)) AS lexeme
$$;

-- The "name=" pairs of a document's name words: each once, alphabetically.
CREATE FUNCTION search_name_pairs(name_vector tsvector) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$
  SELECT coalesce(array_agg('name=' || lexeme ORDER BY lexeme), '{}') FROM unnest(tsvector_to_array(name_vector)) AS lexeme
$$;

-- Every document's pairs: its own, then the words of its text and of its name.
UPDATE search_documents
SET facets = coalesce((SELECT array_agg(p ORDER BY n) FROM unnest(facets) WITH ORDINALITY AS f(p, n) WHERE p NOT LIKE 'word=%'), '{}')
  || search_word_pairs(search) || search_name_pairs(name_search);

DROP FUNCTION search_facets_with_words(text[], tsvector);
ALTER TABLE search_documents DROP COLUMN name_search;
DROP INDEX search_documents_boost_idx;
DROP INDEX search_documents_name_idx;
DROP INDEX search_documents_rating_idx;
DROP INDEX search_documents_city_boost_idx;
DROP INDEX search_documents_city_name_idx;
DROP INDEX search_documents_specialties_idx;
DROP INDEX search_documents_issues_idx;
DROP INDEX search_documents_types_idx;
DROP INDEX search_documents_insurance_idx;
DROP INDEX search_documents_search_idx;

-- Every process's copy reloads: the documents changed without a logged version each.
UPDATE search_index_state SET generation = gen_random_uuid(), version = 0;
DELETE FROM search_index_changes;

ANALYZE search_documents;
