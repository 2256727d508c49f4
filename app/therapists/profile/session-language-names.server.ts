import type { Language } from "#app/i18n/language.ts";
import { orderLanguages } from "#app/reference/languages.ts";
import { sentenceLanguageName } from "../session-languages.ts";
import type { SessionLanguageName } from "./session-languages.tsx";

/**
 * The languages a profile's sessions are held in, in the list's order, each named in the page's language ("Italian",
 * « italien »): sent with the profile, so the page loads no other language's name (session-languages.tsx adds each
 * one's own name).
 */
export function sessionLanguageNames(codes: readonly string[], language: Language): SessionLanguageName[] {
  return orderLanguages(codes).map((code) => ({ code, name: sentenceLanguageName(language, code) }));
}
