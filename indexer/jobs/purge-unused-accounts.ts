import { z } from "zod";
import { UNUSED_ACCOUNT_RETENTION_MONTHS } from "#app/privacy/retention.ts";
import { purgeUnusedAccounts } from "#app/privacy/retention.server.ts";
import { defineJob } from "../job.ts";

// Every night: accounts without a profile, application or payment that nobody has signed in to for the
// retention period are deleted (their sessions and saved items go with them). Running it twice deletes nothing more.
export const purgeUnusedAccountsJob = defineJob({
  name: "purge-unused-accounts",
  payload: z.object({}),
  queue: { retryLimit: 2, retryDelay: 300, expireInSeconds: 600, deadLetter: "purge-unused-accounts-dead" },
  schedule: "55 3 * * *",
  async handle(_payload, { db, logger }) {
    const deleted = await purgeUnusedAccounts(db);
    logger.info({ deleted, retentionMonths: UNUSED_ACCOUNT_RETENTION_MONTHS }, "unused accounts purged");
  },
});
