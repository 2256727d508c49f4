import { sql, type CommonQueryMethods } from "slonik";
import { z } from "zod";
import { COUNTED_ISSUES, WORD_FACET } from "./document.ts";
import { PairCounter, updateDocumentPairs, writeFacetPairs } from "./facet-pairs.ts";

// Maintenance of search_facet_bits (see sql/006_search.sql): one bit string per facet value, bit n standing
// for the document whose doc_no is n; and, with them, the pair counts of facet-pairs.ts. Callers hold the search
// write lock (index-writer.ts).

/** Free bits kept beyond the highest document number, so new documents rarely force a rebuild. */
const HEADROOM = 4096;

const Capacity = z.object({ capacity: z.number().int() });

const Version = z.object({ version: z.number().int() });

/** The next index version: taken by every write that changes bit strings, stamped on the rows it writes. */
async function nextVersion(tx: CommonQueryMethods): Promise<number> {
  return tx.oneFirst(sql.type(Version)`
    UPDATE search_index_version SET version = version + 1 RETURNING version`);
}

export async function bitCapacity(tx: CommonQueryMethods): Promise<number> {
  const row = await tx.maybeOne(sql.type(Capacity)`
    SELECT length(bits) AS capacity FROM search_facet_bits WHERE facet = '_all' AND value = '_all'`);
  return row?.capacity ?? 0;
}

const DocFacets = z.object({ docNo: z.number().int(), facets: z.array(z.string()), city: z.string().nullable() });

/**
 * Recomputes every bit string from search_documents.facets. The bits are set here, in memory (one byte array per
 * facet value, read in chunks of documents), and written as hex bit strings: a second or two for 100,000
 * documents, where packing them in SQL took fifteen.
 */
export async function rebuildFacetBits(tx: CommonQueryMethods): Promise<void> {
  const maxDocNo = await tx.oneFirst(sql.type(z.object({ n: z.number().int() }))`
    SELECT coalesce(max(doc_no), -1) AS n FROM search_documents`);
  const bytes = 8 * Math.ceil((maxDocNo + 1 + HEADROOM) / 64);
  const bits = new Map<string, Uint8Array>([["_all=_all", new Uint8Array(bytes)]]);
  const cityLabels = new Map<string, string>();
  const ranges = new Map<string, { first: number; last: number }>(); // documents are read in doc_no order
  const pairs = new PairCounter();
  for (let from = 0; from <= maxDocNo; from += 20_000) {
    const docs = await tx.any(sql.type(DocFacets)`
      SELECT doc_no AS "docNo", facets, card ->> 'city' AS city FROM search_documents
      WHERE doc_no >= ${from} AND doc_no < ${from + 20_000} ORDER BY doc_no`);
    for (const doc of docs) {
      pairs.add(doc.facets);
      const byte = doc.docNo >> 3;
      const mask = 0x80 >> (doc.docNo & 7);
      for (const pair of doc.facets) {
        let array = bits.get(pair);
        if (!array) bits.set(pair, (array = new Uint8Array(bytes)));
        array[byte]! |= mask;
        const range = ranges.get(pair);
        if (range) range.last = doc.docNo;
        else ranges.set(pair, { first: doc.docNo, last: doc.docNo });
        if (pair.startsWith("city=") && doc.city && !cityLabels.has(pair)) cityLabels.set(pair, doc.city);
      }
    }
  }
  const labelOf = (pair: string) => cityLabels.get(pair) ?? pair.slice(pair.indexOf("=") + 1);
  const version = await nextVersion(tx);
  await tx.query(sql.unsafe`DELETE FROM search_facet_bits`);
  const entries = [...bits];
  for (let i = 0; i < entries.length; i += 100) {
    const rows = entries.slice(i, i + 100).map(([pair, array]) => {
      const at = pair.indexOf("=");
      const range = ranges.get(pair) ?? { first: 0, last: -1 };
      return {
        facet: pair.slice(0, at), value: pair.slice(at + 1), label: labelOf(pair), hex: Buffer.from(array).toString("hex"),
        total: popcount(array), first: range.first, last: range.last,
      };
    });
    await tx.query(sql.unsafe`
      INSERT INTO search_facet_bits (facet, value, label, bits, total, first_doc, last_doc, version)
      SELECT x.facet, x.value, x.label, ('x' || x.hex)::varbit, x.total, x.first, x.last, ${version}
      FROM jsonb_to_recordset(${sql.jsonb(rows)})
           AS x(facet text, value text, label text, hex text, total integer, first integer, last integer)`);
  }
  await tx.query(sql.unsafe`DELETE FROM search_term_values`);
  await insertTermValues(tx, null);
  await writeFacetPairs(tx, pairs, labelOf);
  await writeFacetTotals(tx);
}

