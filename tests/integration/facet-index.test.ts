import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sql } from "slonik";
import type { Db } from "#app/db/pool.server.ts";
import { SearchParams } from "#app/search/api-params.server.ts";
import { postgresSearchEngine, type SearchEngine } from "#indexer/search/engine.ts";
import { FacetIndex } from "#app/search/engine/facet-index.server.ts";
import { followIndex } from "#app/search/engine/index-follower.server.ts";
import { searchDirectory } from "#app/search/engine/directory-search.server.ts";
import { seedDemoData } from "#indexer/seed/seed.server.ts";
import { createTestDb, type TestDatabase } from "../support/db.ts";
import { NOW } from "../support/directory.ts";
import { approvedIn as approvedInCity, countsIn } from "../support/facet-index.ts";

// A process's facet index (facet-index.ts) against PostgreSQL: after index writes it reads only the documents
// logged since its version, whether it reads the version per search or follows the writes as they are notified.
// Its counts, pages and cards are always those of an index loaded fresh from the database (the cards it keeps in
// memory included). When it loads everything again: facet-index-reload.test.ts.

let t: TestDatabase;
let engine: SearchEngine;

beforeAll(async () => {
  t = await createTestDb();
  await seedDemoData(t.db, { now: NOW });
  engine = postgresSearchEngine(t.db, () => NOW.getTime());
  await engine.rebuild();
});
afterAll(async () => t?.release());

const countsWith = (index: FacetIndex, db: Db = t.db) => countsIn(db, index);
const approvedIn = (city: string) => approvedInCity(t.db, city);

