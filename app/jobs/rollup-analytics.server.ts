import { z } from "zod";
import { defineJob } from "./contract.server.ts";

// Every night: raw analytics events older than their retention period are folded into daily counts.
export const rollupAnalyticsJob = defineJob({
  name: "rollup-analytics",
  payload: z.object({}),
  queue: { retryLimit: 2, retryDelay: 300, expireInSeconds: 600, deadLetter: "rollup-analytics-dead" },
  schedule: "20 3 * * *",
});
