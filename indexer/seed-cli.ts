// `npm run db:seed -- --therapists N`: adds N synthetic approved therapists (for load tests and benchmarks).
// A database without therapists first gets the demo data, as `npm start` would seed it.
import { parseArgs } from "node:util";
import { reindexAndReport, secondsSince, withMigratedDatabase } from "#indexer/cli.ts";
import { addSyntheticTherapists, seedDemoData } from "#indexer/seed/seed.server.ts";

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
await withMigratedDatabase(async (db) => {
  const demo = await seedDemoData(db);
  if (demo.seeded) console.log(`Seeded demo data: ${demo.therapists} therapists, ${demo.posts} published posts.`);
  const started = performance.now();
  const added = await addSyntheticTherapists(db, count, {
    onProgress: (done) => console.log(`  ${done.toLocaleString("en-CA")} / ${count.toLocaleString("en-CA")}`),
  });
  console.log(`Added ${added} therapists in ${secondsSince(started)} s`);
  await reindexAndReport(db);
});
