import { addBusinessDays } from "./business-days.ts";
import type { FollowUpKind } from "./inquiry-row.ts";

// When an inquiry's follow-ups are due, in Ontario business days after the message, and the reply record's rule.
// Pure, so the sweep, the stored reply deadline, the pages and the tests count alike.

/** Business days after the message: a reply within REPLY_WITHIN counts as "within 2 business days". */
export const REPLY_WITHIN = 2;
export const FOLLOW_UP_AFTER: Readonly<Record<FollowUpKind, number>> = {
  "first-reminder": 1,
  "second-reminder": 2,
  "heard-back": 2,
  suggestions: 3,
};
/** Who each follow-up goes to. */
export const FOLLOW_UP_TO: Readonly<Record<FollowUpKind, "therapist" | "visitor">> = {
  "first-reminder": "therapist",
  "second-reminder": "therapist",
  "heard-back": "visitor",
  suggestions: "visitor",
};

/**
 * A therapist who leaves this many messages in a row unanswered, each for UNANSWERED_AFTER business days, is told
 * so and listed as not responding until they confirm their availability again.
 */
export const UNANSWERED_IN_A_ROW = 5;
export const UNANSWERED_AFTER = 5;

/** The reply record is shown from this many counted messages, over this many days. */
export const REPLY_RECORD_MINIMUM = 5;
export const REPLY_RECORD_DAYS = 90;

export const NOT_RESPONDING_TEXT = "Not responding to new messages at the moment";

export function replyDueAt(createdAt: number): number {
  return addBusinessDays(createdAt, REPLY_WITHIN).getTime();
}

export function followUpDueAt(createdAt: number, kind: FollowUpKind): number {
  return addBusinessDays(createdAt, FOLLOW_UP_AFTER[kind]).getTime();
}

/**
 * Whether a reply counts as within REPLY_WITHIN business days: the therapist's mark by then, or the visitor's "yes"
 * before the end of the next business day (the visitor is asked only when the reply is due, so their answer always
 * comes after it; an answer within a business day of the question speaks for the time it was asked).
 */
export function repliedInTime(input: { createdAt: number; by: "therapist" | "visitor"; at: number }): boolean {
  return input.at <= addBusinessDays(input.createdAt, REPLY_WITHIN + (input.by === "visitor" ? 1 : 0)).getTime();
}

export type ReplyRecord = { replied: number; counted: number };

/** "Replied to 9 of 10 messages within 2 business days (last 90 days)", or null below the minimum. */
export function replyRecordText(record: ReplyRecord): string | null {
  if (record.counted < REPLY_RECORD_MINIMUM) return null;
  const messages = record.counted === 1 ? "message" : "messages";
  return `Replied to ${record.replied} of ${record.counted} ${messages} within ${REPLY_WITHIN} business days (last ${REPLY_RECORD_DAYS} days)`;
}

/** Whether a listing says it is not responding: flagged, and availability not confirmed since. */
export function isNotResponding(t: { notRespondingSince: number | null; availabilityConfirmedAt: number | null }) {
  return (
    t.notRespondingSince !== null &&
    (t.availabilityConfirmedAt === null || t.availabilityConfirmedAt <= t.notRespondingSince)
  );
}
