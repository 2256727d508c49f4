import adminEn from "#app/i18n/compiled/emails-admin.en.ts";
import adminFr from "#app/i18n/compiled/emails-admin.fr.ts";
import type { Language } from "#app/i18n/language.ts";
import type en from "#app/i18n/messages/emails-admin.en.ts";
import { localPath } from "#app/i18n/twins.ts";
import type { EmailMessage } from "#app/mail/message.ts";
import { siteName } from "#app/mail/site-name.ts";
import { mailWords, type MailWords } from "#app/mail/words.ts";

// The emails of applications and reviews, each in the language of the recipient's account: the application's
// receipt, the decision on it, the decision on changes to verified details, and the reminder to connect a listed
// profile to an account. Links point to the French pages where they are served.

type Words = MailWords<Extract<keyof typeof en, string>>;
type To = { to: string; firstName: string; language: Language };

function letter(r: To, write: (t: Words, page: (enPath: string) => string) => { subject: string; body: string[] }) {
  const t = mailWords<typeof en>({ en: adminEn, fr: adminFr }, r.language);
  const { subject, body } = write(t, (enPath) => localPath(r.language, enPath));
  const text = [t("emails.admin.helloName", { name: r.firstName }), "", ...body, "", `— ${siteName(r.language)}`].join(
    "\n",
  );
  return { to: r.to, language: r.language, subject, text } satisfies EmailMessage;
}

/** The applicant's receipt, to an address they proved; an unproved typed address is named, with what to do. */
export function applicationReceipt(r: To & { typedEmail: string; proved: boolean; appUrl: string }) {
  return letter(r, (t, page) => ({
    subject: t("emails.admin.receipt.subject"),
    body: [
      t("emails.admin.receipt.thanks"),
      ...(r.proved ? [] : ["", t("emails.admin.receipt.prove", { email: r.typedEmail })]),
      "",
      t("emails.admin.receipt.dashboard", { url: `${r.appUrl}${page("/therapist/dashboard")}` }),
    ],
  }));
}

export function approvedEmail(
  r: To & { appUrl: string; slug: string; featured: boolean; adminNotes: string | null },
): EmailMessage {
  return letter(r, (t, page) => ({
    subject: t("emails.admin.approved.subject"),
    body: [
      t("emails.admin.approved.live"),
      `${r.appUrl}${page(`/therapists/${r.slug}`)}`,
      "",
      t("emails.admin.approved.dashboard", { url: `${r.appUrl}${page("/therapist/dashboard")}` }),
      ...(r.featured ? ["", t("emails.admin.approved.featured")] : []),
      ...(r.adminNotes ? ["", t("emails.admin.approved.note", { note: r.adminNotes })] : []),
    ],
  }));
}

export function rejectedEmail(r: To & { appUrl: string; adminNotes: string | null }): EmailMessage {
  return letter(r, (t, page) => ({
    subject: t("emails.admin.rejected.subject"),
    body: [
      t("emails.admin.rejected.body"),
      ...(r.adminNotes ? ["", t("emails.admin.rejected.note", { note: r.adminNotes })] : []),
      "",
      t("emails.admin.rejected.again", { url: `${r.appUrl}${page("/therapist/signup")}` }),
    ],
  }));
}

/** The decision on changes to a profile's verified details (name, licence, credentials). */
export function changesDecidedEmail(r: To & { appUrl: string; approved: boolean }): EmailMessage {
  return letter(r, (t, page) => ({
    subject: r.approved ? t("emails.admin.changes.approvedSubject") : t("emails.admin.changes.rejectedSubject"),
    body: [
      r.approved ? t("emails.admin.changes.approved") : t("emails.admin.changes.rejected"),
      "",
      `${r.appUrl}${page("/therapist/edit-profile")}`,
    ],
  }));
}

/**
 * The reminder to an unlinked therapist: sign in with the listed address, the one account the listing can be
 * linked to; a listing is never linked to another address on request.
 */
export function linkingReminder(r: To & { appUrl: string }): EmailMessage {
  return letter(r, (t) => ({
    subject: t("emails.admin.linking.subject"),
    body: [
      t("emails.admin.linking.body", { email: r.to }),
      `${r.appUrl}/api/login?returnTo=${encodeURIComponent("/therapist/dashboard")}`,
      "",
      t("emails.admin.linking.explain"),
    ],
  }));
}
