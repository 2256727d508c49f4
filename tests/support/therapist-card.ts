import type { TherapistCard } from "#app/therapists/card.ts";
import { NOTHING_STATED } from "#app/therapists/fees.ts";

export const NOW = Date.UTC(2026, 0, 15);
/** A card as the search answers it, with changes. */
export const card = (change: Partial<TherapistCard> = {}): TherapistCard => ({
  id: "6f1c4f4e-8d0a-4c59-9a55-3c1a3d3b2f10",
  slug: "ada-lovelace",
  firstName: "Ada",
  lastName: "Lovelace",
  credentials: "MA, RP",
  credentialTypes: [],
  bio: "Short bio.",
  profileImageUrl: null,
  city: "Toronto",
  province: "ON",
  address: "1 Main St",
  phone: "416-555-0100",
  rate: 120,
  feeRange: null,
  rating: 4.5,
  reviewCount: 3,
  specialties: ["Anxiety", "Grief & Loss", "Trauma"],
  therapyTypes: ["CBT", "EMDR"],
  insuranceProviders: ["Sun Life"],
  virtualSessions: true,
  inPersonSessions: false,
  studentFriendly: false,
  acceptingClients: "no",
  acceptingWait: null,
  availabilityConfirmedAt: NOW - 3 * 86_400_000,
  isFeatured: true,
  featuredUntil: NOW + 1000,
  notRespondingSince: null,
  ...NOTHING_STATED,
  directBilling: [],
  languages: ["en"],
  ...change,
});
