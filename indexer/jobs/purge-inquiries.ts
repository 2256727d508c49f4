import { z } from "zod";
import { purgeOldInquiries } from "#app/inquiries/inquiries.server.ts";
import { INQUIRY_RETENTION_MONTHS } from "#app/privacy/retention.ts";
import { defineJob } from "../job.ts";

// Every night: contact messages older than the retention period (12 months) are deleted. They may hold health
// information and are only kept as long as a therapist could reasonably need to look one up again.
export const purgeInquiries = defineJob({
  name: "purge-inquiries",
  payload: z.object({}),
  queue: { retryLimit: 2, retryDelay: 300, expireInSeconds: 600, deadLetter: "purge-inquiries-dead" },
  schedule: "40 3 * * *",
  async handle(_payload, { db, logger }) {
    const deleted = await purgeOldInquiries(db);
    logger.info({ deleted, retentionMonths: INQUIRY_RETENTION_MONTHS }, "old contact messages purged");
  },
});
