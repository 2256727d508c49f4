import { isFeaturedActive } from "#app/featured/machine.ts";
import { isNotResponding } from "#app/inquiries/reply-rules.ts";
import { photoSrc } from "#app/uploads/photo-rules.ts";
import type { TherapistCard } from "./card.ts";
import { fullName } from "./display.ts";
import {
  badgeLabels,
  cardAvailability,
  cardCostLine,
  cardLanguagesLine,
  ENGLISH_CARD_WORDS,
  type CardWords,
} from "./card-words.ts";
import { formatRating } from "#app/i18n/language.ts";
import { langOfPart } from "#app/i18n/text-language.ts";
import { nameIn } from "#app/i18n/value-names.ts";
import { aboutKm } from "#app/search/near.ts";

// What a directory card shows, worked out on the server: a page carries this, not the whole card the search API
// answers with (no address, phone or full bio; of the insurers, only those billed directly, in the cost line), and
// as few fields as the card needs, because every field is written once per card into the page's data: its HTML and
// its navigation data stay small.

/**
 * A bio longer than this is cut at a word. The card clamps it to two lines, which hold 75 to 125 characters at
 * the usual widths (a phone, 2 columns, 3 columns); only a single column between 500 and 640 px wide holds more.
 */
export const CARD_BIO_CHARACTERS = 130;

/** The options a card lists, in this order, when they apply. */
const CARD_OPTIONS = ["Online", "In-Person", "Student-Friendly", "Featured"] as const;
export type CardOption = (typeof CARD_OPTIONS)[number];

export type CardView = {
  /** The profile's address is /therapists/{slug}; it also tells cards apart. */
  slug: string;
  name: string;
  /** The credentials as written, only when no badge says what they are ("MA, RP" is the CRPO-Registered badge). */
  credentials: string | null;
  /** The credential badges, named in the page's language. */
  badges: string[];
  place: string | null;
  /** A stored photo's address; without one, the avatar shows the name's initials. */
  photo: string | null;
  /** One decimal in the page's language, or null when the therapist has no rating yet (a card shows a rating only
   *  above 0). */
  rating: string | null;
  /** At most 2 specialties. */
  specialties: string[];
  /** At most 1 therapy type. */
  approach: string | null;
  bio: string | null;
  /** The bio's `lang` when it is written in the other language than the page's (text-language.ts). */
  bioLang?: string;
  /** What a session costs and how it is paid: "$140 / 50 min · Sliding scale from $80 · ..."; null: nothing stated. */
  cost: string | null;
  options: CardOption[];
  /** "Sessions in French, Arabic" when the listing offers a language other than English; null otherwise. */
  languages: string | null;
  /** The state with its age: "Accepting new clients · confirmed 3 days ago" (card-words.ts). */
  availability: string;
  /** "Not responding to new messages at the moment" shows on the card. */
  notResponding: boolean;
  /** Whole kilometres from the postal area searched near ("about 4 km"); only on such a search, with an office. */
  distanceKm?: number;
};

/** A card as a search gives it: with its office's distance when the search was near a postal area. */
type FoundCard = TherapistCard & { distanceKm?: number | null };

/**
 * A page's cards, each as its card shows it at one moment (whether Featured is worked out then); `sought`: the
 * specialties the search was for (reference/issues.ts: soughtSpecialty), which a card names first among its own.
 */
export function cardViews(
  cards: readonly FoundCard[],
  words: CardWords = ENGLISH_CARD_WORDS,
  sought: ((specialty: string) => boolean) | null = null,
): CardView[] {
  const now = Date.now();
  return cards.map((card) => cardView(card, now, words, sought));
}

/** A card at `now`, its cost and availability lines in the words given (English unless a page says otherwise). */
export function cardView(
  t: FoundCard,
  now: number,
  words: CardWords = ENGLISH_CARD_WORDS,
  sought: ((specialty: string) => boolean) | null = null,
): CardView {
  const badges = badgeLabels(t.credentials, words);
  const applies: Record<CardOption, boolean> = {
    Online: t.virtualSessions,
    "In-Person": t.inPersonSessions,
    "Student-Friendly": t.studentFriendly,
    Featured: isFeaturedActive(t.isFeatured, t.featuredUntil, now),
  };
  const bioLang = t.bio ? langOfPart(t.bio, words.language) : undefined;
  return {
    slug: t.slug,
    name: fullName(t),
    credentials: badges.length > 0 ? null : t.credentials,
    badges,
    place: t.city ? `${nameIn(words.language, t.city)}${t.province ? `, ${t.province}` : ""}` : null,
    photo: photoSrc(t.profileImageUrl),
    rating: t.rating > 0 ? formatRating(words.language, t.rating) : null,
    specialties: soughtFirst(t.specialties, sought)
      .slice(0, 2)
      .map((value) => nameIn(words.language, value)),
    approach: t.therapyTypes[0] === undefined ? null : nameIn(words.language, t.therapyTypes[0]),
    bio: t.bio && clip(t.bio, CARD_BIO_CHARACTERS),
    ...(bioLang && { bioLang }),
    cost: cardCostLine(t, now, words),
    options: CARD_OPTIONS.filter((option) => applies[option]),
    languages: cardLanguagesLine(t.languages, words),
    availability: cardAvailability(t, now, words),
    notResponding: isNotResponding(t),
    ...(t.distanceKm === undefined || t.distanceKm === null ? {} : { distanceKm: aboutKm(t.distanceKm) }),
  };
}

/** The specialties, those the search was for first (each group in the listing's own order). */
function soughtFirst(specialties: readonly string[], sought: ((specialty: string) => boolean) | null) {
  if (!sought) return specialties;
  return [...specialties.filter(sought), ...specialties.filter((specialty) => !sought(specialty))];
}

/** The text up to `max` characters, cut after the last whole word, with an ellipsis when anything was left out. */
function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
