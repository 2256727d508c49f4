import { sql, type CommonQueryMethods } from "slonik";
import { z } from "zod";
import { selectOf } from "#app/db/columns.server.ts";
import { ApplicationRow } from "#app/therapists/therapist-row.ts";

// The applications' part of their author's data (app/account/): every application the account sent, or that made
// one of its listings and was sent from no other account (an admin may link a listing to another account: the
// application stays its sender's), whatever its status, each row whole but for which admin reviewed it; and their
// erasure when the author deletes the account, or with the listing they made once it was removed longer ago than
// its period (app/privacy/removed-listings.server.ts).

const Application = ApplicationRow.omit({ reviewedBy: true });
export type ApplicationData = z.infer<typeof Application>;

/** Which applications are the account's: sent from it, or approved into one of its listings and sent from no account. */
const theirs = (userId: string, listingIds: readonly string[]) =>
  sql.fragment`user_id = ${userId} OR (user_id IS NULL AND therapist_id = ANY(${sql.array(listingIds, "uuid")}))`;

export async function applicationsOf(
  db: CommonQueryMethods,
  userId: string,
  listingIds: readonly string[],
): Promise<readonly ApplicationData[]> {
  return db.any(sql.type(Application)`
    SELECT ${selectOf("therapist_submissions", Application)} FROM therapist_submissions
    WHERE ${theirs(userId, listingIds)} ORDER BY created_at, id`);
}

/** The ids of the account's applications, each locked until the transaction ends. */
export async function lockApplicationsOf(
  tx: CommonQueryMethods,
  userId: string,
  listingIds: readonly string[],
): Promise<readonly string[]> {
  return tx.anyFirst(sql.type(z.object({ id: z.uuid() }))`
    SELECT id FROM therapist_submissions WHERE ${theirs(userId, listingIds)} ORDER BY id FOR UPDATE`);
}

/** The ids of the applications approved into the listings, each locked until the transaction ends. */
export async function lockApprovedApplicationsOf(
  tx: CommonQueryMethods,
  listingIds: readonly string[],
): Promise<readonly string[]> {
  return tx.anyFirst(sql.type(z.object({ id: z.uuid() }))`
    SELECT id FROM therapist_submissions
    WHERE status = 'approved' AND therapist_id = ANY(${sql.array(listingIds, "uuid")}) ORDER BY id FOR UPDATE`);
}

/** Deletes the applications, their review notes with them. */
export async function eraseApplications(tx: CommonQueryMethods, ids: readonly string[]): Promise<void> {
  await tx.query(sql.unsafe`DELETE FROM therapist_submissions WHERE id = ANY(${sql.array(ids, "uuid")})`);
}
