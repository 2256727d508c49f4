import { SESSION_COOKIES } from "#app/auth/session.server.ts";
import { NOT_SHARED } from "./cache.ts";
import { languageOfPath } from "#app/i18n/language.ts";
import { twinPaths } from "#app/i18n/twins.ts";
import { activeFilterCount } from "#app/search/directory-url.ts";
import { parseDirectoryUrl } from "#app/search/params.ts";

// Which pages (HTML, and the `.data` answers of client navigations) a shared cache — a CDN, a reverse proxy, the
// page micro-cache — may keep and give to anyone (docs/decisions/032-http-caching.md). Only the public pages that
// are the same for every visitor and record nothing when they are served: the directory (home, Ontario, city and
// issue pages), the blog list, pricing and the static pages, and the French twins of those. Never an answer that records an analytics event in
// its loader, since a copy served from a cache does not run it: a profile (a view), a blog post (a view), a home
// page 1 with filters or any home page-1 navigation (a search). Never a signed-in visitor's answer, one that sets
// a cookie, nor an error but a brief 404.

/**
 * A shareable page: browsers ask again each time (with its ETag); shared caches keep it a minute, and may serve it
 * up to ten minutes stale while they fetch its successor.
 */
const SHARED_PAGE = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";
/** A 404: shared caches keep it a minute (a crawler's or scanner's repeats), no longer. */
const SHARED_NOT_FOUND = "public, max-age=0, s-maxage=60";
/** A signed-in visitor's answer (it carries their account) or one that sets a cookie: kept by no one. */
const PERSONAL = "private, no-store";
/** A server error: never kept, so the next request gets a new try. */
const SERVER_ERROR = "no-store";

const PUBLIC_PAGE =
  /^\/(?:ontario(?:\/[^/.]+)?|issues\/[^/.]+|blog|pricing|contact|privacy-policy|terms-and-conditions)?$/;
/** A navigation's data URL: the page's path with `.data` appended (`/_.data` for the home page). */
export const DATA_SUFFIX = /(?:\/_)?\.data$/;

const SESSION_COOKIE = new RegExp(`(?:^|;)\\s*(?:${Object.values(SESSION_COOKIES).join("|")})=`);

/** Whether the request carries a session cookie (signed in, or a visitor's sign-in in progress). */
export function hasSessionCookie(cookie: string | undefined): boolean {
  return cookie !== undefined && SESSION_COOKIE.test(cookie);
}

/** Whether an anonymous 200 answer of this URL (path and query string) may be shared. */
function isSharedPage(path: string, search: string): boolean {
  const data = DATA_SUFFIX.test(path);
  const asked = data ? path.replace(DATA_SUFFIX, "") || "/" : path;
  // a served French page is shared as its English twin is
  const twin = languageOfPath(asked) === "fr" ? twinPaths(asked) : undefined;
  const page = twin?.routed ? twin.en : asked;
  if (!PUBLIC_PAGE.test(page)) return false;
  const query = new URLSearchParams(search);
  // a search by identity (held only with consent) is kept by no shared cache: a withdrawal leaves it at once
  if (query.has("identity")) return false;
  if (page !== "/") return true;
  // the home page records a search on page 1 when the filters are new: any navigation there (Clear All included),
  // and a page loaded with filters
  const params = parseDirectoryUrl(query);
  return params.page !== 1 || (!data && activeFilterCount(params) === 0);
}

export type PageAnswer = {
  request: { method: string; path: string; search: string; cookie: string | undefined };
  response: { status: number; cacheControl: string | undefined; setsCookie: boolean };
};

/** The Cache-Control of a page or navigation answer; a route's own stays unless the answer is personal or an error. */
export function pageCacheControl({ request, response }: PageAnswer): string {
  const own = response.cacheControl;
  if (own?.includes("no-store")) return own;
  if (hasSessionCookie(request.cookie) || response.setsCookie) return PERSONAL;
  if (response.status >= 500) return SERVER_ERROR;
  if (own) return own;
  if (request.method !== "GET" && request.method !== "HEAD") return NOT_SHARED;
  if (response.status === 404) return SHARED_NOT_FOUND;
  return response.status === 200 && isSharedPage(request.path, request.search) ? SHARED_PAGE : NOT_SHARED;
}
