import { defineJob } from "./contract.server.ts";
import { sendEmail } from "./send-email.server.ts";

// Bulk email (linking reminders to every unlinked therapist): the same message as send-email, on a queue of its own
// so that a thousand reminders never delay a sign-in link.
export const sendBulkEmail = defineJob({
  ...sendEmail,
  name: "send-bulk-email",
  queue: { ...sendEmail.queue, deadLetter: "send-bulk-email-dead" },
});
