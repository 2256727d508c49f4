import { purgeOldDailyCounts } from "#app/analytics/retention.server.ts";
import { purgeAnalyticsCountsJob } from "#app/jobs/purge-analytics-counts.server.ts";
import { ANALYTICS_DAILY_RETENTION_MONTHS } from "#app/privacy/retention.ts";
import { handleJob } from "../job.ts";

// Deletes the daily analytics counts (a listing's views and messages under its therapist's name, a search's words)
// whose day is older than the retention period (25 months), in batches. Running it twice deletes nothing more.
export const purgeAnalyticsCountsHandler = handleJob(purgeAnalyticsCountsJob, {
  async handle(_payload, { db, logger }) {
    const deleted = await purgeOldDailyCounts(db, new Date());
    logger.info({ deleted, retentionMonths: ANALYTICS_DAILY_RETENTION_MONTHS }, "old daily analytics counts deleted");
  },
});
