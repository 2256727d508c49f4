import { sql, type CommonQueryMethods } from "slonik";
import { z } from "zod";
import type { AppServices } from "#app/context.server.ts";
import { unindexTherapistPosts } from "#app/blog/writes.server.ts";
import { changeListing } from "#app/featured/state.server.ts";
import { indexTherapistJob } from "#app/jobs/index-therapist.server.ts";
import { enqueue } from "#app/jobs/queue.server.ts";
import { recordErasure } from "#app/privacy/erasure-ledger.server.ts";
import { REMOVED_LISTING_RETENTION_MONTHS } from "#app/privacy/retention.ts";
import { approvedSince } from "#app/submissions/submissions.server.ts";
import { IDENTITY_WITHDRAWN } from "./identity-consent.server.ts";
import { eraseRemovedIdentity } from "./identity-withdrawal.server.ts";

// Taking a listing out of the directory: an admin's delete (app/admin/profiles.server.ts) and its owner's account
// deletion (app/account/deletion.server.ts) both come through here, inside their own transaction.

/**
 * Marks the listing deleted (its first deletion time kept), erases its identity with its consent and their copies
 * (an identity is held only to be published), ends its Featured period now, sends the job that cancels its
 * subscription at the provider while one is still live, sends the jobs that take it and its posts out of the
 * search indexes, and the one that writes the removal into the erasure ledger. Run again on a deleted listing, it
 * changes nothing but sends a live subscription's cancellation and the ledger's entry once more.
 */
export async function removeListing(
  tx: CommonQueryMethods,
  boss: AppServices["boss"],
  therapistId: string,
  now: number,
): Promise<void> {
  await tx.query(sql.unsafe`
    UPDATE therapists
    SET status = 'deleted', deleted_at = coalesce(deleted_at, now()), ${IDENTITY_WITHDRAWN}
    WHERE id = ${therapistId}`);
  await eraseRemovedIdentity(tx, therapistId);
  await changeListing(tx, boss, therapistId, { type: "removed", at: now });
  await enqueue(boss, indexTherapistJob, { therapistId }, { db: tx });
  await unindexTherapistPosts(tx, { boss }, therapistId);
  await recordErasure(tx, boss, { kind: "listing", id: therapistId, at: now });
}

/**
 * Removes the listing (above) as it was removed at `removedAt`, unless it is removed already or gone, or an
 * application was approved into it since (an admin listed it again: that stands); answers whether it did.
 */
export async function removeListingIfListed(
  tx: CommonQueryMethods,
  boss: AppServices["boss"],
  therapistId: string,
  { removedAt, now }: { removedAt: number; now: number },
): Promise<boolean> {
  const listed = await tx.exists(sql.unsafe`
    SELECT 1 FROM therapists WHERE id = ${therapistId} AND status <> 'deleted' FOR UPDATE`);
  if (!listed || (await approvedSince(tx, therapistId, removedAt))) return false;
  await removeListing(tx, boss, therapistId, now);
  return true;
}

/**
 * The listings removed longer ago than their period (decision 083: then erased), as of `now`, each locked until the
 * transaction ends.
 */
export async function lockListingsRemovedLongAgo(tx: CommonQueryMethods, now: Date): Promise<readonly string[]> {
  return tx.anyFirst(sql.type(z.object({ id: z.uuid() }))`
    SELECT id FROM therapists
    WHERE status = 'deleted'
      AND deleted_at < ${sql.timestamp(now)} - ${sql.interval({ months: REMOVED_LISTING_RETENTION_MONTHS })}
    ORDER BY id FOR UPDATE`);
}
