import { LANGUAGES } from "./language.ts";
import { localPath } from "./twins.ts";

// The pages that are mostly text of their own: their words come as a script per page and language
// (page-words.ts), which only these pages load.

export const TEXT_PAGES = ["/terms-and-conditions", "/privacy-policy", "/pricing", "/contact"] as const;
export type TextPage = (typeof TEXT_PAGES)[number];

/** Each text page by its paths in both languages. */
const BY_PATH = new Map<string, TextPage>();
for (const page of TEXT_PAGES) for (const language of LANGUAGES) BY_PATH.set(localPath(language, page), page);

/** The text page at `pathname` (in either language, a trailing slash allowed), if it is one. */
export const textPageOf = (pathname: string): TextPage | undefined =>
  BY_PATH.get(pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname);
