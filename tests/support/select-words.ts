import directoryEn from "#app/i18n/compiled/directory.en.ts";
import directoryFr from "#app/i18n/compiled/directory.fr.ts";
import { translator } from "#app/i18n/i18n.tsx";
import type { SelectWords } from "#app/search/facet-options.ts";

/** The filter panel's words in English and in French, as a page has them. */
export const englishSelectWords: SelectWords = { language: "en", say: translator("en", directoryEn) };
export const frenchSelectWords: SelectWords = { language: "fr", say: translator("fr", directoryFr) };
