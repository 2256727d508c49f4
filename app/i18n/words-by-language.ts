import type { CompiledCatalogue } from "./catalogue.ts";
import type { Language } from "./language.ts";

/**
 * Words that come as a script per language (the common words, the directory's, a profile's): `load` fetches a
 * language's once, however often it is asked, and resolves when they can be read; `now` reads them synchronously
 * once they are here (rendering does), undefined before.
 */
export function wordsByLanguage(fetch: (language: Language) => Promise<CompiledCatalogue>) {
  const loading = new Map<Language, Promise<CompiledCatalogue>>();
  const arrived = new Map<Language, CompiledCatalogue>();
  return {
    load(language: Language): Promise<CompiledCatalogue> {
      let promise = loading.get(language);
      if (!promise) {
        promise = fetch(language).then((catalogue) => {
          arrived.set(language, catalogue);
          return catalogue;
        });
        loading.set(language, promise);
      }
      return promise;
    },
    now: (language: Language): CompiledCatalogue | undefined => arrived.get(language),
  };
}

/** A compiled catalogue's module, as `import("./compiled/<area>.<language>.ts")` gives it. */
type CatalogueModule = Promise<{ default: CompiledCatalogue }>;

/**
 * Words that are one compiled catalogue per language: each language's module, imported when its words are first
 * asked for (each import written out, so that the bundler makes every catalogue a script of its own).
 */
export const catalogueByLanguage = (modules: Record<Language, () => CatalogueModule>) =>
  wordsByLanguage(async (language) => (await modules[language]()).default);
