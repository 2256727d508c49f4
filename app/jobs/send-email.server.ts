import { EmailMessage } from "#app/mail/message.ts";
import { defineJob } from "./contract.server.ts";

// Every transactional email leaves through this job: sign-in links, contact messages and their receipts,
// application and review decisions. Callers enqueue (inside the transaction that caused the email), the worker
// sends. Bulk mail has a queue of its own (send-bulk-email), so nothing here ever waits behind it.
// Retries back off exponentially; after the last one the payload goes to the dead-letter queue.
// A message holds addresses, names, sign-in links and contact messages: the payload is sealed (encrypted in the
// job row, dead-letter copies included) and a sent job is deleted an hour after it completes.
export const sendEmail = defineJob({
  name: "send-email",
  payload: EmailMessage,
  sealed: true,
  paced: true,
  queue: {
    deleteAfterSeconds: 3600,
    retryLimit: 6,
    retryDelay: 15,
    retryBackoff: true,
    retryDelayMax: 3600,
    expireInSeconds: 120,
    deadLetter: "send-email-dead",
  },
});
