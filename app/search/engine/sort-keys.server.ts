import { sql } from "slonik";
import { z } from "zod";
import { isFeaturedActive } from "#app/featured/machine.ts";
import { StoredOrder } from "./stored-order.ts";

// What orders the documents of a search, per document number, held in memory beside the facet values
// (facet-index.server.ts keeps both at the index version a search read): the stored boost and Featured period, rating and
// reviews, position, and the name order as a number. The name order is the folded name, then the therapist id, by
// code point; a document written after the load gets a rank between its neighbours' ranks, so comparing two names
// is comparing two numbers. The fixed orders (name; rating; stored boost) are kept sorted too (stored-order.ts).

/** The columns of search_documents a page is ordered by, for one document. */
export const KEY_COLUMNS = sql.fragment`d.boost, d.featured,
  (extract(epoch FROM d.featured_until) * 1000)::float8 AS "featuredUntil", d.rating::float8 AS rating,
  d.review_count AS "reviewCount", d.lat, d.lng, d.sort_name AS "sortName", d.therapist_id AS "therapistId"`;

/**
 * The same columns as one text, to tell whether a write changed them (unqualified: it reads a stored row and the
 * RETURNING of an upsert alike). A document written with other keys is logged like one with other facets.
 */
export const KEY_SIGNATURE = sql.fragment`row(boost, featured, featured_until, rating, review_count, lat, lng, sort_name)::text`;

export const DocumentKeys = z.object({
  boost: z.number().int(),
  featured: z.boolean(),
  featuredUntil: z.number().nullable(),
  rating: z.number(),
  reviewCount: z.number().int(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  sortName: z.string(),
  therapistId: z.string(),
});
export type DocumentKeys = z.infer<typeof DocumentKeys>;

/** Orders strings by code point (JavaScript's < orders UTF-16 units: astral characters would sort too early). */
export function compareCodePoints(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    // a surrogate (an astral character) comes after every other unit from U+E000 up
    if (x >= 0xd800 && y >= 0xd800) return (x < 0xe000 ? x + 0x2800 : x) - (y < 0xe000 ? y + 0x2800 : y);
    return x - y;
  }
  return a.length - b.length;
}

const nameKey = (keys: DocumentKeys) => `${keys.sortName}\u0000${keys.therapistId}`;

export class SortKeys {
  boost: Int32Array;
  featured: Uint8Array;
  /** Milliseconds; NaN when there is none. */
  featuredUntil: Float64Array;
  rating: Float64Array;
  reviewCount: Int32Array;
  /** NaN when the place is unknown. */
  lat: Float64Array;
  lng: Float64Array;
  /** The document's place in name order (lower first). */
  nameRank: Float64Array;
  /** Documents by name; by rating, then reviews; by stored boost (Featured first): each then by name. */
  readonly byName = new StoredOrder((a, b) => this.nameRank[a]! - this.nameRank[b]!);
  readonly byRating = new StoredOrder(
    (a, b) =>
      this.rating[b]! - this.rating[a]! ||
      this.reviewCount[b]! - this.reviewCount[a]! ||
      this.nameRank[a]! - this.nameRank[b]!,
  );
  readonly byBoost = new StoredOrder(
    (a, b) => this.boost[b]! - this.boost[a]! || this.nameRank[a]! - this.nameRank[b]!,
  );
  /**
   * The documents stored as Featured with an end, soonest end first: those whose period has passed are a prefix,
   * found by binary search (a scan of every Featured document after each write cost about 10 ms at 1,000,000).
   */
  private readonly byFeaturedEnd = new StoredOrder((a, b) => this.featuredUntil[a]! - this.featuredUntil[b]! || a - b);
  /** Whether each document is in the orders. */
  private present: Uint8Array;
  /** Name keys in order with their ranks (a renamed document's old key stays: ranks only need to stay ordered). */
  private names: string[] = [];
  private ranks: number[] = [];

  constructor(size: number) {
    this.boost = new Int32Array(size);
    this.featured = new Uint8Array(size);
    this.featuredUntil = new Float64Array(size);
    this.rating = new Float64Array(size);
    this.reviewCount = new Int32Array(size);
    this.lat = new Float64Array(size);
    this.lng = new Float64Array(size);
    this.nameRank = new Float64Array(size);
    this.present = new Uint8Array(size);
  }

  private get orders() {
    return [this.byName, this.byRating, this.byBoost];
  }

