import { sql, type DatabasePool, type FragmentSqlToken as SqlFragment } from "slonik";
import { z } from "zod";
import { findCity } from "#app/reference/cities.ts";
import { specialtyForIssue } from "#app/reference/issues.ts";
import { ISSUE_DROPDOWN_SPECIALTIES } from "#app/reference/specialties.ts";
import type { Facets, SearchParams } from "#app/search/params.ts";
import { TherapistCardSchema, type TherapistCard } from "#app/therapists/card.ts";
import { FACETS, searchKey, type Facet } from "./document.ts";
import { toTextQuery, type FacetValue, type TextQuery } from "./text.ts";

// One search: (1) free text to a tsquery, (2) the exact total and every facet count from the facet bits,
// (3) the page of results from search_documents' indexes. Facets are disjunctive: a facet's counts apply
// every filter except its own, so the other choices of a chosen facet stay visible.

export type SearchResult = {
  therapists: TherapistCard[];
  total: number;
  totalInDatabase: number;
  facets: Facets;
  query: { words: string[]; corrected: boolean } | null;
};

type Filter = { group: Facet; facet: string; value: string; where: SqlFragment };

/** The issue values worth counting: what the Issue dropdown offers (its first 20 specialties, mapped). */
const COUNTED_ISSUES = [...new Set(ISSUE_DROPDOWN_SPECIALTIES.map((s) => specialtyForIssue(s) ?? s))];

/** Above this many matches, text relevance stops ordering results (ts_rank costs ~9 µs a match). */
const RANK_LIMIT = 2000;

export function filtersOf(p: SearchParams): Filter[] {
  const filters: Filter[] = [];
  const add = (group: Filter["group"], facet: string, value: string, where: SqlFragment) =>
    filters.push({ group, facet, value, where });
  if (p.specialty) add("specialty", "specialty", p.specialty, sql.fragment`d.specialties @> ${sql.array([p.specialty], "text")}`);
  if (p.issue) {
    const issue = specialtyForIssue(p.issue) ?? p.issue;
    add("issue", "issue", issue, sql.fragment`d.issues @> ${sql.array([issue], "text")}`);
  }
  if (p.city) add("city", "city", searchKey(p.city), sql.fragment`d.city_key = ${searchKey(p.city)}`);
  if (p.therapyType) add("therapyType", "therapyType", p.therapyType, sql.fragment`d.therapy_types @> ${sql.array([p.therapyType], "text")}`);
  if (p.insuranceProvider) {
    add("insuranceProvider", "insuranceProvider", p.insuranceProvider, sql.fragment`d.insurance @> ${sql.array([p.insuranceProvider], "text")}`);
  }
  if (p.mode === "online" || p.virtualSessions) add("mode", "mode", "online", sql.fragment`d.online`);
  if (p.mode === "inperson") add("mode", "mode", "inperson", sql.fragment`d.in_person`);
  if (p.price) add("price", "price", p.price, sql.fragment`d.price_band = ${p.price}`);
  if (p.acceptingClients) add("acceptingClients", "acceptingClients", "true", sql.fragment`d.accepting`);
  return filters;
}

const CountRow = z.object({ facet: z.string(), value: z.string(), label: z.string(), count: z.number().int() });

/** Facet counts with no filter at all: the stored totals, without reading a single bit string. */
async function unfilteredCounts(db: DatabasePool) {
  return db.any(sql.type(CountRow)`
    SELECT facet, value, label, total AS count FROM search_facet_bits
    WHERE (facet = ANY(${sql.array([...FACETS], "text")}) AND (facet <> 'issue' OR value = ANY(${sql.array(COUNTED_ISSUES, "text")})))
       OR facet = '_all'`);
}

async function filteredCounts(db: DatabasePool, filters: Filter[], text: TextQuery | null) {
  const words = (text?.facetWords ?? []).flatMap((values, index) => values.map((v) => ({ ...v, index })));
  const textBits = text?.tsquery
    ? sql.fragment`
      SELECT string_agg(coalesce(p.word, 0)::bit(64)::text, '' ORDER BY g.w)::varbit AS bits
      FROM generate_series(0, (SELECT length(bits) / 64 - 1 FROM allbits)) AS g(w)
      LEFT JOIN (
        SELECT doc_no / 64 AS w, bit_or(1::bigint << (63 - doc_no % 64)) AS word
        FROM search_documents WHERE search @@ to_tsquery('directory', ${text.tsquery}) GROUP BY 1
      ) AS p ON p.w = g.w`
    : sql.fragment`SELECT NULL::varbit AS bits`;
  return db.any(sql.type(CountRow)`
    WITH allbits AS (SELECT bits FROM search_facet_bits WHERE facet = '_all' AND value = '_all'),
    textbits AS (${textBits}),
    wordbits AS (
      SELECT bit_or(b.bits) AS bits
      FROM unnest(${sql.array(words.map((w) => w.index), "int4")}, ${sql.array(words.map((w) => w.facet), "text")},
                  ${sql.array(words.map((w) => w.value), "text")}) AS w(position, facet, value)
      JOIN search_facet_bits b ON b.facet = w.facet AND b.value = w.value
      GROUP BY w.position
    ),
    filterbits AS (
      SELECT f.grp, coalesce(b.bits, (SELECT bits # bits FROM allbits)) AS bits
      FROM unnest(${sql.array(filters.map((f) => f.group), "text")}, ${sql.array(filters.map((f) => f.facet), "text")},
                  ${sql.array(filters.map((f) => f.value), "text")}) AS f(grp, facet, value)
      LEFT JOIN search_facet_bits b ON b.facet = f.facet AND b.value = f.value
      UNION ALL SELECT '_all', bits FROM allbits
      UNION ALL SELECT '_text', bits FROM textbits WHERE bits IS NOT NULL
      UNION ALL SELECT '_text', bits FROM wordbits
    ),
    masks AS (
      SELECT t.target, bit_and(fb.bits) FILTER (WHERE fb.grp <> t.target) AS mask
      FROM unnest(${sql.array(["_total", ...FACETS], "text")}) AS t(target) CROSS JOIN filterbits fb
      GROUP BY t.target
    )
    SELECT b.facet, b.value, b.label, bit_count(b.bits & m.mask)::int AS count
    FROM masks m JOIN search_facet_bits b ON b.facet = m.target
    WHERE b.facet <> 'issue' OR b.value = ANY(${sql.array(COUNTED_ISSUES, "text")})
    UNION ALL SELECT '_total', '', '', bit_count(mask)::int FROM masks WHERE target = '_total'
    UNION ALL SELECT '_all', '', '', total FROM search_facet_bits WHERE facet = '_all' AND value = '_all'`);
}

