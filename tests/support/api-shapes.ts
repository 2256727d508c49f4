import { z } from "zod";

// The API's answers, one schema per shape, as clients read them off the wire (api-contract.test.ts checks every
// /api/ route's answers against them). Each names every field the API answers today and the fields the product's
// specification requires, so dropping one fails the check; an answer may carry more (a response is extended, never
// cut). Every instant is an ISO 8601 string (UTC), never epoch milliseconds.

/** An instant: `2026-11-27T14:05:00.000Z`. */
export const Instant = z.iso.datetime({ message: "an ISO 8601 instant (UTC)" });
const Id = z.uuid();
const Text = z.string();
const Names = z.object({ firstName: Text, lastName: Text });
const Count = z.number().int().min(0);

// Errors: every refusal is { message }; bad input (400) adds { errors: { field: [messages] } }.
export const ErrorBody = z.object({ message: z.string().min(1) });
const FieldErrors = z.record(z.string(), z.array(z.string().min(1)).min(1));
export const FieldErrorBody = ErrorBody.extend({ errors: FieldErrors });
/** A 400 that is about the request as a whole (a bad link, a body that is not JSON) may carry field errors. */
export const BadRequestBody = ErrorBody.extend({ errors: FieldErrors.optional() });
export const Message = ErrorBody;

// Therapists. The card and profile views never carry the therapist's email: every public answer is cached and
// scraped, and a visitor reaches a therapist through the contact form.
const Profile = z.object({
  phone: Text.nullable(),
  credentials: Text.nullable(),
  specialties: z.array(Text),
  therapyTypes: z.array(Text),
  city: Text.nullable(),
  province: Text.nullable(),
  address: Text.nullable(),
  bio: Text.nullable(),
  rate: z.number().nullable(),
  acceptingClients: z.enum(["yes", "waitlist", "no"]),
  virtualSessions: z.boolean(),
  inPersonSessions: z.boolean(),
  insuranceProviders: z.array(Text),
  profileImageUrl: Text.nullable(),
  sessionMinutes: z.union([30, 45, 50, 60, 75, 90].map((m) => z.literal(m))),
  couplesFee: z.number().nullable(),
  slidingScale: z.boolean(),
  slidingScaleMin: z.number().nullable(),
  slidingScaleOpen: z.boolean(),
  freeConsultationMinutes: z.union([10, 15, 20, 30].map((m) => z.literal(m))).nullable(),
  receiptDesignation: Text.nullable(),
  directBilling: z.array(Text),
  languages: z.array(Text).min(1),
  identity: z.array(Text),
  populations: z.array(Text),
  access: z.array(Text),
});
const Wait = z.enum(["under-2-weeks", "2-6-weeks", "over-6-weeks"]).nullable();
/** What a therapist fills in (the application and profile forms). */
export const FilledIn = Profile.extend({
  acceptingWait: Wait,
  /** When the therapist consented to showing their identity (null: no consent, no identity). */
  identityConsentAt: Instant.nullable(),
  ...Names.shape,
  email: z.email(),
  licenseNumber: Text.nullable(),
  yearsExperience: z.enum(["0-2", "3-5", "6-10", "11-15", "16+"]).nullable(),
});
const Featured = z.object({ isFeatured: z.boolean(), featuredUntil: Instant.nullable() });

export const TherapistCard = Profile.extend({
  id: Id,
  slug: Text,
  ...Names.shape,
  credentialTypes: z.array(Text),
  feeRange: Text.nullable(),
  rating: z.number(),
  reviewCount: Count,
  studentFriendly: z.boolean(),
  ...Featured.shape,
  acceptingWait: Wait,
  availabilityConfirmedAt: Instant.nullable(),
  notRespondingSince: Instant.nullable(),
  directBillingConfirmedAt: Instant.nullable(),
  availabilityStatus: z.object({
    state: z.enum(["accepting", "waitlist", "not-accepting"]),
    wait: Wait,
    confirmedAt: Instant.nullable(),
    stale: z.boolean(),
  }),
  /** Each insurer, with direct billing only while its confirmation counts (confirmedAt then, null otherwise). */
  coverage: z.array(z.object({ insurer: Text, directBilling: z.boolean(), confirmedAt: Instant.nullable() })),
});
export const PublicProfile = TherapistCard.extend({
  availability: Text.nullable(),
  yearsExperience: Text.nullable(),
  licenseNumber: Text.nullable(),
});
const FacetValue = z.object({ value: Text, label: Text, count: Count });
export const SearchResult = z.object({
  therapists: z.array(TherapistCard),
  total: Count,
  totalInDatabase: Count,
  facets: z.record(z.string(), z.array(FacetValue)),
  correctedQuery: Text.nullable(),
  /** The postal area the distances are from, and whether the directory knows it (null: none asked for). */
  near: z.object({ fsa: Text, known: z.boolean() }).nullable(),
});
export const Cities = z.object({ cities: z.array(Text) });
export const Specialties = z.object({ specialties: z.array(Text) });

