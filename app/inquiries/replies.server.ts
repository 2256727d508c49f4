import { sql, type CommonQueryMethods, type DatabaseTransactionConnection } from "slonik";
import { z } from "zod";
import type { Db } from "#app/db/pool.server.ts";
import type { Boss } from "#app/jobs/queue.server.ts";
import { recordErasure } from "#app/privacy/erasure-ledger.server.ts";
import { peekActionLink, redeemActionLink } from "#app/links/action-links.server.ts";
import { InquiryRow } from "./inquiry-row.ts";
import { purposeOf, type InquiryAnswer } from "./inquiry-links.server.ts";
import { repliedInTime } from "./reply-rules.ts";

// An inquiry's answers: the therapist marks it replied or closed (the dashboard, or the "I replied" link), the
// visitor answers "did you hear back?" (a "yes" marks it replied, a "no" is recorded and changes nothing else) or
// turns off follow-ups. Each answer changes the row only once: a second one finds it already given. A link about a
// message to a listing no longer in the directory (removed by an admin) is not valid: its page shows nothing of
// the message or the therapist, and its button changes nothing, the link included.

const Subject = InquiryRow.pick({ createdAt: true, state: true, heardBack: true, followUpsOffAt: true }).extend({
  therapistName: z.string(),
});
export type LinkSubject = z.infer<typeof Subject>;

export type LinkOutcome =
  { kind: "valid" | "recorded" | "already"; subject: LinkSubject } | { kind: "used" | "expired" | "invalid" };

const subjectOf = (db: CommonQueryMethods, id: string) =>
  db.maybeOne(sql.type(Subject)`
    SELECT i.created_at AS "createdAt", i.state, i.heard_back AS "heardBack", i.follow_ups_off_at AS "followUpsOffAt",
      t.first_name || ' ' || t.last_name AS "therapistName"
    FROM contact_inquiries i JOIN therapists t ON t.id = i.therapist_id
    WHERE i.id = ${id} AND t.status = 'approved'`);

/** What an answer link's page shows before its button is pressed: nothing changes. */
export async function peekInquiryLink(
  db: CommonQueryMethods,
  input: { answer: InquiryAnswer; token: string; now: number },
): Promise<LinkOutcome> {
  const link = await peekActionLink(db, {
    token: input.token,
    purpose: purposeOf(input.answer),
    now: new Date(input.now),
  });
  if (link.kind !== "valid") return link;
  const subject = await subjectOf(db, link.subjectId);
  return subject ? { kind: "valid", subject } : { kind: "invalid" };
}

/**
 * The link's button: the link is used up and its answer recorded, in one transaction. A visitor's "no more emails"
 * is also written into the erasure ledger, so a restored backup turns their follow-ups off again.
 */
export async function answerInquiryLink(
  { db, boss }: { db: Db; boss: Boss },
  input: { answer: InquiryAnswer; token: string; now: number },
): Promise<LinkOutcome> {
  return db.transaction(async (tx) => {
    const shown = await peekInquiryLink(tx, input);
    if (shown.kind !== "valid") return shown;
    const link = await redeemActionLink(tx, {
      token: input.token,
      purpose: purposeOf(input.answer),
      now: new Date(input.now),
    });
    if (link.kind !== "valid") return link;
    const changed = await applyAnswer(tx, input.answer, link.subjectId, input.now);
    if (changed && input.answer === "followups-off")
      await recordErasure(tx, boss, { kind: "follow-ups-off", id: link.subjectId, at: input.now });
    const subject = await subjectOf(tx, link.subjectId);
    if (!subject) return { kind: "invalid" };
    return { kind: changed ? "recorded" : "already", subject };
  });
}

/** Turns a message's follow-ups off as of `now`, unless they are off already; answers whether it did. */
export async function turnFollowUpsOff(tx: CommonQueryMethods, id: string, now: number): Promise<boolean> {
  const off = await tx.query(sql.unsafe`
    UPDATE contact_inquiries SET follow_ups_off_at = ${sql.timestamp(new Date(now))}
    WHERE id = ${id} AND follow_ups_off_at IS NULL`);
  return off.rowCount > 0;
}

async function applyAnswer(tx: DatabaseTransactionConnection, answer: InquiryAnswer, id: string, now: number) {
  const at = sql.timestamp(new Date(now));
  if (answer === "replied") return markReplied(tx, { id, by: "therapist", now });
  if (answer === "followups-off") return turnFollowUpsOff(tx, id, now);
  const heard = answer === "heard-yes" ? "yes" : "no";
  const recorded = await tx.query(sql.unsafe`
    UPDATE contact_inquiries SET heard_back = ${heard}, heard_back_at = ${at} WHERE id = ${id} AND heard_back IS NULL`);
  if (recorded.rowCount === 0) return false;
  if (heard === "yes") await markReplied(tx, { id, by: "visitor", now });
  return true;
}

/** Marks an inquiry replied, unless it already is: by whom, when, and whether in time for the reply record. */
export async function markReplied(
  db: CommonQueryMethods,
  input: { id: string; by: "therapist" | "visitor"; now: number; therapistId?: string },
): Promise<boolean> {
  const created = await db.maybeOneFirst(sql.type(z.object({ createdAt: z.number() }))`
    SELECT created_at AS "createdAt" FROM contact_inquiries
    WHERE id = ${input.id} AND state <> 'replied'
      ${input.therapistId ? sql.fragment`AND therapist_id = ${input.therapistId}` : sql.fragment``}
    FOR UPDATE`);
  if (created === null) return false;
  const inTime = repliedInTime({ createdAt: created, by: input.by, at: input.now });
  await db.query(sql.unsafe`
    UPDATE contact_inquiries SET state = 'replied', answered_at = ${sql.timestamp(new Date(input.now))},
      answered_by = ${input.by}, replied_in_time = ${inTime}
    WHERE id = ${input.id}`);
  return true;
}

/** The therapist closes a new inquiry that needs no reply (spam, sent in error): no reminders, not in the record. */
export async function closeInquiry(
  db: CommonQueryMethods,
  input: { id: string; therapistId: string; now: number },
): Promise<boolean> {
  const closed = await db.query(sql.unsafe`
    UPDATE contact_inquiries SET state = 'closed', answered_at = ${sql.timestamp(new Date(input.now))},
      answered_by = 'therapist'
    WHERE id = ${input.id} AND therapist_id = ${input.therapistId} AND state = 'new'`);
  return closed.rowCount > 0;
}
