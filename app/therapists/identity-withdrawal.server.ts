import { sql, type CommonQueryMethods } from "slonik";
import { z } from "zod";
import { eraseAuditedIdentity } from "#app/admin/audit.server.ts";
import { indexTherapistJob } from "#app/jobs/index-therapist.server.ts";
import { enqueue, type Boss } from "#app/jobs/queue.server.ts";
import { recordErasure } from "#app/privacy/erasure-ledger.server.ts";
import {
  eraseListedIdentity,
  eraseSubmittedIdentity,
  trimSubmittedIdentity,
} from "#app/submissions/submissions.server.ts";
import { IDENTITY_WITHDRAWN } from "./identity-consent.server.ts";

/** Whether a listing, as it was before a withdrawal, held an identity or a consent to withdraw. */
export const heldIdentity = (listing: { identity: readonly string[]; identityConsentAt: number | null }) =>
  listing.identity.length > 0 || listing.identityConsentAt !== null;

/**
 * After a withdrawal: erases the identity from every copy besides the listing's own columns (the therapist's
 * applications, the admin log's copies of the profile), and, when the listing held one (`held`), sends the job that
 * writes the withdrawal, with its time, into the erasure ledger. Called once the change's own audit record is written.
 */
export async function eraseIdentityCopies(
  tx: CommonQueryMethods,
  boss: Boss,
  listing: { id: string; userId: string | null },
  withdrawal: { at: number; held: boolean },
): Promise<void> {
  await eraseSubmittedIdentity(tx, { therapistId: listing.id, userId: listing.userId });
  await eraseAuditedIdentity(tx, listing.id);
  if (withdrawal.held) await recordErasure(tx, boss, { kind: "identity", id: listing.id, at: withdrawal.at });
}

/**
 * After an edit that took values off the listing's identity (its consent standing): the therapist's applications
 * keep only the values still stated, and the admin log's copies of the profile lose theirs, as after a withdrawal.
 */
export async function trimIdentityCopies(
  tx: CommonQueryMethods,
  listing: { id: string; userId: string | null },
  identity: { before: readonly string[]; after: readonly string[] },
): Promise<void> {
  if (identity.before.every((value) => identity.after.includes(value))) return;
  await trimSubmittedIdentity(tx, { therapistId: listing.id, userId: listing.userId }, identity.after);
  await eraseAuditedIdentity(tx, listing.id);
}

/**
 * A withdrawal found in the erasure ledger, applied again: the listing's identity and consent are erased, with their
 * copies, when its consent was given no later than the withdrawal (one given since stands). Answers whether it did.
 */
export async function withdrawIdentityAgain(
  tx: CommonQueryMethods,
  boss: Boss,
  therapistId: string,
  withdrawnAt: number,
): Promise<boolean> {
  const listing = await tx.maybeOne(sql.type(z.object({ id: z.uuid(), userId: z.uuid().nullable() }))`
    UPDATE therapists SET ${IDENTITY_WITHDRAWN}
    WHERE id = ${therapistId} AND identity_consent_at <= ${sql.timestamp(new Date(withdrawnAt))}
    RETURNING id, user_id AS "userId"`);
  if (!listing) return false;
  await eraseIdentityCopies(tx, boss, listing, { at: withdrawnAt, held: true });
  await enqueue(boss, indexTherapistJob, { therapistId }, { db: tx });
  return true;
}

/**
 * After a listing leaves the directory (an admin's removal): erases the identity from the listing's own copies (the
 * applications approved into it, the admin log's copies of it). The therapist's other applications keep theirs: one
 * under review may still be published.
 */
export async function eraseRemovedIdentity(tx: CommonQueryMethods, therapistId: string): Promise<void> {
  await eraseListedIdentity(tx, therapistId);
  await eraseAuditedIdentity(tx, therapistId);
}
