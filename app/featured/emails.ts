import featuredEn from "#app/i18n/compiled/emails-featured.en.ts";
import featuredFr from "#app/i18n/compiled/emails-featured.fr.ts";
import { formatCurrency, formatDate, type Language } from "#app/i18n/language.ts";
import type en from "#app/i18n/messages/emails-featured.en.ts";
import { localPath } from "#app/i18n/twins.ts";
import type { EmailMessage } from "#app/mail/message.ts";
import { siteName } from "#app/mail/site-name.ts";
import { mailWords, type MailWords } from "#app/mail/words.ts";
import { FEATURED_PRICE_CENTS } from "./plan.ts";

// The emails of the Featured lifecycle: receipt, renewal, failed payment, money taken back, end; each in the
// language of the recipient's account. Dates are written in UTC.

type Recipient = { to: string; firstName: string | null; language: Language };
type Words = MailWords<Extract<keyof typeof en, string>>;
type Letter = { subject: string; body: string[] };

function letter(r: Recipient, appUrl: string, write: (t: Words, w: Written) => Letter): EmailMessage {
  const t = mailWords<typeof en>({ en: featuredEn, fr: featuredFr }, r.language);
  const written: Written = {
    plan: t("emails.featured.plan"),
    amount: (cents) => formatCurrency(r.language, cents / 100),
    day: (at) => formatDate(r.language, at, "long"),
  };
  const { subject, body } = write(t, written);
  return {
    to: r.to,
    language: r.language,
    subject,
    text: [
      r.firstName ? t("emails.featured.helloName", { name: r.firstName }) : t("emails.featured.hello"),
      "",
      ...body,
      "",
      t("emails.featured.dashboard", { url: `${appUrl}${localPath(r.language, "/therapist/dashboard")}` }),
      "",
      `— ${siteName(r.language)}`,
    ].join("\n"),
  };
}

type Written = { plan: string; amount: (cents: number) => string; day: (at: number) => string };

export function receiptEmail(r: Recipient, amount: number, until: number | null, appUrl: string): EmailMessage {
  return letter(r, appUrl, (t, { plan, amount: money, day }) => ({
    subject: t("emails.featured.receipt.subject", { plan, amount: money(amount) }),
    body: [
      t("emails.featured.receipt.thanks", { plan, amount: money(amount) }),
      until === null ? t("emails.featured.receipt.pending") : t("emails.featured.receipt.until", { date: day(until) }),
    ],
  }));
}

export function renewalEmail(r: Recipient, amount: number, until: number, appUrl: string): EmailMessage {
  return letter(r, appUrl, (t, { plan, amount: money, day }) => ({
    subject: t("emails.featured.renewal.subject", { plan }),
    body: [t("emails.featured.renewal.body", { amount: money(amount), date: day(until) })],
  }));
}

export function failureEmail(r: Recipient, until: number | null, appUrl: string): EmailMessage {
  return letter(r, appUrl, (t, { plan, day }) => ({
    subject: t("emails.featured.failure.subject", { plan }),
    body: [
      t("emails.featured.failure.body"),
      until === null
        ? t("emails.featured.failure.notFeatured")
        : t("emails.featured.failure.until", { date: day(until) }),
      t("emails.featured.failure.update"),
    ],
  }));
}

/**
 * The first payment (a debit that was still clearing) did not go through: nothing was charged, nothing Featured. It
 * is tried again where it was made: the dashboard's Get Featured, or (paid at signup, before any application) the
 * application's payment step.
 */
export function firstPaymentFailedEmail(r: Recipient, appUrl: string, at: "dashboard" | "signup"): EmailMessage {
  const signup = `${appUrl}${localPath(r.language, "/therapist/signup")}?plan=featured`;
  return letter(r, appUrl, (t, { plan }) => ({
    subject: t("emails.featured.failure.subject", { plan }),
    body: [
      t("emails.featured.firstFailed.body"),
      at === "dashboard"
        ? t("emails.featured.firstFailed.retry")
        : t("emails.featured.firstFailed.retrySignup", { url: signup }),
    ],
  }));
}

/** Cleared money was refunded or disputed: Featured ended (if it was running). */
export function reversalEmail(
  r: Recipient,
  reason: "refunded" | "disputed",
  amount: number,
  ended: boolean,
  appUrl: string,
  renewalStopped = false,
): EmailMessage {
  return letter(r, appUrl, (t, { plan, amount: money }) => ({
    subject: t(reason === "refunded" ? "emails.featured.refunded.subject" : "emails.featured.disputed.subject", {
      plan,
    }),
    body: [
      t(reason === "refunded" ? "emails.featured.refunded.body" : "emails.featured.disputed.body", {
        plan,
        amount: money(amount),
      }),
      ended ? t("emails.featured.ended") : t("emails.featured.notForThis"),
      ...(renewalStopped ? [t("emails.featured.renewalStopped", { amount: money(FEATURED_PRICE_CENTS) })] : []),
    ],
  }));
}

export function endEmail(r: Recipient, appUrl: string): EmailMessage {
  return letter(r, appUrl, (t, { plan, amount: money }) => ({
    subject: t("emails.featured.end.subject", { plan }),
    body: [t("emails.featured.ended"), t("emails.featured.end.again", { amount: money(FEATURED_PRICE_CENTS) })],
  }));
}
