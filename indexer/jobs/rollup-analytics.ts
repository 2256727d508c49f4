import { z } from "zod";
import { RAW_EVENT_RETENTION_DAYS } from "#app/privacy/retention.ts";
import { rollupAnalytics } from "#app/analytics/retention.server.ts";
import { defineJob } from "../job.ts";

// Every night: raw analytics events older than the retention period (90 days) are folded into daily counts and
// deleted. A second run folds nothing more, so a retry is harmless.
export const rollupAnalyticsJob = defineJob({
  name: "rollup-analytics",
  payload: z.object({}),
  queue: { retryLimit: 2, retryDelay: 300, expireInSeconds: 600, deadLetter: "rollup-analytics-dead" },
  schedule: "20 3 * * *",
  async handle(_payload, { db, logger }) {
    const folded = await rollupAnalytics(db);
    logger.info({ ...folded, retentionDays: RAW_EVENT_RETENTION_DAYS }, "old analytics events folded into daily counts");
  },
});
