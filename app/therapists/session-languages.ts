import type { Language } from "#app/i18n/language.ts";
import { FRENCH_LANGUAGE_NAMES } from "#app/reference/french-languages.ts";
import { languageName, orderLanguages } from "#app/reference/languages.ts";

// What a listing's languages of service say on a card and a profile. A card names them only when the listing offers a
// language other than English (English is what a visitor assumes), and says "only" when English is not among them.

/** A language of service's name as a sentence of the page's language writes it: "Italian", « italien ». */
export const sentenceLanguageName = (language: Language, code: string): string =>
  language === "fr" ? (FRENCH_LANGUAGE_NAMES[code as keyof typeof FRENCH_LANGUAGE_NAMES] ?? code) : languageName(code);

/** The languages a card names (in the list's order) and whether English is not among the listing's; null for a
 *  listing in English only. */
export function cardLanguages(codes: readonly string[]): { others: string[]; only: boolean } | null {
  const ordered = orderLanguages(codes);
  const others = ordered.filter((code) => code !== "en");
  if (others.length === 0) return null;
  return { others, only: !ordered.includes("en") };
}
