import { sendBulkEmail } from "#app/jobs/send-bulk-email.server.ts";
import { handleJob } from "../job.ts";
import { sendEmailHandler } from "./send-email.ts";

// Bulk email is sent as send-email sends, paced for the mail provider: each second one fetch takes at most
// MAIL_BULK_PER_SECOND jobs (default 10) and sends them together. With send-email's four a second that stays within
// Amazon SES's default 14 a second. The pace is per worker process: with several worker processes, divide the
// provider's rate between them.
export const sendBulkEmailHandler = handleJob(sendBulkEmail, {
  handle: sendEmailHandler.handle,
  work: (config) => ({ batchSize: config.mail.bulkPerSecond, localConcurrency: 1, pollingIntervalSeconds: 1 }),
});