/** The unfiltered counts as one JSON array (search_facet_totals): what the plain directory shows. */
async function writeFacetTotals(tx: CommonQueryMethods): Promise<void> {
  await tx.query(sql.unsafe`
    INSERT INTO search_facet_totals (id, counts)
    SELECT true, coalesce(json_agg(json_build_object('facet', facet, 'value', value, 'label', label, 'count', total)), '[]')
    FROM search_facet_bits
    WHERE total > 0 AND facet <> ${WORD_FACET} AND (facet <> 'issue' OR value = ANY(${sql.array([...COUNTED_ISSUES], "text")}))
    ON CONFLICT (id) DO UPDATE SET counts = EXCLUDED.counts`);
}

function popcount(array: Uint8Array): number {
  let count = 0;
  for (const byte of array) {
    let b = byte;
    while (b) {
      b &= b - 1;
      count++;
    }
  }
  return count;
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
 * Moves one document's bits (and pair counts) from its old (facet=value) pairs to its new ones: only the pairs
 * that changed are touched. A document number beyond the capacity rebuilds everything (with fresh headroom).
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
  const touched = [...set, ...clear];
  if (touched.length === 0) return;
  const version = await nextVersion(tx);
  if (set.length > 0) {
    const created = await tx.anyFirst(sql.type(z.object({ pair: z.string() }))`
      INSERT INTO search_facet_bits (facet, value, label, bits, total, first_doc, last_doc, version)
      SELECT split_part(p, '=', 1), substr(p, strpos(p, '=') + 1),
             CASE WHEN split_part(p, '=', 1) = 'city' THEN coalesce(${cityLabel}, substr(p, strpos(p, '=') + 1))
                  ELSE substr(p, strpos(p, '=') + 1) END,
             repeat('0', ${capacity})::varbit, 0, ${docNo}::int, ${docNo}::int, ${version}
      FROM unnest(${sql.array(set, "text")}) AS p
      ON CONFLICT DO NOTHING
      RETURNING facet || '=' || value AS pair`);
    if (created.length > 0) await insertTermValues(tx, created);
  }
  // t.joins: the document takes the value (its bit is set) rather than leaves it (cleared)
  await tx.query(sql.unsafe`
    UPDATE search_facet_bits b
    SET bits = set_bit(b.bits, ${docNo}, CASE WHEN t.joins THEN 1 ELSE 0 END),
        total = b.total + CASE WHEN t.joins THEN 1 ELSE -1 END,
        -- a value's range grows to take the document in; it is left as it is when one leaves
        first_doc = CASE WHEN t.joins THEN least(b.first_doc, ${docNo}::int) ELSE b.first_doc END,
        last_doc = CASE WHEN t.joins THEN greatest(b.last_doc, ${docNo}::int) ELSE b.last_doc END,
        version = ${version}
    FROM (SELECT p, p = ANY(${sql.array(set, "text")}) AS joins FROM unnest(${sql.array(touched, "text")}) AS p) AS t
    WHERE b.facet || '=' || b.value = t.p`);
  await updateDocumentPairs(tx, oldPairs, newPairs);
  await writeFacetTotals(tx);
}
