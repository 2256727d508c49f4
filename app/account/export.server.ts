import type { CommonQueryMethods } from "slonik";
import { auditRecordsOf } from "#app/admin/audit.server.ts";
import { accountDataOf, addressesOf } from "#app/auth/personal-data.server.ts";
import { postsOf } from "#app/blog/personal-data.server.ts";
import { isFeaturedActive } from "#app/featured/machine.ts";
import { featuredDataOf } from "#app/featured/personal-data.server.ts";
import { inquiriesFrom, inquiriesTo } from "#app/inquiries/personal-data.server.ts";
import { applicationsOf } from "#app/submissions/personal-data.server.ts";
import { listingDataOf } from "#app/therapists/personal-data.server.ts";
import { uploadsOf } from "#app/uploads/ownership.server.ts";

// "Download my data" (PIPEDA's right of access): everything stored about the signed-in person, gathered from the
// module that owns each table, and nothing about anyone else but what was written to them (the messages they
// received) — no admin is named. The messages they sent from an address the account proved are in it too. Each listing and application is its row whole; the consents and the Featured
// subscription are also summed up on their own. Decision 075 lists what is in it and why.

/** Every consent the person gave that is stored: showing their identity, on a listing or in an application. */
function consentsOf(
  records: readonly {
    kind: "listing" | "application";
    id: string;
    identity: readonly string[];
    identityConsentAt: number | null;
  }[],
) {
  return records.flatMap(({ kind, id, identity, identityConsentAt }) =>
    identityConsentAt === null
      ? []
      : [{ purpose: "show-identity" as const, on: kind, recordId: id, identity, givenAt: identityConsentAt }],
  );
}

/** The person's data as of `now`, or null when the account no longer exists. */
export async function exportAccount(db: CommonQueryMethods, userId: string, now: number) {
  const account = await accountDataOf(db, userId);
  if (!account) return null;
  const { listings, changeRequests } = await listingDataOf(db, userId);
  const listingIds = listings.map((listing) => listing.id);
  const applications = await applicationsOf(db, userId, listingIds);
  const submissionIds = applications.map((application) => application.id);
  const [inquiries, sent, blogPosts, uploads, featured, adminRecords] = await Promise.all([
    inquiriesTo(db, listingIds),
    addressesOf(db, userId).then((addresses) => inquiriesFrom(db, addresses)),
    postsOf(db, listingIds),
    uploadsOf(db, userId),
    featuredDataOf(db, userId),
    auditRecordsOf(db, { therapistIds: listingIds, submissionIds }),
  ]);
  return {
    exportedAt: now,
    ...account,
    listings,
    changeRequests,
    applications,
    inquiries: inquiries.inquiries,
    inquiryFollowUps: inquiries.followUps,
    sentInquiries: sent.inquiries,
    sentInquiryFollowUps: sent.followUps,
    blogPosts,
    uploads,
    subscription: {
      listings: listings.map((listing) => ({
        listingId: listing.id,
        featuredNow: isFeaturedActive(listing.isFeatured, listing.featuredUntil, now),
        featuredUntil: listing.featuredUntil,
        status: listing.subscriptionStatus,
        providerSubscriptionId: listing.stripeSubscriptionId,
      })),
      ...featured,
    },
    consents: consentsOf([
      ...listings.map((listing) => ({ kind: "listing" as const, ...listing })),
      ...applications.map((application) => ({ kind: "application" as const, ...application })),
    ]),
    adminRecords,
  };
}

export type AccountExport = NonNullable<Awaited<ReturnType<typeof exportAccount>>>;
