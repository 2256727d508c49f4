import { directoryQuery } from "./directory-url.ts";
import { searchKey, type Facet } from "./facets.ts";
import type { FacetTallies, SearchParams } from "./params.ts";

// A directory page carries the counts a person sees first: every value of the short facets, and the most common
// values of the long ones (200 specialties, 130 cities, 75 therapy types, 25 insurers), always with the chosen
// value. The filter panel loads the rest from the search API when it is used (use-all-facets.ts); without
// JavaScript, the panel's "Show all filter options" link asks the page for every value (ALL_OPTIONS_PARAM).

/** How many values of a long facet a page carries: the most common ones. */
export const COMMON_VALUES = 10;
/** The query-string switch that makes a page carry every value of every facet (the no-JavaScript path). */
export const ALL_OPTIONS_PARAM = "options";

const LONG_FACETS = ["specialty", "city", "therapyType", "insuranceProvider"] as const satisfies readonly Facet[];

export type PageFacets = { tallies: FacetTallies; complete: boolean };

export function pageFacets(tallies: FacetTallies, p: SearchParams, all: boolean): PageFacets {
  if (all) return { tallies, complete: true };
  const trimmed = { ...tallies };
  let complete = true;
  for (const facet of LONG_FACETS) {
    const values = tallies[facet];
    if (values.length <= COMMON_VALUES) continue;
    complete = false;
    const chosen = p[facet] === undefined ? undefined : searchKey(p[facet]);
    const common = [...values].sort((a, b) => b[1] - a[1]).slice(0, COMMON_VALUES);
    const chosenTally = values.find(([value]) => searchKey(value) === chosen);
    trimmed[facet] = chosenTally && !common.includes(chosenTally) ? [...common, chosenTally] : common;
  }
  return { tallies: trimmed, complete };
}

export const wantsAllOptions = (url: URL) => url.searchParams.get(ALL_OPTIONS_PARAM) === "all";

/** The directory page of the same search with every value in its selects, at the filter panel. */
export function allOptionsHref(p: SearchParams): string {
  const query = directoryQuery(p);
  return `/?${query ? `${query}&` : ""}${ALL_OPTIONS_PARAM}=all#directory`;
}
