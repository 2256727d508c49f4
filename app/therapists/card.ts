import { z } from "zod";
import { ACCEPTING_CLIENTS } from "#app/reference/profile-options.ts";

// The card view of a therapist: what a directory card and the search API carry. Shared by the source-table
// queries, the search index (which stores it ready to send) and the components. The therapist's email is never in
// it: every public answer is built from it, and a visitor reaches a therapist through the contact form.
export const TherapistCardSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  credentials: z.string().nullable(),
  credentialTypes: z.array(z.string()),
  bio: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  rate: z.number().nullable(),
  feeRange: z.string().nullable(),
  rating: z.number(),
  reviewCount: z.number().int(),
  specialties: z.array(z.string()),
  therapyTypes: z.array(z.string()),
  insuranceProviders: z.array(z.string()),
  virtualSessions: z.boolean(),
  inPersonSessions: z.boolean(),
  studentFriendly: z.boolean(),
  acceptingClients: z.enum(ACCEPTING_CLIENTS),
  isFeatured: z.boolean(),
  featuredUntil: z.number().nullable(),
});
export type TherapistCard = z.infer<typeof TherapistCardSchema>;
