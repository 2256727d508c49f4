import type { ValueNames } from "#app/i18n/value-names.ts";
import { directoryQuery } from "./directory-url.ts";
import type { FacetTallies, SearchParams } from "./params.ts";

// A directory page carries the counts a person sees first (page-facets.server.ts): every value of the short
// facets, and the most common values of the long ones, always with the chosen value. The filter panel loads the
// rest from the search API when it is used (use-all-facets.ts); without JavaScript, the panel's "Show all filter
// options" link asks the page for every value (ALL_OPTIONS_PARAM).

/** How many values of a long facet a page carries: the most common ones. */
export const COMMON_VALUES = 6;
/** The query-string switch that makes a page carry every value of every facet (the no-JavaScript path). */
export const ALL_OPTIONS_PARAM = "options";

/** The counts, whether they are all of them, and the names in the page's language of the values of the named facets
 *  they list (NAMED_FACETS; none on an English page, which names them as they are). */
export type PageFacets = { tallies: FacetTallies; complete: boolean; names: ValueNames };

/** A page's counts left on the server (http/kept-on-server.server.ts): their place among the document's kept values,
 *  and whether they are all of them. */
export type KeptFacets = { readonly kept: number; readonly complete: boolean };

/** The directory page of the same search with every value in its selects, at the filter panel. */
export function allOptionsHref(p: SearchParams, home = "/"): string {
  const query = directoryQuery(p);
  return `${home}?${query ? `${query}&` : ""}${ALL_OPTIONS_PARAM}=all#directory`;
}
