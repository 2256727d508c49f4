import { describe, expect, it } from "vitest";
import { FEATURED_BOOST, PLACE_FACET, placeValue } from "../facets.ts";
import { FacetStore, type DocumentFacets } from "./facet-store.ts";
import { nearestFirst } from "./nearest.ts";
import { ordering, pageOf, type Order } from "./page-order.ts";
import { compareCodePoints, SortKeys, type DocumentKeys } from "./sort-keys.server.ts";

// Pages ordered in memory against a brute-force sort of the same documents, written in plain TypeScript from the
// keys themselves: many ties on the leading keys (so the name order decides), Featured periods that have passed,
// unknown places, documents rewritten, renamed and removed after the load; masks from every document down to a
// handful (so pages are read both by walking a stored order and by sorting the group), deep pages, two groups.
// Nearest first is the facet store's places in groups (nearest.ts), each in the boost order.

/** The order a search asks for: one of the sort keys', or nearest first from a point. */
type Asked = Order | { by: "distance"; lat: number; lng: number };

/** A mask of the given documents. */
function maskOf(docs: Iterable<number>, words: number): Uint32Array {
  const bits = new Uint32Array(words);
  for (const doc of docs) bits[doc >>> 5]! |= 1 << (doc & 31);
  return bits;
}

/** A small deterministic random generator, so a failure can be replayed. */
function random(seed: number) {
  return () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
}

const NOW = Date.UTC(2026, 10, 1);
const NAMES = ["ali", "bo", "bo ali", "chen", "d'souza", "łukasz", "ølsen", "zed", "a\u{1F600}", "a\uFB01"];
const PLACES = [
  [43.65, -79.38],
  [45.42, -75.69],
  [43.25, -79.87],
  [null, null],
] as const;

function keysOf(next: () => number, id: number): DocumentKeys {
  const featured = next() < 0.1;
  const place = PLACES[Math.floor(next() * PLACES.length)]!;
  return {
    boost: [830_000, 750_000, 920_000, 751_234][Math.floor(next() * 4)]! + (featured ? FEATURED_BOOST : 0),
    featured,
    featuredUntil: featured ? NOW + (next() < 0.5 ? -1 : 1) * 3_600_000 : null,
    rating: [0, 4.5, 4.75, 5][Math.floor(next() * 4)]!,
    reviewCount: Math.floor(next() * 3),
    lat: place[0],
    lng: place[1],
    sortName: NAMES[Math.floor(next() * NAMES.length)]!,
    therapistId: `00000000-0000-0000-0000-${String(id).padStart(12, "0")}`,
  };
}

/** A document's pairs as the index writes them: every document, and its office's place when it has one. */
function facetsOf(docNo: number, keys: DocumentKeys): DocumentFacets {
  const place = keys.lat !== null && keys.lng !== null ? [`${PLACE_FACET}=${placeValue(keys.lat, keys.lng)}`] : [];
  return { docNo, facets: ["_all=_all", ...place], city: null };
}

/** The facet store of the documents, loaded as a web process loads it. */
function storeOf(docs: ReadonlyMap<number, DocumentKeys>): FacetStore {
  const store = new FacetStore(16_383);
  const byPair = new Map<string, number[]>();
  for (const [docNo, keys] of docs)
    for (const pair of facetsOf(docNo, keys).facets!) {
      const numbers = byPair.get(pair);
      if (numbers) numbers.push(docNo);
      else byPair.set(pair, [docNo]);
    }
  for (const [pair, numbers] of byPair) store.load(pair, null, Uint32Array.from(numbers));
  return store.finish();
}

