-- Facet counts are done in each web process's memory, from search_documents.facets (see
-- docs/decisions/025-facet-counts-in-one-index.md): the stored totals, pair counts and bit strings go.
DROP TABLE search_facet_pairs;
DROP TABLE search_facet_totals;
DROP TABLE search_facet_bits;
DROP TABLE search_index_version;

-- Which index a process's copy was built from. A full rebuild takes a new generation (every copy reloads); every
-- other index write takes the next version and logs the document it changed, so a copy a few versions behind
-- reads only those documents. A new database gets a generation of its own.
CREATE TABLE search_index_state (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  generation uuid NOT NULL DEFAULT gen_random_uuid(),
  version bigint NOT NULL DEFAULT 0
);
INSERT INTO search_index_state DEFAULT VALUES;

-- The document each version changed (its current facets are in search_documents; absent there: removed), and a
-- random stamp, so a copy notices a restored database whose versions went past its own again.
CREATE TABLE search_index_changes (
  version bigint PRIMARY KEY,
  doc_no integer NOT NULL,
  stamp uuid NOT NULL DEFAULT gen_random_uuid()
);
