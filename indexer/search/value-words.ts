import { sql, type FragmentSqlToken } from "slonik";

/**
 * The words of the searchable facet values of the stored documents `d` of `docs` (a from-item aliased `d`), as
 * search_term_values files them: one row per word, facet and value. A value is read by its words as shown (a city
 * by its name as written, the key when the card has none), so a query word that names a value finds it. What the
 * index writer files and what the vocabulary's prune keeps are both this one statement.
 */
export const valueWordsOf = (docs: FragmentSqlToken) => sql.fragment`
  SELECT DISTINCT u.lexeme AS term, x.facet, x.value
  FROM (
    SELECT DISTINCT x.facet, x.value, x.label FROM ${docs} CROSS JOIN LATERAL (
      SELECT 'specialty', s, s FROM unnest(d.specialties) AS s
      UNION ALL SELECT 'therapyType', s, s FROM unnest(d.therapy_types) AS s
      UNION ALL SELECT 'insuranceProvider', s, s FROM unnest(d.insurance) AS s
      UNION ALL SELECT 'city', d.city_key, coalesce(d.card ->> 'city', d.city_key) WHERE d.city_key IS NOT NULL
    ) AS x(facet, value, label)
  ) x
  CROSS JOIN LATERAL unnest(to_tsvector('directory', x.label)) AS u`;
