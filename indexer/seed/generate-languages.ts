import type { LanguageCode } from "#app/reference/languages.ts";
import { createRandom } from "./random.ts";

// The languages a generated listing's sessions are held in: most in English; about one in six also (or only) in
// French; a few percent each in Ontario's other common languages, the most spoken at home more often; ASL and LSQ
// rarely. Drawn from a random stream of their own, seeded by the listing's slug, so every value generated before
// (the main stream, the fees' stream) stays as it was.

/** The chance a listing also offers French, and that a French listing offers French only. */
export const FRENCH_SHARE = 0.17;
const FRENCH_ONLY = 0.2;

/** Ontario's other common languages, weighted roughly by how many people speak them at home. */
const OTHER_LANGUAGES: readonly (readonly [LanguageCode, number])[] = [
  ["cmn", 6],
  ["pa", 5],
  ["yue", 4],
  ["ar", 4],
  ["es", 4],
  ["ur", 3],
  ["tl", 3],
  ["pt", 3],
  ["it", 3],
  ["fa", 3],
  ["ta", 3],
  ["hi", 2],
  ["gu", 2],
  ["ko", 2],
  ["vi", 2],
  ["ru", 2],
  ["pl", 2],
  ["so", 1],
  ["ti", 1],
  ["am", 1],
  ["ase", 1],
];
const TOTAL_WEIGHT = OTHER_LANGUAGES.reduce((sum, [, weight]) => sum + weight, 0);

/** FNV-1a of the text: a seed that depends on nothing else. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

export function generateLanguages(slug: string): LanguageCode[] {
  const random = createRandom(hash(`languages:${slug}`));
  const french = random.chance(FRENCH_SHARE);
  const languages: LanguageCode[] = french && random.chance(FRENCH_ONLY) ? ["fr"] : french ? ["en", "fr"] : ["en"];
  if (french && random.chance(0.04)) languages.push("fcs");
  const others = random.chance(0.3) ? (random.chance(0.2) ? 2 : 1) : 0;
  for (let i = 0; i < others; i++) {
    let roll = random.next() * TOTAL_WEIGHT;
    const [code] = OTHER_LANGUAGES.find(([, weight]) => (roll -= weight) < 0) ?? OTHER_LANGUAGES[0]!;
    if (!languages.includes(code)) languages.push(code);
  }
  return languages;
}
