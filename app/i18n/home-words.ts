import type { CompiledCatalogue } from "./catalogue.ts";
import { wordsByLanguage } from "./words-by-language.ts";

// The home page's own words (its sections: home.en.ts) as a script per language, fetched with the sections' modules
// (routes/home.tsx), which draw them inside <MoreWords>; the server has both before it serves.

const homeWords = wordsByLanguage(async (language): Promise<CompiledCatalogue> =>
  language === "fr" ? (await import("./compiled/home.fr.ts")).default : (await import("./compiled/home.en.ts")).default,
);

/** Fetches a language's home words once; resolves with them. */
export const loadHomeWords = homeWords.load;
