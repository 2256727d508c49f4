-- Documents numbered by city (see docs/decisions/012-facet-counts.md). A full rebuild gives each city's documents one
-- run of numbers, and every facet value keeps the first and last document number that has it: a search's mask can
-- only be non-zero where all its terms' ranges meet, so a search with a city condition ANDs only that city's run
-- of each bit string. The rebuild renumbers every document in one pass: uniqueness is checked at its commit.
ALTER TABLE search_documents DROP CONSTRAINT search_documents_doc_no_key;
ALTER TABLE search_documents ADD CONSTRAINT search_documents_doc_no_key UNIQUE (doc_no) DEFERRABLE INITIALLY IMMEDIATE;

-- Emptying the facet values makes the next start rebuild (and renumber) the whole index.
DELETE FROM search_facet_bits;
ALTER TABLE search_facet_bits
  ADD COLUMN first_doc integer NOT NULL, -- bounds, not exact: a document leaving the value leaves them as they are
  ADD COLUMN last_doc integer NOT NULL;
