import { isBotRequest } from "./record.server.ts";
import type { VisitLog } from "./visit-log.server.ts";
import { visitorId } from "./visitor.server.ts";
import { filterSignature } from "#app/search/directory-url.ts";
import { activeFilterCount } from "#app/search/directory-url.ts";
import { parseDirectoryUrl, type SearchParams } from "#app/search/params.ts";
import { redactContactDetails } from "#app/http/redact.ts";

// First-party analytics events: rows in analytics_events, never a third-party tracker.

type SearchEventData = {
  searchQuery: string | null;
  specialty: string | null;
  city: string | null;
  therapyType: string | null;
  issue: string | null;
  mode: string | null;
  price: string | null;
  resultsCount: number;
};

/**
 * Whether this directory request shows page-1 results for a new filter set: not a crawler, page 1, and
 * filters that differ from the directory page the visitor came from (the Referer: a client-side search's data
 * request carries the page it was made from, so typing, choosing and Clear All each count once).
 */
function isNewSearch(request: Request, params: SearchParams, appUrl?: string): boolean {
  if (params.page !== 1) return false;
  if (isBotRequest(request)) return false;
  const referer = refererUrl(request);
  // Behind a proxy the request's own host may be an internal one; the public APP_URL's host counts as ours too.
  const ours = [new URL(request.url).host, appUrl ? new URL(appUrl).host : undefined];
  // Arriving from elsewhere: a search only if some filter is set (opening the plain directory is not a search).
  if (!referer || !ours.includes(referer.host) || referer.pathname !== "/") return activeFilterCount(params) > 0;
  return filterSignature(parseDirectoryUrl(referer.searchParams)) !== filterSignature(params);
}

function refererUrl(request: Request): URL | null {
  try {
    const value = request.headers.get("referer");
    return value ? new URL(value) : null;
  } catch {
    return null;
  }
}

/** Queues the search event when it is a new one: at most once per visitor and filter set within the window. */
export function recordSearch(
  services: { visits: VisitLog; config: { appUrl: string; sessionSecret: string } },
  request: Request,
  search: { params: SearchParams; resultsCount: number; ip: string; now?: Date },
): boolean {
  const { params, resultsCount, ip, now } = search;
  if (!isNewSearch(request, params, services.config.appUrl)) return false;
  const visitor = visitorId({
    secret: services.config.sessionSecret,
    ip,
    userAgent: request.headers.get("user-agent"),
    now,
  });
  const data: SearchEventData = {
    searchQuery: params.query ? redactContactDetails(params.query) : null,
    specialty: params.specialty ?? null,
    city: params.city ?? null,
    therapyType: params.therapyType ?? null,
    issue: params.issue ?? null,
    mode: params.mode ?? null,
    price: params.price ?? null,
    resultsCount,
  };
  services.visits.record(
    { visitor, type: "search", page: filterSignature(params), now },
    { type: "search", therapistId: null, data },
  );
  return true;
}
