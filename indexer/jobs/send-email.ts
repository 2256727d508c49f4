import { sendEmail } from "#app/jobs/send-email.server.ts";
import { createMailTransport, type MailTransport } from "#app/mail/transport.server.ts";
import { handleJob } from "../job.ts";

// Sends one email. This queue is worked by two fetch loops polling every half second: an email is picked up within
// about half a second, and at most four a second go out (the rest of a provider's rate is left to bulk mail).
// The log line names the message by its transport id only (the payload is personal data).
// Sending twice is the one duplicate we accept: a transport cannot take back a message it already sent.
const transports = new WeakMap<object, MailTransport>();

export const sendEmailHandler = handleJob(sendEmail, {
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
