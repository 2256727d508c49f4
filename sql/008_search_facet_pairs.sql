-- Facet co-occurrence counts (see docs/decisions/012-facet-counts.md): how many documents have both value a and
-- value b. When a facet's counts depend on a single filter value (city=Toronto alone, say), they are read here
-- instead of intersecting bit strings. Kept by the indexer with the facet bits, in the same transaction.
CREATE TABLE search_facet_pairs (
  a text NOT NULL, -- "facet=value", the filter
  b_facet text NOT NULL, -- the counted value
  b_value text NOT NULL,
  count integer NOT NULL CHECK (count >= 0),
  PRIMARY KEY (a, b_facet, b_value)
);

-- Existing indexes have no pairs yet: emptying the facet bits makes the next start rebuild the whole index.
DELETE FROM search_facet_bits;
