import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "slonik";
import { z } from "zod";
import { SearchParams } from "#app/search/params.ts";
import { FacetBitSnapshot } from "#indexer/search/bit-snapshot.ts";
import { postgresSearchEngine, type SearchEngine } from "#indexer/search/engine.ts";
import { countFacets } from "#indexer/search/facet-counts.ts";
import { filtersOf, termsOf } from "#indexer/search/search.ts";
import { toTextQuery } from "#indexer/search/text.ts";
import { addSyntheticTherapists, seedDemoData } from "#indexer/seed/seed.server.ts";
import { createTestDb, type TestDatabase } from "../support/db.ts";

// The in-memory copy of the facet bit strings (bit-snapshot.ts) against PostgreSQL's own bit-string counts, on the
// same database: the same counts for every kind of search, never a count from a copy that is behind.

const NOW = new Date("2026-11-01T12:00:00Z");
let t: TestDatabase;
let engine: SearchEngine;

beforeAll(async () => {
  t = await createTestDb();
  await seedDemoData(t.db, { now: NOW });
  await addSyntheticTherapists(t.db, 700);
  engine = postgresSearchEngine(t.db, () => NOW.getTime());
  await engine.rebuild();
});
afterAll(async () => t.drop());

/** The counts of a search: in PostgreSQL (no copy given), or with a copy. */
async function counts(input: Partial<SearchParams>, snapshot?: FacetBitSnapshot) {
  const params = SearchParams.parse(input);
  const text = params.query ? await toTextQuery(t.db, params.query) : null;
  return countFacets(t.db, termsOf(filtersOf(params), text), text?.tsquery ?? null, snapshot);
}

const indexVersion = () => t.db.oneFirst(sql.type(z.object({ version: z.number() }))`SELECT version FROM search_index_version`);
const strings = () => t.db.oneFirst(sql.type(z.object({ n: z.number() }))`SELECT count(*)::int AS n FROM search_facet_bits`);

const CASES: Array<Partial<SearchParams>> = [
  { city: "Toronto", specialty: "Anxiety" },
  { city: "Ottawa", mode: "online", acceptingClients: true },
  { therapyType: "CBT", price: "$100-$160" },
  { issue: "Trauma & PTSD", insuranceProvider: "Sun Life" },
  { query: "trauma emdr" },
  { query: "anxiety toronto" },
  { query: "tornto" },
  { query: "grief", city: "Ottawa" },
  { query: "smith" },
  { query: "smith anxiety", mode: "inperson" },
  { query: "zzzzqqq" },
  { city: "No Such City", specialty: "Anxiety" },
];

describe("facet counts in memory", () => {
  it("counts every kind of search exactly as PostgreSQL does", async () => {
    const snapshot = new FacetBitSnapshot();
    expect(await snapshot.refresh(t.db)).toBe(await strings());
    expect(snapshot.isAt(await indexVersion())).toBe(true);
    for (const input of CASES) {
      expect(await counts(input, snapshot), JSON.stringify(input)).toEqual(await counts(input));
    }
    const toronto = await counts({ city: "Toronto", specialty: "Anxiety" }, snapshot);
    expect(toronto.total).toBeGreaterThan(0);
    expect(toronto.facets.therapyType.length).toBeGreaterThan(0);
  });

  it("never counts from a copy that is behind, and reloads only the strings a one-document write changed", async () => {
    const snapshot = new FacetBitSnapshot();
    await snapshot.refresh(t.db);
    const before = await indexVersion();
    const someone = await t.db.one(sql.type(z.object({ id: z.string(), specialties: z.array(z.string()) }))`
      SELECT id, specialties FROM therapists WHERE status = 'approved' AND city = 'Toronto' AND NOT ('Anxiety' = ANY(specialties)) LIMIT 1`);
    const input = { city: "Toronto", specialty: "Anxiety", mode: "online" as const };
    const old = await counts(input);
    await t.db.query(sql.unsafe`
      UPDATE therapists SET specialties = specialties || '{Anxiety}', virtual_sessions = true WHERE id = ${someone.id}`);
    await engine.indexTherapist(someone.id);
    expect(await indexVersion()).toBeGreaterThan(before);
    expect(snapshot.isAt(before)).toBe(true);
    // behind: the counts come from PostgreSQL (and include the change), and a refresh starts in the background
    const fresh = await counts(input);
    expect(fresh.total).toBe(old.total + 1);
    const readBefore = snapshot.stringsRead;
    expect(await counts(input, snapshot)).toEqual(fresh);
    await snapshot.refresh(t.db); // the background refresh, or (if it ended already) one that reads nothing
    const read = snapshot.stringsRead - readBefore;
    expect(read).toBeGreaterThan(0);
    expect(read).toBeLessThan((await strings()) / 4);
    expect(snapshot.isAt(await indexVersion())).toBe(true);
    for (const c of [input, ...CASES]) expect(await counts(c, snapshot), JSON.stringify(c)).toEqual(await counts(c));
    await t.db.query(sql.unsafe`UPDATE therapists SET specialties = ${sql.array(someone.specialties, "text")} WHERE id = ${someone.id}`);
    await engine.indexTherapist(someone.id);
  });

  it("builds a new copy of every string when more than a quarter of them changed", async () => {
    const snapshot = new FacetBitSnapshot();
    await snapshot.refresh(t.db);
    // as a write would: the next version, stamped on a third of the strings (their bits unchanged)
    await t.db.transaction(async (tx) => {
      const version = await tx.oneFirst(sql.type(z.object({ version: z.number() }))`
        UPDATE search_index_version SET version = version + 1 RETURNING version`);
      await tx.query(sql.unsafe`UPDATE search_facet_bits SET version = ${version} WHERE hashtext(facet || value) % 3 = 0`);
    });
    expect(await snapshot.refresh(t.db)).toBe(await strings());
    for (const c of CASES) expect(await counts(c, snapshot), JSON.stringify(c)).toEqual(await counts(c));
  });

  it("reloads every string after a rebuild", async () => {
    const snapshot = new FacetBitSnapshot();
    await snapshot.refresh(t.db);
    expect(await snapshot.refresh(t.db)).toBe(0); // already current
    await engine.rebuild();
    expect(await snapshot.refresh(t.db)).toBe(await strings());
    for (const c of CASES) expect(await counts(c, snapshot), JSON.stringify(c)).toEqual(await counts(c));
  });
});
