import { searchKey } from "#app/search/facets.ts";
import { defaultSortOf } from "./near.ts";
import { FILTER_KEYS } from "./filter-keys.ts";
import type { SearchParams } from "./params.ts";

// The directory's URLs, built from search parameters: one canonical order, defaults left out, so that equal
// searches have equal URLs (links, canonical tags, the analytics "new filter set" check and Back all rely on it).

/** How many filters narrow the list (sort, paging and location are not filters). */
export function activeFilterCount(p: Partial<SearchParams>): number {
  return FILTER_KEYS.filter((key) => p[key] !== undefined).length;
}

/** The price band as the URL spells it: the alias 'under-100' reads better than '<$100' (both are accepted). */
export function priceParam(price: SearchParams["price"]): string | undefined {
  return price === "<$100" ? "under-100" : price;
}

/**
 * The query string of a directory search (no leading '?'): filters, then sortBy, lat/lng and page when not default
 * (the default order is nearest first when `near` is given, else recommended).
 */
export function directoryQuery(p: Partial<SearchParams>): string {
  const out = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = key === "price" ? priceParam(p.price) : p[key];
    if (value === undefined || value === false || value === "") continue;
    out.set(key, String(value));
  }
  if (p.sortBy && p.sortBy !== defaultSortOf(p)) out.set("sortBy", p.sortBy);
  if (p.sortBy === "nearest" && p.lat !== undefined && p.lng !== undefined) {
    out.set("lat", String(p.lat));
    out.set("lng", String(p.lng));
  }
  if (p.page !== undefined && p.page > 1) out.set("page", String(p.page));
  return out.toString().replace(/\+/g, "%20");
}

/** A path plus its directory query string ('/ontario/toronto' + page 2 gives '/ontario/toronto?page=2'). */
export function searchHref(pathname: string, p: Partial<SearchParams>): string {
  const query = directoryQuery(p);
  return query ? `${pathname}?${query}` : pathname;
}

/** A comparable fingerprint of the filters alone (case, accents and spacing of text values do not matter). */
export function filterSignature(p: Partial<SearchParams>): string {
  return JSON.stringify(
    FILTER_KEYS.map((key) => {
      const value = p[key];
      return typeof value === "string" ? searchKey(value).replace(/\s+/g, " ") : (value ?? null);
    }),
  );
}

/** Up to five page numbers centred on the current page, clamped to 1..pageCount. */
export function pageWindow(page: number, pageCount: number): number[] {
  const size = 5;
  if (pageCount <= 1) return [1];
  const current = Math.min(Math.max(page, 1), pageCount);
  const start = Math.max(1, Math.min(current - Math.floor(size / 2), pageCount - size + 1));
  const end = Math.min(pageCount, start + size - 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

/** The cards of a city page (/ontario/{city}) and of an issue page (/issues/{issue}) a page. */
export const CITY_AND_ISSUE_PAGE_SIZE = 24;

export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
