import { z } from "zod";
import { defineJob } from "./contract.server.ts";

// Refreshes one blog post's search document after anything that changes whether or how it is found: writing,
// editing, publishing, unpublishing or deleting it, or its author's profile being removed.
export const indexBlogPostJob = defineJob({
  name: "index-blog-post",
  payload: z.object({ postId: z.uuid() }),
  queue: {
    retryLimit: 5,
    retryDelay: 5,
    retryBackoff: true,
    retryDelayMax: 600,
    expireInSeconds: 300,
    deadLetter: "index-blog-post-dead",
  },
});
