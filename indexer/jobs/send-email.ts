import { EmailMessage } from "#app/mail/message.ts";
import { createMailTransport, type MailTransport } from "#app/mail/transport.server.ts";
import { defineJob } from "../job.ts";

// Every transactional email leaves through this job: sign-in links, contact messages and their receipts,
// application and review decisions. Callers enqueue (inside the transaction that caused the email), the worker
// sends. Bulk mail has a queue of its own (send-bulk-email), so nothing here ever waits behind it, and this
// queue is worked by two fetch loops polling every half second: an email is picked up within about half a
// second, and at most four a second go out (the rest of a provider's rate is left to bulk mail).
// Retries back off exponentially; after the last one the payload goes to the dead-letter queue.
// A message holds addresses, names, sign-in links and contact messages: the payload is sealed (encrypted in the
// job row, dead-letter copies included), a sent job is deleted an hour after it completes, and the log line
// names the message by its transport id only.
// Sending twice is the one duplicate we accept: a transport cannot take back a message it already sent.
const transports = new WeakMap<object, MailTransport>();

export const sendEmail = defineJob({
  name: "send-email",
  payload: EmailMessage,
  sealed: true,
  queue: {
    deleteAfterSeconds: 3600,
    retryLimit: 6,
    retryDelay: 15,
    retryBackoff: true,
    retryDelayMax: 3600,
    expireInSeconds: 120,
    deadLetter: "send-email-dead",
  },
  work: () => ({ batchSize: 1, localConcurrency: 2, pollingIntervalSeconds: 0.5 }),
  async handle(message, { config, logger }) {
    let transport = transports.get(config);
    if (!transport) {
      transport = createMailTransport(config);
      transports.set(config, transport);
    }
    const id = await transport.send(message);
    logger.info({ id }, "email sent");
  },
});
