import { openDatabase, type DatabaseHandle } from "#app/db/database.server.ts";
import { migrate } from "#app/db/migrate.server.ts";
import { createDbPool, type Db } from "#app/db/pool.server.ts";
import { loadConfigOrExit } from "#app/runtime/process.server.ts";
import { postgresSearchEngine } from "./search/engine.ts";

// What the command-line tools share: the configured database, opened and migrated, and the index rebuild they print.

/** Opens the configured database, or says why it cannot and exits with 1. */
export async function openDatabaseOrExit(): Promise<DatabaseHandle> {
  const config = loadConfigOrExit();
  return openDatabase(config).catch((error: unknown) => {
    console.error(`Could not open the database: ${(error as Error).message}`);
    process.exit(1);
  });
}

/** Opens and migrates the database; `work` gets a pool of 2, and both close after it. */
export async function withMigratedDatabase(work: (db: Db) => Promise<void>): Promise<void> {
  const database = await openDatabaseOrExit();
  try {
    await migrate(database.url);
    const db = await createDbPool(database.url, { maximumPoolSize: 2 });
    try {
      await work(db);
    } finally {
      await db.end();
    }
  } finally {
    await database.stop();
  }
}

export const secondsSince = (started: number) => ((performance.now() - started) / 1000).toFixed(1);

/** Rebuilds the therapist and blog post indexes from the database and prints how many documents each got. */
export async function reindexAndReport(db: Db): Promise<void> {
  const started = performance.now();
  const engine = postgresSearchEngine(db);
  const written = await engine.rebuild();
  const posts = await engine.rebuildBlog();
  console.log(`Reindexed ${written} therapist and ${posts} blog post documents in ${secondsSince(started)} s`);
}
