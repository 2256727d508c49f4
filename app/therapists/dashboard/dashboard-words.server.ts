import type { MessageId } from "#app/i18n/catalogue.ts";
import { catalogue, catalogueOf } from "#app/i18n/catalogues.server.ts";
import { translator } from "#app/i18n/i18n.tsx";
import { languageOfPath, type Language } from "#app/i18n/language.ts";
import { listedValueNames, nameIn } from "#app/i18n/value-names.ts";
import { REPLY_RECORD_MINIMUM, type ReplyRecord } from "#app/inquiries/reply-rules.ts";
import { fieldMessage } from "#app/submissions/field-messages.ts";
import { AVAILABILITY_RECENT_DAYS, confirmedWithin } from "#app/therapists/availability.ts";
import type { AcceptingClients, WaitlistWait } from "#app/reference/profile-options.ts";
import { availabilityStateLine, confirmationAgeLine, replyRecordLine } from "../profile/profile-words.ts";
import type { AvailabilityRefused, AvailabilitySummary } from "./availability-card.tsx";

// The dashboard's words in the language of its URL: the catalogue its page shows, the sentences the server writes
// from facts (availability, reply record), and the answers of its buttons. English refusals of other modules (the
// checkout, billing, the blog's writes) are those modules' own words, as the API answers them; a page in another
// language says them in its own words, known by their reason.

export type Translate = ReturnType<typeof translator>;

export function dashboardWords(request: Request) {
  const language = languageOfPath(new URL(request.url).pathname);
  const t = translator(language, catalogue(language, "dashboard"), catalogue(language, "profile"));
  /** A refusal written by another module: its English words on an English page, the catalogue's otherwise. */
  const say = (english: string, id: MessageId) => (language === "en" ? english : t(id));
  return { language, t, say };
}

/** What the page's browser needs: the dashboard's words, the availability form's and the post buttons'. */
export function dashboardCatalogue(language: Language) {
  return {
    language,
    catalogue: {
      ...catalogue(language, "dashboard"),
      ...catalogueOf(language, "profileform", ["pf.accepting", "pf.wait"]),
      ...catalogueOf(language, "blog", ["post.draft", "post.edit", "post.publish", "post.unpublish", "post.delete"]),
    },
  };
}

type Notice = { ok: boolean; title: string; description: string };

/**
 * Back from checkout: what happened, as the payment's state says. Only a Featured listing is a success: the
 * address alone proves nothing (a debit still clearing, a payment not reported yet, or an address typed by hand
 * is "processing"); a failed payment is told by the Featured card. A cancel is told only where nothing was paid.
 */
export function checkoutNotice(
  t: Translate,
  query: { subscription_success?: "true"; subscription_canceled?: "true" },
  firstPayment: "pending" | "failed" | null,
  active: boolean,
): Notice | null {
  const notice = (ok: boolean, title: MessageId, description: MessageId) => ({
    ok,
    title: t(title),
    description: t(description),
  });
  // "Payment Canceled, your listing stays Free" is not said over a Featured listing or a payment under way.
  if (query.subscription_canceled)
    return active || firstPayment === "pending"
      ? null
      : notice(false, "dash.notice.canceled", "dash.notice.canceledText");
  if (!query.subscription_success) return null;
  if (active) return notice(true, "dash.notice.success", "dash.notice.successActive");
  if (firstPayment === "failed") return null;
  return notice(true, "dash.notice.processing", "dash.notice.processingText");
}

/** A post saved as a draft by its form sent without JavaScript, which comes back here with ?saved=draft. */
export function savedPostNotice(t: Translate, query: { saved?: "draft" }): Notice | null {
  return query.saved ? { ok: true, title: t("dash.toast.postDone"), description: t("dash.toast.post.draft") } : null;
}

type Dated = {
  acceptingClients: AcceptingClients;
  acceptingWait: WaitlistWait | null;
  availabilityConfirmedAt: number | null;
  directBilling: readonly string[];
};

/** The availability card's view: the state and its age even when not recent, in the page's words. */
export function availabilityView(t: Translate, language: Language, p: Dated, now: number): AvailabilitySummary {
  const confirmedAt = p.availabilityConfirmedAt;
  return {
    // the insurers by their names in the page's language ("Empire Vie")
    directBilling: p.directBilling.map((insurer) => nameIn(language, insurer)),
    acceptingClients: p.acceptingClients,
    acceptingWait: p.acceptingWait,
    state: availabilityStateLine(t, p),
    age: confirmedAt === null ? t("dash.availability.never") : confirmationAgeLine(t, confirmedAt, now),
    stale: !confirmedWithin(confirmedAt, AVAILABILITY_RECENT_DAYS, now),
  };
}

/** The reply record once enough messages count, in the page's words. */
export const replyRecordWords = (t: Translate, record: ReplyRecord) =>
  record.counted >= REPLY_RECORD_MINIMUM ? replyRecordLine(t, record) : null;

/** A refusal of the availability form, in the page's words. */
export function availabilityRefusal(language: Language, field: string, message: string): string {
  const t = translator(language, catalogue(language, "apply"));
  return fieldMessage(field, message, language, t, listedValueNames(language));
}

/**
 * A refused availability form: its first refusal in the page's words (undefined if zod named none), and the form
 * as posted with that refusal under its field, for the card to open on.
 */
export function refusedAvailability(
  language: Language,
  fields: Record<string, FormDataEntryValue>,
  issue: { path: readonly PropertyKey[]; message: string } | undefined,
): { message: string | undefined; form: AvailabilityRefused } {
  const posted = (name: string) => (typeof fields[name] === "string" ? fields[name] : "");
  const field = String(issue?.path[0] ?? "");
  const message = issue && availabilityRefusal(language, field, issue.message);
  return {
    message,
    form: {
      values: { acceptingClients: posted("acceptingClients"), acceptingWait: posted("acceptingWait") },
      errors: message && field ? { [field]: [message] } : {},
    },
  };
}
