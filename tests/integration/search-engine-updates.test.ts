import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "slonik";
import { z } from "zod";
import { SearchParams } from "#app/search/api-params.server.ts";
import type { SearchEngine } from "#indexer/search/engine.ts";
import type { TestDatabase } from "../support/db.ts";
import { NOW } from "../support/directory.ts";
import { matchingRows, seedSearchEngine, type Filters, type Row } from "../support/search-engine.ts";

// The engine's index writes against real PostgreSQL and the demo data: one document refreshed or removed, a
// Featured period ending, full rebuilds, and document numbers; what a search finds after each is checked against
// a brute-force count computed from the source rows (support/search-engine.ts). Its searches: search-engine.test.ts.

let t: TestDatabase;
let engine: SearchEngine;
let rows: Row[];
const search = (input: Partial<SearchParams>) => engine.search(SearchParams.parse(input));
const bruteForce = (f: Filters) => matchingRows(rows, f);

beforeAll(async () => {
  ({ t, engine, rows } = await seedSearchEngine());
});
afterAll(async () => t.release());

describe("search engine", () => {
  it("keeps the Featured boost only while featuredUntil is in the future", async () => {
    // recently confirmed: a listing not confirmed recently ranks below every recent one, Featured or not
    const plain = rows.find(
      (r) => !r.featured && r.confirmedAt !== null && NOW.getTime() - r.confirmedAt < 86_400_000,
    )!;
    await t.db.query(
      sql.unsafe`UPDATE therapists SET is_featured = true, featured_until = ${NOW.toISOString()}::timestamptz + interval '10 days' WHERE id = ${plain.id}`,
    );
    expect(await engine.indexTherapist(plain.id)).toMatchObject({ indexed: true });
    const recentFeatured = rows.filter(
      (r) => r.featured && r.confirmedAt !== null && NOW.getTime() - r.confirmedAt < 30 * 86_400_000,
    ).length;
    const top = (await search({ limit: 50 })).therapists.slice(0, recentFeatured + 1);
    expect(top.some((x) => x.id === plain.id)).toBe(true);
    await t.db.query(
      sql.unsafe`UPDATE therapists SET featured_until = ${NOW.toISOString()}::timestamptz - interval '1 minute' WHERE id = ${plain.id}`,
    );
    expect(await engine.indexTherapist(plain.id)).toEqual({ indexed: true, removed: false });
    const after = (await search({ limit: 50 })).therapists.slice(0, recentFeatured);
    expect(after.some((x) => x.id === plain.id)).toBe(false);
  });

  it("refreshes one document on change and removes it when no longer approved", async () => {
    const someone = rows.find((r) => r.city === "Guelph")!;
    await t.db.query(sql.unsafe`UPDATE therapists SET city = 'Barrie' WHERE id = ${someone.id}`);
    await engine.indexTherapist(someone.id);
    const barrie = await search({ city: "Barrie", limit: 50 });
    expect(barrie.therapists.some((x) => x.id === someone.id)).toBe(true);
    expect((await search({ city: "Guelph", limit: 50 })).therapists.some((x) => x.id === someone.id)).toBe(false);
    const before = (await search({})).totalInDatabase;
    await t.db.query(sql.unsafe`UPDATE therapists SET status = 'rejected' WHERE id = ${someone.id}`);
    expect(await engine.indexTherapist(someone.id)).toMatchObject({ indexed: false });
    const after = await search({});
    expect(after.totalInDatabase).toBe(before - 1);
    expect(after.facets.city.find((c) => c.value === "barrie")?.count).toBe(barrie.total - 1);
    await t.db.query(sql.unsafe`UPDATE therapists SET status = 'approved', city = 'Guelph' WHERE id = ${someone.id}`);
    await engine.indexTherapist(someone.id);
  });

  it("rebuilds idempotently", async () => {
    const before = await search({ city: "Toronto" });
    expect(await engine.rebuild()).toBe(rows.length);
    expect(await engine.rebuild()).toBe(rows.length);
    const after = await search({ city: "Toronto" });
    expect(after.total).toBe(before.total);
    expect(after.facets).toEqual(before.facets);
    expect(after.therapists.map((x) => x.id)).toEqual(before.therapists.map((x) => x.id));
  });

  it("keeps every document's number through a rebuild and an update, and numbers a new document after the last", async () => {
    const numbered = () =>
      t.db.anyFirst(
        sql.type(z.object({ n: z.number().int() }))`SELECT doc_no AS n FROM search_documents ORDER BY doc_no`,
      );
    const before = await numbered();
    await engine.rebuild();
    expect(await numbered()).toEqual(before);
    await engine.indexTherapist(rows[0]!.id);
    expect(await numbered()).toEqual(before);
    const someone = rows.find((r) => r.city === "Toronto")!;
    await t.db.query(sql.unsafe`UPDATE therapists SET status = 'pending' WHERE id = ${someone.id}`);
    await engine.indexTherapist(someone.id);
    await t.db.query(sql.unsafe`UPDATE therapists SET status = 'approved' WHERE id = ${someone.id}`);
    await engine.indexTherapist(someone.id);
    const numbers = await t.db.anyFirst(
      sql.type(z.object({ n: z.number().int() }))`SELECT doc_no AS n FROM search_documents ORDER BY doc_no`,
    );
    expect(numbers.at(-1)).toBe(before.at(-1)! + 1); // no number was used up by the rebuild or the update
    // the new number is counted like the others
    const toronto = await search({ city: "Toronto", mode: "online" });
    expect(toronto.total).toBe(bruteForce({ city: "Toronto", mode: "online" }).length);
    for (const { value, count } of toronto.facets.therapyType)
      expect(count, value).toBe(bruteForce({ city: "Toronto", mode: "online", therapyType: value }).length);
    const grief = await search({ query: "toronto grief" });
    expect(grief.total).toBe(
      rows.filter((r) => r.city === "Toronto" && r.specialties.some((x) => /\bgrief\b/i.test(x))).length,
    );
  });

  it("keeps the pair counts of one-document updates equal to a full rebuild's", async () => {
    const someone = rows.find((r) => r.city === "Hamilton" && r.specialties.length > 1)!;
    const specialty = someone.specialties[0]!;
    await t.db.query(
      sql.unsafe`UPDATE therapists SET city = 'Kingston', specialties = specialties[2:] WHERE id = ${someone.id}`,
    );
    await engine.indexTherapist(someone.id);
    const word = specialty.split(/\W+/).find((w) => w.length > 3) ?? "therapy";
    const single = [
      { specialty },
      { city: "Kingston" },
      { city: "Hamilton" },
      { mode: "online" as const },
      { query: word },
      { query: "kingston" },
    ];
    const incremental = await Promise.all(single.map((filters) => search(filters)));
    await engine.rebuild();
    const rebuilt = await Promise.all(single.map((filters) => search(filters)));
    expect(incremental.map((r) => r.facets)).toEqual(rebuilt.map((r) => r.facets));
    expect(incremental.map((r) => r.total)).toEqual(rebuilt.map((r) => r.total));
    await t.db.query(
      sql.unsafe`UPDATE therapists SET city = ${someone.city}, specialties = ${sql.array(someone.specialties, "text")} WHERE id = ${someone.id}`,
    );
    await engine.indexTherapist(someone.id);
  });
});
