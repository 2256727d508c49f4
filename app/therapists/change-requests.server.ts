import { sql, type CommonQueryMethods } from "slonik";
import { z } from "zod";
import { recordAudit } from "#app/admin/audit.server.ts";
import { accountLanguage, type CurrentUser } from "#app/auth/users.server.ts";
import { changesDecidedEmail } from "#app/admin/admin-emails.ts";
import { LANGUAGES } from "#app/i18n/language.ts";
import type { AppServices } from "#app/context.server.ts";
import { indexTherapistJob } from "#app/jobs/index-therapist.server.ts";
import { sendEmail } from "#app/jobs/send-email.server.ts";
import { enqueue } from "#app/jobs/queue.server.ts";
import { AUDIT_COPY_RETENTION_MONTHS } from "#app/privacy/retention.ts";
import { assignmentsOf, jsonOf, selectOf } from "#app/db/columns.server.ts";
import { registrationHolder, registrationTakenMessage } from "./registration.server.ts";
import { TherapistRow } from "./therapist-row.ts";
import { VERIFIED_FIELDS, type VerifiedChanges, type VerifiedField } from "./verified-fields.ts";

// Change requests: an approved therapist's new name, licence number, credentials, receipt designation or province
// wait for an admin; the public profile keeps the verified values until the admin approves (audited, like every
// admin decision). A profile has at most one pending request; a later edit merges into it, and asking for the
// current value again (or clearing a field, which publishes at once) drops that field from it.

/** The verified fields as the profile holds them now. */
const Verified = TherapistRow.pick({
  firstName: true,
  lastName: true,
  licenseNumber: true,
  credentials: true,
  receiptDesignation: true,
  province: true,
});

const Changes = z.partialRecord(z.enum(VERIFIED_FIELDS), z.string());
const PendingRow = z.object({ id: z.uuid(), changes: Changes });

/**
 * Merges the requested values into the profile's pending request, less the fields `cleared` (published at once);
 * returns what is pending afterwards.
 */
export async function requestVerifiedChanges(
  tx: CommonQueryMethods,
  current: { id: string } & Record<VerifiedField, string | null>,
  userId: string,
  requested: VerifiedChanges,
  cleared: readonly VerifiedField[] = [],
): Promise<VerifiedChanges | null> {
  const pending = await tx.maybeOne(sql.type(PendingRow)`
    SELECT id, changes FROM profile_change_requests
    WHERE therapist_id = ${current.id} AND status = 'pending' FOR UPDATE`);
  const merged: VerifiedChanges = { ...pending?.changes, ...requested };
  for (const field of VERIFIED_FIELDS) if (merged[field] === current[field]) delete merged[field];
  for (const field of cleared) delete merged[field];
  if (Object.keys(merged).length === 0) {
    if (pending) await tx.query(sql.unsafe`DELETE FROM profile_change_requests WHERE id = ${pending.id}`);
    return null;
  }
  if (pending) {
    await tx.query(sql.unsafe`
      UPDATE profile_change_requests SET changes = ${sql.jsonb(merged)}, requested_by = ${userId}, created_at = now()
      WHERE id = ${pending.id}`);
  } else {
    await tx.query(sql.unsafe`
      INSERT INTO profile_change_requests (therapist_id, requested_by, changes)
      VALUES (${current.id}, ${userId}, ${sql.jsonb(merged)})`);
  }
  return merged;
}

const QueueRow = z.object({
  id: z.uuid(),
  therapistId: z.uuid(),
  slug: z.string(),
  current: Verified,
  changes: Changes,
  createdAt: z.number(),
});
export type ChangeRequest = z.infer<typeof QueueRow>;

/** The pending requests, oldest first, each with the profile's current (verified) values. */
export async function listChangeRequests(db: CommonQueryMethods): Promise<readonly ChangeRequest[]> {
  return db.any(sql.type(QueueRow)`
    SELECT r.id, r.therapist_id AS "therapistId", t.slug,
      ${jsonOf("t", Verified)} AS current,
      r.changes, r.created_at AS "createdAt"
    FROM profile_change_requests r JOIN therapists t ON t.id = r.therapist_id
    WHERE r.status = 'pending'
    ORDER BY r.created_at, r.id LIMIT 100`);
}

