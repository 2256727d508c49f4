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

export type PageFacets = { tallies: FacetTallies; complete: boolean };

/** The directory page of the same search with every value in its selects, at the filter panel. */
export function allOptionsHref(p: SearchParams, home = "/"): string {
  const query = directoryQuery(p);
  return `${home}?${query ? `${query}&` : ""}${ALL_OPTIONS_PARAM}=all#directory`;
}
