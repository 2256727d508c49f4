import { sql, type DatabasePool } from "slonik";
import { z } from "zod";
import { prepared } from "#app/db/prepared.server.ts";
import { isFeaturedActive } from "#app/featured/machine.ts";
import { findCity } from "#app/reference/cities.ts";
import { fsaPoint } from "#app/reference/fsa-points.server.ts";
import { INSURANCE_PROVIDERS } from "#app/reference/insurance.ts";
import { listedLookup } from "#app/reference/listed.ts";
import { specialtyForIssue } from "#app/reference/issues.ts";
import { findSpecialty } from "#app/reference/specialties.ts";
import { THERAPY_TYPES } from "#app/reference/therapy-types.ts";
import type { Facets, SearchParams } from "#app/search/params.ts";
import type { TherapistCard } from "#app/therapists/card.ts";
import { NAME_FACET, searchKey, WORD_FACET, type Facet } from "../facets.ts";
import { feeCounts } from "../fee-filters.ts";
import { distanceKm, roundedKm, type Point } from "../near.ts";
import { both, countFacets, matching, maxFeeTerm, radiusTerm, sizeOf, type Counts, type Term } from "./facet-counts.ts";
import type { FacetStore } from "./facet-store.ts";
import { sameHead, type FacetIndex, type IndexCopy, type IndexHead } from "./facet-index.server.ts";
import { nearestFirst } from "./nearest.ts";
import { ordering, pageOf, type Order } from "./page-order.ts";
import { toTextQuery, type TermsHead, type TextQuery } from "./text.server.ts";

// One search, from this process's copy of the index (facet-index.server.ts) at the version the search read:
// (1) free text to words, each with the terms it matches and the facet values they name (text.server.ts), as the copy
//     keeps them for its terms version (a write that adds a word takes the next), else read and kept;
// (2) the exact total and every facet count (facet-counts.ts); a word is one more condition, the documents that
//     have one of its terms;
// (3) the page, ordered in memory (page-order.ts): an explicit sort orders every match alike; relevance puts the
//     exact matches first (a document with a value each value-naming word names: therapists in Hamilton before Dr
//     Hamilton in Ottawa), and within each, the therapists whose names have every word, then the boost order;
// (4) the page's cards, from those the copy holds, else read by document number with the index version: the page
//     is worked out on the copy as held, and stands when no write came since. No version is read when the words'
//     round trip read it, or when the process follows the index's writes and may take its copy as current: most
//     searches make one round trip (a query text not read before) or none.
// A Featured period that has passed by now (isFeaturedActive) is neither boosted nor badged, even while its stored
// document still says featured (until the expire-featured job has the document rewritten).

/** A card of a search near a postal area: its office's distance from the area's point (null: no office point). */
export type FoundCard = TherapistCard & { distanceKm?: number | null };

export type SearchResult = {
  therapists: FoundCard[];
  total: number;
  totalInDatabase: number;
  facets: Facets;
  query: { words: string[]; corrected: boolean } | null;
  /** The postal area searched near and whether its point is known (null: none given). */
  near: { fsa: string; known: boolean } | null;
};

/** The point of the postal area searched near (undefined: none given, or not one the list knows). */
const nearPoint = (p: SearchParams): Point | undefined => (p.near ? fsaPoint(p.near) : undefined);

const findTherapyType = listedLookup(THERAPY_TYPES);
const findInsuranceProvider = listedLookup(INSURANCE_PROVIDERS);
/** A listed value as the lists spell it, whatever the case it was given in ("anxiety" is Anxiety). */
const LISTED = {
  specialty: (value: string) => findSpecialty(value) ?? value,
  therapyType: (value: string) => findTherapyType(value) ?? value,
  insuranceProvider: (value: string) => findInsuranceProvider(value) ?? value,
};

/**
 * The filters of a search, each counted in its own facet's group (a facet's counts leave out its own group's filter,
 * so each option's count is what choosing it gives). The Virtual Sessions box is a group of its own: with it ticked,
 * the session mode's options count the matches that are also virtual.
 */
function filtersOf(p: SearchParams, store: FacetStore): Term[] {
  const filters: Term[] = [];
  const add = (facet: Facet, value: string) => filters.push({ group: facet, values: [{ facet, value }] });
  if (p.specialty) add("specialty", LISTED.specialty(p.specialty));
  if (p.issue) add("issue", specialtyForIssue(p.issue) ?? LISTED.specialty(p.issue));
  if (p.city) add("city", searchKey(p.city));
  if (p.therapyType) add("therapyType", LISTED.therapyType(p.therapyType));
  if (p.insuranceProvider) add("insuranceProvider", LISTED.insuranceProvider(p.insuranceProvider));
  if (p.mode) add("mode", p.mode);
  if (p.virtualSessions) filters.push({ group: "virtualSessions", values: [{ facet: "mode", value: "online" }] });
  if (p.price) add("price", p.price);
  if (p.maxFee !== undefined) filters.push(maxFeeTerm(store, p.maxFee));
  if (p.slidingScale) add("slidingScale", "true");
  if (p.freeConsultation) add("freeConsultation", "true");
  if (p.directBilling) add("directBilling", p.directBilling);
  if (p.language) add("language", p.language);
  if (p.identity) add("identity", p.identity);
  if (p.population) add("population", p.population);
  if (p.access) add("access", p.access);
  if (p.acceptingClients) add("acceptingClients", "true");
  const near = nearPoint(p);
  if (near && p.radiusKm !== undefined) filters.push(radiusTerm(store, near, p.radiusKm));
  return filters;
}

