import { z } from "zod";
import { defineIndexWriteJob } from "./contract.server.ts";

// Refreshes one blog post's search document after anything that changes whether or how it is found: writing,
// editing, publishing, unpublishing or deleting it, or its author's profile being removed.
export const indexBlogPostJob = defineIndexWriteJob("index-blog-post", z.object({ postId: z.uuid() }));
