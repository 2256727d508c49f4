// `npm run db:seed -- --therapists N`: adds N synthetic approved therapists (for load tests and benchmarks).
// A database without therapists first gets the demo data, as `npm start` would seed it.
import { parseArgs } from "node:util";
import { openDatabase, type DatabaseHandle } from "#app/db/database.server.ts";
import { migrate } from "#app/db/migrate.server.ts";
import { createDbPool } from "#app/db/pool.server.ts";
import { postgresSearchEngine } from "#indexer/search/engine.ts";
import { addSyntheticTherapists, seedDemoData } from "#indexer/seed/seed.server.ts";
import { loadConfigOrExit } from "#app/runtime/process.server.ts";

const USAGE = "Usage: npm run db:seed -- --therapists N   (N: a whole number, at least 1)";

function parseCount(): number {
  try {
    const { values } = parseArgs({ options: { therapists: { type: "string" } }, strict: true });
    const text = values.therapists ?? "";
    const count = Number(text);
    if (/^\d+$/.test(text) && Number.isSafeInteger(count) && count >= 1) return count;
    console.error(values.therapists === undefined ? "--therapists is required." : `Not a count: ${text}`);
  } catch (error) {
    console.error((error as Error).message);
  }
  console.error(USAGE);
  process.exit(2);
}

const count = parseCount();
const config = loadConfigOrExit();
let database: DatabaseHandle;
try {
  database = await openDatabase(config);
} catch (error) {
  console.error(`Could not open the database: ${(error as Error).message}`);
  process.exit(1);
}
const url = database.url;
try {
  await migrate(url);
  const db = await createDbPool(url, { maximumPoolSize: 2 });
  try {
    const demo = await seedDemoData(db);
    if (demo.seeded) console.log(`Seeded demo data: ${demo.therapists} therapists, ${demo.posts} published posts.`);
    const started = performance.now();
    const added = await addSyntheticTherapists(db, count, {
      onProgress: (done) => console.log(`  ${done.toLocaleString("en-CA")} / ${count.toLocaleString("en-CA")}`),
    });
    console.log(`Added ${added} therapists in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const indexing = performance.now();
    const engine = postgresSearchEngine(db);
    const written = await engine.rebuild();
    const posts = await engine.rebuildBlog();
    console.log(
      `Reindexed ${written} therapist and ${posts} blog post documents in ${((performance.now() - indexing) / 1000).toFixed(1)} s`,
    );
  } finally {
    await db.end();
  }
} finally {
  await database.stop();
}
