import { sql, type DatabasePool, type FragmentSqlToken as SqlFragment } from "slonik";
import { z } from "zod";
import { CITIES } from "#app/reference/cities.ts";
import { INSURANCE_PROVIDERS } from "#app/reference/insurance.ts";
import { SPECIALTIES } from "#app/reference/specialties.ts";
import { THERAPY_TYPES } from "#app/reference/therapy-types.ts";
import type { Facets } from "#app/search/params.ts";
import type { FacetBitSnapshot } from "./bit-snapshot.ts";
import { COUNTED_ISSUES, FACETS, type Facet } from "./document.ts";
import type { FacetValue } from "./text.ts";

// The exact total and every facet count for a search (docs/decisions/012-facet-counts.md). Facets are
// disjunctive: a facet's counts apply every condition except its own filter, so the other choices of a chosen
// facet stay visible. Each counted facet (and the total) is answered the cheapest way its conditions allow:
// - no condition: the stored totals (search_facet_totals, one ready JSON row);
// - one condition naming one value (city=Toronto alone): the pair counts of search_facet_pairs;
// - anything else: bit strings, AND-ed and counted: in this process's copy of them (bit-snapshot.ts) when it
//   holds the index version the stored counts were read at; otherwise in PostgreSQL (bit_count), split over two
//   connections when there is no full-text part, so both cores work on one search.

/** A condition on the documents: they must have one of these values. "_text" conditions apply to every facet. */
export type Term = { group: string; values: FacetValue[] };

export type Target = Facet | "_total";
type Plan = { totals: Target[]; pairs: Array<{ target: Target; value: FacetValue }>; bits: Target[] };

export function planCounts(terms: readonly Term[], fullText: boolean): Plan {
  const plan: Plan = { totals: [], pairs: [], bits: [] };
  for (const target of ["_total", ...FACETS] as const) {
    const applied = terms.filter((term) => term.group !== target);
    if (fullText) plan.bits.push(target);
    else if (applied.length === 0) plan.totals.push(target);
    else if (applied.length === 1 && applied[0]!.values.length === 1) plan.pairs.push({ target, value: applied[0]!.values[0]! });
    else plan.bits.push(target);
  }
  return plan;
}

const CountRow = z.object({ facet: z.string(), value: z.string(), label: z.string(), count: z.number().int() });
export type CountRow = z.infer<typeof CountRow>;
/** Count rows come back as one JSON array: one row to read and parse instead of hundreds. */
const CountRows = z.object({ rows: z.array(CountRow).nullable() });
const asOneRow = (rows: SqlFragment) => sql.type(CountRows)`
  SELECT json_agg(json_build_object('facet', c.facet, 'value', c.value, 'label', c.label, 'count', c.count)) AS rows
  FROM (${rows}) AS c`;
const counted = () => sql.array(COUNTED_ISSUES, "text");

const Stored = z.object({
  totals: z.array(CountRow).nullable(),
  pairs: z.array(CountRow).nullable(),
  pairTotal: z.number().int().nullable(),
  inDatabase: z.number().int().nullable(),
  version: z.number().int(),
  /** The documents the full-text part matches, as a bit string's bytes (base64), for the in-memory counts. */
  textBits: z.string().nullable(),
});

/** The documents matching a tsquery as a bit string as long as the facet strings (set per 64-bit word). */
const textBitString = (tsquery: string) => sql.fragment`(
  SELECT string_agg(coalesce(p.word, 0)::bit(64)::text, '' ORDER BY g.w)::varbit
  FROM generate_series(0, (SELECT length(bits) / 64 - 1 FROM search_facet_bits WHERE facet = '_all' AND value = '_all')) AS g(w)
  LEFT JOIN (
    SELECT doc_no / 64 AS w, bit_or(1::bigint << (63 - doc_no % 64)) AS word
    FROM search_documents WHERE search @@ to_tsquery('directory', ${tsquery}) GROUP BY 1
  ) AS p ON p.w = g.w)`;

type StoredCounts = { rows: CountRow[]; version: number; textBits: Buffer | null };

/**
 * Stored totals (one ready JSON row) and pair counts: index lookups only, no bit string read. With them, the index
 * version (and the full-text matches, when asked), for counting the rest in memory.
 */
