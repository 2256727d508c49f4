import { z } from "zod";
import { DEFAULT_LANGUAGES, isLanguageCode, type LanguageCode } from "#app/reference/languages.ts";

// The languages a profile's sessions are held in, as the application, the profile editors and the JSON APIs take
// them: codes from the list, at least one, each once. Safe in the browser.

export const LANGUAGE_MESSAGES = {
  none: "Select at least one language your sessions are held in",
  unknown: "Choose languages from the list",
  twice: "Each language may be chosen only once",
} as const;

export const languagesField = z
  .array(z.string({ error: LANGUAGE_MESSAGES.unknown }), { error: LANGUAGE_MESSAGES.none })
  .min(1, LANGUAGE_MESSAGES.none)
  .max(24, LANGUAGE_MESSAGES.twice)
  .refine((codes) => codes.every(isLanguageCode), LANGUAGE_MESSAGES.unknown)
  .refine((codes) => new Set(codes).size === codes.length, LANGUAGE_MESSAGES.twice)
  .transform((codes) => codes as LanguageCode[]);

/** The application's default when a client sends no languages: sessions in English. */
export const languagesDefault = languagesField.default([...DEFAULT_LANGUAGES]);
