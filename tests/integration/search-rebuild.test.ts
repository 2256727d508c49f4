import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "slonik";
import { z } from "zod";
import { SearchParams } from "#app/search/api-params.server.ts";
import { postgresSearchEngine, type SearchEngine } from "#indexer/search/engine.ts";
import { rebuildIndex } from "#indexer/search/index-writer.ts";
import { createTestDb, type TestDatabase } from "../support/db.ts";
import { Model } from "../support/search-model.ts";

// A full rebuild while the directory is in use: it works in short batches, so approvals, edits and removals made
// meanwhile are indexed (and searchable) between two batches instead of waiting for the whole rebuild, and none
// of them is lost or undone by the batches that follow.

const NOW = Date.UTC(2026, 10, 1, 12);
const CITIES = ["Toronto", "Ottawa", "Hamilton"];

let t: TestDatabase;
let engine: SearchEngine;
let model: Model;
const search = (input: Partial<SearchParams>) => engine.search(SearchParams.parse(input));
const byId = (ids: readonly string[]) => [...ids].sort();

beforeAll(async () => {
  t = await createTestDb();
  engine = postgresSearchEngine(t.db, () => NOW);
  model = new Model(t.db);
  for (let i = 0; i < 30; i++)
    await model.add({ lastName: `Name${i}`, city: CITIES[i % 3]!, status: i < 27 ? "approved" : "pending" });
  await engine.rebuild();
});
afterAll(async () => t.release());

describe("a rebuild under writes", () => {
  it("lets writes through between batches, searchable at once, and loses none of them", async () => {
    const ids = byId(model.rows.filter((r) => r.status === "approved").map((r) => r.id));
    const [early, late] = [ids[0]!, ids.at(-1)!]; // rebuilt in the first batch, and in the last one
    const pending = model.rows.find((r) => r.status === "pending")!.id;
    const removed = ids[10]!;
    let during: { kingston: string[]; total: number } | undefined;
    let batches = 0;
    const written = await rebuildIndex(t.db, NOW, {
      batchSize: 5,
      afterBatch: async () => {
        if (++batches !== 1) return;
        await model.update(early, { city: "Kingston" });
        await model.update(late, { city: "Kingston" });
        await model.update(pending, { status: "approved", city: "Kingston" });
        await model.update(removed, { status: "rejected" });
        for (const id of [early, late, pending, removed]) await engine.indexTherapist(id); // the index-therapist job
        const kingston = await search({ city: "Kingston", limit: 50 });
        during = { kingston: kingston.therapists.map((x) => x.id), total: (await search({})).total };
      },
    });
    expect(batches).toBeGreaterThan(4); // the writes came after the first of its batches (27 documents, 5 a batch)
    expect(byId(during!.kingston)).toEqual(byId([early, late, pending]));
    expect(during!.total).toBe(27); // one approved, one removed
    expect(written).toBeGreaterThan(20);
    const after = await search({ city: "Kingston", limit: 50 });
    expect(byId(after.therapists.map((x) => x.id))).toEqual(byId([early, late, pending]));
    const all = await search({ limit: 50 });
    expect(all.total).toBe(27);
    expect(all.therapists.map((x) => x.id)).not.toContain(removed);
    const stored = await t.db.oneFirst(
      sql.type(z.object({ n: z.number() }))`SELECT count(*)::int AS n FROM search_documents`,
    );
    expect(stored).toBe(27);
  });

  it("removes, in batches, the documents of therapists no longer approved that no job removed", async () => {
    const approved = model.rows.filter((r) => r.status === "approved").map((r) => r.id);
    const gone = approved.slice(0, 7); // more than a batch of 5
    for (const id of gone) await model.update(id, { status: "rejected" }); // no index-therapist job: only the rebuild sees it
    const before = (await search({})).total;
    await rebuildIndex(t.db, NOW, { batchSize: 5 });
    const all = await search({ limit: 50 });
    expect(all.total).toBe(before - gone.length);
    expect(all.therapists.map((x) => x.id).filter((id) => gone.includes(id))).toEqual([]);
    const stored = await t.db.oneFirst(
      sql.type(z.object({ n: z.number() }))`SELECT count(*)::int AS n FROM search_documents`,
    );
    expect(stored).toBe(before - gone.length);
  });
});
