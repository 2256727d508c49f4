import nodemailer from "nodemailer";
import type { ServicesConfig } from "#app/config/config.server.ts";
import { LOCALES } from "#app/i18n/language.ts";
import type { EmailMessage } from "./message.ts";
import { writeOutboxMessage } from "./outbox.server.ts";

export type MailTransport = { send: (message: EmailMessage) => Promise<string> };

/** SMTP when SMTP_URL is set; otherwise (demo mode) the outbox folder. Returns the message id or file name. */
export function createMailTransport(config: Pick<ServicesConfig, "mail" | "dataDir">): MailTransport {
  const envelope = (message: EmailMessage) => ({
    from: message.language === "fr" ? config.mail.fromFr : config.mail.from,
    to: message.to,
    replyTo: message.replyTo,
    subject: message.subject,
    text: message.text,
    html: message.html,
    headers: { "Content-Language": LOCALES[message.language ?? "en"] },
  });
  if (config.mail.smtpUrl) {
    const smtp = nodemailer.createTransport(config.mail.smtpUrl);
    return { send: async (message) => (await smtp.sendMail(envelope(message))).messageId };
  }
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    send: async (message) => {
      const info = await stream.sendMail(envelope(message));
      return writeOutboxMessage(config.dataDir, info.message as Buffer);
    },
  };
}
