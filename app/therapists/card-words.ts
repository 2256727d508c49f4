import type { MessageId } from "#app/i18n/catalogue.ts";
import listingsEn from "#app/i18n/compiled/listings.en.ts";
import profileEn from "#app/i18n/compiled/profile.en.ts";
import profileFr from "#app/i18n/compiled/profile.fr.ts";
import { translator, type Values } from "#app/i18n/i18n.tsx";
import { formatCurrency, type Language } from "#app/i18n/language.ts";
import { nameIn } from "#app/i18n/value-names.ts";
import { credentialBadges, type CredentialBadge } from "#app/reference/credentials.ts";
import { costParts, type Coverage, type Fees } from "./fees.ts";
import { availabilityLine, type Translate } from "./profile/profile-words.ts";
import { cardLanguages, sentenceLanguageName } from "./session-languages.ts";
import type { TherapistCard } from "./card.ts";

// A card's cost and availability lines in its page's language, written on the server (the cost from the directory's
// catalogue, its "srv." messages, which never reach the browser; the availability in the profile's words): the card
// carries the finished text.

export type CardWords = { language: Language; say: (id: MessageId, values?: Values) => string };

export const ENGLISH_CARD_WORDS: CardWords = { language: "en", say: translator("en", listingsEn) };

/** "$140 / 50 min · Sliding scale from $80 · Free 15-min consult · Direct billing: Sun Life" / "140 $ / 50 min ·
 *  Échelle mobile dès 80 $ · Consultation gratuite de 15 min · Facturation directe : Sun Life"; null: nothing. */
export function cardCostLine(t: Fees & Coverage, now: number, { language, say }: CardWords): string | null {
  const p = costParts(t, now);
  if (!p) return null;
  const amount = (dollars: number) => formatCurrency(language, dollars);
  const scale = p.slidingScale;
  return [
    p.rate && say("srv.cost.rate", { amount: amount(p.rate.amount), minutes: p.rate.minutes }),
    scale && (scale.from === null ? say("srv.cost.scale") : say("srv.cost.scaleFrom", { amount: amount(scale.from) })),
    p.consultationMinutes === null ? null : say("srv.cost.consult", { minutes: p.consultationMinutes }),
    p.billed.length > 0
      ? say("srv.cost.billing", { insurers: p.billed.map((insurer) => nameIn(language, insurer)).join(", ") })
      : null,
  ]
    .filter(Boolean)
    .join(" · ");
}

/** The listing's state in words, as its profile says it (one rule and one set of words: profile-words.ts):
 *  "Accepting new clients · confirmed 3 days ago", "Waitlist · about 2-6 weeks · confirmed today", "Not accepting new
 *  clients · ...", with "Availability not confirmed recently" for the age when not confirmed recently. */
export const cardAvailability = (t: TherapistCard, now: number, { language }: CardWords): string =>
  availabilityLine(AVAILABILITY_WORDS[language], t, now);

/** The profile's availability words, one translator per language for every card. */
const AVAILABILITY_WORDS: Record<Language, Translate> = {
  en: translator("en", profileEn),
  fr: translator("fr", profileFr),
};

const BADGES = {
  "CRPO-Registered": "srv.badge.crpo",
  "Registered Social Worker": "srv.badge.rsw",
  "Registered Psychologist": "srv.badge.psychologist",
  "CCPA Member": "srv.badge.ccpa",
} as const satisfies Record<CredentialBadge, MessageId>;

/** The credential badges of a credentials text, named in the page's language: "CRPO-Registered" / "Membre de
 *  l’OPAO" (the French names of the colleges and association: OPAO, OTSTTSO, Ordre des psychologues, ACCP). */
export const badgeLabels = (credentials: string | null, { say }: CardWords): string[] =>
  credentialBadges(credentials).map((badge) => say(BADGES[badge]));

/** "Sessions in French, Arabic" / "Séances en français, arabe"; null for a listing in English only. */
export function cardLanguagesLine(codes: readonly string[], { language, say }: CardWords): string | null {
  const parts = cardLanguages(codes);
  if (!parts) return null;
  const names = parts.others.map((code) => sentenceLanguageName(language, code)).join(", ");
  return say(parts.only ? "srv.languages.only" : "srv.languages", { names });
}
