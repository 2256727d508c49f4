import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { sql } from "slonik";
import { createDbPool, type Db } from "#app/db/pool.server.ts";
import { postgresSearchEngine, type SearchEngine } from "#indexer/search/engine.ts";
import { FacetIndex } from "#app/search/engine/facet-index.server.ts";
import { seedDemoData } from "#indexer/seed/seed.server.ts";
import { TEMPLATE_DATABASE, createTestDb, type TestDatabase } from "../support/db.ts";
import { NOW } from "../support/directory.ts";
import { approvedIn as approvedInCity, countsIn } from "../support/facet-index.ts";

// A process's facet index (facet-index.ts) against PostgreSQL, through a rebuild, a rewound or restored database,
// a pruned change log, or another database under the same URL: it catches up from the change log where that still
// holds, and loads everything again where it does not. Its counts, pages and cards are always those of an index
// loaded fresh from the database. Following index writes: facet-index.test.ts.

let t: TestDatabase;
let engine: SearchEngine;

beforeAll(async () => {
  t = await createTestDb();
  await seedDemoData(t.db, { now: NOW });
  engine = postgresSearchEngine(t.db, () => NOW.getTime());
  await engine.rebuild();
});
afterAll(async () => t?.release());

// On the test database as it is when called (a test may put another in its place).
const countsWith = (index: FacetIndex, db: Db = t.db) => countsIn(db, index);
const approvedIn = (city: string) => approvedInCity(t.db, city);

describe("in-memory facet index", () => {
  it("catches up with a rebuild without loading again (a rebuild logs the documents it changed)", async () => {
    const index = new FacetIndex();
    await countsWith(index);
    const generation = index.head!.generation;
    const [someone] = await approvedIn("Ottawa");
    await t.db.query(sql.unsafe`UPDATE therapists SET city = 'Kingston' WHERE id = ${someone!}`); // no job: only the rebuild sees it
    await engine.rebuild();
    const after = await countsWith(index);
    expect(index.loads).toBe(1);
    expect(index.head!.generation).toBe(generation);
    expect(after).toEqual(await countsWith(new FacetIndex()));
  });

  it("loads again when the version goes backwards, or was passed again by a restored database", async () => {
    const index = new FacetIndex();
    await countsWith(index);
    const [someone] = await approvedIn("Ottawa");
    await t.db.query(sql.unsafe`UPDATE therapists SET accepting_clients = 'no' WHERE id = ${someone!}`);
    await engine.indexTherapist(someone!);
    await countsWith(index);
    expect(index.loads).toBe(1);
    // a database restored from before that write: the document as it was, the version one back
    const rewind = async () => {
      await t.db.transaction(async (tx) => {
        await tx.query(sql.unsafe`UPDATE therapists SET accepting_clients = 'yes' WHERE id = ${someone!}`);
        await tx.query(sql.unsafe`
          UPDATE search_documents SET facets = array_append(facets, 'acceptingClients=true'), accepting = true
          WHERE therapist_id = ${someone!}`);
        await tx.query(
          sql.unsafe`DELETE FROM search_index_changes WHERE version = (SELECT version FROM search_index_state)`,
        );
        await tx.query(sql.unsafe`UPDATE search_index_state SET version = version - 1`);
      });
    };
    await rewind();
    expect(await countsWith(index)).toEqual(await countsWith(new FacetIndex()));
    expect(index.loads).toBe(2);
    // the same again, but the restored database takes two writes (of someone else) before the next search: its
    // version is past the index's, yet the change at the index's version is not the one the index applied
    await t.db.query(sql.unsafe`UPDATE therapists SET accepting_clients = 'no' WHERE id = ${someone!}`);
    await engine.indexTherapist(someone!);
    await countsWith(index);
    await rewind();
    const [other] = await approvedIn("Windsor");
    for (let write = 0; write < 2; write++) {
      await t.db.query(sql.unsafe`UPDATE therapists SET virtual_sessions = NOT virtual_sessions WHERE id = ${other!}`);
      await engine.indexTherapist(other!);
    }
    expect(await countsWith(index)).toEqual(await countsWith(new FacetIndex()));
    expect(index.loads).toBe(3);
  });

  it("loads again when the change log no longer reaches back to its version", async () => {
    const index = new FacetIndex();
    await countsWith(index);
    const [someone] = await approvedIn("Hamilton");
    await t.db.query(sql.unsafe`UPDATE therapists SET virtual_sessions = NOT virtual_sessions WHERE id = ${someone!}`);
    await engine.indexTherapist(someone!);
    await t.db.query(sql.unsafe`DELETE FROM search_index_changes`); // pruned
    expect(await countsWith(index)).toEqual(await countsWith(new FacetIndex()));
    expect(index.loads).toBe(2);
  });

  it("resets for a brand-new database under the same URL", async () => {
    const index = new FacetIndex();
    const pool = await createDbPool(t.url, { maximumPoolSize: 1 });
    try {
      const old = await countsWith(index, pool);
      const admin = await createDbPool(inject("adminDatabaseUrl"), { maximumPoolSize: 1 });
      await t.db.end();
      await admin.query(sql.unsafe`DROP DATABASE ${sql.identifier([t.name])} WITH (FORCE)`);
      await admin.query(
        sql.unsafe`CREATE DATABASE ${sql.identifier([t.name])} TEMPLATE ${sql.identifier([TEMPLATE_DATABASE])}`,
      );
      await admin.end();
      const fresh = await createDbPool(t.url, { maximumPoolSize: 2 });
      t = { ...t, db: fresh };
      await seedDemoData(fresh, { now: NOW });
      await fresh.query(sql.unsafe`UPDATE therapists SET status = 'pending' WHERE city = 'Toronto'`);
      await postgresSearchEngine(fresh, () => NOW.getTime()).rebuild();
      // the pool's old connection was closed with the old database: the first query may fail, as for any restart
      let after: Awaited<ReturnType<typeof countsWith>> | undefined;
      for (let attempt = 0; attempt < 5 && !after; attempt++)
        after = await countsWith(index, pool).catch(() => undefined);
      expect(after).toEqual(await countsWith(new FacetIndex(), fresh));
      expect(after![1]!.total).toBe(0);
      expect(old[1]!.total).toBeGreaterThan(0);
      expect(index.loads).toBe(2);
    } finally {
      await pool.end();
    }
  });
});
