import { z } from "zod";
import { PAYMENT_EVENT_RETENTION_DAYS, PAYMENT_RECORD_RETENTION_YEARS } from "#app/privacy/retention.ts";
import { purgePaymentRecords } from "#app/privacy/retention.server.ts";
import { defineJob } from "../job.ts";

// Every night: payment records older than the legal period (seven years) and the provider's handled event
// messages older than 90 days are deleted. Running it twice deletes nothing more.
export const purgePaymentRecordsJob = defineJob({
  name: "purge-payment-records",
  payload: z.object({}),
  queue: { retryLimit: 2, retryDelay: 300, expireInSeconds: 600, deadLetter: "purge-payment-records-dead" },
  schedule: "5 4 * * *",
  async handle(_payload, { db, logger }) {
    const deleted = await purgePaymentRecords(db);
    logger.info({ ...deleted, retentionYears: PAYMENT_RECORD_RETENTION_YEARS, eventRetentionDays: PAYMENT_EVENT_RETENTION_DAYS }, "old payment records purged");
  },
});
