import type { MessageId } from "#app/i18n/catalogue.ts";
import { searchHref } from "./directory-url.ts";
import { defaultSortOf, isFsaShaped, nearParam, parseRadiusKm } from "./near.ts";
import { parseDirectoryUrl, type SearchParams } from "./params.ts";

// The filter panel's postal code without JavaScript, and what a page says about the postal area in its URL. A plain
// GET form would put the whole typed code in the URL (the address bar, history, a Referer), so the panel posts; the
// directory's action answers with a redirect to the search's URL, which carries the first three characters only.
// Nothing of the posted body is logged or kept.

/** The URL of the search a posted filter panel asks for (its fields as the URL's; the postal code cut to its FSA). */
export function postedSearchHref(home: string, form: FormData): string {
  const fields = new URLSearchParams();
  for (const [name, value] of form) if (typeof value === "string") fields.append(name, value);
  const typed = nearParam(fields.get("near"));
  fields.set("near", typed ?? "");
  const params = parseDirectoryUrl(fields);
  // a distance chosen without a postal code stays in the URL, so the page can say what it needs (as with scripts)
  if (!typed) return searchHref(home, { ...params, page: 1, radiusKm: parseRadiusKm(fields.get("radiusKm")) });
  const href = searchHref(home, { ...params, page: 1 });
  // three characters that are no postal area stay in the URL, so the page can say so
  if (params.near) return href;
  return `${href}${href.includes("?") ? "&" : "?"}near=${encodeURIComponent(typed)}`;
}

/**
 * The change a postal code typed in the box makes: its FSA (none when the box is emptied), the radius kept only with
 * one, no browser location, and the order kept when chosen, else the default (nearest first with a postal area).
 */
export function nearChange(p: SearchParams, typed: string): Partial<SearchParams> {
  const near = nearParam(typed);
  if (near === p.near) return {};
  return {
    near,
    radiusKm: near ? p.radiusKm : undefined,
    lat: undefined,
    lng: undefined,
    sortBy: p.sortBy === defaultSortOf(p) ? undefined : p.sortBy,
  };
}

/** What the page says about the URL's postal area: not one (a typo, "HEL"), one the list does not know, or none for a
 *  distance chosen, or for the nearest first with nothing else to measure from. */
export function nearNotice(url: URL, known: boolean | undefined): MessageId | null {
  const get = (name: string) => url.searchParams.get(name) || undefined;
  const typed = nearParam(url.searchParams.get("near"));
  // A distance chosen without a postal code to measure it from is ignored, and so is "Nearest" without a postal
  // code, a city or the visitor's location (a location refused): the visitor is told what it needs.
  if (typed === undefined) {
    if (get("radiusKm")) return "near.needed";
    const located = Boolean(get("city") || (get("lat") && get("lng")));
    return get("sortBy") === "nearest" && !located ? "near.neededToSort" : null;
  }
  if (!isFsaShaped(typed)) return "near.invalid";
  return known === false ? "near.unknown" : null;
}
