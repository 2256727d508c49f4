import type { CommonQueryMethods } from "slonik";
import { eraseAuditCopies } from "#app/admin/audit.server.ts";
import { forgetListingsInAnalytics } from "#app/analytics/retention.server.ts";
import { erasePosts } from "#app/blog/personal-data.server.ts";
import { eraseInquiries } from "#app/inquiries/personal-data.server.ts";
import { forgetActionLinks } from "#app/links/action-links.server.ts";
import { eraseApplications } from "#app/submissions/personal-data.server.ts";
import { eraseListings } from "#app/therapists/personal-data.server.ts";

// What erasing listings takes with them, whether their account deletes itself or their removal's period has run
// out: the admin log's copies of them and of their applications (and, for an account, of it), the messages written
// to them with their follow-ups and emailed links, their posts, the applications, their name in analytics, and the
// rows themselves (their search documents and change requests with them). Run inside the caller's transaction, with
// the listings and applications already locked.

type Erased = { listingIds: readonly string[]; submissionIds: readonly string[]; userId: string | null };

export async function eraseListingsAndWhatTheyHold(
  tx: CommonQueryMethods,
  { listingIds, submissionIds, userId }: Erased,
): Promise<void> {
  await eraseAuditCopies(tx, { therapistIds: listingIds, submissionIds, userId });
  const inquiryIds = await eraseInquiries(tx, listingIds);
  await forgetActionLinks(tx, [...listingIds, ...inquiryIds]);
  await erasePosts(tx, listingIds);
  await eraseApplications(tx, submissionIds);
  await forgetListingsInAnalytics(tx, listingIds);
  await eraseListings(tx, listingIds);
}
