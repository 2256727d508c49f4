import type { z } from "zod";
import { TherapistRow } from "./therapist-row.ts";

// The card view of a therapist: what a directory card and the search API carry. Shared by the source-table
// queries, the search index (which stores it ready to send, its fields in this order) and the components. The
// therapist's email is never in it: every public answer is built from it, and a visitor reaches a therapist
// through the contact form.
export const TherapistCardSchema = TherapistRow.pick({
  id: true,
  slug: true,
  firstName: true,
  lastName: true,
  credentials: true,
  credentialTypes: true,
  bio: true,
  profileImageUrl: true,
  city: true,
  province: true,
  address: true,
  phone: true,
  rate: true,
  feeRange: true,
  rating: true,
  reviewCount: true,
  specialties: true,
  therapyTypes: true,
  insuranceProviders: true,
  virtualSessions: true,
  inPersonSessions: true,
  studentFriendly: true,
  acceptingClients: true,
  acceptingWait: true,
  availabilityConfirmedAt: true,
  isFeatured: true,
  featuredUntil: true,
  notRespondingSince: true,
  sessionMinutes: true,
  couplesFee: true,
  slidingScale: true,
  slidingScaleMin: true,
  slidingScaleOpen: true,
  freeConsultationMinutes: true,
  receiptDesignation: true,
  directBilling: true,
  directBillingConfirmedAt: true,
  languages: true,
  identity: true,
  populations: true,
  access: true,
});
export type TherapistCard = z.infer<typeof TherapistCardSchema>;

/**
 * The public profile: the card and what only the profile page shows. The profile page reads it from the source
 * tables, and the search document is built from it, so a document holds nothing a visitor may not see.
 */
export const PublicProfileSchema = TherapistCardSchema.extend(
  TherapistRow.pick({ availability: true, yearsExperience: true, licenseNumber: true }).shape,
);
export type PublicProfile = z.infer<typeof PublicProfileSchema>;