async function countFacets(db: DatabasePool, filters: Filter[], text: TextQuery | null) {
  const unfiltered = filters.length === 0 && !text;
  const rows = unfiltered ? await unfilteredCounts(db) : await filteredCounts(db, filters, text);
  const facets = Object.fromEntries(FACETS.map((facet) => [facet, [] as Facets[Facet]])) as Facets;
  let total = 0;
  let totalInDatabase = 0;
  for (const row of rows) {
    if (row.facet === "_all") totalInDatabase = row.count;
    else if (row.facet === "_total") total = row.count;
    else if (row.count > 0) facets[row.facet as Facet]?.push({ value: row.value, label: row.label, count: row.count });
  }
  if (unfiltered) total = totalInDatabase;
  for (const list of Object.values(facets)) list.sort((a, b) => b.count - a.count || (a.label < b.label ? -1 : a.label > b.label ? 1 : 0));
  return { facets, total, totalInDatabase };
}

/** A document must have one of the values each facet word names. */
function facetWordCondition(values: FacetValue[]): SqlFragment {
  const of = (facet: string) => values.filter((v) => v.facet === facet).map((v) => v.value);
  const parts: SqlFragment[] = [];
  if (of("specialty").length) parts.push(sql.fragment`d.specialties && ${sql.array(of("specialty"), "text")}`);
  if (of("therapyType").length) parts.push(sql.fragment`d.therapy_types && ${sql.array(of("therapyType"), "text")}`);
  if (of("insuranceProvider").length) parts.push(sql.fragment`d.insurance && ${sql.array(of("insuranceProvider"), "text")}`);
  if (of("city").length) parts.push(sql.fragment`d.city_key = ANY(${sql.array(of("city"), "text")})`);
  return sql.fragment`(${sql.join(parts, sql.fragment` OR `)})`;
}

function orderBy(p: SearchParams, text: TextQuery | null, total: number): SqlFragment {
  const tail = sql.fragment`d.sort_name, d.therapist_id`;
  if (p.sortBy === "name") return tail;
  if (p.sortBy === "rating") return sql.fragment`d.rating DESC, d.review_count DESC, ${tail}`;
  if (p.sortBy === "nearest") {
    const origin = p.lat !== undefined && p.lng !== undefined ? { lat: p.lat, lng: p.lng } : p.city ? findCity(p.city) : undefined;
    if (origin) {
      const cos = Math.cos((origin.lat * Math.PI) / 180);
      return sql.fragment`(d.lat IS NULL), (d.lat - ${origin.lat}) ^ 2 + ((d.lng - ${origin.lng}) * ${cos}) ^ 2, d.boost DESC, ${tail}`;
    }
  }
  if (text?.tsquery && total <= RANK_LIMIT) {
    return sql.fragment`d.featured DESC, ts_rank(d.search, to_tsquery('directory', ${text.tsquery})) DESC, d.boost DESC, ${tail}`;
  }
  return sql.fragment`d.boost DESC, ${tail}`;
}

async function findPage(db: DatabasePool, p: SearchParams, filters: Filter[], text: TextQuery | null, total: number) {
  const conditions = filters.map((f) => f.where);
  for (const values of text?.facetWords ?? []) conditions.push(facetWordCondition(values));
  if (text?.tsquery) conditions.push(sql.fragment`d.search @@ to_tsquery('directory', ${text.tsquery})`);
  const where = conditions.length > 0 ? sql.join(conditions, sql.fragment` AND `) : sql.fragment`TRUE`;
  const rows = await db.any(sql.type(z.object({ card: TherapistCardSchema }))`
    SELECT d.card FROM search_documents d
    WHERE ${where}
    ORDER BY ${orderBy(p, text, total)}
    LIMIT ${p.limit} OFFSET ${(p.page - 1) * p.limit}`);
  return rows.map((row) => row.card);
}

export async function searchDocuments(db: DatabasePool, p: SearchParams): Promise<SearchResult> {
  const text = p.query ? await toTextQuery(db, p.query) : null;
  const filters = filtersOf(p);
  const needsTotalFirst = Boolean(text?.tsquery) && p.sortBy === "recommended";
  const counted = needsTotalFirst ? await countFacets(db, filters, text) : undefined;
  const [counts, therapists] = await Promise.all([
    counted ?? countFacets(db, filters, text),
    findPage(db, p, filters, text, counted?.total ?? 0),
  ]);
  return {
    therapists,
    total: counts.total,
    totalInDatabase: counts.totalInDatabase,
    facets: counts.facets,
    query: text ? { words: text.words, corrected: text.corrected } : null,
  };
}