describe("in-memory facet index", () => {
  it("loads ahead of the first search when warmed (a serving process warms it as it starts)", async () => {
    const index = new FacetIndex();
    expect(index.head).toBeNull();
    await index.refresh(t.db);
    expect(index.loads).toBe(1);
    expect(index.head).not.toBeNull();
    await countsWith(index);
    expect(index.loads).toBe(1);
  });

  it("applies index writes and removals from the change log, without loading again", async () => {
    const index = new FacetIndex();
    const before = await countsWith(index);
    expect(index.loads).toBe(1);
    const [moved, removed] = await approvedIn("Toronto");
    await t.db.query(
      sql.unsafe`UPDATE therapists SET city = 'Barrie', specialties = array_append(specialties, 'Grief') WHERE id = ${moved!}`,
    );
    await t.db.query(sql.unsafe`UPDATE therapists SET status = 'rejected' WHERE id = ${removed!}`);
    await engine.indexTherapist(moved!);
    await engine.indexTherapist(removed!);
    const after = await countsWith(index);
    expect(index.loads).toBe(1);
    expect(after).toEqual(await countsWith(new FacetIndex()));
    expect(after[0]!.inDatabase).toBe(before[0]!.inDatabase - 1);
    expect(after[1]!.total).toBe(before[1]!.total - 2);
  });

  it("holds the cards with the copy, and a therapist's card as last written", async () => {
    const index = new FacetIndex();
    const search = () =>
      searchDirectory(t.db, index, SearchParams.parse({ city: "Toronto", sortBy: "name" }), NOW.getTime());
    const first = (await search()).therapists[0]!;
    expect((await search()).therapists[0]).toEqual(first);
    // only the card changes (no facet value, word or sort key), then a word of the bio as well
    await t.db.query(sql.unsafe`UPDATE therapists SET phone = '(416) 555-0199' WHERE id = ${first.id}`);
    await engine.indexTherapist(first.id);
    expect((await search()).therapists[0]).toMatchObject({ id: first.id, phone: "(416) 555-0199" });
    await t.db.query(sql.unsafe`UPDATE therapists SET bio = bio || ' Evenings available.' WHERE id = ${first.id}`);
    await engine.indexTherapist(first.id);
    const edited = (await search()).therapists[0]!;
    expect(edited).toMatchObject({ id: first.id, phone: "(416) 555-0199" });
    expect(edited.bio).toMatch(/Evenings available\.$/);
    expect(index.loads).toBe(1);
  });

  it("keeps no card read at a version other than the one it holds (an older read could bring a changed card back)", async () => {
    const index = new FacetIndex();
    const { therapists } = await searchDirectory(
      t.db,
      index,
      SearchParams.parse({ city: "Ottawa", sortBy: "name" }),
      NOW.getTime(),
    );
    const head = index.head!;
    const docs = [987_654];
    const card = JSON.stringify(therapists[0]);
    index.keepCards({ ...head, version: head.version - 1 }, [[docs[0]!, card]]);
    index.keepCards({ ...head, generation: "another" }, [[docs[0]!, card]]);
    expect(index.cardsOf(docs).size).toBe(0);
    index.keepCards(head, [[docs[0]!, card]]);
    expect(index.cardsOf(docs).get(docs[0]!)).toBe(card);
  });

  it("keeps how a query's words read, until a write adds a word", async () => {
    const index = new FacetIndex();
    const search = () => searchDirectory(t.db, index, SearchParams.parse({ query: "quokkas" }), NOW.getTime());
    const before = await search();
    const kept = index.textOf("quokkas");
    expect(kept?.words).toEqual(before.query!.words);
    const [someone] = await approvedIn("Hamilton");
    expect(before.therapists.map((therapist) => therapist.id)).not.toContain(someone);
    await t.db.query(
      sql.unsafe`UPDATE therapists SET bio = bio || ' I also volunteer with quokkas.' WHERE id = ${someone!}`,
    );
    await engine.indexTherapist(someone!);
    const after = await search();
    expect(after.query).toEqual({ words: ["quokkas"], corrected: false });
    expect(after.therapists.map((therapist) => therapist.id)).toEqual([someone]);
    expect(index.textOf("quokkas")).not.toBe(kept);
  });

  it("follows index writes as they commit: the copy is up to date before the next search", async () => {
    const index = new FacetIndex();
    await index.refresh(t.db);
    const stop = new AbortController();
    const warnings: string[] = [];
    let runs = 0;
    const refresh = async () => {
      await index.refresh(t.db);
      runs++;
    };
    followIndex(
      t.url,
      { written: refresh, listening: () => undefined },
      { warn: (_, message) => warnings.push(message) },
      stop.signal,
    );
    try {
      await vi.waitFor(() => expect(runs).toBe(1), { timeout: 10_000, interval: 20 }); // listening: it runs once then
      const before = index.head!.version;
      const [someone] = await approvedIn("Toronto");
      await t.db.query(sql.unsafe`UPDATE therapists SET phone = '(416) 555-0123' WHERE id = ${someone!}`);
      await engine.indexTherapist(someone!);
      await vi.waitFor(() => expect(index.head!.version).toBeGreaterThan(before), { timeout: 10_000, interval: 20 });
      expect(await countsWith(index)).toEqual(await countsWith(new FacetIndex()));
      expect(index.loads).toBe(1);
      expect(warnings).toEqual([]);
      // its connection lost (a restart, a network cut): it says so, listens again a second later and catches up
      await t.db.query(
        sql.unsafe`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'search-index-follower' AND datname = current_database()`,
      );
      await vi.waitFor(() => expect(warnings).toEqual(["search index notifications lost; listening again soon"]), {
        timeout: 10_000,
        interval: 20,
      });
      const reconnected = runs;
      await vi.waitFor(() => expect(runs).toBeGreaterThan(reconnected), { timeout: 10_000, interval: 20 });
      const again = index.head!.version;
      await t.db.query(sql.unsafe`UPDATE therapists SET phone = '(416) 555-0124' WHERE id = ${someone!}`);
      await engine.indexTherapist(someone!);
      await vi.waitFor(() => expect(index.head!.version).toBeGreaterThan(again), { timeout: 10_000, interval: 20 });
    } finally {
      stop.abort();
    }
  });

  it("takes its copy as current between notified writes while it follows them, and reads the version once it stops", async () => {
    const index = new FacetIndex({ trustedMs: 600_000 });
    const stop = new AbortController();
    const toronto = () => searchDirectory(t.db, index, SearchParams.parse({ city: "Toronto" }), NOW.getTime());
    index.follow(t.db, t.url, { warn: () => undefined }, stop.signal);
    try {
      await vi.waitFor(() => expect(index.trusted).toBe(true), { timeout: 10_000, interval: 20 });
      const version = index.head!.version;
      const [someone] = await approvedIn("Toronto");
      await t.db.query(sql.unsafe`UPDATE therapists SET city = 'Barrie' WHERE id = ${someone!}`);
      await engine.indexTherapist(someone!); // notified: the copy follows
      await vi.waitFor(() => expect(index.head!.version).toBeGreaterThan(version), { timeout: 10_000, interval: 20 });
      const followed = await toronto();
      expect(followed.therapists.map((therapist) => therapist.id)).not.toContain(someone);
      expect(followed).toEqual(
        await searchDirectory(t.db, new FacetIndex(), SearchParams.parse({ city: "Toronto" }), NOW.getTime()),
      );
      // a database restored under it sends no notification (its state row is written anew): while trusted, the
      // copy stands without a version read; a search whose words were read sees the new generation at once
      await t.db.transaction(async (tx) => {
        await tx.query(sql.unsafe`
          WITH gone AS (DELETE FROM search_index_state RETURNING version, terms_version)
          INSERT INTO search_index_state (generation, version, terms_version) SELECT gen_random_uuid(), version, terms_version FROM gone`);
      });
      expect(await toronto()).toEqual(followed);
      expect(index.loads).toBe(1);
      await searchDirectory(t.db, index, SearchParams.parse({ query: "grief" }), NOW.getTime());
      expect(index.loads).toBe(2);
      // no longer following: every search reads the version
      stop.abort();
      expect(index.trusted).toBe(false);
      await t.db.query(sql.unsafe`UPDATE search_index_state SET generation = gen_random_uuid()`);
      await toronto();
      expect(index.loads).toBe(3);
    } finally {
      stop.abort();
    }
  });
});
