import { purgeRejectedApplicationsJob } from "#app/jobs/purge-rejected-applications.server.ts";
import { REJECTED_APPLICATION_RETENTION_MONTHS } from "#app/privacy/retention.ts";
import { purgeRejectedApplications } from "#app/privacy/retention.server.ts";
import { handleJob } from "../job.ts";

// Deletes rejected applications (and their review notes) decided longer ago than the retention period. Running it
// twice deletes nothing more.
export const purgeRejectedApplicationsHandler = handleJob(purgeRejectedApplicationsJob, {
  async handle(_payload, { db, logger }) {
    const deleted = await purgeRejectedApplications(db, new Date());
    logger.info(
      { deleted, retentionMonths: REJECTED_APPLICATION_RETENTION_MONTHS },
      "old rejected applications purged",
    );
  },
});
