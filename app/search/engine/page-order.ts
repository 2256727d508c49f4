import { isFeaturedActive } from "#app/featured/machine.ts";
import { FEATURED_BOOST } from "../facets.ts";
import { documentsOf, sizeOf } from "./facet-counts.ts";
import type { SortKeys } from "./sort-keys.server.ts";
import type { StoredOrder } from "./stored-order.ts";

// The page of a search, ordered in memory by the documents' sort keys (sort-keys.server.ts), so PostgreSQL only reads the
// cards of the page by document number. Every order ends with the name order (folded name, then therapist id).
// A Featured period that has passed by now (isFeaturedActive) no longer counts, even while the stored document still
// says featured: the boost is taken as it is without the Featured part.

/** A number per document; lower comes first. */
type Key = (doc: number) => number;
/**
 * An order: numeric keys, each breaking the ties of the one before (the last is the name order, so no two documents
 * tie on all of them), and when the order is one of those kept sorted, that stored order with the documents out of
 * place in it now (a Featured period that has passed since the document was written).
 */
export type Ordering = { keys: readonly Key[]; stored: { order: StoredOrder; displaced: readonly number[] } | null };

/** An order kept in the sort keys (nearest first is made of groups by place: nearest.ts). */
export type Order = { by: "name" | "rating" | "boost" };

export function ordering(keys: SortKeys, order: Order, now: number): Ordering {
  const { nameRank, boost, featured, featuredUntil, rating, reviewCount } = keys;
  const byName: Key = (doc) => nameRank[doc]!;
  // numbers only (a missing end is NaN): nothing is allocated per document
  const lapsed = (doc: number) => featured[doc] === 1 && !isFeaturedActive(true, featuredUntil[doc]!, now);
  // boosts are below 2^25 and name ranks stay within 2^25 of each other: one number keeps (boost, name) order,
  // up to rounding between near ranks, which the name key then settles
  const byBoost: Key = (doc) => -(boost[doc]! - (lapsed(doc) ? FEATURED_BOOST : 0)) * 2 ** 25 + nameRank[doc]!;
  switch (order.by) {
    case "name":
      return { keys: [byName], stored: { order: keys.byName, displaced: [] } };
    case "rating":
      // ratings have two decimals and review counts fit in 31 bits
      return {
        keys: [(doc) => -(Math.round(rating[doc]! * 100) * 2 ** 31 + reviewCount[doc]!), byName],
        stored: { order: keys.byRating, displaced: [] },
      };
    case "boost":
      return { keys: [byBoost, byName], stored: { order: keys.byBoost, displaced: keys.lapsedAt(now) } };
  }
}

/**
 * The documents of a page: the groups (masks of document numbers) in turn, each in the order, from `offset`, at
 * most `limit`. Only as many of each group as the page reaches are put in order, and no group after the page's
 * last is taken from `groups`.
 */
export function pageOf(groups: Iterable<Uint32Array>, order: Ordering, offset: number, limit: number): number[] {
  const page: number[] = [];
  let skip = offset;
  for (const group of groups) {
    const wanted = limit - page.length;
    if (wanted <= 0) break;
    const size = sizeOf(group);
    if (skip >= size) {
      skip -= size;
      continue;
    }
    const k = Math.min(size, skip + wanted);
    // walking a stored order reads about k / (share of documents in the group) of it
    const walk = order.stored && k * order.stored.order.documents.length <= 8 * size * size;
    page.push(...(walk ? walked(group, order, k) : firstOf(documentsOf(group), order.keys, k)).subarray(skip));
    skip = 0;
  }
  return page;
}

/** Documents in the even sample that sets the cut of `firstOf`. */
const SAMPLE = 1024;

/**
 * The first `k` documents in order. When they are a small part of many, a cut on the first key is read from an
 * even sample (about twice the share wanted): the documents below it are put in order, and when they are fewer
 * than `k`, the rest come from those at the cut, by the next keys. Otherwise every document is put in order.
 */
