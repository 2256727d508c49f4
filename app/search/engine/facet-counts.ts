import type { Facets } from "#app/search/params.ts";
import { FACETS, type Facet } from "../facets.ts";
import { FEE_THRESHOLDS } from "../fee-filters.ts";
import { distanceKm, type Point } from "../near.ts";
import type { FacetStore } from "./facet-store.ts";
import { keyOf } from "./kept-counts.ts";
import { popcount } from "./posting.ts";
import type { FacetValue } from "./text.server.ts";

// The exact total and every facet count of a search, from this process's copy of the facet values
// (facet-store.ts). Facets are disjunctive: a facet's counts apply every condition except its own filter, so the
// other choices of a chosen facet stay visible. A condition is a bitset (the OR of its values' documents); a
// facet's mask is the AND of the conditions it applies; each value is counted in the mask from whichever side
// reads less: the value's documents (popcount of value AND mask, or a bit test per document of a rare value), or
// the documents in (or, for a broad mask, outside) the mask: each one's counted values, all facets at once.

/** A condition on the documents: they must have one of these values. "_text" conditions apply to every facet. */
export type Term = { group: string; values: FacetValue[] };

type Part = { group: string; pairs: string[]; bits: Uint32Array };
/** The masks are the store's bitsets: valid until it reclaims them (directory-search.server.ts, when the search's work is done). */
export type Counts = {
  facets: Facets;
  total: number;
  totalInDatabase: number;
  /** The matches, as a mask of document numbers. */
  matched: Uint32Array;
  /** The matches that meet every `exact` condition as well (`matched` itself when there is none). */
  exact: Uint32Array;
};

/**
 * "I can pay up to $X": the documents filed at a lowest fee of at most X (each lowest fee is its own value, so any
 * whole-dollar X is exact). No value that low: a condition no document meets.
 */
export function maxFeeTerm(store: FacetStore, maxFee: number): Term {
  const values = (store.byFacet.get("maxFee") ?? [])
    .map((id) => store.value[id]!)
    .filter((value) => Number(value) <= maxFee)
    .map((value) => ({ facet: "maxFee", value }));
  return { group: "maxFee", values };
}

/**
 * "Within R km": the documents whose office location is one of the points at most R km from the origin (each
 * distinct point is its own value, so the radius is exact). No point that near: a condition no document meets.
 */
export function radiusTerm(store: FacetStore, origin: Point, radiusKm: number): Term {
  const values = store.places
    .filter((place) => distanceKm(origin, place) <= radiusKm)
    .map(({ id }) => ({ facet: "place", value: store.value[id]! }));
  return { group: "_radius", values };
}

/** The term's pairs, and the documents that have one of them. */
function partOf(store: FacetStore, term: Term): Part {
  const pairs = term.values.map((value) => `${value.facet}=${value.value}`);
  const bits = store.bitsets.take(store.words);
  for (const pair of pairs) store.posting(pair)?.orInto(bits);
  return { group: term.group, pairs, bits };
}

/** The documents that meet every term (every document when there is none). */
export function matching(store: FacetStore, terms: readonly Term[]): Uint32Array {
  return andOf(store, [
    partOf(store, { group: "", values: [{ facet: "_all", value: "_all" }] }),
    ...terms.map((term) => partOf(store, term)),
  ]);
}

/** `exact`: conditions that the exact matches of the query's words also meet (they come first in the order). */
export function countFacets(
  store: FacetStore,
  terms: readonly Term[],
  exact: readonly Term[] = [],
  withFacets = true,
): Counts {
  const parts = terms.map((term) => partOf(store, term));
  const facets = Object.fromEntries(FACETS.map((facet) => [facet, [] as Facets[Facet]])) as Facets;
  const totalInDatabase = store.documents;
  let total = totalInDatabase;
  /** The matches: every condition applied (null: none, so every document). */
  let matched: Uint32Array | null = null;
  // one mask per group left out: targets whose facet has no condition share the mask of every condition
  // without facets (a page that shows none), only the matches and their number
  const byMask = Map.groupBy(["_total" as const, ...(withFacets ? FACETS : [])], (target) =>
    parts.some((p) => p.group === target) ? target : "",
  );
  for (const [leftOut, targets] of byMask) {
    const applied = parts.filter((part) => part.group !== leftOut);
    const mask = applied.length === 0 ? null : andOf(store, applied);
    const counted =
      mask && withFacets
        ? keptOrCounted(store, applied, mask, leftOut === "" ? null : targets)
        : (id: number) => store.postings[id]!.size;
    for (const target of targets) {
      if (target === "_total") {
        matched = mask;
        if (mask) total = sizeOf(mask);
        continue;
      }
      for (const id of store.byFacet.get(target) ?? []) {
        const count = counted(id);
        if (count > 0) facets[target].push({ value: store.value[id]!, label: store.label[id]!, count });
      }
    }
  }
  for (const list of Object.values(facets))
    list.sort((a, b) => b.count - a.count || (a.label < b.label ? -1 : a.label > b.label ? 1 : 0));
  const all = matched ?? matching(store, []);
  const exactMask = exact.length > 0 ? both(store, all, matching(store, exact)) : all;
  return { facets, total, totalInDatabase, matched: all, exact: exactMask };
}

