import type { CompiledCatalogue } from "./catalogue.ts";
import type { Language } from "./language.ts";

// The common catalogue (the words of every page) of one language, as a script of its own: fetched once per
// language and kept by the browser, never repeated in a page's HTML or a navigation's data. The browser entry
// loads the page's language before hydrating, and the root's client loader loads the other one before a
// navigation changes language; the server loads both before it serves (entry.server.tsx). Rendering reads it
// synchronously (commonNow).

const loading = new Map<Language, Promise<CompiledCatalogue>>();
const arrived = new Map<Language, CompiledCatalogue>();

/** Fetches a language's common catalogue once; resolves when it can be read. */
export function loadCommon(language: Language): Promise<CompiledCatalogue> {
  let promise = loading.get(language);
  if (!promise) {
    const module = language === "fr" ? import("./compiled/common.fr.ts") : import("./compiled/common.en.ts");
    promise = module.then(({ default: catalogue }) => {
      arrived.set(language, catalogue);
      return catalogue;
    });
    loading.set(language, promise);
  }
  return promise;
}

/** A language's common catalogue if it is here. */
export const commonNow = (language: Language): CompiledCatalogue | undefined => arrived.get(language);