// Blog posts. The blog search carries each post whole (every field of the specification's blog post), with its
// author; a therapist's list carries each without its content (the post by its slug has it).
const Author = Names.extend({ id: Id, slug: Text });
export const PostFields = z.object({
  id: Id,
  therapistId: Id,
  title: Text,
  slug: Text,
  excerpt: Text,
  specialty: Text,
  metaTitle: Text.nullable(),
  metaDescription: Text.nullable(),
  /** The language the post is written in. */
  language: z.enum(["en", "fr"]),
  createdAt: Instant,
  updatedAt: Instant,
});
export const ListedPost = PostFields.extend({ status: z.literal("published"), publishedAt: Instant, author: Author });
/** A post of a search or of a therapist's list: whole, its content included. */
export const SearchedPost = ListedPost.extend({ content: Text });
export const PostList = z.array(SearchedPost);
export const BlogSearchResult = z.object({ posts: z.array(SearchedPost), total: Count });
export const BlogPost = PostFields.extend({
  content: Text,
  status: z.enum(["draft", "published"]),
  publishedAt: Instant.nullable(),
  author: Author.extend({ credentials: Text.nullable(), bio: Text.nullable(), profileImageUrl: Text.nullable() }),
});
export const PostSaved = z.object({ post: z.object({ id: Id, slug: Text, status: z.enum(["draft", "published"]) }) });
export const SlugTaken = FieldErrorBody.extend({ suggestion: Text });

// Signing in: a user as the specification's users entity has them, with the role.
export const User = z.object({
  id: Id,
  email: z.email(),
  firstName: Text.nullable(),
  lastName: Text.nullable(),
  profileImageUrl: Text.nullable(),
  createdAt: Instant,
  updatedAt: Instant,
});
export const CurrentUser = User.extend({ role: z.enum(["user", "admin"]), isAdmin: z.boolean() });
export const SignedIn = Message.extend({ user: CurrentUser });

/** The specification's profile fields that no form asks for, held by every profile and application. */
const SpecOnly = z.object({
  availability: Text.nullable(),
  credentialTypes: z.array(Text),
  feeRange: Text.nullable(),
  studentFriendly: z.boolean(),
});
/** An application: every profile field, its account and slug, and its review. */
const Application = FilledIn.extend({
  ...SpecOnly.shape,
  id: Id,
  userId: Id.nullable(),
  slug: Text.nullable(),
  status: z.enum(["pending", "approved", "rejected"]),
  adminNotes: Text.nullable(),
  reviewedAt: Instant.nullable(),
  reviewedBy: Id.nullable(),
  createdAt: Instant,
  updatedAt: Instant,
  therapistId: Id.nullable(),
  emailProven: z.boolean(),
});

// A therapist's own application and profile.
export const Submission = Application;
export const SubmissionCreated = Message.extend({
  submission: Submission.pick({ id: true, status: true, emailProven: true }),
});
export const OwnProfile = FilledIn.extend({
  id: Id,
  slug: Text,
  userId: Id,
  user: z.object({ email: z.email() }),
  ...SpecOnly.shape,
  ...Featured.shape,
  availabilityConfirmedAt: Instant.nullable(),
  directBillingConfirmedAt: Instant.nullable(),
  pendingChanges: z.record(z.string(), Text).nullable(),
  pendingEmail: Text.nullable(),
});
export const MyProfile = z.object({ submission: Submission.nullable(), approvedProfile: OwnProfile.nullable() });
export const ProfileUpdated = Message.extend({ approvedProfile: OwnProfile });
export const InquiryCount = z.object({ count: Count });
export const UploadedPhoto = z.object({ objectPath: Text, thumbnailPath: Text });
/** The three-call upload: where to PUT the file, and the path the photo will be served at. */
export const UploadUrl = z.object({ uploadURL: Text, publicUrl: Text });
export const FinishedUpload = z.object({ objectPath: Text });
export const CheckoutStarted = z.object({ url: Text });
export const WebhookReceived = z.object({ received: z.literal(true), duplicate: z.boolean().optional() });
export const ContactSent = Message.extend({ firstName: Text.optional() });

// The admin console.
export const AdminStats = z.object({ pending: Count, approved: Count, rejected: Count, active: Count });
/** The admin list's applications: the identity, asked in confidence, only on the submission's own page. */
export const AdminSubmissionList = z.array(
  Application.omit({ identity: true, identityConsentAt: true }).extend({
    therapistSlug: Text.nullable(),
    therapistEmail: Text.nullable(),
  }),
);
export const Approved = Message.extend({ therapistId: Id, slug: Text });
export const Rejected = Message.extend({ status: z.literal("rejected") });
export const AdminTherapist = FilledIn.extend({
  id: Id,
  slug: Text,
  status: z.enum(["pending", "approved", "rejected", "deleted"]),
  userId: Id.nullable(),
  user: z.object({ id: Id, email: z.email() }).nullable(),
  ...SpecOnly.shape,
  rating: z.number(),
  reviewCount: Count,
  ...Featured.shape,
  createdAt: Instant,
  updatedAt: Instant,
  directBillingConfirmedAt: Instant.nullable(),
});
export const AdminTherapistList = z.array(AdminTherapist);
export const UserList = z.array(User);
export const RemindersSent = z.object({ sentCount: Count, totalUnlinked: Count, failedCount: Count });
export const InquiryList = z.array(
  z.object({
    id: Id,
    name: Text,
    email: Text,
    phone: Text.nullable(),
    message: Text,
    createdAt: Instant,
    therapist: Names.extend({ id: Id, credentials: Text.nullable(), city: Text.nullable(), province: Text.nullable() }),
  }),
);