/**
 * Counts, and so keeps, every facet's counts under each single filter value (a full load does this: the first
 * visitor to filter by a city, an approach or "online" then reads them rather than waiting for a count); for the
 * lowest fee, under each "up to" amount the filter panel offers (a single lowest fee is never a filter).
 */
export function keepEveryFilter(store: FacetStore): void {
  const single = (facet: Facet) =>
    (store.byFacet.get(facet) ?? []).map((id) => ({ group: facet, values: [{ facet, value: store.value[id]! }] }));
  const filters = [
    ...FACETS.filter((facet) => facet !== "maxFee").flatMap(single),
    ...FEE_THRESHOLDS.map((amount) => maxFeeTerm(store, amount)),
  ];
  for (const filter of filters) {
    try {
      countFacets(store, [filter]);
    } finally {
      store.bitsets.reclaim();
    }
  }
}

/**
 * The counts of the applied conditions: as kept, when a search counted them in full before; else counted, for
 * `targets` alone, or in full (null: every facet). Counts made in full (asked for, or read from the documents'
 * side, which counts every value at once) are kept for the next search.
 */
function keptOrCounted(
  store: FacetStore,
  applied: readonly Part[],
  mask: Uint32Array,
  targets: readonly string[] | null,
): (id: number) => number {
  const conditions = applied.map((part) => part.pairs);
  const key = keyOf(conditions);
  const kept = store.kept.get(key);
  if (kept) return (id) => kept[store.slotOf(id)] ?? 0;
  const counted = countOf(store, mask, targets ?? FACETS);
  // counted for the targets alone, from the values' side: not kept (the other facets were not counted)
  if (targets && !counted.everyValue) return counted.count;
  const counts = new Int32Array(store.shownValues);
  for (const facet of FACETS)
    for (const id of store.byFacet.get(facet) ?? []) counts[store.slotOf(id)] = counted.count(id);
  store.kept.keep(key, conditions, counts);
  return (id) => counts[store.slotOf(id)]!;
}

/** The documents in `a` and in `b` (`without`: in `a` and not in `b`). */
export function both(store: FacetStore, a: Uint32Array, b: Uint32Array, without = false): Uint32Array {
  const out = store.bitsets.copy(a);
  for (let i = 0; i < out.length; i++) out[i]! &= without ? ~b[i]! : b[i]!;
  return out;
}

/** How many documents a mask holds. */
export function sizeOf(mask: Uint32Array): number {
  let size = 0;
  for (let i = 0; i < mask.length; i++) size += popcount(mask[i]!);
  return size;
}

/** The document numbers of a mask, in order. */
export function documentsOf(mask: Uint32Array): Uint32Array {
  const docs = new Uint32Array(sizeOf(mask));
  let at = 0;
  for (let i = 0; i < mask.length; i++)
    for (let word = mask[i]!; word !== 0; word &= word - 1) docs[at++] = i * 32 + 31 - Math.clz32(word & -word);
  return docs;
}

function andOf(store: FacetStore, parts: readonly Part[]): Uint32Array {
  const mask = store.bitsets.copy(parts[0]!.bits);
  for (const part of parts.slice(1)) for (let i = 0; i < mask.length; i++) mask[i]! &= part.bits[i]!;
  return mask;
}

/**
 * Counts the targets' values in the mask from the cheapest side: the mask's documents; the documents outside it
 * (a value's count is its size less its documents outside: for a mask of most documents); or each value's own.
 */
function countOf(
  store: FacetStore,
  mask: Uint32Array,
  targets: readonly string[],
): { count: (id: number) => number; everyValue: boolean } {
  const inside = sizeOf(mask);
  const outside = store.documents - inside;
  let valueSide = 0;
  for (const target of targets) valueSide += store.valueCost(target, mask.length);
  if (Math.min(inside, outside) * store.valuesPerDocument >= valueSide)
    return { count: (id) => store.postings[id]!.countIn(mask), everyValue: false };
  // from the documents' side, every shown value is counted at once
  if (inside <= outside) {
    const counts = store.countDocuments(mask);
    return { count: (id) => counts[store.slotOf(id)]!, everyValue: true };
  }
  const rest = store.bitsets.take(mask.length);
  store.posting("_all=_all")?.orInto(rest);
  for (let i = 0; i < rest.length; i++) rest[i]! &= ~mask[i]!;
  const counts = store.countDocuments(rest);
  return { count: (id) => store.postings[id]!.size - counts[store.slotOf(id)]!, everyValue: true };
}
