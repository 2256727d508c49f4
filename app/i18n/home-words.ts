import { catalogueByLanguage } from "./words-by-language.ts";

// The home page's own words (its sections: home.en.ts) as a script per language, fetched with the sections' modules
// (routes/home.tsx), which draw them inside <MoreWords>; the server has both before it serves.

const homeWords = catalogueByLanguage({
  en: () => import("./compiled/home.en.ts"),
  fr: () => import("./compiled/home.fr.ts"),
});

/** Fetches a language's home words once; resolves with them. */
export const loadHomeWords = homeWords.load;
