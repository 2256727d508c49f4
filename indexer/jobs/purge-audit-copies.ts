import { z } from "zod";
import { AUDIT_COPY_RETENTION_MONTHS } from "#app/privacy/retention.ts";
import { purgeAuditCopies } from "#app/privacy/retention.server.ts";
import { defineJob } from "../job.ts";

// Every night: the profile copies and notes in audit entries older than the retention period are cleared; the
// entry (who did what, when) stays. Running it twice clears nothing more.
export const purgeAuditCopiesJob = defineJob({
  name: "purge-audit-copies",
  payload: z.object({}),
  queue: { retryLimit: 2, retryDelay: 300, expireInSeconds: 600, deadLetter: "purge-audit-copies-dead" },
  schedule: "50 3 * * *",
  async handle(_payload, { db, logger }) {
    const cleared = await purgeAuditCopies(db);
    logger.info({ cleared, retentionMonths: AUDIT_COPY_RETENTION_MONTHS }, "old audit copies cleared");
  },
});
