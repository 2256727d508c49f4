import type { CommonQueryMethods } from "slonik";
import { eraseAuditCopies } from "#app/admin/audit.server.ts";
import { forgetListingsInAnalytics } from "#app/analytics/retention.server.ts";
import { erasePosts } from "#app/blog/personal-data.server.ts";
import { eraseInquiries } from "#app/inquiries/personal-data.server.ts";
import { forgetActionLinks } from "#app/links/action-links.server.ts";
import { eraseApplications, lockApprovedApplicationsOf } from "#app/submissions/personal-data.server.ts";
import { eraseListings } from "#app/therapists/personal-data.server.ts";
import { lockListingsRemovedLongAgo } from "#app/therapists/removal.server.ts";

// Listings an admin removed stay archived, out of the directory and without an identity, for
// REMOVED_LISTING_RETENTION_MONTHS after their removal (questions and disputes about a listing), then are erased as
// an account's deletion erases its listings (app/account/deletion.server.ts): the messages written to them with their
// follow-ups and emailed links, their posts, the applications approved into them, the admin log's copies of them,
// their name in analytics, and the rows themselves (their search documents and change requests with them). The
// account that held one stays; its payment records keep their own period, tied to no listing. Decision 083.

/** Erases the listings removed longer ago than their period; answers how many. A second run erases nothing more. */
export async function purgeRemovedListings(db: CommonQueryMethods, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const listingIds = await lockListingsRemovedLongAgo(tx, now);
    if (listingIds.length === 0) return 0;
    const submissionIds = await lockApprovedApplicationsOf(tx, listingIds);
    await eraseAuditCopies(tx, { therapistIds: listingIds, submissionIds, userId: null });
    const inquiryIds = await eraseInquiries(tx, listingIds);
    await forgetActionLinks(tx, [...listingIds, ...inquiryIds]);
    await erasePosts(tx, listingIds);
    await eraseApplications(tx, submissionIds);
    await forgetListingsInAnalytics(tx, listingIds);
    await eraseListings(tx, listingIds);
    return listingIds.length;
  });
}
