import { z } from "zod";
import { Instant } from "#app/db/instant.ts";
import { SUBSCRIPTION_STATUSES } from "#app/featured/machine.ts";
import {
  ACCEPTING_CLIENTS,
  CONSULTATION_LENGTHS,
  RECEIPT_DESIGNATIONS,
  SESSION_LENGTHS,
  WAITLIST_WAITS,
  YEARS_EXPERIENCE,
} from "#app/reference/profile-options.ts";
import { LANGUAGE_CODES } from "#app/reference/languages.ts";
import { ACCESS_CODES, IDENTITY_CODES, POPULATION_CODES } from "#app/reference/fit.ts";
import { PROVINCE_CODES } from "#app/reference/provinces.ts";

// A therapist as the source tables hold it, every column one field, named as the column in camelCase (the select
// lists are built from these names: app/db/columns.server.ts). Every view of a therapist or an application, and the
// seed's rows, pick their fields from here, so a column has one type wherever it is read or written.

/** The profile both tables hold: an approval copies these columns from the application to the therapist. */
export const ProfileColumns = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  credentials: z.string().nullable(),
  credentialTypes: z.array(z.string()),
  licenseNumber: z.string().nullable(),
  yearsExperience: z.enum(YEARS_EXPERIENCE).nullable(),
  specialties: z.array(z.string()),
  therapyTypes: z.array(z.string()),
  city: z.string().nullable(),
  province: z.enum(PROVINCE_CODES).nullable(),
  address: z.string().nullable(),
  bio: z.string().nullable(),
  rate: z.number().nullable(),
  feeRange: z.string().nullable(),
  studentFriendly: z.boolean(),
  availability: z.string().nullable(),
  acceptingClients: z.enum(ACCEPTING_CLIENTS),
  /** A waitlist's approximate wait (null when unknown, and whenever the listing is not a waitlist). */
  acceptingWait: z.enum(WAITLIST_WAITS).nullable(),
  virtualSessions: z.boolean(),
  inPersonSessions: z.boolean(),
  insuranceProviders: z.array(z.string()),
  profileImageUrl: z.string().nullable(),
  /** The individual session's length in minutes; `rate` is its fee. */
  sessionMinutes: z.literal(SESSION_LENGTHS),
  /** A couples or family session's fee, when offered. */
  couplesFee: z.number().nullable(),
  slidingScale: z.boolean(),
  /** The sliding scale's lowest fee (never above `rate`); null when not stated or no sliding scale. */
  slidingScaleMin: z.number().nullable(),
  /** Whether the sliding scale has spots open now (always false without a sliding scale). */
  slidingScaleOpen: z.boolean(),
  /** A free consultation's length in minutes; null: none offered. */
  freeConsultationMinutes: z.literal(CONSULTATION_LENGTHS).nullable(),
  /** The designation receipts name (RP, RSW, C.Psych....). */
  receiptDesignation: z.enum(RECEIPT_DESIGNATIONS).nullable(),
  /** The insurers, among insuranceProviders, billed directly (see fees.ts for when the claim counts). */
  directBilling: z.array(z.string()),
  /** The languages sessions are held in (codes, at least one, each once); English for a listing from before. */
  languages: z.array(z.enum(LANGUAGE_CODES)),
  /** Who the therapist is, stated by choice (codes); held only with consent, erased when it is withdrawn. */
  identity: z.array(z.enum(IDENTITY_CODES)),
  /** When the therapist gave express consent to show their identity; null: none given (no identity held). */
  identityConsentAt: Instant.nullable(),
  /** Who the therapist works with (codes). */
  populations: z.array(z.enum(POPULATION_CODES)),
  /** What the practice offers for access (codes). */
  access: z.array(z.enum(ACCESS_CODES)),
});

/** The profile fields a therapist fills in, as a pick mask: what the admin, owner and application views share. */
export const FILLED_IN_FIELDS = {
  firstName: true,
  lastName: true,
  email: true,
  phone: true,
  credentials: true,
  licenseNumber: true,
  yearsExperience: true,
  specialties: true,
  therapyTypes: true,
  city: true,
  province: true,
  address: true,
  bio: true,
  rate: true,
  acceptingClients: true,
  acceptingWait: true,
  virtualSessions: true,
  inPersonSessions: true,
  insuranceProviders: true,
  sessionMinutes: true,
  couplesFee: true,
  slidingScale: true,
  slidingScaleMin: true,
  slidingScaleOpen: true,
  freeConsultationMinutes: true,
  receiptDesignation: true,
  directBilling: true,
  languages: true,
  identity: true,
  identityConsentAt: true,
  populations: true,
  access: true,
} as const;

/** A therapists row; 'deleted' is the soft delete (every public query reads 'approved'). */
export const TherapistRow = ProfileColumns.extend({
  id: z.uuid(),
  slug: z.string(),
  status: z.enum(["pending", "approved", "rejected", "deleted"]),
  userId: z.uuid().nullable(),
  createdAt: Instant,
  updatedAt: Instant,
  deletedAt: Instant.nullable(),
  rating: z.number(),
  reviewCount: z.number().int(),
  isFeatured: z.boolean(),
  featuredUntil: Instant.nullable(),
  /** When the Featured state last changed (a provider event's time, or an admin's edit). */
  featuredChangedAt: Instant.nullable(),
  stripeCustomerId: z.string().nullable(),
  stripeSubscriptionId: z.string().nullable(),
  stripePaymentId: z.string().nullable(),
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES).nullable(),
  /** The provider time of the event that set subscriptionStatus. */
  subscriptionChangedAt: Instant.nullable(),
  linkReminderSentAt: Instant.nullable(),
  /** When the therapist last confirmed the availability (approval, an edit of it, "Still accurate"); null: never. */
  availabilityConfirmedAt: Instant.nullable(),
  /** When the last reminder to confirm the availability was sent. */
  availabilityRemindedAt: Instant.nullable(),
  /**
   * When the therapist was found leaving five messages in a row unanswered; the listing says it is not responding
   * while availability was not confirmed after this moment (app/inquiries/reply-rules.ts).
   */
  notRespondingSince: Instant.nullable(),
  /** When the therapist last confirmed the direct billing list (approval, their own edit, "Still accurate"). */
  directBillingConfirmedAt: Instant.nullable(),
});
export type TherapistRow = z.infer<typeof TherapistRow>;

/**
 * A therapist_submissions row: an application, pending until an admin approves or rejects it; an approval gives it
 * the therapist it made (its id and slug).
 */
export const ApplicationRow = ProfileColumns.extend({
  id: z.uuid(),
  status: z.enum(["pending", "approved", "rejected"]),
  userId: z.uuid().nullable(),
  therapistId: z.uuid().nullable(),
  slug: z.string().nullable(),
  adminNotes: z.string().nullable(),
  reviewedAt: Instant.nullable(),
  reviewedBy: z.uuid().nullable(),
  createdAt: Instant,
  updatedAt: Instant,
});
