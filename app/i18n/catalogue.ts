import type common from "./messages/common.en.ts";
import type contact from "./messages/contact.en.ts";
import type directory from "./messages/directory.en.ts";
import type listings from "./messages/listings.en.ts";
import type places from "./messages/places.en.ts";
import type pricing from "./messages/pricing.en.ts";
import type privacy from "./messages/privacy.en.ts";
import type terms from "./messages/terms.en.ts";
import type signin from "./messages/signin.en.ts";
import type apply from "./messages/apply.en.ts";
import type profileform from "./messages/profileform.en.ts";
import type editor from "./messages/editor.en.ts";
import type account from "./messages/account.en.ts";
import type profile from "./messages/profile.en.ts";
import type blog from "./messages/blog.en.ts";
import type availabilityPages from "./messages/availability-pages.en.ts";
import type inquiryAnswer from "./messages/inquiry-answer.en.ts";
import type postForm from "./messages/post-form.en.ts";
import type dashboard from "./messages/dashboard.en.ts";
import type fit from "./messages/fit.en.ts";
import type fitNames from "./messages/fit-names.en.ts";
import type near from "./messages/near.en.ts";
import type home from "./messages/home.en.ts";
import type footer from "./messages/footer.en.ts";
import type { CompiledMessage } from "./format.ts";

// A catalogue is one area's messages in one language: app/i18n/messages/<area>.<en|fr>.ts, ICU MessageFormat
// text under explicit ids. `npm run i18n:compile` (Lingui's compiler) turns each into
// app/i18n/compiled/<area>.<language>.ts, which format.ts writes out with no parser in the browser. A page gets its
// own language only: the common area as a script of its own (common.ts), the page's area with its loader's data.

/** The areas of emails: written on the server only, in the recipient's language (app/mail/words.ts). */
export const EMAIL_AREAS = [
  "emails-auth",
  "emails-inquiry",
  "emails-availability",
  "emails-featured",
  "emails-admin",
] as const;
export type EmailArea = (typeof EMAIL_AREAS)[number];

export const AREAS = [
  "common",
  "pricing",
  "contact",
  "privacy",
  "terms",
  "directory",
  "listings",
  "places",
  "profile",
  "blog",
  "signin",
  "apply",
  "profileform",
  "editor",
  "account",
  "availability-pages",
  "inquiry-answer",
  "post-form",
  "dashboard",
  "fit",
  "fit-names",
  "near",
  "home",
  "footer",
  ...EMAIL_AREAS,
] as const;
export type Area = (typeof AREAS)[number];

/** Every message id, from the English catalogues. */
export type MessageId =
  | keyof typeof common
  | keyof typeof pricing
  | keyof typeof contact
  | keyof typeof privacy
  | keyof typeof terms
  | keyof typeof directory
  | keyof typeof listings
  | keyof typeof places
  | keyof typeof signin
  | keyof typeof apply
  | keyof typeof profileform
  | keyof typeof editor
  | keyof typeof account
  | keyof typeof profile
  | keyof typeof blog
  | keyof typeof availabilityPages
  | keyof typeof inquiryAnswer
  | keyof typeof postForm
  | keyof typeof dashboard
  | keyof typeof fit
  | keyof typeof fitNames
  | keyof typeof near
  | keyof typeof home
  | keyof typeof footer;

export type CompiledCatalogue = Record<string, CompiledMessage>;
