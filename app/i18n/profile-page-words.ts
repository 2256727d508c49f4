import type { CompiledCatalogue } from "./catalogue.ts";
import { languageOfPath, type Language } from "./language.ts";
import { wordsByLanguage } from "./words-by-language.ts";

// A public profile's words (the profile area, and the fit area's lines), as a script per language, as
// the directory's are (directory-words.ts): some 160 messages, too many to repeat in every profile's HTML and in
// every navigation's data. The browser entry loads them before hydrating a profile, the profile route's client
// loader before a navigation to one; the server has both languages before it serves (entry.server.tsx).

const PROFILE_PAGE = /^\/therapists\/[^/]+\/?$|^\/fr\/therapeutes\/[^/]+\/?$/;

/** Whether the page at `pathname` is a public profile. */
export const isProfilePage = (pathname: string) => PROFILE_PAGE.test(pathname);

/** Of the fit area, the lines a profile writes ("Works with: …"); the names in them come with the profile. */
const fitLines = (catalogue: CompiledCatalogue) =>
  Object.fromEntries(Object.entries(catalogue).filter(([id]) => id.startsWith("fit.line."))) as CompiledCatalogue;

async function words(language: Language): Promise<CompiledCatalogue> {
  const [profile, fit] = await Promise.all(
    language === "fr"
      ? [import("./compiled/profile.fr.ts"), import("./compiled/fit.fr.ts")]
      : [import("./compiled/profile.en.ts"), import("./compiled/fit.en.ts")],
  );
  return { ...profile.default, ...fitLines(fit.default) };
}

const profileWords = wordsByLanguage(words);

/** Fetches a language's profile words once; resolves when they can be read. */
export const loadProfileWords = profileWords.load;

/** Loads the profile words when the page at `pathname` is a profile. */
export async function loadProfileWordsOf(pathname: string): Promise<void> {
  if (isProfilePage(pathname)) await loadProfileWords(languageOfPath(pathname));
}

/** The profile words of the page at `pathname` if it is a profile and they are here. */
export const profileWordsNow = (pathname: string): CompiledCatalogue | undefined =>
  isProfilePage(pathname) ? profileWords.now(languageOfPath(pathname)) : undefined;
