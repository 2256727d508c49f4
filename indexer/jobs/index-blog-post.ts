import { indexBlogPostJob } from "#app/jobs/index-blog-post.server.ts";
import { postgresSearchEngine } from "../search/engine.ts";
import { handleJob } from "../job.ts";

// Rewrites (or removes) one blog post's search document from the source row, so running it twice is safe.
export const indexBlogPostHandler = handleJob(indexBlogPostJob, {
  work: () => ({ pollingIntervalSeconds: 0.5 }),
  async handle({ postId }, { db, logger }) {
    const indexed = await postgresSearchEngine(db).indexBlogPost(postId);
    logger.debug({ postId, indexed }, "blog search document refreshed");
  },
});
