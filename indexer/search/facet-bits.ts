import { sql, type CommonQueryMethods } from "slonik";
import { z } from "zod";

// Maintenance of search_facet_bits (see sql/006_search.sql): one bit string per facet value, bit n standing
// for the document whose doc_no is n. Callers hold the search write lock (index-writer.ts).

/** Free bits kept beyond the highest document number, so new documents rarely force a rebuild. */
const HEADROOM = 4096;

const Capacity = z.object({ capacity: z.number().int() });

export async function bitCapacity(tx: CommonQueryMethods): Promise<number> {
  const row = await tx.maybeOne(sql.type(Capacity)`
    SELECT length(bits) AS capacity FROM search_facet_bits WHERE facet = '_all' AND value = '_all'`);
  return row?.capacity ?? 0;
}

/**
 * Recomputes every bit string from search_documents.facets: the document numbers of each value are packed
 * 64 to a word (bit_or of shifted bigints), the words laid end to end (gaps as zero words) and cast to one
 * bit string. About a second for 100,000 documents.
 */
export async function rebuildFacetBits(tx: CommonQueryMethods): Promise<void> {
  const maxDocNo = await tx.oneFirst(sql.type(z.object({ n: z.number().int() }))`
    SELECT coalesce(max(doc_no), -1) AS n FROM search_documents`);
  const words = Math.ceil((maxDocNo + 1 + HEADROOM) / 64);
  await tx.query(sql.unsafe`DELETE FROM search_facet_bits`);
  await tx.query(sql.unsafe`
    INSERT INTO search_facet_bits (facet, value, label, bits, total)
    WITH pairs AS (
      SELECT split_part(p, '=', 1) AS facet, substr(p, strpos(p, '=') + 1) AS value, d.doc_no, d.card ->> 'city' AS city
      FROM search_documents d CROSS JOIN LATERAL unnest(d.facets) AS p
    ),
    packed AS (
      SELECT facet, value, doc_no / 64 AS w, bit_or(1::bigint << (63 - doc_no % 64)) AS word, min(city) AS city
      FROM pairs GROUP BY facet, value, doc_no / 64
    ),
    keys AS (SELECT facet, value, min(city) AS city FROM packed GROUP BY facet, value)
    SELECT k.facet, k.value, CASE WHEN k.facet = 'city' THEN coalesce(k.city, k.value) ELSE k.value END,
           string_agg(coalesce(p.word, 0)::bit(64)::text, '' ORDER BY g.w)::varbit,
           sum(coalesce(bit_count(p.word::bit(64)), 0))::int
    FROM keys k
    CROSS JOIN generate_series(0, ${words - 1}) AS g(w)
    LEFT JOIN packed p ON p.facet = k.facet AND p.value = k.value AND p.w = g.w
    GROUP BY k.facet, k.value, k.city`);
  await tx.query(sql.unsafe`
    INSERT INTO search_facet_bits (facet, value, label, bits, total)
    VALUES ('_all', '_all', '_all', repeat('0', ${words * 64})::varbit, 0)
    ON CONFLICT DO NOTHING`);
  await tx.query(sql.unsafe`DELETE FROM search_term_values`);
  await insertTermValues(tx, null);
}

/** The words of each searchable facet value's label (all values, or only the given "facet=value" pairs). */
async function insertTermValues(tx: CommonQueryMethods, pairs: readonly string[] | null): Promise<void> {
  await tx.query(sql.unsafe`
    INSERT INTO search_term_values (term, facet, value)
    SELECT DISTINCT u.lexeme, b.facet, b.value
    FROM search_facet_bits b CROSS JOIN LATERAL unnest(to_tsvector('directory', b.label)) AS u
    WHERE b.facet IN ('specialty', 'therapyType', 'city', 'insuranceProvider')
      AND (${pairs === null} OR b.facet || '=' || b.value = ANY(${sql.array(pairs ?? [], "text")}))
    ON CONFLICT DO NOTHING`);
}

/**
 * Moves one document's bits from its old (facet=value) pairs to its new ones: only the pairs that changed are
 * touched. A document number beyond the capacity rebuilds everything (with fresh headroom).
 */
export async function updateDocumentBits(
  tx: CommonQueryMethods,
  docNo: number,
  oldPairs: readonly string[],
  newPairs: readonly string[],
  cityLabel: string | null,
): Promise<void> {
  const capacity = await bitCapacity(tx);
  if (docNo >= capacity) return rebuildFacetBits(tx);
  const before = new Set(oldPairs);
  const after = new Set(newPairs);
  const set = [...after].filter((pair) => !before.has(pair));
  const clear = [...before].filter((pair) => !after.has(pair));
  if (set.length > 0) {
    const created = await tx.anyFirst(sql.type(z.object({ pair: z.string() }))`
      INSERT INTO search_facet_bits (facet, value, label, bits, total)
      SELECT split_part(p, '=', 1), substr(p, strpos(p, '=') + 1),
             CASE WHEN split_part(p, '=', 1) = 'city' THEN coalesce(${cityLabel}, substr(p, strpos(p, '=') + 1))
                  ELSE substr(p, strpos(p, '=') + 1) END,
             repeat('0', ${capacity})::varbit, 0
      FROM unnest(${sql.array(set, "text")}) AS p
      ON CONFLICT DO NOTHING
      RETURNING facet || '=' || value AS pair`);
    if (created.length > 0) await insertTermValues(tx, created);
  }
  const touched = [...set, ...clear];
  if (touched.length === 0) return;
  await tx.query(sql.unsafe`
    UPDATE search_facet_bits
    SET bits = set_bit(bits, ${docNo}, CASE WHEN facet || '=' || value = ANY(${sql.array(set, "text")}) THEN 1 ELSE 0 END),
        total = total + CASE WHEN facet || '=' || value = ANY(${sql.array(set, "text")}) THEN 1 ELSE -1 END
    WHERE facet || '=' || value = ANY(${sql.array(touched, "text")})`);
}
