import type { CompiledCatalogue } from "./catalogue.ts";
import { languageOfPath, type Language } from "./language.ts";
import { textPageOf, type TextPage } from "./text-pages.ts";
import { catalogueByLanguage } from "./words-by-language.ts";

// The words of the pages that are mostly text of their own (text-pages.ts: the terms, the privacy policy, pricing and
// contact: about 21, 9, 4 and 2 KB a language) as a script per page and language, as a profile's are
// (profile-page-words.ts): in the page's data they were sent twice, as its text and again for hydrating it, on every
// visit. Only these pages load this module: the browser entry imports it before hydrating one of them, the page's
// client loader before a navigation to it, and the page draws its words inside <PageWords>
// (page-words-route.tsx); the server has them all before it serves (entry.server.tsx).

const terms = catalogueByLanguage({
  en: () => import("./compiled/terms.en.ts"),
  fr: () => import("./compiled/terms.fr.ts"),
});
const privacy = catalogueByLanguage({
  en: () => import("./compiled/privacy.en.ts"),
  fr: () => import("./compiled/privacy.fr.ts"),
});
const pricing = catalogueByLanguage({
  en: () => import("./compiled/pricing.en.ts"),
  fr: () => import("./compiled/pricing.fr.ts"),
});
const contact = catalogueByLanguage({
  en: () => import("./compiled/contact.en.ts"),
  fr: () => import("./compiled/contact.fr.ts"),
});

/** Each text page's words. */
const WORDS: Record<TextPage, typeof terms> = {
  "/terms-and-conditions": terms,
  "/privacy-policy": privacy,
  "/pricing": pricing,
  "/contact": contact,
};

const wordsOf = (pathname: string) => {
  const page = textPageOf(pathname);
  return page && WORDS[page];
};

/** Fetches a language's words of every such page once; resolves when they can be read. */
export const loadPageWords = (language: Language) =>
  Promise.all(Object.values(WORDS).map((words) => words.load(language)));

/** Loads the words of the page at `pathname` when it is one of these pages. */
export async function loadPageWordsOf(pathname: string): Promise<void> {
  await wordsOf(pathname)?.load(languageOfPath(pathname));
}

/** The words of the page at `pathname` if it is one of these pages and they are here. */
export const pageWordsNow = (pathname: string): CompiledCatalogue | undefined =>
  wordsOf(pathname)?.now(languageOfPath(pathname));
