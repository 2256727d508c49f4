import { describe, expect, it } from "vitest";
import { countFacets, keepEveryFilter, type Term } from "./facet-counts.ts";
import { FacetStore, type DocumentFacets } from "./facet-store.ts";
import { keyOf } from "./kept-counts.ts";

// The in-memory counts against a brute-force count over the same documents: rare values (kept as sorted lists),
// common ones (bitsets), values that cross from one to the other as documents are written, removed documents,
// masks small enough to be counted from the documents' side and large enough to be counted from the values'.

/** A small deterministic random generator, so a failure can be replayed. */
function random(seed: number) {
  return () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
}

function documentOf(docNo: number, next: () => number): DocumentFacets & { facets: string[] } {
  const facets = ["_all=_all", `city=c${Math.floor(next() * 12)}`, `mode=${next() < 0.5 ? "online" : "inperson"}`];
  if (next() < 0.9) facets.push("acceptingClients=true");
  for (let s = 0; s < 40; s++) if (next() < (s < 3 ? 0.4 : 0.01)) facets.push(`specialty=s${s}`);
  if (next() < 0.002) facets.push("specialty=rare");
  if (next() < 0.3) facets.push("word=w1");
  return { docNo, facets, city: null };
}

type Doc = { docNo: number; facets: Set<string> };

/** A store loaded whole from these documents, as a full load gives them: each value's numbers, in two ranges. */
function storeOf(docs: readonly DocumentFacets[]): FacetStore {
  const store = new FacetStore(Math.max(...docs.map((doc) => doc.docNo), -1));
  for (const half of [docs.slice(0, docs.length / 2), docs.slice(docs.length / 2)]) {
    const byPair = new Map<string, number[]>();
    for (const doc of half)
      for (const pair of doc.facets ?? []) byPair.set(pair, [...(byPair.get(pair) ?? []), doc.docNo]);
    for (const [pair, numbers] of byPair) store.load(pair, null, Uint32Array.from(numbers.reverse()));
  }
  return store.finish();
}

function bruteForce(docs: readonly Doc[], terms: readonly Term[], facet: string) {
  const counts = new Map<string, number>();
  let total = 0;
  for (const doc of docs) {
    const has = (term: Term) => term.values.some((v) => doc.facets.has(`${v.facet}=${v.value}`));
    if (terms.every(has)) total++;
    if (!terms.filter((term) => term.group !== facet).every(has)) continue;
    for (const pair of doc.facets)
      if (pair.startsWith(`${facet}=`))
        counts.set(pair.slice(facet.length + 1), (counts.get(pair.slice(facet.length + 1)) ?? 0) + 1);
  }
  return { total, counts: [...counts].sort() };
}

const TERMS: Term[][] = [
  [],
  [{ group: "city", values: [{ facet: "city", value: "c3" }] }],
  [{ group: "acceptingClients", values: [{ facet: "acceptingClients", value: "true" }] }],
  [{ group: "specialty", values: [{ facet: "specialty", value: "rare" }] }],
  [
    { group: "city", values: [{ facet: "city", value: "c1" }] },
    { group: "specialty", values: [{ facet: "specialty", value: "s0" }] },
    { group: "_text", values: [{ facet: "word", value: "w1" }] },
  ],
  [
    {
      group: "specialty",
      values: [
        { facet: "specialty", value: "s1" },
        { facet: "specialty", value: "s7" },
      ],
    },
  ],
];

function expectSame(store: FacetStore, docs: readonly Doc[]) {
  for (const terms of TERMS) {
    const counted = countFacets(store, terms);
    for (const facet of ["city", "specialty", "mode", "acceptingClients"] as const) {
      const expected = bruteForce(docs, terms, facet);
      expect(counted.total, JSON.stringify(terms)).toBe(expected.total);
      expect(counted.facets[facet].map((f) => [f.value, f.count]).sort(), `${facet} ${JSON.stringify(terms)}`).toEqual(
        expected.counts,
      );
    }
    expect(counted.totalInDatabase).toBe(docs.length);
  }
}

