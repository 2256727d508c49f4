import { z } from "zod";
import { postgresSearchEngine } from "../search/engine.ts";
import { defineJob } from "../job.ts";

// Refreshes one blog post's search document after anything that changes whether or how it is found: writing,
// editing, publishing, unpublishing or deleting it, or its author's profile being removed. Safe to run twice:
// it rewrites (or removes) the document from the source row.
export const indexBlogPostJob = defineJob({
  name: "index-blog-post",
  payload: z.object({ postId: z.uuid() }),
  queue: { retryLimit: 5, retryDelay: 5, retryBackoff: true, retryDelayMax: 600, expireInSeconds: 300, deadLetter: "index-blog-post-dead" },
  work: () => ({ pollingIntervalSeconds: 0.5 }),
  async handle({ postId }, { db, logger }) {
    const indexed = await postgresSearchEngine(db).indexBlogPost(postId);
    logger.debug({ postId, indexed }, "blog search document refreshed");
  },
});
