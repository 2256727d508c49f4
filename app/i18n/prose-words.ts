import type { CompiledCatalogue } from "./catalogue.ts";
import { languageOfPath, LANGUAGES, type Language } from "./language.ts";
import { localPath } from "./twins.ts";
import { wordsByLanguage } from "./words-by-language.ts";

// The terms' and the privacy policy's words (about 9 and 21 KB a language) as a script per page and language, as a
// profile's are (profile-page-words.ts): in the page's data they were sent twice, as its text and again for
// hydrating it, on every visit. The browser entry loads the page's before hydrating it, the page's client loader
// before a navigation to it; the server has all four before it serves (entry.server.tsx).

const terms = wordsByLanguage(
  async (language): Promise<CompiledCatalogue> =>
    (language === "fr" ? await import("./compiled/terms.fr.ts") : await import("./compiled/terms.en.ts")).default,
);
const privacy = wordsByLanguage(
  async (language): Promise<CompiledCatalogue> =>
    (language === "fr" ? await import("./compiled/privacy.fr.ts") : await import("./compiled/privacy.en.ts")).default,
);

/** Each page's words, by its paths in both languages. */
const PAGES = new Map<string, typeof terms>();
for (const [path, words] of [
  ["/terms-and-conditions", terms],
  ["/privacy-policy", privacy],
] as const) {
  for (const language of LANGUAGES) PAGES.set(localPath(language, path), words);
}

const wordsOf = (pathname: string) => PAGES.get(pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname);

/** Fetches a language's words of both pages once; resolves when they can be read. */
export const loadProseWords = (language: Language) => Promise.all([terms.load(language), privacy.load(language)]);

/** Loads the words of the page at `pathname` when it is the terms or the privacy policy. */
export async function loadProseWordsOf(pathname: string): Promise<void> {
  await wordsOf(pathname)?.load(languageOfPath(pathname));
}

/** The words of the page at `pathname` if it is the terms or the privacy policy and they are here. */
export const proseWordsNow = (pathname: string): CompiledCatalogue | undefined =>
  wordsOf(pathname)?.now(languageOfPath(pathname));
