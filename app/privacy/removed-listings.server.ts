import type { CommonQueryMethods } from "slonik";
import { lockApprovedApplicationsOf } from "#app/submissions/personal-data.server.ts";
import { lockListingsRemovedLongAgo } from "#app/therapists/removal.server.ts";
import { eraseListingsAndWhatTheyHold } from "./erase-listings.server.ts";

// Listings an admin removed stay archived, out of the directory and without an identity, for
// REMOVED_LISTING_RETENTION_MONTHS after their removal (questions and disputes about a listing), then are erased as
// an account's deletion erases its listings (erase-listings.server.ts): the messages written to them with their
// follow-ups and emailed links, their posts, the applications approved into them, the admin log's copies of them,
// their name in analytics, and the rows themselves (their search documents and change requests with them). The
// account that held one stays; its payment records keep their own period, tied to no listing. Decision 083.

/** Erases the listings removed longer ago than their period; answers how many. A second run erases nothing more. */
export async function purgeRemovedListings(db: CommonQueryMethods, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const listingIds = await lockListingsRemovedLongAgo(tx, now);
    if (listingIds.length === 0) return 0;
    const submissionIds = await lockApprovedApplicationsOf(tx, listingIds);
    await eraseListingsAndWhatTheyHold(tx, { listingIds, submissionIds, userId: null });
    return listingIds.length;
  });
}