  /** Every document's keys at once (a full load): name ranks are their places in name order. */
  static of(size: number, docs: ReadonlyArray<{ docNo: number; keys: DocumentKeys }>): SortKeys {
    const keys = new SortKeys(size);
    const named = docs
      .map((doc) => ({ docNo: doc.docNo, name: nameKey(doc.keys) }))
      .sort((a, b) => compareCodePoints(a.name, b.name));
    named.forEach(({ docNo, name }, rank) => {
      keys.nameRank[docNo] = rank;
      keys.names.push(name);
      keys.ranks.push(rank);
    });
    for (const doc of docs) keys.write(doc.docNo, doc.keys);
    for (const order of keys.orders) order.fill(docs.map((doc) => doc.docNo));
    keys.byFeaturedEnd.fill(docs.map((doc) => doc.docNo).filter((doc) => keys.endsFeatured(doc)));
    for (const doc of docs) keys.present[doc.docNo] = 1;
    return keys;
  }

  /**
   * The documents still stored as Featured whose period has passed by `now` (until the expire-featured job has them
   * rewritten), soonest end first.
   */
  lapsedAt(now: number): readonly number[] {
    const lapsed = this.byFeaturedEnd.leading((doc) => !isFeaturedActive(true, this.featuredUntil[doc]!, now));
    return Array.from(this.byFeaturedEnd.documents.subarray(0, lapsed));
  }

  /** Whether a document is stored as Featured with an end (it is in `byFeaturedEnd`). */
  private endsFeatured(docNo: number): boolean {
    return this.featured[docNo] === 1 && !Number.isNaN(this.featuredUntil[docNo]!);
  }

  /** One document's current keys, after the load. */
  set(docNo: number, keys: DocumentKeys): void {
    if (docNo >= this.boost.length) this.grow(docNo);
    this.remove(docNo);
    this.write(docNo, keys);
    this.rankName(docNo, keys);
    for (const order of this.orders) order.insert(docNo);
    if (this.endsFeatured(docNo)) this.byFeaturedEnd.insert(docNo);
    this.present[docNo] = 1;
  }

  /** A document removed from the index (or about to be written anew). */
  remove(docNo: number): void {
    if (this.present[docNo] !== 1) return;
    for (const order of this.orders) order.remove(docNo);
    if (this.endsFeatured(docNo)) this.byFeaturedEnd.remove(docNo);
    this.present[docNo] = 0;
  }

  private rankName(docNo: number, keys: DocumentKeys): void {
    const name = nameKey(keys);
    let low = 0;
    let high = this.names.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (compareCodePoints(this.names[mid]!, name) < 0) low = mid + 1;
      else high = mid;
    }
    if (this.names[low] === name) {
      this.nameRank[docNo] = this.ranks[low]!;
      return;
    }
    const before = low > 0 ? this.ranks[low - 1]! : (this.ranks[0] ?? 1) - 2;
    const after = low < this.ranks.length ? this.ranks[low]! : before + 2;
    const rank = (before + after) / 2;
    // halving a gap ~50 times in one place leaves no number between neighbours: number them afresh first
    if (rank === before || rank === after) {
      this.renumber();
      this.rankName(docNo, keys);
      return;
    }
    this.names.splice(low, 0, name);
    this.ranks.splice(low, 0, rank);
    this.nameRank[docNo] = rank;
  }

  private write(docNo: number, keys: DocumentKeys): void {
    this.boost[docNo] = keys.boost;
    this.featured[docNo] = keys.featured ? 1 : 0;
    this.featuredUntil[docNo] = keys.featuredUntil ?? Number.NaN;
    this.rating[docNo] = keys.rating;
    this.reviewCount[docNo] = keys.reviewCount;
    this.lat[docNo] = keys.lat ?? Number.NaN;
    this.lng[docNo] = keys.lng ?? Number.NaN;
  }

  private renumber(): void {
    const byOldRank = new Map(this.ranks.map((rank, i) => [rank, i]));
    for (let doc = 0; doc < this.nameRank.length; doc++) this.nameRank[doc] = byOldRank.get(this.nameRank[doc]!) ?? 0;
    this.ranks = this.ranks.map((_, i) => i);
  }

  private grow(docNo: number): void {
    const size = Math.max(docNo + 1, this.boost.length * 2);
    const grown = <T extends Int32Array | Uint8Array | Float64Array>(from: T, make: (n: number) => T): T => {
      const to = make(size);
      to.set(from);
      return to;
    };
    this.boost = grown(this.boost, (n) => new Int32Array(n));
    this.featured = grown(this.featured, (n) => new Uint8Array(n));
    this.featuredUntil = grown(this.featuredUntil, (n) => new Float64Array(n));
    this.rating = grown(this.rating, (n) => new Float64Array(n));
    this.reviewCount = grown(this.reviewCount, (n) => new Int32Array(n));
    this.lat = grown(this.lat, (n) => new Float64Array(n));
    this.lng = grown(this.lng, (n) => new Float64Array(n));
    this.nameRank = grown(this.nameRank, (n) => new Float64Array(n));
    this.present = grown(this.present, (n) => new Uint8Array(n));
  }
}
