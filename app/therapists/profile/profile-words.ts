import { formatDollars, formatShortDate } from "#app/components/format.ts";
import type { MessageId } from "#app/i18n/catalogue.ts";
import { formatCurrency, formatDate, type Language } from "#app/i18n/language.ts";
import type { Values } from "#app/i18n/i18n.tsx";
import { CONTACT_LIMITS, CONTACT_MESSAGES } from "#app/inquiries/contact-limits.ts";
import { REPLY_RECORD_DAYS, REPLY_WITHIN, type ReplyRecord } from "#app/inquiries/reply-rules.ts";
import type { AcceptingClients, WaitlistWait } from "#app/reference/profile-options.ts";
import { AVAILABILITY_RECENT_DAYS, confirmedWithin } from "#app/therapists/availability.ts";

// The profile's sentences built from its facts, in the page's words: the availability line, the reply record, and
// the contact form's field messages (the form's check writes them in English; a French page shows its own).

export type Translate = (id: MessageId, values?: Values) => string;
const DAY = 86_400_000;

type Dated = {
  acceptingClients: AcceptingClients;
  acceptingWait: WaitlistWait | null;
  availabilityConfirmedAt: number | null;
};

/** "Accepting new clients · confirmed 3 days ago", "Waitlist · about 2-6 weeks · confirmed today"; not confirmed
 *  within the recent days, the state with "Availability not confirmed recently" (as a card says it). */
export function availabilityLine(t: Translate, p: Dated, now: number): string {
  const confirmedAt = p.availabilityConfirmedAt;
  const recent = confirmedAt !== null && confirmedWithin(confirmedAt, AVAILABILITY_RECENT_DAYS, now);
  const age = recent ? confirmationAgeLine(t, confirmedAt, now) : t("availability.notRecent");
  return t("availability.line", { state: availabilityStateLine(t, p), age });
}

/** The state with the wait a waitlist names: "Accepting new clients", "Waitlist · about 2-6 weeks". */
export function availabilityStateLine(t: Translate, p: Omit<Dated, "availabilityConfirmedAt">): string {
  const state = t(`availability.state.${p.acceptingClients}`);
  return p.acceptingClients === "waitlist" && p.acceptingWait
    ? t("availability.withWait", { state, wait: t(`availability.wait.${p.acceptingWait}`) })
    : state;
}

/** "confirmed today", "confirmed 3 days ago": whole days, then weeks under 30 days, then months of 30 days. */
export function confirmationAgeLine(t: Translate, confirmedAt: number, now: number): string {
  const days = Math.max(0, Math.floor((now - confirmedAt) / DAY));
  if (days === 0) return t("availability.today");
  if (days < 7) return t("availability.days", { n: days });
  if (days < 30) return t("availability.weeks", { n: Math.floor(days / 7) });
  return t("availability.months", { n: Math.max(1, Math.floor(days / 30)) });
}

/** "Replied to 5 of 6 messages within 2 business days (last 90 days)". */
export function replyRecordLine(t: Translate, record: ReplyRecord): string {
  return t("profile.replyRecord", { ...record, within: REPLY_WITHIN, days: REPLY_RECORD_DAYS });
}

const FIELD_MESSAGES: ReadonlyMap<string, [MessageId, Values?]> = new Map<string, [MessageId, Values?]>([
  [CONTACT_MESSAGES.name, ["inquiry.error.name"]],
  [CONTACT_MESSAGES.nameLong, ["inquiry.error.nameLong", { n: CONTACT_LIMITS.name }]],
  [CONTACT_MESSAGES.phone, ["inquiry.error.phone"]],
  [CONTACT_MESSAGES.phoneLong, ["inquiry.error.phoneLong"]],
  [CONTACT_MESSAGES.message, ["inquiry.error.message"]],
  [CONTACT_MESSAGES.messageLong, ["inquiry.error.messageLong", { n: CONTACT_LIMITS.message }]],
]);

/** Each field's one message besides those above: the email's (an address as typed is refused with one message)
 *  and the name's (refused for a line break or control character). */
const OTHER_MESSAGE: Readonly<Record<string, MessageId>> = {
  email: "inquiry.error.email",
  name: "inquiry.error.control",
};

/** A field message of the contact form in the page's words. */
export function fieldMessage(t: Translate, field: string, message: string): string {
  const known = FIELD_MESSAGES.get(message);
  if (known) return t(known[0], known[1]);
  const other = OTHER_MESSAGE[field];
  return other ? t(other) : message;
}

/** An amount as the page's language writes it: "$140" / "140 $". */
export const money = (language: Language, dollars: number) =>
  language === "en" ? formatDollars(dollars) : formatCurrency(language, dollars);

/** A day as the page's language writes it: "Nov 12, 2026" / "12 nov. 2026". */
export const shortDate = (language: Language, ms: number) =>
  language === "en" ? formatShortDate(ms) : formatDate(language, ms);
