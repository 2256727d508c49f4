import { defineJob } from "../job.ts";
import { sendEmail } from "./send-email.ts";

// Bulk email (linking reminders to every unlinked therapist): the same message and the same sending as
// send-email, on a queue of its own so that a thousand reminders never delay a sign-in link. It is paced for
// the mail provider: each second one fetch takes at most MAIL_BULK_PER_SECOND jobs (default 10) and sends them
// together. With send-email's four a second that stays within Amazon SES's default 14 a second. The pace is per
// worker process: with several worker processes, divide the provider's rate between them.
export const sendBulkEmail = defineJob({
  ...sendEmail,
  name: "send-bulk-email",
  queue: { ...sendEmail.queue, deadLetter: "send-bulk-email-dead" },
  work: (config) => ({ batchSize: config.mail.bulkPerSecond, localConcurrency: 1, pollingIntervalSeconds: 1 }),
});
