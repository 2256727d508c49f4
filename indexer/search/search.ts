import { sql, type DatabasePool, type FragmentSqlToken as SqlFragment } from "slonik";
import { z } from "zod";
import { findCity } from "#app/reference/cities.ts";
import { specialtyForIssue } from "#app/reference/issues.ts";
import type { Facets, SearchParams } from "#app/search/params.ts";
import { TherapistCardSchema, type TherapistCard } from "#app/therapists/card.ts";
import { searchKey, type Facet } from "./document.ts";
import { both, countFacets, documentsOf, maskOf, type Counts, type Term } from "./facet-counts.ts";
import type { FacetIndex, IndexCopy } from "./facet-index.ts";
import { ordering, pageOf, type Order } from "./page-order.ts";
import { toTextQuery, type TextQuery } from "./text.ts";

// One search: (1) free text to facet words and a tsquery, (2) the exact total and every facet count from this
// process's copy of the index at the version the search read (facet-index.ts, facet-counts.ts), (3) the page worked
// out in memory from the documents' sort keys (page-order.ts): by relevance, a facet word's exact matches before its
// other matches; a full-text search ranked by ts_rank up to RANK_LIMIT matches, above it the therapists whose names
// have the words first; (4) the page's cards read by document number. Without full text, (2) and (3) run on the
// copy as held before the read, which reads the cards with the version, so most searches take one round trip.
// A Featured period that has passed (featured_until <= now) is neither boosted nor badged, even while its stored
// document still says featured (until index-therapist rewrites it).

export type SearchResult = {
  therapists: TherapistCard[];
  total: number;
  totalInDatabase: number;
  facets: Facets;
  query: { words: string[]; corrected: boolean } | null;
};

type Filter = { group: Facet; facet: string; value: string };

/**
 * Above this many matches, ts_rank stops ordering results (it costs ~9 µs a match): the therapists whose names have
 * the words come first instead (a common surname still puts its bearers before the bios that mention the word).
 */
const RANK_LIMIT = 2000;

export function filtersOf(p: SearchParams): Filter[] {
  const filters: Filter[] = [];
  const add = (group: Facet, value: string) => filters.push({ group, facet: group, value });
  if (p.specialty) add("specialty", p.specialty);
  if (p.issue) add("issue", specialtyForIssue(p.issue) ?? p.issue);
  if (p.city) add("city", searchKey(p.city));
  if (p.therapyType) add("therapyType", p.therapyType);
  if (p.insuranceProvider) add("insuranceProvider", p.insuranceProvider);
  if (p.mode === "online" || p.virtualSessions) add("mode", "online");
  if (p.mode === "inperson") add("mode", "inperson");
  if (p.price) add("price", p.price);
  if (p.acceptingClients) add("acceptingClients", "true");
  return filters;
}

/** Where Nearest measures from: the given point, else the chosen city's (undefined: nowhere known). */
function originOf(p: SearchParams): { lat: number; lng: number } | undefined {
  return p.lat !== undefined && p.lng !== undefined ? { lat: p.lat, lng: p.lng } : p.city ? findCity(p.city) : undefined;
}

/** The order the page asks for, or null for relevance (Recommended, or Nearest with no place to measure from). */
function explicitOrder(p: SearchParams): Order | null {
  if (p.sortBy === "name" || p.sortBy === "rating") return { by: p.sortBy };
  const origin = p.sortBy === "nearest" ? originOf(p) : undefined;
  return origin ? { by: "distance", ...origin } : null;
}

const Read = z.object({
  generation: z.string(),
  version: z.coerce.number().int(),
  /** The documents the tsquery matches, as 4-byte big-endian numbers. */
  matches: z.instanceof(Buffer).nullable(),
  cards: z.array(z.tuple([z.number().int(), TherapistCardSchema])).nullable(),
});

/** One round trip of one snapshot: the index version, the full-text matches, the cards of the documents (each when asked). */
function readIndex(db: DatabasePool, tsquery: string | null, docs: readonly number[] | null) {
  const matches = tsquery ? numbersMatching(sql.fragment`d.search`, tsquery) : sql.fragment`NULL::bytea`;
  const cards = docs ? cardsOf(docs) : sql.fragment`NULL::json`;
  return db.one(sql.type(Read)`SELECT s.generation, s.version, ${matches} AS matches, ${cards} AS cards FROM search_index_state s`);
}

const cardsOf = (docs: readonly number[]) =>
  sql.fragment`(SELECT json_agg(json_build_array(d.doc_no, d.card)) FROM search_documents d WHERE d.doc_no = ANY(${sql.array([...docs], "int4")}))`;

/** The documents whose column (a tsvector) the tsquery matches, as 4-byte big-endian numbers. */
const numbersMatching = (column: SqlFragment, tsquery: string) =>
  sql.fragment`(SELECT string_agg(int4send(d.doc_no), ''::bytea) FROM search_documents d WHERE ${column} @@ to_tsquery('directory', ${tsquery}))`;

