import { languageName, orderLanguages } from "#app/reference/languages.ts";

// What a listing's languages of service say on a card. A card names them only when the listing offers a language
// other than English (English is what a visitor assumes), and says "only" when English is not among them.

/** "Sessions in French, Arabic", "Sessions only in French"; null for a listing in English only. */
export function cardLanguagesText(codes: readonly string[]): string | null {
  const ordered = orderLanguages(codes);
  const others = ordered.filter((code) => code !== "en");
  if (others.length === 0) return null;
  const names = others.map(languageName).join(", ");
  return ordered.includes("en") ? `Sessions in ${names}` : `Sessions only in ${names}`;
}
