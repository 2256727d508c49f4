import { rollupAnalytics } from "#app/analytics/retention.server.ts";
import { rollupAnalyticsJob } from "#app/jobs/rollup-analytics.server.ts";
import { RAW_EVENT_RETENTION_DAYS } from "#app/privacy/retention.ts";
import { handleJob } from "../job.ts";

// Folds raw analytics events older than the retention period (90 days) into daily counts and deletes them. A second
// run folds nothing more, so a retry is harmless.
export const rollupAnalyticsHandler = handleJob(rollupAnalyticsJob, {
  async handle(_payload, { db, logger }) {
    const folded = await rollupAnalytics(db);
    logger.info(
      { ...folded, retentionDays: RAW_EVENT_RETENTION_DAYS },
      "old analytics events folded into daily counts",
    );
  },
});