/** Whom the decision is emailed to, in their account's language. */
const Requester = TherapistRow.pick({ email: true, firstName: true }).extend({ language: z.enum(LANGUAGES) });
const requesterColumns = selectOf("t", Requester, { language: accountLanguage(sql.fragment`t.user_id`) });
const Locked = z.object({ id: z.uuid(), therapistId: z.uuid(), changes: Changes, ...Requester.shape });

export type ChangeDecision = { kind: "decided" } | { kind: "not-found" } | { kind: "conflict"; message: string };

/** Approve (the new values publish, the index is refreshed) or reject; either way audited and emailed. */
export async function decideChangeRequest(
  { db, boss, config }: Pick<AppServices, "db" | "boss" | "config">,
  admin: CurrentUser,
  id: string,
  approve: boolean,
): Promise<ChangeDecision> {
  return db.transaction(async (tx) => {
    const request = await tx.maybeOne(sql.type(Locked)`
      SELECT r.id, r.therapist_id AS "therapistId", r.changes, ${requesterColumns}
      FROM profile_change_requests r JOIN therapists t ON t.id = r.therapist_id
      WHERE r.id = ${id} AND r.status = 'pending' FOR UPDATE OF r, t`);
    if (!request) return { kind: "not-found" };
    const fields = VERIFIED_FIELDS.filter((field) => request.changes[field] !== undefined);
    const before = await tx.one(sql.type(Verified)`
      SELECT ${selectOf("t", Verified)} FROM therapists t WHERE t.id = ${request.therapistId}`);
    // a registration number is on one listing at most: approving another listing's number is refused
    const holder = approve
      ? await registrationHolder(tx, request.changes.licenseNumber ?? null, request.therapistId)
      : null;
    if (holder) return { kind: "conflict", message: registrationTakenMessage(holder) };
    if (approve && fields.length > 0) {
      const sets = assignmentsOf(request.changes, fields);
      await tx.query(
        sql.unsafe`UPDATE therapists SET ${sql.join(sets, sql.fragment`, `)} WHERE id = ${request.therapistId}`,
      );
      await enqueue(boss, indexTherapistJob, { therapistId: request.therapistId }, { db: tx });
    }
    await tx.query(sql.unsafe`
      UPDATE profile_change_requests SET status = ${approve ? "approved" : "rejected"}, decided_at = now(), decided_by = ${admin.id}
      WHERE id = ${id}`);
    await recordAudit(tx, {
      actor: admin,
      action: approve ? "change-approve" : "change-reject",
      therapistId: request.therapistId,
      before: Object.fromEntries(fields.map((field) => [field, before[field] ?? null])),
      after: approve ? request.changes : Object.fromEntries(fields.map((field) => [field, before[field] ?? null])),
      note: approve ? null : `Requested: ${JSON.stringify(request.changes)}`,
    });
    const email = changesDecidedEmail({
      to: request.email,
      // an approved new first name greets its owner: the letter is about the change made
      firstName: approve && request.changes.firstName ? request.changes.firstName : request.firstName,
      language: request.language,
      appUrl: config.appUrl,
      approved: approve,
    });
    await enqueue(boss, sendEmail, email, { db: tx });
    return { kind: "decided" };
  });
}

/**
 * Deletes the requests decided longer ago than the admin log's copies are kept, as of `now` (a decided request is
 * the decision's copy of what was asked, as the log's entry is); pending ones wait for their decision.
 */
export async function purgeDecidedChangeRequests(db: CommonQueryMethods, now: Date): Promise<number> {
  return db.oneFirst(sql.type(z.object({ count: z.number().int() }))`
    WITH deleted AS (
      DELETE FROM profile_change_requests
      WHERE status <> 'pending'
        AND decided_at < ${sql.timestamp(now)} - ${sql.interval({ months: AUDIT_COPY_RETENTION_MONTHS })}
      RETURNING 1
    )
    SELECT count(*)::int AS count FROM deleted`);
}
