import { addSyntheticTherapists, seedDemoData } from "#indexer/seed/seed.server.ts";
import { countOption, DATABASE_ENVIRONMENT, runCommand, withMigratedDatabase, type CommandSpec } from "./cli.ts";
import { startProgress } from "./progress.ts";
import { reindexWithProgress } from "./reindex.ts";

// `npm run db:seed -- --therapists N`: adds N synthetic approved therapists (for load tests and benchmarks).
// A database without therapists first gets the demo data, as `npm start` would seed it.
const SEED = {
  command: "npm run db:seed --",
  summary:
    "Adds N synthetic approved therapists (for load tests and benchmarks), then rebuilds the search index.\nA database without therapists first gets the demo data, as `npm start` would seed it.",
  options: {
    therapists: {
      type: "string",
      value: "N",
      description: "How many therapists to add (a whole number, at least 1). Required.",
    },
  },
  environment: DATABASE_ENVIRONMENT,
} satisfies CommandSpec;

await runCommand(SEED, async ({ values }) => {
  const count = countOption(SEED, "therapists", values.therapists);
  await withMigratedDatabase(async (db) => {
    const demo = await seedDemoData(db);
    if (demo.seeded) console.log(`Seeded demo data: ${demo.therapists} therapists, ${demo.posts} published posts.`);
    const progress = startProgress("Adding therapists", count);
    progress.finish(await addSyntheticTherapists(db, count, { onProgress: (done) => progress.update(done) }));
    await reindexWithProgress(db);
  });
});
