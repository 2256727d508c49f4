import { purgeAuditCopiesJob } from "#app/jobs/purge-audit-copies.server.ts";
import { AUDIT_COPY_RETENTION_MONTHS } from "#app/privacy/retention.ts";
import { purgeAuditCopies } from "#app/privacy/retention.server.ts";
import { handleJob } from "../job.ts";

// Clears the profile copies and notes of audit entries older than the retention period; the entry (who did what,
// when) stays. Running it twice clears nothing more.
export const purgeAuditCopiesHandler = handleJob(purgeAuditCopiesJob, {
  async handle(_payload, { db, logger }) {
    const cleared = await purgeAuditCopies(db, new Date());
    logger.info({ cleared, retentionMonths: AUDIT_COPY_RETENTION_MONTHS }, "old audit copies cleared");
  },
});
