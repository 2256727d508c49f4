import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "slonik";
import { z } from "zod";
import { SearchParams } from "#app/search/params.ts";
import { postgresSearchEngine, type SearchEngine } from "#indexer/search/engine.ts";
import { seedDemoData } from "#indexer/seed/seed.server.ts";
import { createTestDb, type TestDatabase } from "../support/db.ts";

let t: TestDatabase;
let engine: SearchEngine;
const search = (input: Partial<SearchParams>) => engine.search(SearchParams.parse(input));

beforeAll(async () => {
  t = await createTestDb();
  await seedDemoData(t.db, { now: new Date("2026-11-01T12:00:00Z") });
  engine = postgresSearchEngine(t.db);
  await engine.rebuild();
});
afterAll(async () => t.drop());

describe("search engine (smoke)", () => {
  it("indexes every approved therapist and pages by 24", async () => {
    const approved = await t.db.oneFirst(sql.type(z.object({ n: z.number() }))`SELECT count(*)::int AS n FROM therapists WHERE status = 'approved'`);
    const result = await search({});
    expect(result.totalInDatabase).toBe(approved);
    expect(result.total).toBe(approved);
    expect(result.therapists).toHaveLength(24);
  });
});
