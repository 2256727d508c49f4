import { z } from "zod";
import { REJECTED_APPLICATION_RETENTION_MONTHS } from "#app/privacy/retention.ts";
import { purgeRejectedApplications } from "#app/privacy/retention.server.ts";
import { defineJob } from "../job.ts";

// Every night: rejected applications (and their review notes) decided longer ago than the retention period are
// deleted. Running it twice deletes nothing more.
export const purgeRejectedApplicationsJob = defineJob({
  name: "purge-rejected-applications",
  payload: z.object({}),
  queue: { retryLimit: 2, retryDelay: 300, expireInSeconds: 600, deadLetter: "purge-rejected-applications-dead" },
  schedule: "45 3 * * *",
  async handle(_payload, { db, logger }) {
    const deleted = await purgeRejectedApplications(db);
    logger.info({ deleted, retentionMonths: REJECTED_APPLICATION_RETENTION_MONTHS }, "old rejected applications purged");
  },
});