/** Where Nearest measures from: the postal area's point, else the given point, else the chosen city's. */
function originOf(p: SearchParams): Point | undefined {
  return (
    nearPoint(p) ??
    (p.lat !== undefined && p.lng !== undefined ? { lat: p.lat, lng: p.lng } : p.city ? findCity(p.city) : undefined)
  );
}

/** Each page document's office distance from the postal area's point, in km to one decimal (null: no office point). */
function distancesOf(copy: IndexCopy, docs: readonly number[], near: Point | undefined): Array<number | null> | null {
  if (!near) return null;
  return docs.map((doc) => {
    const km = distanceKm(near, { lat: copy.keys.lat[doc]!, lng: copy.keys.lng[doc]! });
    return Number.isNaN(km) ? null : roundedKm(km);
  });
}

/** An explicit order: one the sort keys keep, or nearest first (then the boost order) from a point. */
type Explicit = Order | ({ by: "distance" } & Point);

/** The order the page asks for, or null for relevance (Recommended, or Nearest with no place to measure from). */
function explicitOrder(p: SearchParams): Explicit | null {
  if (p.sortBy === "name" || p.sortBy === "rating") return { by: p.sortBy };
  const origin = p.sortBy === "nearest" ? originOf(p) : undefined;
  return origin ? { by: "distance", ...origin } : null;
}

/**
 * The index version, and cards as JSON text: the index writer built each from a parsed source row with exactly the
 * card view's fields (indexer/search/document.ts), so it is not parsed field by field again (that cost about 0.5 ms
 * of every search).
 */
const Read = z.object({
  generation: z.string(),
  version: z.coerce.number().int(),
  cards: z.array(z.tuple([z.number().int(), z.string()])).nullable(),
});

/** One round trip of one snapshot: the index version, and the cards of the documents (when there are any). */
function readIndex(db: DatabasePool, docs: readonly number[] | null) {
  const cards =
    docs && docs.length > 0
      ? sql.fragment`(SELECT json_agg(json_build_array(d.doc_no, d.card::text)) FROM search_documents d WHERE d.doc_no = ANY(${sql.array([...docs], "int4")}))`
      : sql.fragment`NULL::json`;
  return db.one(prepared(sql.type(Read)`SELECT s.generation, s.version, ${cards} AS cards FROM search_index_state s`));
}

const wordsOf = (terms: readonly string[], facet: string) => terms.map((term) => ({ facet, value: term }));

/**
 * The conditions of a search: each filter (counted in its own facet's group); each word (in every group), a
 * document with one of its terms; with `exact`, the same for the facet values the words name.
 */
function termsOf(
  p: SearchParams,
  store: FacetStore,
  text: TextQuery | null,
): { all: Term[]; exact: Term[]; named: Term[] } {
  const words = text?.matches ?? [];
  const plain = words.filter((word) => word.values.length === 0);
  return {
    all: [
      ...filtersOf(p, store),
      ...words.map((word) => ({ group: "_text", values: wordsOf(word.terms, WORD_FACET) })),
    ],
    exact: words.filter((word) => word.values.length > 0).map((word) => ({ group: "_exact", values: word.values })),
    // the words that name no value (or, when each names one, all of them) ranked by the names that have them
    named: (plain.length > 0 ? plain : words).map((word) => ({
      group: "_named",
      values: wordsOf(word.terms, NAME_FACET),
    })),
  };
}

/** The documents of the page, in order, from the copy and the counts. */
function pageDocuments(
  copy: IndexCopy,
  counts: Counts,
  p: SearchParams,
  order: Explicit | null,
  named: readonly Term[],
  now: number,
): number[] {
  const offset = (p.page - 1) * p.limit;
  const byBoost = () => ordering(copy.keys, { by: "boost" }, now);
  if (order?.by === "distance")
    return pageOf(nearestFirst(copy.store, counts.matched, order), byBoost(), offset, p.limit);
  if (order) return pageOf([counts.matched], ordering(copy.keys, order, now), offset, p.limit);
  // relevance: the exact matches first, then the rest; in each, the therapists whose names have every word first
  const { store } = copy;
  const tiers =
    sizeOf(counts.exact) === counts.total
      ? [counts.matched]
      : [counts.exact, both(store, counts.matched, counts.exact, true)];
  const names = named.length > 0 ? matching(store, named) : null;
  const groups = names ? tiers.flatMap((tier) => [both(store, tier, names), both(store, tier, names, true)]) : tiers;
  return pageOf(groups, byBoost(), offset, p.limit);
}

