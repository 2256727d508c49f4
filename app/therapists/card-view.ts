import { credentialBadges, type CredentialBadge } from "#app/reference/credentials.ts";
import { photoSrc } from "#app/uploads/photo-rules.ts";
import type { TherapistCard } from "./card.ts";
import { availabilityLine, isFeaturedActive } from "./display.ts";

// What a directory card shows, worked out on the server: a page carries this, not the whole card the search API
// answers with (no address, phone, insurers or full bio), so its HTML and its navigation data stay small.

/** A bio longer than this is cut at a word: the card clamps it to two lines, which never show more. */
export const CARD_BIO_CHARACTERS = 160;

export type CardView = {
  id: string;
  slug: string;
  firstName: string;
  lastName: string;
  credentials: string | null;
  badges: CredentialBadge[];
  place: string | null;
  photo: string | null;
  rating: number;
  /** At most 2 specialties, then at most 1 therapy type. */
  specialties: string[];
  therapyTypes: string[];
  bio: string | null;
  virtualSessions: boolean;
  inPersonSessions: boolean;
  studentFriendly: boolean;
  featured: boolean;
  availability: string;
};

/** A page's cards, each as its card shows it at one moment (whether Featured is worked out then). */
export function cardViews(cards: readonly TherapistCard[], now = Date.now()): CardView[] {
  return cards.map((card) => cardView(card, now));
}

export function cardView(t: TherapistCard, now: number): CardView {
  return {
    id: t.id,
    slug: t.slug,
    firstName: t.firstName,
    lastName: t.lastName,
    credentials: t.credentials,
    badges: credentialBadges(t.credentials),
    place: t.city ? `${t.city}${t.province ? `, ${t.province}` : ""}` : null,
    photo: photoSrc(t.profileImageUrl),
    rating: t.rating,
    specialties: t.specialties.slice(0, 2),
    therapyTypes: t.therapyTypes.slice(0, 1),
    bio: t.bio && clip(t.bio, CARD_BIO_CHARACTERS),
    virtualSessions: t.virtualSessions,
    inPersonSessions: t.inPersonSessions,
    studentFriendly: t.studentFriendly,
    featured: isFeaturedActive(t, now),
    availability: availabilityLine(t),
  };
}

/** The text up to `max` characters, cut after the last whole word, with an ellipsis when anything was left out. */
function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
