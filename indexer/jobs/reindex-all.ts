import { reindexAllJob } from "#app/jobs/reindex-all.server.ts";
import { postgresSearchEngine } from "../search/engine.ts";
import { handleJob } from "../job.ts";

// Rebuilds every search document from the source tables. It writes in short batches, so index-therapist jobs and
// searches go on meanwhile (index-writer.ts).
export const reindexAllHandler = handleJob(reindexAllJob, {
  async handle(_payload, { db, logger }) {
    const engine = postgresSearchEngine(db);
    const written = await engine.rebuild();
    logger.info({ written, blogPosts: await engine.rebuildBlog() }, "search index rebuilt");
  },
});
