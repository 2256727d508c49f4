import type { Messages } from "@lingui/core";
import type common from "./messages/common.en.ts";
import type contact from "./messages/contact.en.ts";
import type pricing from "./messages/pricing.en.ts";
import type privacy from "./messages/privacy.en.ts";
import type terms from "./messages/terms.en.ts";

// A catalogue is one area's messages in one language: app/i18n/messages/<area>.<en|fr>.ts, ICU MessageFormat
// text under explicit ids. `npm run i18n:compile` turns each into app/i18n/compiled/<area>.<language>.ts, the
// form Lingui reads without a parser in the browser. The server sends a page the compiled catalogues of its own
// language only: the common area with the root's data, the page's area with the page's.

export const AREAS = ["common", "pricing", "contact", "privacy", "terms"] as const;
export type Area = (typeof AREAS)[number];

/** Every message id, from the English catalogues. */
export type MessageId =
  keyof typeof common | keyof typeof pricing | keyof typeof contact | keyof typeof privacy | keyof typeof terms;

export type CompiledCatalogue = Messages;