async function storedCounts(db: DatabasePool, plan: Plan, textQuery: string | null): Promise<StoredCounts> {
  const pairs = plan.pairs.filter((p) => p.target !== "_total");
  const totalOf = plan.pairs.find((p) => p.target === "_total")?.value;
  // Only the parts this plan needs: planning the unused ones would cost more than running them.
  const none = sql.fragment`NULL`;
  const totals = plan.totals.some((target) => target !== "_total") ? sql.fragment`(SELECT counts FROM search_facet_totals)` : none;
  // One index scan: the filter values' pairs of the wanted facets (a label is stored with each pair).
  const pairKey = (p: Plan["pairs"][number]) => `${p.value.facet}=${p.value.value}`;
  const pairCounts = pairs.length === 0 ? none : sql.fragment`(
    SELECT json_agg(json_build_object('facet', p.b_facet, 'value', p.b_value, 'label', p.b_label, 'count', p.count))
    FROM search_facet_pairs p
    WHERE p.a = ANY(${sql.array([...new Set(pairs.map(pairKey))], "text")})
      AND p.b_facet = ANY(${sql.array([...new Set(pairs.map((p) => p.target))], "text")})
      AND p.a || ' ' || p.b_facet = ANY(${sql.array(pairs.map((p) => `${pairKey(p)} ${p.target}`), "text")})
      AND p.count > 0)`;
  const pairTotal = totalOf ? sql.fragment`(SELECT total FROM search_facet_bits WHERE facet = ${totalOf.facet} AND value = ${totalOf.value})` : none;
  const textBits = textQuery ? sql.fragment`encode(substring(varbit_send(${textBitString(textQuery)}) FROM 5), 'base64')` : none;
  const stored = await db.one(sql.type(Stored)`
    SELECT ${totals} AS totals, ${pairCounts} AS pairs, ${pairTotal} AS "pairTotal",
      (SELECT total FROM search_facet_bits WHERE facet = '_all' AND value = '_all') AS "inDatabase",
      (SELECT version FROM search_index_version) AS version, ${textBits} AS "textBits"`);
  const wanted = new Set<string>(plan.totals);
  const rows = [
    { facet: "_all", value: "", label: "", count: stored.inDatabase ?? 0 },
    ...(stored.totals ?? []).filter((row) => wanted.has(row.facet)),
    ...(stored.pairs ?? []),
    ...(totalOf ? [{ facet: "_total", value: "", label: "", count: stored.pairTotal ?? 0 }] : []),
  ];
  return { rows, version: stored.version, textBits: stored.textBits === null ? null : Buffer.from(stored.textBits, "base64") };
}

/** Bit-string counts for the given targets: each target's mask is the AND of every term but its own filter. */
async function bitCounts(db: DatabasePool, targets: readonly Target[], terms: readonly Term[], tsquery: string | null) {
  const values = terms.flatMap((term, position) => term.values.map((v) => ({ ...v, position, group: term.group })));
  // Every term has a range of document numbers outside which its bits are zero (its values' first_doc..last_doc;
  // documents are numbered by city): a mask is AND-ed and counted only where its terms' ranges meet.
  const textBits = tsquery
    ? sql.fragment`SELECT '_text' AS grp, 0 AS lo, (SELECT length(bits) - 1 FROM allbits) AS hi, ${textBitString(tsquery)} AS bits`
    : sql.fragment`SELECT '_text' AS grp, 0 AS lo, -1 AS hi, NULL::varbit AS bits WHERE FALSE`;
  // Each target's mask leaves out the terms of its own group; when no term is in a target's group (text words
  // only, say), every target shares one mask, AND-ed once.
  const shared = !terms.some((term) => (targets as readonly string[]).includes(term.group));
  const masks = shared
    ? sql.fragment`
      SELECT t.target, m.lo, m.hi, m.mask FROM unnest(${sql.array([...targets], "text")}) AS t(target),
        (SELECT max(tb.lo) AS lo, min(tb.hi) AS hi, bit_and(tb.bits) AS mask FROM termbits tb) AS m`
    : sql.fragment`
      SELECT t.target, max(tb.lo) FILTER (WHERE tb.grp <> t.target) AS lo, min(tb.hi) FILTER (WHERE tb.grp <> t.target) AS hi,
        bit_and(tb.bits) FILTER (WHERE tb.grp <> t.target) AS mask
      FROM unnest(${sql.array([...targets], "text")}) AS t(target) CROSS JOIN termbits tb
      GROUP BY t.target`;
  const { rows } = await db.one(asOneRow(sql.fragment`
    WITH allbits AS (SELECT bits, first_doc, last_doc FROM search_facet_bits WHERE facet = '_all' AND value = '_all'),
    termbits AS (
      SELECT min(v.grp) AS grp, coalesce(min(b.first_doc), 0) AS lo, coalesce(max(b.last_doc), -1) AS hi,
        coalesce(bit_or(b.bits), (SELECT bits # bits FROM allbits)) AS bits
      FROM unnest(${sql.array(values.map((v) => v.position), "int4")}, ${sql.array(values.map((v) => v.group), "text")},
                  ${sql.array(values.map((v) => v.facet), "text")}, ${sql.array(values.map((v) => v.value), "text")})
           AS v(position, grp, facet, value)
      LEFT JOIN search_facet_bits b ON b.facet = v.facet AND b.value = v.value
      GROUP BY v.position
      UNION ALL SELECT '_all', first_doc, last_doc, bits FROM allbits
      UNION ALL ${textBits}
    ),
    -- each mask cut to its range (empty when the ranges do not meet), unless the range is most of the string:
    -- cutting costs a copy of each string, worth it only for a short range
    cut AS (
      SELECT r.target, r.lo, greatest(r.hi - r.lo + 1, 0) AS len, r.mask,
        greatest(r.hi - r.lo + 1, 0) < length(r.mask) * 3 / 4 AS short
      FROM (${masks}) AS r
    ),
    masks AS (
      SELECT target, lo, len, short, CASE WHEN short THEN substring(mask FROM lo + 1 FOR len) ELSE mask END AS mask FROM cut
    )
    SELECT b.facet, b.value, b.label,
      bit_count(CASE WHEN m.short THEN substring(b.bits FROM m.lo + 1 FOR m.len) ELSE b.bits END & m.mask)::int AS count
    FROM masks m JOIN search_facet_bits b ON b.facet = m.target
    WHERE (b.facet <> 'issue' OR b.value = ANY(${counted()})) AND b.first_doc < m.lo + m.len AND b.last_doc >= m.lo
    UNION ALL SELECT '_total', '', '', bit_count(mask)::int FROM masks WHERE target = '_total'`));
  return rows ?? [];
}

