import type { EmailMessage } from "#app/mail/message.ts";
import { SITE } from "#app/site.ts";
import { MAGIC_LINK_TTL_MINUTES } from "./tokens.server.ts";

/** The sign-in email: one link (built from APP_URL, never from the request's Host header) and what it does. */
export function magicLinkEmail(to: string, appUrl: string, token: string): EmailMessage {
  const link = `${appUrl}/auth/verify?token=${encodeURIComponent(token)}`;
  return {
    to,
    subject: `Your sign-in link for ${SITE.name}`,
    text: [
      "Hello,",
      "",
      `Click the link below to sign in to ${SITE.name}. No password needed.`,
      "",
      link,
      "",
      `The link will expire in ${MAGIC_LINK_TTL_MINUTES} minutes and works once.`,
      "If you did not ask to sign in, you can ignore this email: nobody can sign in without the link.",
      "",
    ].join("\n"),
  };
}
