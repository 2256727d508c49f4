import { z } from "zod";
import { defineJob } from "./contract.server.ts";

// The nightly full rebuild of the search index: catches anything a single-document job missed.
export const reindexAllJob = defineJob({
  name: "reindex-all",
  payload: z.object({}).default({}),
  queue: { retryLimit: 2, retryDelay: 300, retryBackoff: true, expireInSeconds: 3600, deadLetter: "reindex-all-dead" },
  schedule: "15 3 * * *",
});
