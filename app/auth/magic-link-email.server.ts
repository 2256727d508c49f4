import authEn from "#app/i18n/compiled/emails-auth.en.ts";
import authFr from "#app/i18n/compiled/emails-auth.fr.ts";
import type { Language } from "#app/i18n/language.ts";
import { localPath } from "#app/i18n/twins.ts";
import type en from "#app/i18n/messages/emails-auth.en.ts";
import type { EmailMessage } from "#app/mail/message.ts";
import { mailWords } from "#app/mail/words.ts";
import { MAGIC_LINK_TTL_MINUTES } from "./tokens.server.ts";

/** The sign-in email, in the language of the page that asked for it: one link (built from APP_URL, never from the
 *  request's Host header) to the link page in that language, and what it does. */
export function magicLinkEmail(to: string, appUrl: string, token: string, language: Language = "en"): EmailMessage {
  const t = mailWords<typeof en>({ en: authEn, fr: authFr }, language);
  const link = `${appUrl}${localPath(language, "/auth/verify")}?token=${encodeURIComponent(token)}`;
  return {
    to,
    language,
    subject: t("emails.auth.link.subject"),
    text: [
      t("emails.auth.link.hello"),
      "",
      t("emails.auth.link.click"),
      "",
      link,
      "",
      t("emails.auth.link.expiry", { minutes: MAGIC_LINK_TTL_MINUTES }),
      t("emails.auth.link.ignore"),
      "",
    ].join("\n"),
  };
}
