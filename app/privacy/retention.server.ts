import { sql, type CommonQueryMethods } from "slonik";
import { z } from "zod";
import {
  AUDIT_ACTOR_RETENTION_MONTHS,
  AUDIT_COPY_RETENTION_MONTHS,
  PAYMENT_EVENT_RETENTION_DAYS,
  PAYMENT_RECORD_RETENTION_YEARS,
  REJECTED_APPLICATION_RETENTION_MONTHS,
  UNUSED_ACCOUNT_RETENTION_MONTHS,
} from "./retention.ts";

// The purges behind the retention periods, each as of `now` (the job's clock, passed in). Each deletes (or clears)
// only what is past its period, so running one twice removes nothing more; each answers how many rows it changed.

const Count = z.object({ count: z.number().int() });
const before = (now: Date, interval: Parameters<typeof sql.interval>[0]) =>
  sql.fragment`${sql.timestamp(now)} - ${sql.interval(interval)}`;

/** Rejected applications decided longer ago than the retention period. */
export function purgeRejectedApplications(db: CommonQueryMethods, now: Date): Promise<number> {
  return db.oneFirst(sql.type(Count)`
    WITH deleted AS (
      DELETE FROM therapist_submissions
      WHERE status = 'rejected' AND reviewed_at < ${before(now, { months: REJECTED_APPLICATION_RETENTION_MONTHS })}
      RETURNING 1
    )
    SELECT count(*)::int AS count FROM deleted`);
}

/** Profile copies and notes in audit entries older than the retention period; who did what, and when, stays. */
export function purgeAuditCopies(db: CommonQueryMethods, now: Date): Promise<number> {
  return db.oneFirst(sql.type(Count)`
    WITH cleared AS (
      UPDATE admin_audit_log SET before = NULL, after = NULL, note = NULL
      WHERE (before IS NOT NULL OR after IS NOT NULL OR note IS NOT NULL)
        AND created_at < ${before(now, { months: AUDIT_COPY_RETENTION_MONTHS })}
      RETURNING 1
    )
    SELECT count(*)::int AS count FROM cleared`);
}

/**
 * Who reviewed an application (the admin's account, shown as their address), on applications decided longer ago
 * than the actor's period, as the audit log's actors are; the decision and its time stay, of nobody.
 */
export function eraseOldReviewers(db: CommonQueryMethods, now: Date): Promise<number> {
  return db.oneFirst(sql.type(Count)`
    WITH erased AS (
      UPDATE therapist_submissions SET reviewed_by = NULL
      WHERE reviewed_by IS NOT NULL AND reviewed_at < ${before(now, { months: AUDIT_ACTOR_RETENTION_MONTHS })}
      RETURNING 1
    )
    SELECT count(*)::int AS count FROM erased`);
}

/**
 * Accounts nobody uses: a plain user (never an admin, by role or by an address in `adminEmails`, ADMIN_EMAILS)
 * without a profile, an application or a payment, who has not signed in (or, never having signed in, was created)
 * longer ago than the retention period. An admin's account holds its authenticator and its name on what it did.
 */
export function purgeUnusedAccounts(
  db: CommonQueryMethods,
  adminEmails: readonly string[],
  now: Date,
): Promise<number> {
  return db.oneFirst(sql.type(Count)`
    WITH deleted AS (
      DELETE FROM users u
      WHERE u.role = 'user'
        AND u.email <> ALL(${sql.array(adminEmails, "text")})
        AND coalesce(u.last_sign_in_at, u.created_at) < ${before(now, { months: UNUSED_ACCOUNT_RETENTION_MONTHS })}
        AND NOT EXISTS (SELECT 1 FROM therapists t WHERE t.user_id = u.id)
        AND NOT EXISTS (SELECT 1 FROM therapist_submissions s WHERE s.user_id = u.id)
        AND NOT EXISTS (SELECT 1 FROM featured_payments p WHERE p.user_id = u.id)
        AND NOT EXISTS (SELECT 1 FROM presignup_featured_payments p WHERE p.user_id = u.id)
      RETURNING 1
    )
    SELECT count(*)::int AS count FROM deleted`);
}

/** Payment records past the legal period, and the provider's event messages past theirs, handled or not. */
export async function purgePaymentRecords(
  db: CommonQueryMethods,
  now: Date,
): Promise<{ payments: number; events: number }> {
  const expired = before(now, { years: PAYMENT_RECORD_RETENTION_YEARS });
  return db.transaction(async (tx) => ({
    payments: await tx.oneFirst(sql.type(Count)`
      WITH history AS (DELETE FROM featured_payments WHERE created_at < ${expired} RETURNING 1),
        presignup AS (DELETE FROM presignup_featured_payments WHERE created_at < ${expired} RETURNING 1)
      SELECT ((SELECT count(*) FROM history) + (SELECT count(*) FROM presignup))::int AS count`),
    events: await tx.oneFirst(sql.type(Count)`
      WITH deleted AS (
        DELETE FROM payment_events
        WHERE received_at < ${before(now, { days: PAYMENT_EVENT_RETENTION_DAYS })}
        RETURNING 1
      )
      SELECT count(*)::int AS count FROM deleted`),
  }));
}