const Bytes = z.object({ bytes: z.instanceof(Buffer).nullable() });

/** The documents whose names have the tsquery's words. */
async function namedDocuments(db: DatabasePool, tsquery: string) {
  const bytes = await db.oneFirst(sql.type(Bytes)`SELECT ${numbersMatching(sql.fragment`d.name_search`, tsquery)} AS bytes`);
  return docNumbers(bytes ?? Buffer.alloc(0));
}

/** Each document's text relevance to the tsquery (ts_rank, weighted by where the words are: name, labels, bio). */
async function ranksOf(db: DatabasePool, tsquery: string, docs: Uint32Array): Promise<Map<number, number>> {
  const bytes = await db.oneFirst(sql.type(Bytes)`
    SELECT string_agg(int4send(d.doc_no) || float4send(ts_rank(d.search, to_tsquery('directory', ${tsquery}))), ''::bytea) AS bytes
    FROM search_documents d WHERE d.doc_no = ANY(${sql.array([...docs], "int4")})`);
  const ranks = new Map<number, number>();
  for (let at = 0; bytes && at + 8 <= bytes.length; at += 8) ranks.set(bytes.readInt32BE(at), bytes.readFloatBE(at + 4));
  return ranks;
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

type Plan = { p: SearchParams; tsquery: string | null; tiered: boolean; now: number };

/**
 * The documents of the page, in order, from the copy and the counts. PostgreSQL is asked only when relevance
 * orders a full-text search: the matches' ts_rank up to RANK_LIMIT matches, above it the names that have the words.
 */
async function pageDocuments(db: DatabasePool, copy: IndexCopy, counts: Counts, plan: Plan): Promise<number[]> {
  const { p, tsquery, now } = plan;
  const offset = (p.page - 1) * p.limit;
  const order = explicitOrder(p);
  if (order) return pageOf([counts.matched], ordering(copy.keys, order, now), offset, p.limit);
  // by relevance, the exact matches of the facet words (a document with one of the values each names) come first
  const groups = plan.tiered ? [counts.exact, both(counts.matched, counts.exact, true)] : [counts.matched];
  const byBoost = ordering(copy.keys, { by: "boost" }, now);
  if (tsquery === null || counts.total === 0 || offset >= counts.total) return pageOf(groups, byBoost, offset, p.limit);
  if (counts.total <= RANK_LIMIT) {
    const rank = await ranksOf(db, tsquery, documentsOf(counts.matched));
    return pageOf(groups, ordering(copy.keys, { by: "rank", rank }, now), offset, p.limit);
  }
  // above RANK_LIMIT matches, the therapists whose names have the words come first in each group
  const named = maskOf(await namedDocuments(db, tsquery), copy.store.words);
  return pageOf(groups.flatMap((group) => [both(group, named), both(group, named, true)]), byBoost, offset, p.limit);
}

export async function searchDocuments(db: DatabasePool, index: FacetIndex, p: SearchParams, now = Date.now()): Promise<SearchResult> {
  const text = p.query ? await toTextQuery(db, p.query) : null;
  const tsquery = text?.tsquery ?? null;
  const words = text?.facetWords ?? [];
  const plan: Plan = { p, tsquery, tiered: words.length > 0 && explicitOrder(p) === null, now };
  const terms = termsOf(filtersOf(p), text);
  const exact = plan.tiered ? words.map((word) => ({ group: "_exact", values: word.values })) : [];
  const count = (copy: IndexCopy, matches: Buffer | null) =>
    countFacets(copy.store, terms, tsquery === null ? null : docNumbers(matches ?? Buffer.alloc(0)), exact);
  // without full text, the page as the copy held now says is read with the index version: it stands when the copy
  // was at that version (no write since), else the copy catches up and the page is worked out again
  const held = tsquery === null ? index.current : null;
  const guess = held && { head: { generation: held.generation, version: held.version }, counts: count(held, null) };
  const guessed = held && guess ? await pageDocuments(db, held, guess.counts, plan) : null;
  const read = await readIndex(db, tsquery, guessed);
  let counts = guess?.counts;
  let docs = guessed;
  let cards = read.cards;
  if (!guess || guess.head.generation !== read.generation || guess.head.version !== read.version) {
    const copy = await index.at(db, read);
    counts = count(copy, read.matches);
    docs = await pageDocuments(db, copy, counts, plan);
    cards = docs.length > 0 ? (await readIndex(db, null, docs)).cards : [];
  }
  const byDoc = new Map(cards ?? []);
  return {
    therapists: docs!.flatMap((doc) => byDoc.get(doc) ?? []).map((card) =>
      card.isFeatured && (card.featuredUntil === null || card.featuredUntil <= now) ? { ...card, isFeatured: false } : card),
    total: counts!.total,
    totalInDatabase: counts!.totalInDatabase,
    facets: counts!.facets,
    query: text ? { words: text.words, corrected: text.corrected } : null,
  };
}
