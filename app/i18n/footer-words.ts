import { catalogueByLanguage } from "./words-by-language.ts";

// The footer's own words (footer.en.ts) as a script per language, fetched with the footer's module (root.tsx), which
// draws them inside <MoreWords>; the server has both before it serves.

const footerWords = catalogueByLanguage({
  en: () => import("./compiled/footer.en.ts"),
  fr: () => import("./compiled/footer.fr.ts"),
});

/** Fetches a language's footer words once; resolves with them. */
export const loadFooterWords = footerWords.load;
