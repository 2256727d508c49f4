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

-- The unfiltered counts, ready to send: every counted value's total (and '_all', the number of documents) as one
-- JSON array in a single row, rewritten by the indexer in each index write's transaction.
CREATE TABLE search_facet_totals (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  counts json NOT NULL -- json, not jsonb: sent as stored, with no conversion on every read
);

-- Existing indexes have no pairs yet: emptying the facet bits makes the next start rebuild the whole index.
DELETE FROM search_facet_bits;
