import { sql, type CommonQueryMethods } from "slonik";
import { z } from "zod";
import { selectOf } from "#app/db/columns.server.ts";
import { Instant } from "#app/db/instant.ts";
import { TherapistRow } from "./therapist-row.ts";
import { VERIFIED_FIELDS } from "./verified-fields.ts";

// A listing's part of its owner's data (app/account/): every listing the account holds, whatever its status, each
// row whole, with the changes of verified fields it asked for; and their erasure when the owner deletes the account.

const listingColumns = selectOf("therapists", TherapistRow);

const ChangeRequest = z.object({
  id: z.uuid(),
  therapistId: z.uuid(),
  changes: z.partialRecord(z.enum(VERIFIED_FIELDS), z.string()),
  status: z.enum(["pending", "approved", "rejected"]),
  createdAt: Instant,
  decidedAt: Instant.nullable(),
});

export type ListingData = {
  listings: readonly TherapistRow[];
  changeRequests: readonly z.infer<typeof ChangeRequest>[];
};

/** The account's listings, oldest first, and the changes they asked for. */
export async function listingDataOf(db: CommonQueryMethods, userId: string): Promise<ListingData> {
  const listings = await db.any(sql.type(TherapistRow)`
    SELECT ${listingColumns} FROM therapists WHERE user_id = ${userId} ORDER BY created_at, id`);
  const ids = sql.array(
    listings.map((listing) => listing.id),
    "uuid",
  );
  const changeRequests = await db.any(sql.type(ChangeRequest)`
    SELECT id, therapist_id AS "therapistId", changes, status, created_at AS "createdAt", decided_at AS "decidedAt"
    FROM profile_change_requests WHERE therapist_id = ANY(${ids}) ORDER BY created_at, id`);
  return { listings, changeRequests };
}

/** The ids of the account's listings, whatever their status, each locked until the transaction ends. */
export async function lockListingsOf(tx: CommonQueryMethods, userId: string): Promise<readonly string[]> {
  return tx.anyFirst(sql.type(z.object({ id: z.uuid() }))`
    SELECT id FROM therapists WHERE user_id = ${userId} ORDER BY id FOR UPDATE`);
}

/** The listings' addresses, where their messages and reminders are sent. */
export async function listingAddresses(tx: CommonQueryMethods, ids: readonly string[]): Promise<readonly string[]> {
  return tx.anyFirst(sql.type(z.object({ email: z.string() }))`
    SELECT DISTINCT email FROM therapists WHERE id = ANY(${sql.array(ids, "uuid")})`);
}

/**
 * Deletes the listings, already taken out of the directory (removal.server.ts): their search documents and change
 * requests go with them, and the rows that only pointed at them (payments, analytics counts, the admin log) keep
 * no link to them.
 */
export async function eraseListings(tx: CommonQueryMethods, ids: readonly string[]): Promise<void> {
  await tx.query(sql.unsafe`DELETE FROM therapists WHERE id = ANY(${sql.array(ids, "uuid")})`);
}
