import { FEATURED_PRICE_CENTS, formatAmount, formatDay } from "#app/featured/plan.ts";
import { formatCurrency, formatDate, type Language } from "#app/i18n/language.ts";

// Amounts and days of the Featured plan as the dashboard's language writes them: "$9.99" / "9,99 $",
// "November 24, 2026" / "24 novembre 2026".

/** Cents as the language writes dollars. */
export const amountWords = (language: Language, cents: number) =>
  language === "en" ? formatAmount(cents) : formatCurrency(language, cents / 100);

/** The plan's monthly price. */
export const featuredPrice = (language: Language) => amountWords(language, FEATURED_PRICE_CENTS);

/** A day (epoch ms), written out in full. */
export const featuredDay = (language: Language, at: number) =>
  language === "en" ? formatDay(at) : formatDate(language, at, "long");
