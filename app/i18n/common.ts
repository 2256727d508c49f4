import type { CompiledCatalogue } from "./catalogue.ts";
import type { Language } from "./language.ts";
import { wordsByLanguage } from "./words-by-language.ts";

// The common catalogue (the words of every page) of one language, as a script of its own: fetched once per
// language and kept by the browser, never repeated in a page's HTML or a navigation's data. The browser entry
// loads the page's language before hydrating, and the root's client loader loads the other one before a
// navigation changes language; the server loads both before it serves (entry.server.tsx). Rendering reads it
// synchronously (commonNow).

const common = wordsByLanguage(async (language) =>
  language === "fr"
    ? (await import("./compiled/common.fr.ts")).default
    : (await import("./compiled/common.en.ts")).default,
);

/** Fetches a language's common catalogue once; resolves when it can be read. */
export const loadCommon = common.load;

/** A language's common catalogue if it is here. */
export const commonNow: (language: Language) => CompiledCatalogue | undefined = common.now;
