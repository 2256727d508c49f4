import { sql, type DatabasePool, type FragmentSqlToken as SqlFragment } from "slonik";
import { z } from "zod";
import { findCity } from "#app/reference/cities.ts";
import { specialtyForIssue } from "#app/reference/issues.ts";
import type { Facets, SearchParams } from "#app/search/params.ts";
import { TherapistCardSchema, type TherapistCard } from "#app/therapists/card.ts";
import { FEATURED_BOOST, searchKey, type Facet } from "./document.ts";
import { both, countFacets, documentsOf, maskOf, sizeOf, type Term } from "./facet-counts.ts";
import type { FacetIndex } from "./facet-index.ts";
import { toTextQuery, type FacetValue, type FacetWord, type TextQuery } from "./text.ts";

// One search: (1) free text to facet words and a tsquery, (2) in one query, the page of results from
// search_documents' indexes, the documents the tsquery matches and the index version, (3) the exact total and every
// facet count from this process's copy of the facet values at that version (facet-index.ts, facet-counts.ts),
// (4) when the order depends on them, the rest of the page: by relevance, a facet word's exact matches come before
// its other matches, and above RANK_LIMIT matches the therapists whose names have the words before the others.
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

/**
 * Above this many matches, ts_rank stops ordering results (it costs ~9 µs a match): the therapists whose names have
 * the words come first instead (a common surname still puts its bearers before the bios that mention the word).
 */
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
    const origin = originOf(p);
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

/** A group of the boost order: its documents, and a narrow condition that finds them from its own index. */
type Group = { where: SqlFragment; narrow: SqlFragment | null };

/**
 * The stored boost order, corrected at query time: documents in good standing walk the boost index as stored; the
 * few whose Featured period has passed (their own partial index) are merged in with the Featured part taken off.
 * Each group's documents come before the next group's.
 */
function boostOrderPage(groups: readonly Group[], limit: number, offset: number, now: number) {
  const order = sql.fragment`d.boost DESC, d.sort_name, d.therapist_id`;
  // OFFSET 0 keeps a narrow condition apart: when few or no documents match, the planner would otherwise walk the
  // whole boost index looking for them (5 s at 1,000,000 documents for the lapsed ones)
  const part = (tier: number, narrow: SqlFragment | null, inGoodStanding: boolean, where: SqlFragment) => {
    const from = narrow ? sql.fragment`(SELECT * FROM search_documents d WHERE ${narrow} OFFSET 0) d` : sql.fragment`search_documents d`;
    const rank = inGoodStanding ? sql.fragment`d.boost` : sql.fragment`d.boost - ${FEATURED_BOOST}`;
    return sql.fragment`(SELECT d.card, ${tier}::int AS tier, ${rank} AS rank, d.sort_name, d.therapist_id FROM ${from}
      WHERE ${where} ORDER BY ${order} LIMIT ${offset + limit})`;
  };
  const parts = groups.flatMap((group, tier) => [
    part(tier, group.narrow, true, sql.fragment`${group.where} AND NOT ${lapsed(now)}`),
    part(tier, group.narrow ? sql.fragment`${group.narrow} AND ${lapsed(now)}` : lapsed(now), false, group.where),
  ]);
  return sql.fragment`
    SELECT x.card FROM (${sql.join(parts, sql.fragment` UNION ALL `)}) x
    ORDER BY x.tier, x.rank DESC, x.sort_name, x.therapist_id
    LIMIT ${limit} OFFSET ${offset}`;
}

/** Where Nearest measures from: the given point, else the chosen city's (undefined: nowhere known). */
function originOf(p: SearchParams): { lat: number; lng: number } | undefined {
  return p.lat !== undefined && p.lng !== undefined ? { lat: p.lat, lng: p.lng } : p.city ? findCity(p.city) : undefined;
}

/** Whether the order is relevance: Recommended, or Nearest with no place to measure from. */
function byRelevance(p: SearchParams): boolean {
  return p.sortBy === "recommended" || (p.sortBy === "nearest" && !originOf(p));
}