/**
 * How the query's words read: as the copy keeps them for its terms version, or read now (and kept), with the index
 * version that round trip saw (null when none was made).
 */
async function textOf(
  db: DatabasePool,
  index: FacetIndex,
  query: string | undefined,
): Promise<{ text: TextQuery | null; seen: (IndexHead & TermsHead) | null }> {
  const kept = query ? index.textOf(query) : undefined;
  if (!query || kept) return { text: kept ?? null, seen: null };
  const read = await toTextQuery(db, query);
  if (read) index.keepText(query, read.seen, read.text);
  return { text: read?.text ?? null, seen: read?.seen ?? null };
}

/** What a search works out besides its page: the facet counts unless `facets` is false (a page that shows none). */
export type SearchOptions = { facets?: boolean };

export async function searchDirectory(
  db: DatabasePool,
  index: FacetIndex,
  p: SearchParams,
  now = Date.now(),
  options: SearchOptions = {},
): Promise<SearchResult> {
  // an explicit sort orders every match alike: no exact matches first, no names first
  const order = explicitOrder(p);
  const near = nearPoint(p);
  // the counts and the page; the masks are the store's bitsets, given back once the page is known: only the
  // numbers leave
  const work = (copy: IndexCopy, text: TextQuery | null) => {
    try {
      const terms = termsOf(p, copy.store, text);
      const counts = countFacets(copy.store, terms.all, order === null ? terms.exact : [], options.facets !== false);
      const docs = pageDocuments(copy, counts, p, order, order === null ? terms.named : [], now);
      const { total, totalInDatabase } = counts;
      // counted per lowest fee; shown per "up to" amount
      const facets = { ...counts.facets, maxFee: feeCounts(counts.facets.maxFee, p.maxFee) };
      return { text, docs, distances: distancesOf(copy, docs, near), counts: { facets, total, totalInDatabase } };
    } finally {
      copy.store.bitsets.reclaim();
    }
  };
  // the page as the copy held now says, read with the index version: it stands when the copy was at that version;
  // the cards kept in memory (current at the copy's version) are not read again. No other round trip is made when
  // every card of the page is kept and the copy is known current: the query's words were read at its version, or
  // (none read) the process follows the index's writes and may take it as current
  const words = await textOf(db, index, p.query);
  if (words.seen) {
    index.seen(words.seen);
    // read at a version the copy has not reached (a write committed as the copy follows it): brought there first,
    // so the search is worked out once, and the words kept when they are of the terms version it now holds
    if (index.behind(words.seen)) {
      await index.at(db, words.seen);
      if (p.query && words.text) index.keepText(p.query, words.seen, words.text);
    }
  }
  const { trusted } = index;
  const held = index.current;
  const guess = held && { generation: held.generation, version: held.version, ...work(held, words.text) };
  const kept = guess ? index.cardsOf(guess.docs) : new Map<number, string>();
  const missing = guess ? guess.docs.filter((doc) => !kept.has(doc)) : null;
  const known = guess !== null && missing?.length === 0 && (words.seen ? sameHead(words.seen, guess) : trusted);
  const read = known
    ? { generation: guess.generation, version: guess.version, cards: null }
    : await readIndex(db, missing);
  if (!known) index.seen(read);
  index.keepCards(read, read.cards ?? []);
  const stands = guess !== null && sameHead(guess, read);
  // when a write came in between, the page is worked out again on the copy brought there (the query's words read
  // again if the write added a word): the cards read then (of the version read) and those kept now serve the
  // documents on it, and only the others are read
  const result = stands ? guess : work(await index.at(db, read), (await textOf(db, index, p.query)).text);
  const { counts, docs, distances } = result;
  const byDoc = new Map([...(stands ? kept : index.cardsOf(docs)), ...(read.cards ?? [])]);
  const unread = docs.filter((doc) => !byDoc.has(doc));
  if (unread.length > 0) {
    const more = await readIndex(db, unread);
    index.keepCards(more, more.cards ?? []);
    for (const [doc, card] of more.cards ?? []) byDoc.set(doc, card);
  }
  return {
    therapists: docs
      .flatMap((doc, i) => {
        const text = byDoc.get(doc);
        return text === undefined ? [] : [{ text, distance: distances?.[i] }];
      })
      .map(({ text, distance }): FoundCard => {
        const card = JSON.parse(text) as TherapistCard;
        const shown = card.isFeatured && !isFeaturedActive(card.isFeatured, card.featuredUntil, now);
        const featured = shown ? { ...card, isFeatured: false } : card;
        return distance === undefined ? featured : { ...featured, distanceKm: distance };
      }),
    total: counts.total,
    totalInDatabase: counts.totalInDatabase,
    facets: counts.facets,
    query: result.text ? { words: result.text.words, corrected: result.text.corrected } : null,
    near: p.near ? { fsa: p.near, known: near !== undefined } : null,
  };
}
