import { z } from "zod";
import { FilledIn, Instant, PostFields, User } from "./api-shapes.ts";

// The answer of GET /api/account/export ("Download my data"): every row stored about the person, whole, as a
// client reads it off the wire (instants as ISO 8601 strings). api-contract.test.ts checks the answer against it.

const Id = z.uuid();
const Text = z.string();
const Subscription = z.enum(["active", "past_due", "canceling", "canceled"]);
/** Audit copies and notes: whatever the admin's action recorded. */
const Copy = z.record(z.string(), z.unknown()).nullable();

/** The profile as both tables store it: what the therapist fills in, and the columns only stored. */
const StoredProfile = FilledIn.extend({
  credentialTypes: z.array(Text),
  feeRange: Text.nullable(),
  studentFriendly: z.boolean(),
  availability: Text.nullable(),
});

const Listing = StoredProfile.extend({
  id: Id,
  slug: Text,
  status: z.enum(["pending", "approved", "rejected", "deleted"]),
  userId: Id.nullable(),
  createdAt: Instant,
  updatedAt: Instant,
  deletedAt: Instant.nullable(),
  rating: z.number(),
  reviewCount: z.number().int(),
  isFeatured: z.boolean(),
  featuredUntil: Instant.nullable(),
  featuredChangedAt: Instant.nullable(),
  stripeCustomerId: Text.nullable(),
  stripeSubscriptionId: Text.nullable(),
  stripePaymentId: Text.nullable(),
  subscriptionStatus: Subscription.nullable(),
  subscriptionChangedAt: Instant.nullable(),
  linkReminderSentAt: Instant.nullable(),
  availabilityConfirmedAt: Instant.nullable(),
  availabilityRemindedAt: Instant.nullable(),
  notRespondingSince: Instant.nullable(),
  directBillingConfirmedAt: Instant.nullable(),
});

const Application = StoredProfile.extend({
  id: Id,
  status: z.enum(["pending", "approved", "rejected"]),
  userId: Id.nullable(),
  therapistId: Id.nullable(),
  slug: Text.nullable(),
  adminNotes: Text.nullable(),
  reviewedAt: Instant.nullable(),
  createdAt: Instant,
  updatedAt: Instant,
});

const Inquiry = z.object({
  id: Id,
  therapistId: Id,
  name: Text,
  email: Text,
  phone: Text.nullable(),
  message: Text,
  createdAt: Instant,
  state: z.enum(["new", "replied", "closed"]),
  answeredAt: Instant.nullable(),
  answeredBy: z.enum(["therapist", "visitor"]).nullable(),
  repliedInTime: z.boolean(),
  replyDueAt: Instant.nullable(),
  heardBack: z.enum(["yes", "no"]).nullable(),
  heardBackAt: Instant.nullable(),
  followUpsOffAt: Instant.nullable(),
  language: z.enum(["en", "fr"]),
  submissionKey: Text.nullable(),
});

const Payment = z.object({
  id: Id,
  therapistId: Id.nullable(),
  providerPaymentId: Text,
  amount: z.number().int(),
  currency: Text,
  status: z.enum(["pending", "paid", "failed", "refunded", "disputed"]),
  kind: z.enum(["first", "renewal", "reversal"]),
  createdAt: Instant,
  periodEndsAt: Instant.nullable(),
});

const SignupPayment = z.object({
  id: Id,
  providerPaymentId: Text,
  amount: z.number().int(),
  status: z.enum(["pending", "paid", "failed", "canceled", "refunded", "disputed"]),
  providerCustomerId: Text.nullable(),
  providerSubscriptionId: Text.nullable(),
  periodEndsAt: Instant.nullable(),
  appliedAt: Instant.nullable(),
  createdAt: Instant,
});

export const AccountExport = z.object({
  exportedAt: Instant,
  account: User.extend({
    role: z.enum(["user", "admin"]),
    language: z.enum(["en", "fr"]),
    lastSignInAt: Instant.nullable(),
  }),
  sessions: z.array(z.object({ signedInAt: Instant.nullable(), expiresAt: Instant })),
  provenAddresses: z.array(z.object({ email: Text, provenAt: Instant })),
  pendingEmailChanges: z.array(z.object({ newEmail: Text, expiresAt: Instant })),
  pendingAddressProofs: z.array(z.object({ email: Text, sentAt: Instant, expiresAt: Instant })),
  signInLinks: z.array(z.object({ sentAt: Instant, expiresAt: Instant, used: z.boolean(), returnTo: Text.nullable() })),
  listings: z.array(Listing),
  changeRequests: z.array(
    z.object({
      id: Id,
      therapistId: Id,
      changes: z.record(z.string(), Text),
      status: z.enum(["pending", "approved", "rejected"]),
      createdAt: Instant,
      decidedAt: Instant.nullable(),
    }),
  ),
  applications: z.array(Application),
  inquiries: z.array(Inquiry),
  inquiryFollowUps: z.array(z.object({ inquiryId: Id, kind: Text, sentAt: Instant })),
  sentInquiries: z.array(Inquiry),
  sentInquiryFollowUps: z.array(z.object({ inquiryId: Id, kind: Text, sentAt: Instant })),
  blogPosts: z.array(
    PostFields.extend({
      content: Text,
      status: z.enum(["draft", "published"]),
      publishedAt: Instant.nullable(),
      views: z.number().int(),
    }),
  ),
  uploads: z.array(z.object({ path: Text, uploadedAt: Instant })),
  subscription: z.object({
    listings: z.array(
      z.object({
        listingId: Id,
        featuredNow: z.boolean(),
        featuredUntil: Instant.nullable(),
        status: Subscription.nullable(),
        providerSubscriptionId: Text.nullable(),
      }),
    ),
    payments: z.array(Payment),
    signupPayments: z.array(SignupPayment),
    checkouts: z.array(
      z.object({
        id: Id,
        therapistId: Id.nullable(),
        purpose: z.enum(["upgrade", "presignup"]),
        providerSessionId: Text.nullable(),
        status: z.enum(["open", "completed", "canceled"]),
        createdAt: Instant,
        updatedAt: Instant,
      }),
    ),
    customers: z.array(z.object({ providerCustomerId: Text, createdAt: Instant })),
  }),
  consents: z.array(
    z.object({
      purpose: z.literal("show-identity"),
      on: z.enum(["listing", "application"]),
      recordId: Id,
      identity: z.array(Text),
      givenAt: Instant,
    }),
  ),
  adminRecords: z.array(
    z.object({
      action: Text,
      submissionId: Id.nullable(),
      therapistId: Id.nullable(),
      before: Copy,
      after: Copy,
      note: Text.nullable(),
      createdAt: Instant,
    }),
  ),
});
