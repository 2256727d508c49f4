import { sql, type CommonQueryMethods } from "slonik";
import type { AppServices } from "#app/context.server.ts";
import { unindexTherapistPosts } from "#app/blog/writes.server.ts";
import { changeListing } from "#app/featured/state.server.ts";
import { indexTherapistJob } from "#app/jobs/index-therapist.server.ts";
import { enqueue } from "#app/jobs/queue.server.ts";

// Taking a listing out of the directory: an admin's delete (app/admin/profiles.server.ts) and its owner's account
// deletion (app/account/deletion.server.ts) both come through here, inside their own transaction.

/**
 * Marks the listing deleted (its first deletion time kept), ends its Featured period now, sends the job that
 * cancels its subscription at the provider while one is still live, and sends the jobs that take it and its posts
 * out of the search indexes. Run again on a deleted listing, it changes nothing but sends a live subscription's
 * cancellation once more.
 */
export async function removeListing(
  tx: CommonQueryMethods,
  boss: AppServices["boss"],
  therapistId: string,
  now: number,
): Promise<void> {
  await tx.query(sql.unsafe`
    UPDATE therapists SET status = 'deleted', deleted_at = coalesce(deleted_at, now()) WHERE id = ${therapistId}`);
  await changeListing(tx, boss, therapistId, { type: "removed", at: now });
  await enqueue(boss, indexTherapistJob, { therapistId }, { db: tx });
  await unindexTherapistPosts(tx, { boss }, therapistId);
}
