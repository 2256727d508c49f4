import type { CompiledCatalogue } from "./catalogue.ts";
import type { Language } from "./language.ts";
import { catalogueByLanguage } from "./words-by-language.ts";

// The common catalogue (the words of every page) of one language, as a script of its own: fetched once per
// language and kept by the browser, never repeated in a page's HTML or a navigation's data. The browser entry
// loads the page's language before hydrating, and the root's client loader loads the other one before a
// navigation changes language; the server loads both before it serves (entry.server.tsx). Rendering reads it
// synchronously (commonNow).

const common = catalogueByLanguage({
  en: () => import("./compiled/common.en.ts"),
  fr: () => import("./compiled/common.fr.ts"),
});

/** Fetches a language's common catalogue once; resolves when it can be read. */
export const loadCommon = common.load;

/** A language's common catalogue if it is here. */
export const commonNow: (language: Language) => CompiledCatalogue | undefined = common.now;
