import { sql, type CommonQueryMethods } from "slonik";
import { z } from "zod";
import type { CurrentUser } from "#app/auth/users.server.ts";
import { AUDIT_ACTOR_RETENTION_MONTHS } from "#app/privacy/retention.ts";

// The audit log of admin decisions and edits (who, when, what, before/after). Always written with the
// transaction of the change it records, so a change without its record (or the reverse) cannot exist. Who did it
// (the admin's address and account) is erased AUDIT_ACTOR_RETENTION_MONTHS after the action; what and when stay.

export type AuditAction =
  | "approve"
  | "reject"
  | "edit"
  | "delete"
  | "link-user"
  | "post-create"
  | "post-edit"
  | "post-publish"
  | "post-unpublish"
  | "post-delete"
  | "change-approve"
  | "change-reject";

export async function recordAudit(
  tx: CommonQueryMethods,
  entry: {
    actor: CurrentUser;
    action: AuditAction;
    submissionId?: string | null;
    therapistId?: string | null;
    before?: unknown;
    after?: unknown;
    note?: string | null;
  },
): Promise<void> {
  const json = (value: unknown) => (value === undefined || value === null ? null : sql.jsonb(value as never));
  await tx.query(sql.unsafe`
    INSERT INTO admin_audit_log (actor_id, actor_email, action, submission_id, therapist_id, before, after, note)
    VALUES (${entry.actor.id}, ${entry.actor.email}, ${entry.action}, ${entry.submissionId ?? null},
      ${entry.therapistId ?? null}, ${json(entry.before)}, ${json(entry.after)}, ${entry.note ?? null})`);
}

const AuditEntryRow = z.object({
  id: z.number().int(),
  /** Null once the retention period erased who did it. */
  actorEmail: z.string().nullable(),
  action: z.string(),
  submissionId: z.string().nullable(),
  therapistId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  note: z.string().nullable(),
  createdAt: z.number(),
});
export type AuditEntry = z.infer<typeof AuditEntryRow>;

/** The record of one submission and of the therapist it became, newest first. */
export async function auditForSubmission(db: CommonQueryMethods, submissionId: string): Promise<readonly AuditEntry[]> {
  return db.any(sql.type(AuditEntryRow)`
    SELECT a.id::int AS id, a.actor_email AS "actorEmail", a.action, a.submission_id AS "submissionId",
      a.therapist_id AS "therapistId", a.before, a.after, a.note, a.created_at AS "createdAt"
    FROM admin_audit_log a
    WHERE a.submission_id = ${submissionId}
       OR a.therapist_id = (SELECT therapist_id FROM therapist_submissions WHERE id = ${submissionId})
    ORDER BY a.created_at DESC, a.id DESC`);
}

/**
 * Erases a therapist's identity and its consent time from every copy of their profile the log holds: a withdrawn
 * consent leaves nothing of what the person no longer agrees to publish, in the log either (who did what stays).
 */
export async function eraseAuditedIdentity(tx: CommonQueryMethods, therapistId: string): Promise<void> {
  await tx.query(sql.unsafe`
    UPDATE admin_audit_log
    SET before = before - 'identity' - 'identityConsentAt', after = after - 'identity' - 'identityConsentAt'
    WHERE therapist_id = ${therapistId}
      AND (before ?| ARRAY['identity', 'identityConsentAt'] OR after ?| ARRAY['identity', 'identityConsentAt'])`);
}

const AuditRecord = AuditEntryRow.omit({ id: true, actorEmail: true }).extend({
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
/** The key of an approval's copy of the listing it moved off the applicant's address: another account's. */
const ANOTHER_ACCOUNT = "addressHeldBy";
type Subjects = { therapistIds: readonly string[]; submissionIds: readonly string[] };
const about = ({ therapistIds, submissionIds }: Subjects) => sql.fragment`
  therapist_id = ANY(${sql.array(therapistIds, "uuid")}) OR submission_id = ANY(${sql.array(submissionIds, "uuid")})`;

/**
 * What the log records about a person's listings and applications, oldest first, without naming the admins, and
 * without the copy of another account's listing an approval moved off the applicant's address (addressHeldBy).
 */
export async function auditRecordsOf(db: CommonQueryMethods, subjects: Subjects) {
  return db.any(sql.type(AuditRecord)`
    SELECT action, submission_id AS "submissionId", therapist_id AS "therapistId",
      before - ${ANOTHER_ACCOUNT}::text AS before, after, note, created_at AS "createdAt"
    FROM admin_audit_log WHERE ${about(subjects)} ORDER BY created_at, id`);
}

/**
 * Clears the copies of erased listings and applications (a deleted account's, or listings removed longer ago than
 * their period), and the notes, the log holds (as the retention period does: audit copies, app/privacy/retention.ts),
 * and the copies of those listings or of the deleted account that entries about someone else's application keep (an
 * approval that moved its listing off the applicant's address); who did what, and when, stays.
 */
export async function eraseAuditCopies(
  tx: CommonQueryMethods,
  subjects: Subjects & { userId: string | null },
): Promise<void> {
  await tx.query(sql.unsafe`
    UPDATE admin_audit_log SET before = NULL, after = NULL, note = NULL
    WHERE (${about(subjects)}) AND (before IS NOT NULL OR after IS NOT NULL OR note IS NOT NULL)`);
  await tx.query(sql.unsafe`
    UPDATE admin_audit_log SET before = before - ${ANOTHER_ACCOUNT}::text
    WHERE before -> ${ANOTHER_ACCOUNT}::text ->> 'id' = ANY(${sql.array(subjects.therapistIds, "text")})
       OR before -> ${ANOTHER_ACCOUNT}::text ->> 'userId' = ${subjects.userId}`);
}

/**
 * Erases who did it (the acting admin's address and account) from the entries older than the retention period, as
 * of `now`, and answers how many entries changed; the action, its subject and its time stay. A second run finds
 * none. One statement: the log holds one entry per admin action, a few a day.
 */
export function eraseOldAuditActors(db: CommonQueryMethods, now: Date): Promise<number> {
  return db.oneFirst(sql.type(z.object({ count: z.number().int() }))`
    WITH erased AS (
      UPDATE admin_audit_log SET actor_email = NULL, actor_id = NULL
      WHERE (actor_email IS NOT NULL OR actor_id IS NOT NULL)
        AND created_at < ${sql.timestamp(now)} - ${sql.interval({ months: AUDIT_ACTOR_RETENTION_MONTHS })}
      RETURNING 1
    )
    SELECT count(*)::int AS count FROM erased`);
}
