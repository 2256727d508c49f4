import { sql, type DatabasePool, type FragmentSqlToken as SqlFragment } from "slonik";
import { z } from "zod";
import { findCity } from "#app/reference/cities.ts";
import { specialtyForIssue } from "#app/reference/issues.ts";
import type { Facets, SearchParams } from "#app/search/params.ts";
import { TherapistCardSchema, type TherapistCard } from "#app/therapists/card.ts";
import { FEATURED_BOOST, searchKey, type Facet } from "./document.ts";
import { countFacets, type Term } from "./facet-counts.ts";
import type { FacetIndex } from "./facet-index.ts";
import { toTextQuery, type FacetValue, type TextQuery } from "./text.ts";

// One search: (1) free text to facet words and a tsquery, (2) in one query, the page of results from
// search_documents' indexes, the documents the tsquery matches and the index version, (3) the exact total and every
// facet count from this process's copy of the facet values at that version (facet-index.ts, facet-counts.ts).
// A Featured period that has passed (featured_until <= now) is neither boosted nor badged, even while its stored
// document still says featured (until index-therapist rewrites it): such documents are ranked without the
// Featured boost and their cards lose the flag.

export type SearchResult = {
  therapists: TherapistCard[];
  total: number;
  totalInDatabase: number;
  facets: Facets;
  query: { words: string[]; corrected: boolean } | null;
};

type Filter = { group: Facet; facet: string; value: string; where: SqlFragment };

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

/** A document must have one of the values each facet word names. */
function facetWordCondition(values: FacetValue[]): SqlFragment {
  const of = (facet: string) => values.filter((v) => v.facet === facet).map((v) => v.value);
  const parts: SqlFragment[] = [];
  if (of("specialty").length) parts.push(sql.fragment`d.specialties && ${sql.array(of("specialty"), "text")}`);
  if (of("therapyType").length) parts.push(sql.fragment`d.therapy_types && ${sql.array(of("therapyType"), "text")}`);
  if (of("insuranceProvider").length) parts.push(sql.fragment`d.insurance && ${sql.array(of("insuranceProvider"), "text")}`);
  // one city as "=" so the planner can walk the (city_key, boost) index in page order
  const cities = of("city");
  if (cities.length === 1) parts.push(sql.fragment`d.city_key = ${cities[0]!}`);
  else if (cities.length > 1) parts.push(sql.fragment`d.city_key = ANY(${sql.array(cities, "text")})`);
  return sql.fragment`(${sql.join(parts, sql.fragment` OR `)})`;
}

/** A document still flagged Featured whose period has passed. */
const lapsed = (now: number) => sql.fragment`(d.featured AND d.featured_until <= ${sql.timestamp(new Date(now))})`;
/** The boost as of now: without the Featured part once the period has passed. */
const boostNow = (now: number) => sql.fragment`(d.boost - CASE WHEN ${lapsed(now)} THEN ${FEATURED_BOOST} ELSE 0 END)`;

/** The page's order, or null for the stored boost order (boostOrderPage walks the boost index for it). */
function orderBy(p: SearchParams, text: TextQuery | null, total: number, now: number): SqlFragment | null {
  const tail = sql.fragment`d.sort_name, d.therapist_id`;
  if (p.sortBy === "name") return tail;
  if (p.sortBy === "rating") return sql.fragment`d.rating DESC, d.review_count DESC, ${tail}`;
  if (p.sortBy === "nearest") {
    const origin = p.lat !== undefined && p.lng !== undefined ? { lat: p.lat, lng: p.lng } : p.city ? findCity(p.city) : undefined;
    if (origin) {
      const cos = Math.cos((origin.lat * Math.PI) / 180);
      return sql.fragment`(d.lat IS NULL), (d.lat - ${origin.lat}) ^ 2 + ((d.lng - ${origin.lng}) * ${cos}) ^ 2, ${boostNow(now)} DESC, ${tail}`;
    }
  }
  if (text?.tsquery && total <= RANK_LIMIT) {
    return sql.fragment`(d.featured AND NOT ${lapsed(now)}) DESC, ts_rank(d.search, to_tsquery('directory', ${text.tsquery})) DESC, ${boostNow(now)} DESC, ${tail}`;
  }
  return null;
}

/**
 * The stored boost order, corrected at query time: documents in good standing walk the boost index as stored; the
 * few whose Featured period has passed (their own partial index) are merged in with the Featured part taken off.
 */