/**
 * Which matches of the query's facet words a page query reads: all of them (any document whose text has each word),
 * the exact ones (a document with one of each word's values), or the rest (the matches that are not exact).
 */
type Tier = "all" | "exact" | "rest";

function wordConditions(words: readonly FacetWord[], tier: Tier): SqlFragment[] {
  const exact = words.map((word) => facetWordCondition(word.values));
  if (tier === "exact") return exact;
  const any = words.map((word, i) => sql.fragment`(${exact[i]!} OR d.search @@ to_tsquery('directory', ${word.tsquery}))`);
  return tier === "all" || words.length === 0 ? any : [...any, sql.fragment`NOT (${sql.join(exact, sql.fragment` AND `)})`];
}

type Slice = { tier: Tier; offset: number; limit: number };

/** A group of at most this many documents is read by document number rather than found by walking the boost order. */
const BY_NUMBER = 2000;

/**
 * What is known of the matches once they are counted (masks of document numbers): all of them, the exact matches of
 * the facet words, and (above RANK_LIMIT matches by relevance) those whose names have the words.
 */
type Known = { total: number; matched: Uint32Array; exact: Uint32Array; named: Uint32Array | null };

/** A page query: the cards of one slice of the matches, in order (null: the slice is known to be empty). */
function pageQuery(p: SearchParams, filters: Filter[], text: TextQuery | null, known: Known | null, now: number, slice: Slice): SqlFragment | null {
  const conditions = [...filters.map((f) => f.where), ...wordConditions(text?.facetWords ?? [], slice.tier)];
  if (text?.tsquery) conditions.push(sql.fragment`d.search @@ to_tsquery('directory', ${text.tsquery})`);
  const where = conditions.length > 0 ? sql.fragment`${sql.join(conditions, sql.fragment` AND `)}` : sql.fragment`TRUE`;
  const order = orderBy(p, text, known?.total ?? 0, now);
  if (order !== null) return sql.fragment`SELECT d.card FROM search_documents d WHERE ${where} ORDER BY ${order} LIMIT ${slice.limit} OFFSET ${slice.offset}`;
  if (!known) return boostOrderPage([{ where, narrow: null }], slice.limit, slice.offset, now);
  const inSlice = slice.tier === "exact" ? known.exact : slice.tier === "rest" ? both(known.matched, known.exact, true) : known.matched;
  // above RANK_LIMIT matches, relevance is the therapists whose names have the words, before the others
  const named = known.named && text?.tsquery ? sql.fragment`d.name_search @@ to_tsquery('directory', ${text.tsquery})` : null;
  const split = named && known.named
    ? [{ docs: both(inSlice, known.named), where: sql.fragment`${where} AND ${named}` }, { docs: both(inSlice, known.named, true), where: sql.fragment`${where} AND NOT ${named}` }]
    : [{ docs: inSlice, where }];
  // a group known to be empty is left out; a small one is read by number (the walk would look far for it)
  const groups = split.flatMap(({ docs, where: groupWhere }): Group[] => {
    const size = sizeOf(docs);
    if (size === 0) return [];
    return [{ where: groupWhere, narrow: size <= BY_NUMBER ? sql.fragment`d.doc_no = ANY(${sql.array(documentsOf(docs), "int4")})` : null }];
  });
  return groups.length > 0 ? boostOrderPage(groups, slice.limit, slice.offset, now) : null;
}

const Read = z.object({
  generation: z.string(),
  version: z.coerce.number().int(),
  /** The documents the tsquery matches, as 4-byte big-endian numbers. */
  matches: z.instanceof(Buffer).nullable(),
  cards: z.array(TherapistCardSchema).nullable(),
});

/**
 * One round trip: the index version, and (when asked) the full-text matches and the cards of the pages one after
 * the other, all of one snapshot.
 */
