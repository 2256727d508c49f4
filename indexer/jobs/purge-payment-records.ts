import { purgePaymentRecordsJob } from "#app/jobs/purge-payment-records.server.ts";
import { PAYMENT_EVENT_RETENTION_DAYS, PAYMENT_RECORD_RETENTION_YEARS } from "#app/privacy/retention.ts";
import { purgePaymentRecords } from "#app/privacy/retention.server.ts";
import { handleJob } from "../job.ts";

// Deletes payment records older than the legal period (seven years) and the provider's handled event messages older
// than 90 days. Running it twice deletes nothing more.
export const purgePaymentRecordsHandler = handleJob(purgePaymentRecordsJob, {
  async handle(_payload, { db, logger }) {
    const deleted = await purgePaymentRecords(db, new Date());
    logger.info(
      { ...deleted, retentionYears: PAYMENT_RECORD_RETENTION_YEARS, eventRetentionDays: PAYMENT_EVENT_RETENTION_DAYS },
      "old payment records purged",
    );
  },
});