function boostOrderPage(where: SqlFragment, limit: number, offset: number, now: number) {
  const order = sql.fragment`d.boost DESC, d.sort_name, d.therapist_id`;
  return sql.fragment`
    SELECT x.card FROM (
      (SELECT d.card, d.boost AS rank, d.sort_name, d.therapist_id FROM search_documents d
        WHERE ${where} AND NOT ${lapsed(now)}
        ORDER BY ${order} LIMIT ${offset + limit})
      UNION ALL
      -- the lapsed ones first (OFFSET 0 keeps this apart): when few or none match the filters, the planner would
      -- otherwise walk the whole boost index looking for them (5 s at 1,000,000 documents)
      (SELECT d.card, d.boost - ${FEATURED_BOOST}, d.sort_name, d.therapist_id
        FROM (SELECT * FROM search_documents d WHERE ${lapsed(now)} OFFSET 0) d
        WHERE ${where}
        ORDER BY ${order} LIMIT ${offset + limit})
    ) x
    ORDER BY x.rank DESC, x.sort_name, x.therapist_id
    LIMIT ${limit} OFFSET ${offset}`;
}

/** The page's query: its cards in order. */
function pageQuery(p: SearchParams, filters: Filter[], text: TextQuery | null, total: number, now: number): SqlFragment {
  const conditions = filters.map((f) => f.where);
  for (const word of text?.facetWords ?? []) conditions.push(facetWordCondition(word.values));
  if (text?.tsquery) conditions.push(sql.fragment`d.search @@ to_tsquery('directory', ${text.tsquery})`);
  const where = conditions.length > 0 ? sql.fragment`${sql.join(conditions, sql.fragment` AND `)}` : sql.fragment`TRUE`;
  const order = orderBy(p, text, total, now);
  const offset = (p.page - 1) * p.limit;
  return order === null
    ? boostOrderPage(where, p.limit, offset, now)
    : sql.fragment`SELECT d.card FROM search_documents d WHERE ${where} ORDER BY ${order} LIMIT ${p.limit} OFFSET ${offset}`;
}

const Read = z.object({
  generation: z.string(),
  version: z.coerce.number().int(),
  /** The documents the tsquery matches, as 4-byte big-endian numbers. */
  matches: z.instanceof(Buffer).nullable(),
  cards: z.array(TherapistCardSchema).nullable(),
});

/** One round trip: the index version, and (when asked) the full-text matches and the page, all of one snapshot. */
function readIndex(db: DatabasePool, tsquery: string | null, page: SqlFragment | null) {
  const matches = tsquery
    ? sql.fragment`(SELECT string_agg(int4send(d.doc_no), ''::bytea) FROM search_documents d WHERE d.search @@ to_tsquery('directory', ${tsquery}))`
    : sql.fragment`NULL::bytea`;
  const cards = page
    ? sql.fragment`(SELECT json_agg(p.card ORDER BY p.n) FROM (SELECT q.card, row_number() OVER () AS n FROM (${page}) q) p)`
    : sql.fragment`NULL::json`;
  return db.one(sql.type(Read)`SELECT s.generation, s.version, ${matches} AS matches, ${cards} AS cards FROM search_index_state s`);
}

function* docNumbers(bytes: Buffer) {
  for (let at = 0; at + 4 <= bytes.length; at += 4) yield bytes.readInt32BE(at);
}

/** The conditions facet counts apply: each filter (in its own facet's group), each facet word (in every group). */
export function termsOf(filters: readonly Filter[], text: TextQuery | null): Term[] {
  return [
    ...filters.map((f) => ({ group: f.group, values: [{ facet: f.facet, value: f.value }] })),
    ...(text?.facetWords ?? []).map((word) => ({ group: "_text", values: word.terms })),
  ];
}

export async function searchDocuments(db: DatabasePool, index: FacetIndex, p: SearchParams, now = Date.now()): Promise<SearchResult> {
  const text = p.query ? await toTextQuery(db, p.query) : null;
  const filters = filtersOf(p);
  const tsquery = text?.tsquery ?? null;
  // text relevance orders the recommended page only below RANK_LIMIT matches: the page waits for the total
  const totalFirst = tsquery !== null && p.sortBy === "recommended";
  const read = await readIndex(db, tsquery, totalFirst ? null : pageQuery(p, filters, text, 0, now));
  const store = await index.at(db, read);
  const counts = countFacets(store, termsOf(filters, text), tsquery === null ? null : docNumbers(read.matches ?? Buffer.alloc(0)));
  const cards = read.cards ?? (await readIndex(db, null, pageQuery(p, filters, text, counts.total, now))).cards ?? [];
  return {
    therapists: cards.map((card) => (card.isFeatured && (card.featuredUntil === null || card.featuredUntil <= now) ? { ...card, isFeatured: false } : card)),
    total: counts.total,
    totalInDatabase: counts.totalInDatabase,
    facets: counts.facets,
    query: text ? { words: text.words, corrected: text.corrected } : null,
  };
}
