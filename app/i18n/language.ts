// The site's two languages. A page's language is its URL's: French pages live under /fr, English pages keep the
// paths they always had. Dates and amounts are written the way each locale writes them (Intl, en-CA and fr-CA):
// "Nov 12, 2026" / "12 nov. 2026", "$140" / "140 $" (the French amount keeps a no-break space before the sign).

export const LANGUAGES = ["en", "fr"] as const;
export type Language = (typeof LANGUAGES)[number];

export const LOCALES = { en: "en-CA", fr: "fr-CA" } as const satisfies Record<Language, string>;
export type Locale = (typeof LOCALES)[Language];

/** The path prefix of French pages. */
export const FRENCH_PREFIX = "/fr";

/** "/fr", "/fr/tarifs" → French; every other path ("/", "/pricing", "/front") → English. The French home's data
 *  request (a client navigation's "/fr.data") is French too. */
export function languageOfPath(pathname: string): Language {
  return pathname === FRENCH_PREFIX || pathname === `${FRENCH_PREFIX}.data` || pathname.startsWith(`${FRENCH_PREFIX}/`)
    ? "fr"
    : "en";
}

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.includes(value as Language);
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A day ("2026-11-12", or a time in ms) in the language's words, read in UTC so server and browser agree:
 *  medium "Nov 12, 2026" / "12 nov. 2026"; long "November 12, 2026" / "12 novembre 2026". */
export function formatDate(language: Language, day: string | number, style: "medium" | "long" = "medium"): string {
  const at = typeof day === "string" && ISO_DATE.test(day) ? new Date(`${day}T00:00:00Z`) : new Date(day);
  const date = dateFormat(language, style).format(at);
  // French writes the first of a month as an ordinal: « 1er décembre »
  return language === "fr" ? date.replace(/^1 /, "1er ") : date;
}

// An Intl formatter costs far more to make than to use (a directory page writes hundreds of amounts): each is made
// once per language and style, then kept.
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(language: Language, style: "medium" | "long"): Intl.DateTimeFormat {
  const key = `${language}:${style}`;
  let format = dateFormats.get(key);
  if (!format)
    dateFormats.set(key, (format = new Intl.DateTimeFormat(LOCALES[language], { dateStyle: style, timeZone: "UTC" })));
  return format;
}
const collators = new Map<Language, Intl.Collator>();

/** The language's order of names ("Espagnol" before "Russe"); localeCompare with a locale makes one per call. */
export function collatorOf(language: Language): Intl.Collator {
  let collator = collators.get(language);
  if (!collator) collators.set(language, (collator = new Intl.Collator(LOCALES[language])));
  return collator;
}
const currencyFormats = new Map<Language, Intl.NumberFormat>();

/** Canadian dollars, cents shown only when there are some: 140 → "$140" / "140 $", 9.99 → "$9.99" / "9,99 $". */
export function formatCurrency(language: Language, dollars: number): string {
  let format = currencyFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[language], {
      style: "currency",
      currency: "CAD",
      trailingZeroDisplay: "stripIfInteger",
    });
    currencyFormats.set(language, format);
  }
  return format.format(dollars);
}

const ratingFormats = new Map<Language, Intl.NumberFormat>();

/** A rating to one decimal, with the language's decimal separator: 4.5 → "4.5" / "4,5", 4 → "4.0" / "4,0". */
export function formatRating(language: Language, rating: number): string {
  let format = ratingFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[language], { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    ratingFormats.set(language, format);
  }
  return format.format(rating);
}