function readIndex(db: DatabasePool, tsquery: string | null, pages: readonly SqlFragment[]) {
  const matches = tsquery ? numbersMatching(sql.fragment`d.search`, tsquery) : sql.fragment`NULL::bytea`;
  const ofPage = (page: SqlFragment, g: number) => sql.fragment`SELECT ${g}::int AS g, row_number() OVER () AS n, q.card FROM (${page}) q`;
  const cards = pages.length > 0
    ? sql.fragment`(SELECT json_agg(p.card ORDER BY p.g, p.n) FROM (${sql.join(pages.map(ofPage), sql.fragment` UNION ALL `)}) p)`
    : sql.fragment`NULL::json`;
  return db.one(sql.type(Read)`SELECT s.generation, s.version, ${matches} AS matches, ${cards} AS cards FROM search_index_state s`);
}

/** The documents whose column (a tsvector) the tsquery matches, as 4-byte big-endian numbers. */
const numbersMatching = (column: SqlFragment, tsquery: string) =>
  sql.fragment`(SELECT string_agg(int4send(d.doc_no), ''::bytea) FROM search_documents d WHERE ${column} @@ to_tsquery('directory', ${tsquery}))`;

/** The documents whose names have the tsquery's words, as 4-byte big-endian numbers. */
async function namedDocuments(db: DatabasePool, tsquery: string): Promise<Buffer> {
  const docs = await db.oneFirst(sql.type(z.object({ docs: z.instanceof(Buffer).nullable() }))`SELECT ${numbersMatching(sql.fragment`d.name_search`, tsquery)} AS docs`);
  return docs ?? Buffer.alloc(0);
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
  const words = text?.facetWords ?? [];
  // by relevance, the exact matches of the facet words come first: the page needs their count, and text relevance
  // orders it only below RANK_LIMIT matches, so it waits for the total; the first read guesses the page otherwise
  const tiered = words.length > 0 && byRelevance(p);
  const totalFirst = tsquery !== null && byRelevance(p);
  const offset = (p.page - 1) * p.limit;
  const end = offset + p.limit;
  const first = totalFirst ? [] : [pageQuery(p, filters, text, null, now, { tier: tiered ? "exact" : "all", offset, limit: p.limit })!];
  const read = await readIndex(db, tsquery, first);
  const store = await index.at(db, read);
  const exact = tiered ? words.map((word) => ({ group: "_exact", values: word.values })) : [];
  const counts = countFacets(store, termsOf(filters, text), tsquery === null ? null : docNumbers(read.matches ?? Buffer.alloc(0)), exact);
  const exactCount = sizeOf(counts.exact);
  // above RANK_LIMIT matches by relevance, the therapists whose names have the words come first
  const named = totalFirst && counts.total > RANK_LIMIT ? maskOf(docNumbers(await namedDocuments(db, tsquery!)), store.words) : null;
  const known = { total: counts.total, matched: counts.matched, exact: counts.exact, named };
  const slices: Slice[] = [];
  if (totalFirst && (!tiered || offset < exactCount)) {
    slices.push({ tier: tiered ? "exact" : "all", offset, limit: tiered ? Math.min(end, exactCount) - offset : p.limit });
  }
  if (tiered && end > exactCount) slices.push({ tier: "rest", offset: Math.max(0, offset - exactCount), limit: end - Math.max(offset, exactCount) });
  const pages = slices.flatMap((slice) => pageQuery(p, filters, text, known, now, slice) ?? []);
  const more = pages.length > 0 ? (await readIndex(db, null, pages)).cards : null;
  const cards = [...(read.cards ?? []), ...(more ?? [])];
  return {
    therapists: cards.map((card) => (card.isFeatured && (card.featuredUntil === null || card.featuredUntil <= now) ? { ...card, isFeatured: false } : card)),
    total: counts.total,
    totalInDatabase: counts.totalInDatabase,
    facets: counts.facets,
    query: text ? { words: text.words, corrected: text.corrected } : null,
  };
}
