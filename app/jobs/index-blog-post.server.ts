import { z } from "zod";
import { defineJob } from "./contract.server.ts";
import { INDEX_WRITE_RETRIES } from "./index-therapist.server.ts";

// Refreshes one blog post's search document after anything that changes whether or how it is found: writing,
// editing, publishing, unpublishing or deleting it, or its author's profile being removed.
export const indexBlogPostJob = defineJob({
  name: "index-blog-post",
  payload: z.object({ postId: z.uuid() }),
  queue: {
    ...INDEX_WRITE_RETRIES,
    deadLetter: "index-blog-post-dead",
  },
});
