import { isNewSearch } from "#app/analytics/events.server.ts";
import { SESSION_COOKIES } from "#app/auth/session.server.ts";
import { parseDirectoryUrl } from "./params.ts";

// Which requests the page micro-cache (server/page-cache.ts) may answer: the anonymous directory pages (home,
// Ontario, city, issue), never a signed-in visitor's (their navigation differs), never a data request, and never
// a directory request that records a search event (SPEC §4): that one runs its loader.

const DIRECTORY_PAGE = /^\/(?:ontario(?:\/[^/.]+)?|issues\/[^/.]+)?\/?$/;

export function isCacheablePage(req: { path: string; originalUrl: string; headers: Record<string, string | string[] | undefined> }, appUrl: string) {
  if (!DIRECTORY_PAGE.test(req.path)) return false;
  const cookie = String(req.headers.cookie ?? "");
  if (Object.values(SESSION_COOKIES).some((name) => cookie.includes(`${name}=`))) return false;
  if (req.path !== "/") return true;
  const url = new URL(req.originalUrl, appUrl);
  const headers = new Headers();
  for (const name of ["referer", "user-agent", "host"]) {
    const value = req.headers[name];
    if (typeof value === "string") headers.set(name, value);
  }
  const request = new Request(new URL(req.originalUrl, `http://${headers.get("host") ?? new URL(appUrl).host}`), { headers });
  return !isNewSearch(request, parseDirectoryUrl(url.searchParams), appUrl);
}
