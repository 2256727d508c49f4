/**
 * The languages a listing's sessions can be held in: English, French, the common languages of Ontario, and the two
 * sign languages of Canada. `code` is the BCP 47 tag stored on the listing and taken by the search (`language`);
 * `name` is the English label; `endonym` is the language's own name, written in it. The order is the forms' and
 * the filter's order: the two official languages first, then English name order. A sign language's own name is
 * written in the spoken language of its community (LSQ's in French).
 */
export const SESSION_LANGUAGES = [
  { code: "en", name: "English", endonym: "English" },
  { code: "fr", name: "French", endonym: "Français" },
  { code: "am", name: "Amharic", endonym: "አማርኛ" },
  { code: "ar", name: "Arabic", endonym: "العربية" },
  { code: "ase", name: "ASL (American Sign Language)", endonym: "ASL (American Sign Language)" },
  { code: "yue", name: "Cantonese", endonym: "中文 (廣東話)" },
  { code: "gu", name: "Gujarati", endonym: "ગુજરાતી" },
  { code: "hi", name: "Hindi", endonym: "हिन्दी" },
  { code: "it", name: "Italian", endonym: "Italiano" },
  { code: "ko", name: "Korean", endonym: "한국어" },
  { code: "fcs", name: "LSQ (Quebec Sign Language)", endonym: "LSQ (langue des signes québécoise)" },
  { code: "cmn", name: "Mandarin", endonym: "中文 (普通话)" },
  { code: "fa", name: "Persian (Farsi)", endonym: "فارسی" },
  { code: "pl", name: "Polish", endonym: "Polski" },
  { code: "pt", name: "Portuguese", endonym: "Português" },
  { code: "pa", name: "Punjabi", endonym: "ਪੰਜਾਬੀ" },
  { code: "ru", name: "Russian", endonym: "Русский" },
  { code: "so", name: "Somali", endonym: "Soomaali" },
  { code: "es", name: "Spanish", endonym: "Español" },
  { code: "tl", name: "Tagalog", endonym: "Tagalog" },
  { code: "ta", name: "Tamil", endonym: "தமிழ்" },
  { code: "ti", name: "Tigrinya", endonym: "ትግርኛ" },
  { code: "ur", name: "Urdu", endonym: "اردو" },
  { code: "vi", name: "Vietnamese", endonym: "Tiếng Việt" },
] as const;

export type SessionLanguage = (typeof SESSION_LANGUAGES)[number];
export type LanguageCode = SessionLanguage["code"];

/** The codes, in the list's order. */
export const LANGUAGE_CODES = SESSION_LANGUAGES.map((language) => language.code) as [LanguageCode, ...LanguageCode[]];

/** What a listing that never stated its languages holds: sessions in English. */
export const DEFAULT_LANGUAGES: readonly LanguageCode[] = ["en"];

const BY_CODE = new Map<string, SessionLanguage>(SESSION_LANGUAGES.map((language) => [language.code, language]));

export const isLanguageCode = (code: string): code is LanguageCode => BY_CODE.has(code);

/** A code's English name (the code itself for one not in the list). */
export const languageName = (code: string): string => BY_CODE.get(code)?.name ?? code;

/** A code's own name, written in the language (the code itself for one not in the list). */
export const languageEndonym = (code: string): string => BY_CODE.get(code)?.endonym ?? code;

/** Codes in the list's order (English and French first), each once, unknown codes dropped. */
export const orderLanguages = (codes: readonly string[]): LanguageCode[] =>
  LANGUAGE_CODES.filter((code) => codes.includes(code));

/**
 * The languages as a page lists them: English and French first, then the others by their names in the page's
 * language (`nameOf`), as `collator` orders them, so a French page lists "Espagnol" before "Russe".
 */
export function languagesByName(nameOf: (code: LanguageCode) => string, collator: Intl.Collator): SessionLanguage[] {
  // each name made once, not at every comparison
  const others = SESSION_LANGUAGES.slice(2).map((language) => ({ language, name: nameOf(language.code) }));
  others.sort((a, b) => collator.compare(a.name, b.name));
  return [...SESSION_LANGUAGES.slice(0, 2), ...others.map(({ language }) => language)];
}

/** The language an endonym is written in (its `lang` attribute): a sign language's is its community's. */
export const endonymLang = (code: string): string => (code === "fcs" ? "fr" : code === "ase" ? "en" : code);
