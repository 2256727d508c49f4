import { z } from "zod";
import { defineJob } from "./contract.server.ts";

// Every hour: the sitemap's files of profiles and posts are cut again into ranges of slugs from the rows.
export const refreshSitemapsJob = defineJob({
  name: "refresh-sitemaps",
  payload: z.object({}),
  queue: { retryLimit: 2, retryDelay: 120, expireInSeconds: 900, deadLetter: "refresh-sitemaps-dead" },
  schedule: "41 * * * *",
});
