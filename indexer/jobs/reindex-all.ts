import { z } from "zod";
import { postgresSearchEngine } from "../search/engine.ts";
import { defineJob } from "../job.ts";

// The nightly full rebuild: catches anything a single-document job missed. It writes in short batches, so
// index-therapist jobs and searches go on meanwhile (index-writer.ts).
export const reindexAllJob = defineJob({
  name: "reindex-all",
  payload: z.object({}).default({}),
  queue: { retryLimit: 2, retryDelay: 300, retryBackoff: true, expireInSeconds: 3600, deadLetter: "reindex-all-dead" },
  schedule: "15 3 * * *",
  async handle(_payload, { db, logger }) {
    const engine = postgresSearchEngine(db);
    const written = await engine.rebuild();
    logger.info({ written, blogPosts: await engine.rebuildBlog() }, "search index rebuilt");
  },
});