/** Rough number of values per facet, to give the two halves of a split about the same number of bit strings. */
const WEIGHT: Record<Target, number> = {
  _total: 1, specialty: SPECIALTIES.length, city: CITIES.length, therapyType: THERAPY_TYPES.length,
  insuranceProvider: INSURANCE_PROVIDERS.length, issue: COUNTED_ISSUES.length, mode: 2, price: 3, acceptingClients: 1,
};

function halves(targets: readonly Target[]): Target[][] {
  const parts: [Target[], Target[]] = [[], []];
  const weights = [0, 0];
  for (const target of [...targets].sort((a, b) => WEIGHT[b] - WEIGHT[a])) {
    const i = weights[0]! <= weights[1]! ? 0 : 1;
    parts[i].push(target);
    weights[i]! += WEIGHT[target];
  }
  return parts.filter((part) => part.length > 0);
}

/** The total and facet counts; `snapshot`, this process's copy of the bit strings, counts in memory when current. */
export async function countFacets(db: DatabasePool, terms: readonly Term[], tsquery: string | null, snapshot?: FacetBitSnapshot) {
  const plan = planCounts(terms, tsquery !== null);
  const inPostgres = (targets: readonly Target[]) => {
    const groups = targets.length === 0 ? [] : tsquery ? [targets] : halves(targets);
    return Promise.all(groups.map((group) => bitCounts(db, group, terms, tsquery))).then((rows) => rows.flat());
  };
  if (!snapshot || plan.bits.length === 0) {
    const [stored, counted] = await Promise.all([storedCounts(db, plan, null), inPostgres(plan.bits)]);
    return collect([...stored.rows, ...counted], plan);
  }
  const stored = await storedCounts(db, plan, tsquery);
  if (snapshot.isAt(stored.version)) return collect([...stored.rows, ...snapshot.count(plan.bits, terms, stored.textBits)], plan);
  // the copy is behind (or not loaded yet): counted in PostgreSQL this time, while the copy catches up
  snapshot.refresh(db).catch(() => undefined); // a failed refresh is tried again by the next search
  return collect([...stored.rows, ...(await inPostgres(plan.bits))], plan);
}

function collect(rows: readonly CountRow[], plan: Plan) {
  const facets = Object.fromEntries(FACETS.map((facet) => [facet, [] as Facets[Facet]])) as Facets;
  let total = 0;
  let totalInDatabase = 0;
  for (const row of rows) {
    if (row.facet === "_all") totalInDatabase = row.count;
    else if (row.facet === "_total") total = row.count;
    else if (row.count > 0) facets[row.facet as Facet]?.push({ value: row.value, label: row.label, count: row.count });
  }
  if (plan.totals.includes("_total")) total = totalInDatabase;
  for (const list of Object.values(facets)) list.sort((a, b) => b.count - a.count || (a.label < b.label ? -1 : a.label > b.label ? 1 : 0));
  return { facets, total, totalInDatabase };
}
