import { sql, type DatabaseTransactionConnection } from "slonik";
import { z } from "zod";
import type { ServicesConfig } from "#app/config/config.server.ts";
import type { AppServices } from "#app/context.server.ts";
import { enqueue } from "#app/jobs/queue.server.ts";
import { sendBulkEmail } from "#app/jobs/send-bulk-email.server.ts";
import { accountLanguage } from "#app/auth/users.server.ts";
import { LANGUAGES } from "#app/i18n/language.ts";
import { localPath } from "#app/i18n/twins.ts";
import type { EmailMessage } from "#app/mail/message.ts";
import { TherapistRow } from "#app/therapists/therapist-row.ts";
import { heardBackQuestion, suggestionsEmail, therapistReminder } from "./inquiry-emails.ts";
import { inquiryLink } from "./inquiry-links.server.ts";
import { FOLLOW_UP_KINDS, InquiryRow, type FollowUpKind } from "./inquiry-row.ts";
import { FOLLOW_UP_TO, followUpDueAt } from "./reply-rules.ts";
import { similarTherapists } from "./suggestions.server.ts";

// The follow-ups of unanswered inquiries, sent by the inquiry-follow-ups sweep at `now`: reminders to the therapist
// after one and two business days, the visitor's "did you hear back?" after two, suggestions after three. Each is
// sent once: its inquiry_follow_ups row and its email (on the bulk queue: sign-in mail never waits behind them)
// are written in one transaction that first claims the row, so a second run, or two at once, sends nothing more.
// Only a message still 'new' gets one; the visitor's only while they have not turned them off. When a later one of
// the same kind of email is due as well (the sweep did not run for a while), the earlier one is left out.

/** Messages older than this are past every follow-up: the sweep looks no further back. */
const LOOK_BACK_DAYS = 21;
const SUPERSEDED_BY: Partial<Record<FollowUpKind, FollowUpKind>> = {
  "first-reminder": "second-reminder",
  "heard-back": "suggestions",
};

const Candidate = InquiryRow.pick({ id: true, name: true, email: true, createdAt: true, language: true }).extend({
  sent: z.array(z.enum(FOLLOW_UP_KINDS)),
  visitorOff: z.boolean(),
  therapist: TherapistRow.pick({
    id: true,
    firstName: true,
    lastName: true,
    email: true,
    specialties: true,
    city: true,
  }).extend({ language: z.enum(LANGUAGES) }),
});
type Candidate = z.infer<typeof Candidate>;
type Services = Pick<AppServices<ServicesConfig>, "db" | "boss" | "config">;

/** The follow-ups due at `now` for each inquiry, the ones left out excepted. */
export function dueFollowUps(candidate: Pick<Candidate, "createdAt" | "sent" | "visitorOff">, now: number) {
  const due = (kind: FollowUpKind) => followUpDueAt(candidate.createdAt, kind) <= now;
  return FOLLOW_UP_KINDS.filter((kind) => {
    if (candidate.sent.includes(kind) || !due(kind)) return false;
    if (FOLLOW_UP_TO[kind] === "visitor" && candidate.visitorOff) return false;
    const later = SUPERSEDED_BY[kind];
    return !later || !(candidate.sent.includes(later) || due(later));
  });
}

/** Sends every follow-up due at `now`; returns how many emails were enqueued. */
export async function sendDueFollowUps(services: Services, now: number): Promise<number> {
  const at = sql.timestamp(new Date(now));
  const candidates = await services.db.any(sql.type(Candidate)`
    SELECT i.id, i.name, i.email, i.created_at AS "createdAt", i.language, i.follow_ups_off_at IS NOT NULL AS "visitorOff",
      array(SELECT f.kind FROM inquiry_follow_ups f WHERE f.inquiry_id = i.id) AS sent,
      json_build_object('id', t.id, 'firstName', t.first_name, 'lastName', t.last_name, 'email', t.email,
        'specialties', t.specialties, 'city', t.city,
        'language', ${accountLanguage(sql.fragment`t.user_id`)}) AS therapist
    FROM contact_inquiries i JOIN therapists t ON t.id = i.therapist_id
    WHERE i.reply_due_at IS NOT NULL AND i.state = 'new' AND t.status = 'approved'
      AND i.created_at > ${at} - ${sql.interval({ days: LOOK_BACK_DAYS })} AND i.created_at <= ${at}
    ORDER BY i.created_at, i.id`);
  let sent = 0;
  for (const candidate of candidates)
    for (const kind of dueFollowUps(candidate, now)) if (await sendFollowUp(services, candidate, kind, now)) sent++;
  return sent;
}

async function sendFollowUp(services: Services, candidate: Candidate, kind: FollowUpKind, now: number) {
  return services.db.transaction(async (tx) => {
    const claimed = await tx.query(sql.unsafe`
      INSERT INTO inquiry_follow_ups (inquiry_id, kind, sent_at)
      SELECT id, ${kind}, ${sql.timestamp(new Date(now))} FROM contact_inquiries
      WHERE id = ${candidate.id} AND state = 'new'
        ${FOLLOW_UP_TO[kind] === "visitor" ? sql.fragment`AND follow_ups_off_at IS NULL` : sql.fragment``}
      ON CONFLICT DO NOTHING`);
    if (claimed.rowCount === 0) return false;
    const message = await compose(tx, services.config.appUrl, candidate, kind, now);
    if (!message) return false;
    await enqueue(services.boss, sendBulkEmail, message, { db: tx });
    return true;
  });
}

async function compose(
  tx: DatabaseTransactionConnection,
  appUrl: string,
  { id, therapist, language, ...visitor }: Candidate,
  kind: FollowUpKind,
  now: number,
): Promise<EmailMessage | null> {
  // each link in the language of the email it is in: the therapist's account's, or the visitor's inquiry's
  const link = (answer: "replied" | "heard-yes" | "heard-no" | "followups-off") =>
    inquiryLink(tx, {
      appUrl,
      answer,
      inquiryId: id,
      now,
      language: answer === "replied" ? therapist.language : language,
    });
  const therapistName = `${therapist.firstName} ${therapist.lastName}`;
  if (kind === "first-reminder" || kind === "second-reminder")
    return therapistReminder(kind, {
      to: therapist.email,
      language: therapist.language,
      visitor,
      repliedUrl: await link("replied"),
      dashboardUrl: `${appUrl}${localPath(therapist.language, "/therapist/dashboard")}`,
    });
  if (kind === "heard-back")
    return heardBackQuestion({
      to: visitor.email,
      language,
      therapistName,
      createdAt: visitor.createdAt,
      yesUrl: await link("heard-yes"),
      noUrl: await link("heard-no"),
      offUrl: await link("followups-off"),
    });
  // No one to suggest: the follow-up is done, with no email.
  const suggestions = await similarTherapists(tx, { written: therapist, appUrl, language, now });
  if (suggestions.length === 0) return null;
  return suggestionsEmail({
    to: visitor.email,
    language,
    therapistName,
    createdAt: visitor.createdAt,
    suggestions,
    offUrl: await link("followups-off"),
  });
}
