import { sql, type CommonQueryMethods } from "slonik";
import { z } from "zod";
import { recordEvent } from "#app/analytics/record.server.ts";
import { consume, ipBucket, limiterKey, mailboxOf } from "#app/auth/rate-limit.server.ts";
import { accountLanguage } from "#app/auth/users.server.ts";
import type { AppServices } from "#app/context.server.ts";
import { selectOf } from "#app/db/columns.server.ts";
import type { FieldErrors } from "#app/http/field-errors.ts";
import { isLanguage, LANGUAGES, type Language } from "#app/i18n/language.ts";
import { localPath } from "#app/i18n/twins.ts";
import { INQUIRY_RETENTION_MONTHS } from "#app/privacy/retention.ts";
import { TherapistRow } from "#app/therapists/therapist-row.ts";
import { sendEmail } from "#app/jobs/send-email.server.ts";
import { enqueue } from "#app/jobs/queue.server.ts";
import { checkContactForm, type ContactForm } from "./contact-form.ts";
import { checkFormToken, submissionKey } from "./form-token.server.ts";
import { newMessageEmail, receiptEmail } from "./message-emails.ts";
import { inquiryLink } from "./inquiry-links.server.ts";
import { replyDueAt } from "./reply-rules.ts";

// Contact messages (the profile's contact dialog). A message is stored, and the two emails that carry it (to the
// therapist, replying to the visitor, with its one-click "I replied" link; a receipt to the visitor, with the link
// that turns off follow-ups) are enqueued in the same transaction. The message is an inquiry, 'new' until answered
// (replies.server.ts), due a reply within two business days (its follow-ups: follow-ups.server.ts). Messages
// can hold health information: they are shown only to the therapist (by email) and to admins, and purged after
// the retention period (docs/decisions/009-contact-messages.md).

/**
 * Messages an hour: from one network (`ip`), from one network to one therapist (`pair`), and to one therapist
 * (`therapist`). A network's messages past its `pair` do not count toward the therapist's limit, so filling it (and
 * silencing a listing for an hour) takes ten networks, not three.
 */
export const CONTACT_LIMITS_PER_HOUR = { ip: 10, pair: 3, therapist: 30 } as const;
/**
 * Receipts to one visitor address a day. The address is typed by the visitor, so without a limit the form would
 * mail anyone: past it the message still reaches the therapist, only the receipt is skipped.
 */
export const RECEIPTS_PER_ADDRESS_PER_DAY = 3;

const Recipient = TherapistRow.pick({ id: true, firstName: true, lastName: true, email: true, city: true }).extend({
  language: z.enum(LANGUAGES),
});

export type SubmitOutcome =
  | { kind: "sent"; firstName: string }
  /** A bot's message (the honeypot was filled in): answered as if sent, stored nowhere. */
  | { kind: "dropped" }
  /** The form token says the form was sent too fast, or is forged or expired. */
  | { kind: "refused"; reason: "too-fast" | "invalid"; message: string }
  | { kind: "invalid"; errors: FieldErrors }
  | { kind: "not-found" }
  /** Too many from the sender's network (to anyone, or to this therapist), or to this therapist from everywhere. */
  | { kind: "rate-limited"; retryAfterSeconds: number; whose: "sender" | "therapist" };

export const INQUIRY_MESSAGES = { sent: "Message sent!", notFound: "Therapist not found." } as const;

/** What the limit on one network's messages to one therapist counts: the pair. */
export const pairSubject = (network: string, therapistId: string) => `${network}>${therapistId}`;

/** The catalogue's message (profile area) for a refused message: whose limit it met, and when to try again. */
export function contactRateLimitWords(outcome: { retryAfterSeconds: number; whose: "sender" | "therapist" }) {
  const id = outcome.whose === "therapist" ? "inquiry.answer.rateLimited.therapist" : "inquiry.answer.rateLimited";
  return { id, values: { minutes: Math.max(1, Math.ceil(outcome.retryAfterSeconds / 60)) } } as const;
}

/**
 * A contact message as posted, by the dialog's form or to the JSON API. A filled-in honeypot is checked first,
 * then the fields (a person is told what to fix before anything else), then the form token (API clients may send
 * none; they are limited by rate alone).
 * The message's language (its receipt's and follow-ups') is the page's: the posted `language` field ('en' or
 * 'fr') when there is one, else `pageLanguage` (the language of the URL it was posted to), else English.
 */
export async function submitInquiry(
  services: Pick<AppServices, "db" | "boss" | "config" | "logger">,
  input: { therapistId: string; posted: Record<string, unknown>; ip: string; pageLanguage?: Language; now?: number },
): Promise<SubmitOutcome> {
  const { posted, therapistId } = input;
  if (typeof posted.website === "string" && posted.website.trim() !== "") {
    services.logger.info({ therapistId }, "contact message dropped (honeypot)");
    return { kind: "dropped" };
  }
  const checked = checkContactForm(posted);
  const language = posted.language ?? input.pageLanguage ?? "en";
  if (!checked.ok || !isLanguage(language))
    return {
      kind: "invalid",
      errors: {
        ...(checked.ok ? {} : checked.errors),
        ...(isLanguage(language) ? {} : { language: [LANGUAGE_INVALID] }),
      },
    };
  if (posted.formToken !== undefined) {
    const token = checkFormToken(services.config.sessionSecret, String(posted.formToken));
    if (token === "too-fast")
      return {
        kind: "refused",
        reason: token,
        message: "That was very quick. Please check your message, then send it again.",
      };
    if (token === "invalid")
      return {
        kind: "refused",
        reason: token,
        message: "This form has expired. Please reload the page and try again.",
      };
  }
  const now = input.now ?? Date.now();
  const key =
    posted.formToken === undefined
      ? null
      : submissionKey(services.config.sessionSecret, String(posted.formToken), therapistId, checked.form);
  return deliverInquiry(services, { therapistId, form: checked.form, ip: input.ip, language, now, key });
}

