import { openDatabase } from "#app/db/database.server.ts";
import { migrate } from "#app/db/migrate.server.ts";
import { createDbPool } from "#app/db/pool.server.ts";
import { postgresSearchEngine } from "./search/engine.ts";
import { loadConfigOrExit } from "#app/runtime/process.server.ts";

// `npm run reindex`: rebuilds the search index from the database and prints how many documents it wrote.
const config = loadConfigOrExit();
const database = await openDatabase(config).catch((error: unknown) => {
  console.error(`Could not open the database: ${(error as Error).message}`);
  process.exit(1);
});
try {
  await migrate(database.url);
  const db = await createDbPool(database.url, { maximumPoolSize: 2 });
  try {
    const started = performance.now();
    const engine = postgresSearchEngine(db);
    const written = await engine.rebuild();
    const posts = await engine.rebuildBlog();
    console.log(
      `Reindexed ${written} therapist and ${posts} blog post documents in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await db.end();
  }
} finally {
  await database.stop();
}
