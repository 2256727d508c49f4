import { z } from "zod";
import { postgresSearchEngine } from "../search/engine.ts";
import { defineJob } from "../job.ts";

// The nightly full rebuild: catches anything a single-document job missed. Searches keep answering from the
// previous index until the rebuild commits.
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
