import { z } from "zod";
import { Instant } from "#app/db/instant.ts";
import { LANGUAGES } from "#app/i18n/language.ts";

// A contact_inquiries row, every column one field (named as the column in camelCase). The visitor's name, address,
// phone and message are personal data: the whole row is deleted after the retention period (purge-inquiries), and
// with it every column below and its follow-ups (inquiry_follow_ups).

export const INQUIRY_STATES = ["new", "replied", "closed"] as const;
export type InquiryState = (typeof INQUIRY_STATES)[number];

export const InquiryRow = z.object({
  id: z.uuid(),
  therapistId: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string(),
  createdAt: Instant,
  state: z.enum(INQUIRY_STATES),
  /** When it left 'new', and whose word moved it (the therapist's mark or link, the visitor's "yes"). */
  answeredAt: Instant.nullable(),
  answeredBy: z.enum(["therapist", "visitor"]).nullable(),
  /** Marked replied in time for the reply record (reply-rules.ts: repliedInTime). */
  repliedInTime: z.boolean(),
  /** Two business days after the message; null for messages stored before replies were tracked. */
  replyDueAt: Instant.nullable(),
  /** The visitor's answer to "did you hear back?", and when. */
  heardBack: z.enum(["yes", "no"]).nullable(),
  heardBackAt: Instant.nullable(),
  /** The visitor asked for no more follow-up emails about this message. */
  followUpsOffAt: Instant.nullable(),
  /** The language of the page the visitor wrote from: their receipt's and follow-ups'. */
  language: z.enum(LANGUAGES),
  /** The sending form's and words' keyed hash (form-token.server.ts: submissionKey); null when sent without a form. */
  submissionKey: z.string().nullable(),
});
export type InquiryRow = z.infer<typeof InquiryRow>;

/** The emails an inquiry can cause after it is sent, each at most once. */
export const FOLLOW_UP_KINDS = ["first-reminder", "second-reminder", "heard-back", "suggestions"] as const;
export type FollowUpKind = (typeof FOLLOW_UP_KINDS)[number];
