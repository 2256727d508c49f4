import { purgeUnusedAccountsJob } from "#app/jobs/purge-unused-accounts.server.ts";
import { UNUSED_ACCOUNT_RETENTION_MONTHS } from "#app/privacy/retention.ts";
import { purgeUnusedAccounts } from "#app/privacy/retention.server.ts";
import { handleJob } from "../job.ts";

// Deletes accounts without a profile, application or payment that nobody has signed in to for the retention period
// (their sessions and saved items go with them), never an admin's. Running it twice deletes nothing more.
export const purgeUnusedAccountsHandler = handleJob(purgeUnusedAccountsJob, {
  async handle(_payload, { db, config, logger }) {
    const deleted = await purgeUnusedAccounts(db, config.adminEmails, new Date());
    logger.info({ deleted, retentionMonths: UNUSED_ACCOUNT_RETENTION_MONTHS }, "unused accounts purged");
  },
});
