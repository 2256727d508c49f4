import { eraseOldAuditActors } from "#app/admin/audit.server.ts";
import { purgeAuditCopiesJob } from "#app/jobs/purge-audit-copies.server.ts";
import { AUDIT_ACTOR_RETENTION_MONTHS, AUDIT_COPY_RETENTION_MONTHS } from "#app/privacy/retention.ts";
import { eraseOldReviewers, purgeAuditCopies } from "#app/privacy/retention.server.ts";
import { purgeDecidedChangeRequests } from "#app/therapists/change-requests.server.ts";
import { handleJob } from "../job.ts";

// Clears the profile copies and notes of audit entries older than the retention period, and deletes the change
// requests decided as long ago (the same decisions' copies); erases who did it (the admin's address and account)
// from the entries older than that period (also 24 months), and who reviewed the applications decided as long ago;
// what was done, and when, stays. Running it twice clears nothing more.
export const purgeAuditCopiesHandler = handleJob(purgeAuditCopiesJob, {
  async handle(_payload, { db, logger }) {
    const now = new Date();
    const cleared = await purgeAuditCopies(db, now);
    const changeRequests = await purgeDecidedChangeRequests(db, now);
    const actors = await eraseOldAuditActors(db, now);
    const reviewers = await eraseOldReviewers(db, now);
    logger.info(
      {
        cleared,
        changeRequests,
        actors,
        reviewers,
        retentionMonths: AUDIT_COPY_RETENTION_MONTHS,
        actorRetentionMonths: AUDIT_ACTOR_RETENTION_MONTHS,
      },
      "old audit copies and actors cleared",
    );
  },
});
