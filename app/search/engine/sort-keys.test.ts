import { describe, expect, it } from "vitest";
import { FEATURED_BOOST } from "../facets.ts";
import { compareCodePoints, SortKeys, type DocumentKeys } from "./sort-keys.server.ts";

// The name ranks and stored orders as documents are written after the load: many written between the same two
// neighbours (each halves the gap between their ranks until no number is left between them and the ranks are
// numbered afresh), renamed and removed; and the lapsed Featured documents as the clock passes their ends.

const keysOf = (sortName: string, id: number, extra: Partial<DocumentKeys> = {}): DocumentKeys => ({
  boost: 1000,
  featured: false,
  featuredUntil: null,
  rating: 4,
  reviewCount: 1,
  lat: null,
  lng: null,
  sortName,
  therapistId: `00000000-0000-0000-0000-${String(id).padStart(12, "0")}`,
  ...extra,
});

describe("sort keys", () => {
  it("keeps the name order through a thousand writes between the same two neighbours, renames and removals", () => {
    const names = new Map<number, string>([
      [0, "a"],
      [1, "b"],
      [2, "c"],
    ]);
    const keys = SortKeys.of(
      8,
      [...names].map(([docNo, name]) => ({ docNo, keys: keysOf(name, docNo) })),
    );
    // each new name comes just before the previous one, so every write lands in the gap after "b" (rank 1): halving
    // it toward 1 leaves no number in between after about 52 writes
    for (let doc = 3; doc < 1003; doc++) {
      const name = `b${String(10_000 - doc).padStart(5, "0")}`;
      keys.set(doc, keysOf(name, doc));
      names.set(doc, name);
    }
    keys.set(500, keysOf("zz", 500));
    names.set(500, "zz");
    keys.remove(7);
    names.delete(7);
    const expected = [...names].sort((x, y) => compareCodePoints(x[1], y[1])).map(([doc]) => doc);
    expect([...keys.byName.documents]).toEqual(expected);
    const ranks = expected.map((doc) => keys.nameRank[doc]!);
    expect(ranks.every((rank, i) => i === 0 || rank > ranks[i - 1]!)).toBe(true);
    expect(keys.byBoost.documents.length).toBe(names.size);
  });

  it("tells the lapsed Featured documents as the clock passes each end, and after each write", () => {
    const featured = (end: number) => ({ featured: true, featuredUntil: end, boost: FEATURED_BOOST + 1000 });
    const keys = SortKeys.of(8, [
      { docNo: 0, keys: keysOf("a", 0, featured(100)) },
      { docNo: 1, keys: keysOf("b", 1, featured(200)) },
      { docNo: 2, keys: keysOf("c", 2) },
    ]);
    expect(keys.lapsedAt(50)).toEqual([]);
    expect(keys.lapsedAt(100)).toEqual([0]);
    expect(keys.lapsedAt(150)).toEqual([0]);
    expect([...keys.lapsedAt(200)].sort()).toEqual([0, 1]);
    keys.set(0, keysOf("a", 0, featured(300)));
    expect(keys.lapsedAt(200)).toEqual([1]);
    expect(keys.lapsedAt(99)).toEqual([]);
    // Featured with no end never lapses; one written as not Featured, or removed, is no longer counted
    keys.set(3, keysOf("d", 3, { featured: true, featuredUntil: null, boost: FEATURED_BOOST + 1000 }));
    keys.set(4, keysOf("e", 4, featured(50)));
    expect(keys.lapsedAt(10_000)).toEqual([4, 1, 0]);
    keys.set(4, keysOf("e", 4));
    keys.remove(1);
    expect(keys.lapsedAt(10_000)).toEqual([0]);
    expect(keys.lapsedAt(299)).toEqual([]);
  });
});
