-- The directory's search engine lives in PostgreSQL (see docs/decisions/007-search-in-postgresql.md).

-- Accent-insensitive, unstemmed text search: 'Montréal' and 'Montreal' are the same word.
CREATE TEXT SEARCH CONFIGURATION directory (COPY = simple);
ALTER TEXT SEARCH CONFIGURATION directory
  ALTER MAPPING FOR asciiword, asciihword, hword_asciipart, word, hword, hword_part WITH unaccent, simple;

-- An immutable wrapper, so normalised keys can be indexed.
CREATE FUNCTION search_key(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, btrim(value))) $$;

CREATE SEQUENCE search_doc_no_seq AS integer MINVALUE 0 START WITH 0;

-- One document per approved therapist, built by the indexer from the source tables.
CREATE TABLE search_documents (
  therapist_id uuid PRIMARY KEY REFERENCES therapists (id) ON DELETE CASCADE,
  doc_no integer NOT NULL DEFAULT nextval('search_doc_no_seq'),
  sort_name text NOT NULL,
  city_key text,
  lat double precision,
  lng double precision,
  specialties text[] NOT NULL,
  issues text[] NOT NULL,
  therapy_types text[] NOT NULL,
  insurance text[] NOT NULL,
  online boolean NOT NULL,
  in_person boolean NOT NULL,
  accepting boolean NOT NULL,
  price_band text,
  rating numeric(3, 2) NOT NULL,
  review_count integer NOT NULL,
  completeness smallint NOT NULL,
  featured boolean NOT NULL,
  featured_until timestamptz,
  boost integer NOT NULL,
  search tsvector NOT NULL,
  facets text[] NOT NULL,
  card jsonb NOT NULL,
  indexed_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT search_documents_doc_no_key UNIQUE (doc_no)
);
CREATE INDEX search_documents_boost_idx ON search_documents (boost DESC, sort_name, therapist_id);
CREATE INDEX search_documents_name_idx ON search_documents (sort_name, therapist_id);
CREATE INDEX search_documents_rating_idx ON search_documents (rating DESC, review_count DESC, sort_name);
CREATE INDEX search_documents_city_boost_idx ON search_documents (city_key, boost DESC, sort_name, therapist_id);
CREATE INDEX search_documents_city_name_idx ON search_documents (city_key, sort_name, therapist_id);
CREATE INDEX search_documents_specialties_idx ON search_documents USING gin (specialties);
CREATE INDEX search_documents_issues_idx ON search_documents USING gin (issues);
CREATE INDEX search_documents_types_idx ON search_documents USING gin (therapy_types);
CREATE INDEX search_documents_insurance_idx ON search_documents USING gin (insurance);
CREATE INDEX search_documents_search_idx ON search_documents USING gin (search);

-- Facet counts: one bit string per facet value, bit n set when document n has the value. A filter is the AND
-- of its values' bit strings; a count is bit_count(filter & value). Every bit string has the same length (the
-- capacity), and the '_all' row marks the live documents.
CREATE TABLE search_facet_bits (
  facet text NOT NULL,
  value text NOT NULL,
  label text NOT NULL,
  bits bit varying NOT NULL,
  total integer NOT NULL, -- bit_count(bits), kept with the bits: the unfiltered counts without reading them
  PRIMARY KEY (facet, value)
);
ALTER TABLE search_facet_bits ALTER COLUMN bits SET STORAGE EXTERNAL;

-- The words typo correction and prefix completion look up: from specialties, approaches, insurers, cities,
-- names. Small (thousands of rows), so a trigram lookup here is cheap where one over every document is not.
CREATE TABLE search_terms (
  term text PRIMARY KEY
);
CREATE INDEX search_terms_trgm_idx ON search_terms USING gin (term gin_trgm_ops);
CREATE INDEX search_terms_prefix_idx ON search_terms (term text_pattern_ops);

-- Which facet values a word names ('trauma' → the specialties and approaches with that word, 'toronto' → the
-- city). A query word that names facet values filters by their bit strings instead of scanning documents.
CREATE TABLE search_term_values (
  term text NOT NULL,
  facet text NOT NULL,
  value text NOT NULL,
  PRIMARY KEY (term, facet, value)
);
CREATE INDEX search_term_values_prefix_idx ON search_term_values (term text_pattern_ops);