function firstOf(docs: Uint32Array, order: readonly Key[], k: number): Uint32Array {
  const [key, ...next] = order;
  if (docs.length <= 4 * SAMPLE || k * 8 >= docs.length || !key || next.length === 0)
    return sorted(docs, order).subarray(0, k);
  const values = new Float64Array(docs.length);
  for (let i = 0; i < docs.length; i++) values[i] = key(docs[i]!);
  const step = docs.length / SAMPLE;
  const sample = Float64Array.from({ length: SAMPLE }, (_, i) => values[Math.floor(i * step)]!).sort();
  const cut = sample[Math.min(SAMPLE - 1, Math.ceil((2 * k * SAMPLE) / docs.length) + 8)]!;
  const { below, at } = split(docs, values, cut);
  if (below.length + at.length < k) return sorted(docs, order).subarray(0, k);
  const first = sorted(below, order);
  if (first.length >= k) return first.subarray(0, k);
  const page = new Uint32Array(k);
  page.set(first);
  page.set(firstOf(at, next, k - first.length), first.length);
  return page;
}

/** The documents whose value is below the cut, and those at it (plain loops: no callback per document). */
function split(docs: Uint32Array, values: Float64Array, cut: number) {
  let belowCount = 0;
  let atCount = 0;
  for (let i = 0; i < values.length; i++) {
    if (values[i]! < cut) belowCount++;
    else if (values[i] === cut) atCount++;
  }
  const below = new Uint32Array(belowCount);
  const at = new Uint32Array(atCount);
  for (let i = 0, b = 0, a = 0; i < values.length; i++) {
    if (values[i]! < cut) below[b++] = docs[i]!;
    else if (values[i] === cut) at[a++] = docs[i]!;
  }
  return { below, at };
}

/** The documents in order (every key read once per document). Plain loops: no iterator or boxed number per step. */
function sorted(docs: Uint32Array, order: readonly Key[]): Uint32Array {
  const values = order.map((key) => {
    const value = new Float64Array(docs.length);
    for (let i = 0; i < docs.length; i++) value[i] = key(docs[i]!);
    return value;
  });
  const compare = (a: number, b: number) => {
    for (let v = 0; v < values.length; v++) {
      const x = values[v]![a]!;
      const y = values[v]![b]!;
      if (x !== y) return x < y ? -1 : 1;
    }
    return 0;
  };
  const at = new Uint32Array(docs.length);
  for (let i = 0; i < at.length; i++) at[i] = i;
  at.sort(compare);
  for (let i = 0; i < at.length; i++) at[i] = docs[at[i]!]!;
  return at;
}

/** The first `k` documents of a mask, read from the top of a stored order, the displaced ones merged in. */
function walked(mask: Uint32Array, { keys, stored }: Ordering, k: number): Uint32Array {
  const inMask = (doc: number) => ((mask[doc >>> 5] ?? 0) & (1 << (doc & 31))) !== 0;
  const displaced = new Set(stored!.displaced);
  const extra = sorted(Uint32Array.from(stored!.displaced.filter(inMask)), keys);
  const page = new Uint32Array(k);
  let n = 0;
  let e = 0;
  for (const doc of stored!.order.documents) {
    if (n === k) break;
    if (!inMask(doc) || (displaced.size > 0 && displaced.has(doc))) continue;
    while (n < k && e < extra.length && precedes(keys, extra[e]!, doc)) page[n++] = extra[e++]!;
    if (n < k) page[n++] = doc;
  }
  while (n < k && e < extra.length) page[n++] = extra[e++]!;
  return page.subarray(0, n);
}

function precedes(keys: readonly Key[], a: number, b: number): boolean {
  for (const key of keys) {
    const x = key(a);
    const y = key(b);
    if (x !== y) return x < y;
  }
  return false;
}
