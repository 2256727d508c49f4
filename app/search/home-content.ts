import type { MessageId } from "#app/i18n/catalogue.ts";
import type { Values } from "#app/i18n/i18n.tsx";
import { formatCurrency, type Language } from "#app/i18n/language.ts";
import { localPath } from "#app/i18n/twins.ts";
import { citySlug, HOME_CITIES } from "#app/reference/city-pages.ts";

type Say = (id: MessageId, values?: Values) => string;

// The home page's links; their words are the directory catalogue's ("home.col.<n>", "home.step.<n>",
// "home.faq.<n>").

/** Popular Searches: the four collection links (the message "home.col.<n>" and its ".text"), in order. */
export const COLLECTION_QUERIES = [
  "?virtualSessions=true",
  "?acceptingClients=true",
  "?issue=Academic%20Stress",
  "?price=under-100",
] as const;

/** The amount "Low-Cost / Sliding Scale" names: sessions under it. */
export const LOW_COST_DOLLARS = 100;

/** Find Therapists by City: the 12 home cities, each to its city page in the page's language. */
export const cityLinks = (language: Language) =>
  HOME_CITIES.map((name) => ({ name, href: localPath(language, `/ontario/${citySlug(name)}`) }));

/** How to Book a Therapist: its four steps, "home.step.<n>". */
export const HOW_TO_BOOK_STEPS = [1, 2, 3, 4] as const;

/** Questions answered on the home page, "home.faq.<n>" (and ".a"); also its FAQPage structured data. */
export const HOME_FAQS = [1, 2, 3, 4] as const;

/** The range of common session fees the cost question names. */
export const COMMON_FEES = { low: 100, high: 160 } as const;

/** The home page's questions and answers in the page's words. */
export function homeFaqs(language: Language, say: Say) {
  const fees = { low: formatCurrency(language, COMMON_FEES.low), high: formatCurrency(language, COMMON_FEES.high) };
  return HOME_FAQS.map((n) => ({ question: say(`home.faq.${n}`), answer: say(`home.faq.${n}.a`, fees) }));
}
