import type { CompiledCatalogue } from "./catalogue.ts";
import { languageOfPath, type Language } from "./language.ts";
import { wordsByLanguage } from "./words-by-language.ts";

// The directory's words (its home page's sections, the filter panel, results, cards and pagination, on the home,
// city and issue pages) as a script per language, as the common words are (common.ts): too many to repeat in every
// page's HTML and in every search's data, they are fetched once per language and kept by the browser. The browser
// entry loads them before hydrating a directory page, the root's client loader before a navigation to one; the
// server has both before it serves.

const DIRECTORY_PAGE = /^(\/fr)?\/?$|^(\/fr)?\/ontario\/[^/]+\/?$|^\/issues\/[^/]+\/?$|^\/fr\/enjeux\/[^/]+\/?$/;

/** Whether the page at `pathname` shows the directory's words. */
export const isDirectoryPage = (pathname: string) => DIRECTORY_PAGE.test(pathname);

/** The French names of the languages of service, by code, loaded with the French words. */
let frenchLanguages: Readonly<Record<string, string>> = {};

async function frenchWords(): Promise<CompiledCatalogue> {
  const [words, fit, near, languages] = await Promise.all([
    import("./compiled/directory.fr.ts"),
    import("./compiled/fit-names.fr.ts"),
    import("./compiled/near.fr.ts"),
    import("#app/reference/french-languages.ts"),
  ]);
  frenchLanguages = languages.FRENCH_LANGUAGE_NAMES;
  return { ...words.default, ...fit.default, ...near.default };
}

/** The English words: the directory's, the identity, population and access filters' (the fit-names area) and those
 *  of "Near (postal code)" (the near area). */
async function englishWords(): Promise<CompiledCatalogue> {
  const [words, fit, near] = await Promise.all([
    import("./compiled/directory.en.ts"),
    import("./compiled/fit-names.en.ts"),
    import("./compiled/near.en.ts"),
  ]);
  return { ...words.default, ...fit.default, ...near.default };
}

const directoryWords = wordsByLanguage((language) => (language === "fr" ? frenchWords() : englishWords()));

/** Fetches a language's directory words once; resolves when they can be read. */
export const loadDirectoryWords = directoryWords.load;

/** Loads the directory's words when the page at `pathname` shows them. */
export async function loadWordsOf(pathname: string): Promise<void> {
  if (isDirectoryPage(pathname)) await loadDirectoryWords(languageOfPath(pathname));
}

/** The directory's words of the page at `pathname` if it shows them and they are here. */
export const directoryWordsNow = (pathname: string): CompiledCatalogue | undefined =>
  isDirectoryPage(pathname) ? directoryWords.now(languageOfPath(pathname)) : undefined;

/** A language of service's name in the page's language, capitalised as a label starts ("Arabe"); undefined in
 *  English (the reference list names it) or for a code with no French name. */
export const languageNameIn = (language: Language, code: string): string | undefined => {
  const name = language === "fr" ? frenchLanguages[code] : undefined;
  return name && name.charAt(0).toUpperCase() + name.slice(1);
};