const LANGUAGE_INVALID = "Language must be en or fr";

async function deliverInquiry(
  { db, boss, config }: Pick<AppServices, "db" | "boss" | "config">,
  input: { therapistId: string; form: ContactForm; ip: string; language: Language; now: number; key: string | null },
): Promise<SubmitOutcome> {
  const therapist = await db.maybeOne(sql.type(Recipient)`
    SELECT ${selectOf("therapists", Recipient, { language: accountLanguage(sql.fragment`therapists.user_id`) })}
    FROM therapists WHERE id = ${input.therapistId} AND status = 'approved'`);
  if (!therapist) return { kind: "not-found" };
  const sent = { kind: "sent", firstName: therapist.firstName } as const;
  // the same message posted again: answered as sent, sent once
  if (input.key && (await db.exists(sql.unsafe`SELECT 1 FROM contact_inquiries WHERE submission_key = ${input.key}`)))
    return sent;
  const key = (scope: string, subject: string) => limiterKey(config.sessionSecret, scope, subject);
  const network = ipBucket(input.ip);
  for (const limit of [
    { key: key("contact:ip", network), limit: CONTACT_LIMITS_PER_HOUR.ip, whose: "sender" },
    {
      key: key("contact:pair", pairSubject(network, therapist.id)),
      limit: CONTACT_LIMITS_PER_HOUR.pair,
      whose: "sender",
    },
    { key: key("contact:therapist", therapist.id), limit: CONTACT_LIMITS_PER_HOUR.therapist, whose: "therapist" },
  ] as const) {
    const result = await consume(db, { key: limit.key, limit: limit.limit, windowSeconds: 3600 });
    if (!result.allowed)
      return { kind: "rate-limited", retryAfterSeconds: result.retryAfterSeconds, whose: limit.whose };
  }
  const { form } = input;
  const name = `${therapist.firstName} ${therapist.lastName}`;
  const receipt = await consume(db, {
    key: key("contact:receipt", mailboxOf(form.email)),
    limit: RECEIPTS_PER_ADDRESS_PER_DAY,
    windowSeconds: 86_400,
  });
  const { now } = input;
  await db.transaction(async (tx) => {
    // Without a receipt (past the address's daily limit) the visitor gets no follow-ups either: the address may not
    // be theirs, and the receipt is where they could turn them off. The same message posted twice at once is stored
    // by one of the two; the other sends nothing.
    const inquiryId = await tx.maybeOneFirst(sql.type(z.object({ id: z.uuid() }))`
      INSERT INTO contact_inquiries (therapist_id, name, email, phone, message, created_at, reply_due_at, follow_ups_off_at,
        language, submission_key)
      VALUES (${therapist.id}, ${form.name}, ${form.email.toLowerCase()}, ${form.phone ?? null}, ${form.message},
        ${sql.timestamp(new Date(now))}, ${sql.timestamp(new Date(replyDueAt(now)))},
        ${receipt.allowed ? null : sql.timestamp(new Date(now))}, ${input.language}, ${input.key})
      ON CONFLICT (submission_key) DO NOTHING
      RETURNING id`);
    if (inquiryId === null) return;
    // each link in the language of the email it is in: the therapist's account's, the visitor's page's
    const link = (answer: "replied" | "followups-off", language: Language) =>
      inquiryLink(tx, { appUrl: config.appUrl, answer, inquiryId, now, language });
    await recordEvent(tx, {
      type: "contact_sent",
      therapistId: therapist.id,
      data: { therapistName: name, city: therapist.city ?? undefined, method: "form" },
    });
    await enqueue(
      boss,
      sendEmail,
      newMessageEmail({
        to: therapist.email,
        language: therapist.language,
        form,
        repliedUrl: await link("replied", therapist.language),
      }),
      { db: tx },
    );
    // Without a receipt (past the address's daily limit) the visitor gets no follow-ups either: the address may not
    // be theirs, and the receipt is where they could turn them off.
    if (receipt.allowed)
      await enqueue(
        boss,
        sendEmail,
        receiptEmail({
          to: form.email,
          language: input.language,
          therapistName: name,
          profileUrl: `${config.appUrl}${localPath(input.language, `/therapists/${input.therapistId}`)}`,
          offUrl: await link("followups-off", input.language),
        }),
        { db: tx },
      );
  });
  return sent;
}

/** Deletes messages older than the retention period as of `now`; returns how many. */
export async function purgeOldInquiries(db: CommonQueryMethods, now: Date): Promise<number> {
  return db.oneFirst(sql.type(z.object({ count: z.number().int() }))`
    WITH deleted AS (
      DELETE FROM contact_inquiries
      WHERE created_at < ${sql.timestamp(now)} - ${sql.interval({ months: INQUIRY_RETENTION_MONTHS })}
      RETURNING 1
    )
    SELECT count(*)::int AS count FROM deleted`);
}
