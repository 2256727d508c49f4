-- Words as facet values (see docs/decisions/012-facet-counts.md): each document also gets a "word=<term>" pair per
-- word of its specialties, approaches, insurers and city, with its own bit string and pair counts. A query word
-- naming several values ("grief": three specialties) then counts from one stored string, or from the pair counts.
-- The pair counts carry the counted value's label, so reading them needs no join.
ALTER TABLE search_facet_pairs ADD COLUMN b_label text NOT NULL DEFAULT '';
ALTER TABLE search_facet_pairs ALTER COLUMN b_label DROP DEFAULT;

-- Existing documents have no word pairs yet: emptying the facet bits makes the next start rebuild the whole index.
DELETE FROM search_facet_bits;