function reference(order: Asked, docs: ReadonlyMap<number, DocumentKeys>) {
  const k = (doc: number) => docs.get(doc)!;
  const byName = (a: number, b: number) =>
    compareCodePoints(k(a).sortName, k(b).sortName) || compareCodePoints(k(a).therapistId, k(b).therapistId);
  const lapsed = (d: DocumentKeys) => d.featured && d.featuredUntil !== null && d.featuredUntil <= NOW;
  const boostNow = (doc: number) => k(doc).boost - (lapsed(k(doc)) ? FEATURED_BOOST : 0);
  const byBoost = (a: number, b: number) => boostNow(b) - boostNow(a) || byName(a, b);
  switch (order.by) {
    case "name":
      return byName;
    case "rating":
      return (a: number, b: number) => k(b).rating - k(a).rating || k(b).reviewCount - k(a).reviewCount || byName(a, b);
    case "boost":
      return byBoost;
    case "distance": {
      // great-circle distance (haversine), written out here
      const rad = Math.PI / 180;
      const distance = (doc: number) => {
        const d = k(doc);
        if (d.lat === null || d.lng === null) return Infinity;
        const h =
          Math.sin(((d.lat - order.lat) * rad) / 2) ** 2 +
          Math.cos(order.lat * rad) * Math.cos(d.lat * rad) * Math.sin(((d.lng - order.lng) * rad) / 2) ** 2;
        return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
      };
      return (a: number, b: number) => (distance(a) === distance(b) ? 0 : distance(a) - distance(b)) || byBoost(a, b);
    }
  }
}

describe("pages ordered in memory", () => {
  it("equal a brute-force sort, for every order, density, page and group, through writes", () => {
    const next = random(20261125);
    const docs = new Map<number, DocumentKeys>();
    for (let doc = 0; doc < 12_000; doc++) docs.set(doc, keysOf(next, doc));
    const keys = SortKeys.of(
      16_384,
      [...docs].map(([docNo, k]) => ({ docNo, keys: k })),
    );
    const store = storeOf(docs);
    // after the load: rewrites (some renamed to names between others), new documents, removals
    for (let i = 0; i < 600; i++) {
      const doc = Math.floor(next() * 12_500);
      if (next() < 0.2 && docs.has(doc)) {
        keys.remove(doc);
        store.apply({ docNo: doc, facets: null, city: null });
        docs.delete(doc);
      } else {
        const written = keysOf(next, doc);
        keys.set(doc, written);
        store.apply(facetsOf(doc, written));
        docs.set(doc, written);
      }
    }
    const orders: Asked[] = [
      { by: "name" },
      { by: "rating" },
      { by: "boost" },
      { by: "distance", lat: 43.65, lng: -79.38 },
    ];
    let checked = 0;
    for (const share of [1, 0.6, 0.1, 0.01, 0.001]) {
      const chosen = [...docs.keys()].filter(() => next() < share);
      const split = chosen.filter(() => next() < 0.3);
      for (const order of orders) {
        const compare = reference(order, docs);
        const inSplit = new Set(split);
        const expected = [...split].sort(compare).concat(chosen.filter((doc) => !inSplit.has(doc)).sort(compare));
        const groups = [
          maskOf(split, 512),
          maskOf(
            chosen.filter((doc) => !inSplit.has(doc)),
            512,
          ),
        ];
        const all = [maskOf(chosen, 512)];
        const allExpected = [...chosen].sort(compare);
        for (const [offset, limit] of [
          [0, 24],
          [24, 24],
          [480, 50],
          [4_000, 24],
          [chosen.length - 5, 24],
          [0, 50],
        ] as const) {
          const start = Math.max(0, offset);
          if (order.by === "distance") {
            const byPlace = nearestFirst(store, maskOf(chosen, store.words), order);
            const page = pageOf(byPlace, ordering(keys, { by: "boost" }, NOW), start, limit);
            expect(page, `${order.by} ${share} ${start}`).toEqual(allExpected.slice(start, start + limit));
            store.bitsets.reclaim();
          } else {
            const page = pageOf(all, ordering(keys, order, NOW), start, limit);
            expect(page, `${order.by} ${share} ${start}`).toEqual(allExpected.slice(start, start + limit));
            expect(pageOf(groups, ordering(keys, order, NOW), start, limit)).toEqual(
              expected.slice(start, start + limit),
            );
          }
          checked++;
        }
      }
    }
    expect(checked).toBe(5 * 4 * 6);
  });

  it("orders names by code point, astral characters after the rest of the Basic Multilingual Plane", () => {
    expect(["a\u{1F600}", "a\uFB01", "ab"].sort(compareCodePoints)).toEqual(["ab", "a\uFB01", "a\u{1F600}"]);
  });
});
