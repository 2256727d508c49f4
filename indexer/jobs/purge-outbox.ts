import { purgeOutboxJob } from "#app/jobs/purge-outbox.server.ts";
import { OUTBOX_RETENTION_DAYS, purgeOutbox } from "#app/mail/outbox.server.ts";
import { handleJob } from "../job.ts";

// Deletes the demo outbox's messages written longer ago than the retention period (30 days); with SMTP_URL set
// there is no outbox and nothing to do. Running it twice deletes nothing more.
export const purgeOutboxHandler = handleJob(purgeOutboxJob, {
  async handle(_payload, { config, logger }) {
    if (config.mail.smtpUrl) return;
    const deleted = await purgeOutbox(config.dataDir, new Date());
    logger.info({ deleted, retentionDays: OUTBOX_RETENTION_DAYS }, "old demo outbox messages purged");
  },
});
