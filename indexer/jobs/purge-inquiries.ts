import { purgeOldInquiries } from "#app/inquiries/inquiries.server.ts";
import { purgeInquiries } from "#app/jobs/purge-inquiries.server.ts";
import { INQUIRY_RETENTION_MONTHS } from "#app/privacy/retention.ts";
import { handleJob } from "../job.ts";

// Deletes contact messages older than the retention period (12 months). They may hold health information and are
// only kept as long as a therapist could reasonably need to look one up again. Running it twice deletes nothing more.
export const purgeInquiriesHandler = handleJob(purgeInquiries, {
  async handle(_payload, { db, logger }) {
    const deleted = await purgeOldInquiries(db, new Date());
    logger.info({ deleted, retentionMonths: INQUIRY_RETENTION_MONTHS }, "old contact messages purged");
  },
});
