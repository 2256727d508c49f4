import authEn from "#app/i18n/compiled/emails-auth.en.ts";
import authFr from "#app/i18n/compiled/emails-auth.fr.ts";
import type { Language } from "#app/i18n/language.ts";
import type en from "#app/i18n/messages/emails-auth.en.ts";
import { localPath } from "#app/i18n/twins.ts";
import type { EmailMessage } from "#app/mail/message.ts";
import { mailWords } from "#app/mail/words.ts";

// The emails about an account's address, in the account's language: a change asked for (to the new address, or a
// notice when another account uses it; a notice to the old one), the change made, and the proof that an
// application's address is the applicant's.

const words = (language: Language) => mailWords<typeof en>({ en: authEn, fr: authFr }, language);

function letter(to: string, language: Language, subject: string, lines: string[]): EmailMessage {
  return { to, language, subject, text: [...lines, "", words(language)("emails.auth.signature")].join("\n") };
}

/** To an address another account or profile uses: someone asked for it, and nothing changes. */
export function addressInUseEmail(to: string, language: Language, appUrl: string): EmailMessage {
  const t = words(language);
  return letter(to, language, t("emails.auth.inUse.subject"), [
    t("emails.auth.hello"),
    "",
    t("emails.auth.inUse.asked"),
    t("emails.auth.inUse.nothing"),
    t("emails.auth.inUse.you", { url: `${appUrl}${localPath(language, "/login")}` }),
    t("emails.auth.inUse.ignore"),
  ]);
}

export function confirmNewAddressEmail(
  r: { to: string; firstName: string; language: Language },
  link: string,
  minutes: number,
): EmailMessage {
  const t = words(r.language);
  return letter(r.to, r.language, t("emails.auth.confirm.subject"), [
    t("emails.auth.helloName", { name: r.firstName }),
    "",
    t("emails.auth.confirm.open", { minutes }),
    link,
    "",
    t("emails.auth.confirm.ignore"),
  ]);
}

export function changeRequestedEmail(
  r: { to: string; firstName: string; language: Language },
  newEmail: string,
): EmailMessage {
  const t = words(r.language);
  return letter(r.to, r.language, t("emails.auth.requested.subject"), [
    t("emails.auth.helloName", { name: r.firstName }),
    "",
    t("emails.auth.requested.body", { email: newEmail }),
  ]);
}

export function addressChangedEmail(to: string, language: Language, newEmail: string): EmailMessage {
  const t = words(language);
  return letter(to, language, t("emails.auth.changed.subject"), [
    t("emails.auth.hello"),
    "",
    t("emails.auth.changed.body", { email: newEmail }),
    t("emails.auth.changed.notYou"),
  ]);
}

export function addressProofEmail(
  r: { to: string; firstName: string; language: Language },
  link: string,
  days: number,
): EmailMessage {
  const t = words(r.language);
  return letter(r.to, r.language, t("emails.auth.proof.subject"), [
    t("emails.auth.helloName", { name: r.firstName }),
    "",
    t("emails.auth.proof.application"),
    t("emails.auth.proof.open", { days }),
    link,
    "",
    t("emails.auth.proof.until"),
  ]);
}
