import { unitVector, type Point } from "../near.ts";
import { both } from "./facet-counts.ts";
import type { FacetStore } from "./facet-store.ts";

// Nearest first. An office's point is its city's, so the documents share a few hundred places at most (the
// "place=lat,lng" values of the store), and ordering by distance is ordering those places: the matches at the
// nearest place come first, then those at the next, and so on, each place's in the order that breaks the tie (the
// boost order, page-order.ts); the matches with no office place come last. Places are put in order by the squared
// chord between unit vectors, which orders as the great-circle distance does; places at the same distance make one
// group. The groups are made one at a time as the page reads them, so a first page reads a place or two rather than
// a distance for every match.

/**
 * The documents of the mask in groups, nearest to the origin first: one group per distance (the documents at the
 * places that far), then the documents with no office place. Each group is a bitset of the store's, valid until
 * the store's bitsets are reclaimed.
 */
export function* nearestFirst(store: FacetStore, mask: Uint32Array, origin: Point): Generator<Uint32Array> {
  const [x0, y0, z0] = unitVector(origin);
  const places = store.places
    .map(({ id, x, y, z }) => ({ id, chord: (x - x0) ** 2 + (y - y0) ** 2 + (z - z0) ** 2 }))
    .sort((a, b) => a.chord - b.chord);
  for (let i = 0; i < places.length;) {
    const group = store.bitsets.take(mask.length);
    const { chord } = places[i]!;
    for (; i < places.length && places[i]!.chord === chord; i++) store.postings[places[i]!.id]!.orInto(group);
    for (let w = 0; w < group.length; w++) group[w]! &= mask[w]!;
    yield group;
  }
  const placed = store.bitsets.take(mask.length);
  for (const { id } of places) store.postings[id]!.orInto(placed);
  yield both(store, mask, placed, true);
}
