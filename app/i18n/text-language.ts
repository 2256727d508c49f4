import { LOCALES, type Language } from "./language.ts";

// The language a therapist's own text is written in (a bio), told by its most common little words, so that a page
// in the other language marks it (WCAG 2.2, 3.1.2 Language of Parts: a screen reader then reads an English bio
// on a French page with English pronunciation). The words below are frequent in one language and rare in the
// other; words both use ("a", "on", "me", "son", "plus") are left out.

const MARKERS: Readonly<Record<Language, ReadonlySet<string>>> = {
  en: new Set(
    "the and to of with in is are am my i you your for that it this who have help people from we our will can".split(
      " ",
    ),
  ),
  fr: new Set(
    "le la les et des du un une à avec pour je j vous votre vos mon mes est sont aux au dans qui que qu l d en".split(
      " ",
    ),
  ),
};

/** Markers needed before a text is said to be in a language: a sentence or two, not a few words. */
const AT_LEAST = 4;
/** A text's opening is enough to tell (and a page tells one for each of its cards, on every request). */
const READ_CHARACTERS = 400;
const WORD = /[a-zàâçéèêëîïôûùüÿœæ]+/g;

/**
 * The language a text is written in, when the little words of its opening (400 characters) say so clearly: at
 * least four of them, and at least three times as many of one language's as of the other's. Null for a short,
 * mixed or other-language text.
 */
export function languageOfText(text: string): Language | null {
  const count: Record<Language, number> = { en: 0, fr: 0 };
  for (const [word] of text.slice(0, READ_CHARACTERS).toLowerCase().matchAll(WORD)) {
    if (MARKERS.en.has(word)) count.en += 1;
    else if (MARKERS.fr.has(word)) count.fr += 1;
  }
  if (count.en >= AT_LEAST && count.en >= 3 * count.fr) return "en";
  if (count.fr >= AT_LEAST && count.fr >= 3 * count.en) return "fr";
  return null;
}

/** The `lang` a text shown on a page in `pageLanguage` needs: its locale when it is in the other language. */
export function langOfPart(text: string, pageLanguage: Language): string | undefined {
  const language = languageOfText(text);
  return language && language !== pageLanguage ? LOCALES[language] : undefined;
}

/**
 * The `lang` of a short text by the same writer as a longer one (a listing's availability note beside its bio):
 * its own when its words tell it, else the longer text's (`writerLang`: that text's `lang` on this page), since a
 * few words ("Weekday mornings and early afternoons") rarely tell a language by themselves.
 */
export function langOfShortPart(
  text: string,
  pageLanguage: Language,
  writerLang: string | undefined,
): string | undefined {
  const language = languageOfText(text);
  if (language === null) return writerLang;
  return language !== pageLanguage ? LOCALES[language] : undefined;
}