describe("in-memory facet counts", () => {
  it("count as brute force, loaded whole and after documents are written and removed", () => {
    const next = random(7);
    const loaded = Array.from({ length: 3000 }, (_, docNo) => documentOf(docNo, next));
    loaded[5]!.facets.push(loaded[5]!.facets[1]!, "acceptingClients=true"); // a pair twice counts once
    const store = storeOf(loaded);
    const docs = new Map(loaded.map((d) => [d.docNo, { docNo: d.docNo, facets: new Set(d.facets) }]));
    expectSame(store, [...docs.values()]);
    // rewrites, removals, and new documents past the bitsets' length; "specialty=rare" becomes common
    for (let i = 0; i < 1500; i++) {
      const docNo = i % 3 === 0 ? 3000 + 4096 + i : Math.floor(next() * 3000);
      const doc = i % 5 === 0 ? { docNo, facets: null, city: null } : documentOf(docNo, next);
      if (doc.facets && i % 2 === 0) doc.facets.push("specialty=rare"); // sometimes twice: counted once
      store.apply(doc);
      if (doc.facets) docs.set(docNo, { docNo, facets: new Set(doc.facets) });
      else docs.delete(docNo);
    }
    expectSame(store, [...docs.values()]);
  });

  it("without facets, gives the same matches and total and no facet counts", () => {
    const next = random(5);
    const loaded = Array.from({ length: 2000 }, (_, docNo) => documentOf(docNo, next));
    const store = storeOf(loaded);
    for (const terms of TERMS) {
      const full = countFacets(store, terms);
      const bare = countFacets(store, terms, [], false);
      expect(bare.total, JSON.stringify(terms)).toBe(full.total);
      expect([...bare.matched]).toEqual([...full.matched]);
      expect(Object.values(bare.facets).every((list) => list.length === 0)).toBe(true);
    }
  });

  it("counts nothing in an empty index, and takes its first documents", () => {
    const store = storeOf([]);
    expect(countFacets(store, TERMS[1]!)).toEqual({
      facets: countFacets(store, []).facets,
      total: 0,
      totalInDatabase: 0,
      matched: expect.any(Uint32Array),
      exact: expect.any(Uint32Array),
    });
    store.apply({ docNo: 0, facets: ["_all=_all", "city=c3"], city: "C3" });
    const counted = countFacets(store, []);
    expect(counted.facets.city).toEqual([{ value: "c3", label: "C3", count: 1 }]);
    expect(counted.totalInDatabase).toBe(1);
  });

  it("counts a query word's documents as a condition on every facet", () => {
    const next = random(11);
    const docs = Array.from({ length: 1000 }, (_, docNo) => documentOf(docNo, next));
    const store = storeOf(docs);
    const withWord = docs.filter((doc) => doc.facets.includes("word=w1"));
    const counted = countFacets(store, [{ group: "_text", values: [{ facet: "word", value: "w1" }] }]);
    expect(counted.total).toBe(withWord.length);
    expect(withWord.length).toBeGreaterThan(100);
    expect(counted.facets.city.reduce((sum, f) => sum + f.count, 0)).toBe(withWord.length);
    expect(countFacets(store, [{ group: "_text", values: [] }]).total).toBe(0);
  });

  it("keeps, from a load, the counts under each single filter value, and a left-out filter's counts made from the documents' side", () => {
    const next = random(23);
    const loaded = Array.from({ length: 2000 }, (_, docNo) => documentOf(docNo, next));
    const store = storeOf(loaded);
    keepEveryFilter(store);
    const docs = loaded.map((d) => ({ docNo: d.docNo, facets: new Set(d.facets) }));
    for (const pair of ["city=c3", "mode=online", "acceptingClients=true", "specialty=s0", "specialty=rare"]) {
      expect(store.kept.get(keyOf([[pair]])), pair).toBeDefined();
      const [facet, value] = pair.split("=") as [string, string];
      const terms = [{ group: facet, values: [{ facet, value }] }];
      const counted = countFacets(store, terms);
      for (const shown of ["city", "specialty", "mode"] as const) {
        expect(counted.facets[shown].map((f) => [f.value, f.count]).sort(), `${pair} ${shown}`).toEqual(
          bruteForce(docs, terms, shown).counts,
        );
      }
    }
    // the specialty's counts apply the city and the word alone: a small set, counted from its documents, so kept
    const key = keyOf([["city=c1"], ["word=w1"]]);
    expect(store.kept.get(key)).toBeUndefined();
    countFacets(store, TERMS[4]!);
    expect(store.kept.get(key)).toBeDefined();
  });

  it("keeps a search's counts and keeps them exact through writes, a value first seen since included", () => {
    const next = random(19);
    const loaded = Array.from({ length: 2000 }, (_, docNo) => documentOf(docNo, next));
    const store = storeOf(loaded);
    const docs = new Map(loaded.map((d) => [d.docNo, { docNo: d.docNo, facets: new Set(d.facets) }]));
    const inCity = [{ group: "city", values: [{ facet: "city", value: "c3" }] }];
    const withWord = [
      { group: "_text", values: [{ facet: "word", value: "w1" }] },
      { group: "_text", values: [{ facet: "word", value: "w2" }] },
    ];
    for (const terms of [inCity, withWord]) countFacets(store, terms);
    expect(store.kept.get(keyOf([["city=c3"]]))).toBeDefined();
    expect(store.kept.get(keyOf([["word=w2"], ["word=w1"]]))).toBeDefined();
    const write = (doc: DocumentFacets) => {
      store.apply(doc);
      if (doc.facets) docs.set(doc.docNo, { docNo: doc.docNo, facets: new Set(doc.facets) });
      else docs.delete(doc.docNo);
    };
    const c3 = loaded.filter((doc) => doc.facets.includes("city=c3")).map((doc) => doc.docNo);
    write({ docNo: c3[0]!, facets: null, city: null }); // removed
    write({ docNo: c3[1]!, facets: ["_all=_all", "city=c4", "mode=online"], city: null }); // moved out
    write({ docNo: c3[2]!, facets: ["_all=_all", "city=c3", "specialty=first", "word=w1", "word=w2"], city: null }); // a new value
    write({ docNo: 5000, facets: ["_all=_all", "city=c3", "specialty=first", "acceptingClients=true"], city: null }); // a new document
    for (let i = 0; i < 300; i++) write(documentOf(Math.floor(next() * 2000), next));
    for (const terms of [inCity, withWord]) {
      const counted = countFacets(store, terms);
      for (const facet of ["city", "specialty", "mode", "acceptingClients"] as const) {
        expect(counted.facets[facet].map((f) => [f.value, f.count]).sort(), facet).toEqual(
          bruteForce([...docs.values()], terms, facet).counts,
        );
      }
    }
    expect(countFacets(store, inCity).facets.specialty.find((f) => f.value === "first")?.count).toBe(2);
  });
});
