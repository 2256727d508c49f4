import type { Area, CompiledCatalogue, EmailArea } from "./catalogue.ts";
import { mergedCatalogues, type WithCatalogue } from "./i18n.tsx";
import { languageOfPath, type Language } from "./language.ts";
import listingsEn from "./compiled/listings.en.ts";
import listingsFr from "./compiled/listings.fr.ts";
import placesEn from "./compiled/places.en.ts";
import placesFr from "./compiled/places.fr.ts";
import pricingEn from "./compiled/pricing.en.ts";
import pricingFr from "./compiled/pricing.fr.ts";
import signinEn from "./compiled/signin.en.ts";
import signinFr from "./compiled/signin.fr.ts";
import applyEn from "./compiled/apply.en.ts";
import applyFr from "./compiled/apply.fr.ts";
import profileformEn from "./compiled/profileform.en.ts";
import profileformFr from "./compiled/profileform.fr.ts";
import editorEn from "./compiled/editor.en.ts";
import editorFr from "./compiled/editor.fr.ts";
import accountEn from "./compiled/account.en.ts";
import accountFr from "./compiled/account.fr.ts";
import profileEn from "./compiled/profile.en.ts";
import profileFr from "./compiled/profile.fr.ts";
import blogEn from "./compiled/blog.en.ts";
import blogFr from "./compiled/blog.fr.ts";
import availabilityPagesEn from "./compiled/availability-pages.en.ts";
import availabilityPagesFr from "./compiled/availability-pages.fr.ts";
import inquiryAnswerEn from "./compiled/inquiry-answer.en.ts";
import inquiryAnswerFr from "./compiled/inquiry-answer.fr.ts";
import postFormEn from "./compiled/post-form.en.ts";
import postFormFr from "./compiled/post-form.fr.ts";
import dashboardEn from "./compiled/dashboard.en.ts";
import dashboardFr from "./compiled/dashboard.fr.ts";
import fitEn from "./compiled/fit.en.ts";
import fitFr from "./compiled/fit.fr.ts";
import fitNamesEn from "./compiled/fit-names.en.ts";
import fitNamesFr from "./compiled/fit-names.fr.ts";

// The server holds every page area's compiled catalogues; a loader picks the one of the page's language to send.

/** Every page area's catalogues (the common and directory ones, "near" with the directory's, the home page's own,
 *  the footer's and those of the terms, privacy and contact pages reach the browser as scripts of their own:
 *  common.ts, directory-words.ts, home-words.ts, footer-words.ts, page-words.ts, which has the pricing page's too,
 *  whose words the application page also sends; emails have their own: app/mail/words.ts). */
type PageArea = Exclude<
  Area,
  "common" | "directory" | "near" | "home" | "footer" | "terms" | "privacy" | "contact" | EmailArea
>;
const CATALOGUES: Record<PageArea, Record<Language, CompiledCatalogue>> = {
  pricing: { en: pricingEn, fr: pricingFr },
  listings: { en: listingsEn, fr: listingsFr },
  places: { en: placesEn, fr: placesFr },
  signin: { en: signinEn, fr: signinFr },
  apply: { en: applyEn, fr: applyFr },
  profileform: { en: profileformEn, fr: profileformFr },
  editor: { en: editorEn, fr: editorFr },
  account: { en: accountEn, fr: accountFr },
  profile: { en: profileEn, fr: profileFr },
  blog: { en: blogEn, fr: blogFr },
  "availability-pages": { en: availabilityPagesEn, fr: availabilityPagesFr },
  "inquiry-answer": { en: inquiryAnswerEn, fr: inquiryAnswerFr },
  "post-form": { en: postFormEn, fr: postFormFr },
  dashboard: { en: dashboardEn, fr: dashboardFr },
  fit: { en: fitEn, fr: fitFr },
  "fit-names": { en: fitNamesEn, fr: fitNamesFr },
};

export function catalogue(language: Language, area: PageArea): CompiledCatalogue {
  return CATALOGUES[area][language];
}

/** A page loader's answer for a page whose words are those of one area: the area's catalogue in the language
 *  of the request's URL. */
export function pageCatalogue(request: Request, area: PageArea): WithCatalogue & { language: Language } {
  const language = languageOfPath(new URL(request.url).pathname);
  return { language, catalogue: catalogue(language, area) };
}

/** Of an area's catalogue in a language, the messages whose ids start with one of `prefixes`: only what a page
 *  renders reaches its HTML and data. */
export function catalogueOf(language: Language, area: PageArea, prefixes: readonly string[]): CompiledCatalogue {
  const all = catalogue(language, area);
  return Object.fromEntries(Object.entries(all).filter(([id]) => prefixes.some((prefix) => id.startsWith(prefix))));
}

/** The same for a page whose words come from several areas (a form shared by pages, say), merged. */
export function pageCatalogues(request: Request, ...areas: PageArea[]): WithCatalogue & { language: Language } {
  const language = languageOfPath(new URL(request.url).pathname);
  return { language, catalogue: mergedCatalogues(areas.map((area) => catalogue(language, area))) };
}
