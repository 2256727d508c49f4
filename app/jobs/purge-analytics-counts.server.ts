import { z } from "zod";
import { defineJob } from "./contract.server.ts";

// Every night: daily analytics counts older than their retention period are deleted.
export const purgeAnalyticsCountsJob = defineJob({
  name: "purge-analytics-counts",
  payload: z.object({}),
  queue: { retryLimit: 2, retryDelay: 300, expireInSeconds: 600, deadLetter: "purge-analytics-counts-dead" },
  schedule: "30 3 * * *",
});
