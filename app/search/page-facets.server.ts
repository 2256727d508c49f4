import type { Language } from "#app/i18n/language.ts";
import { nameIn, valueNames } from "#app/i18n/value-names.ts";
import { specialtyForIssue } from "#app/reference/issues.ts";
import { HOME_CITIES } from "#app/reference/city-pages.ts";
import { ISSUE_DROPDOWN_SPECIALTIES } from "#app/reference/specialties.ts";
import { ALL_OPTIONS_PARAM, COMMON_VALUES, type PageFacets } from "./common-facets.ts";
import { countOf } from "./facet-options.ts";
import { NAMED_FACETS, searchKey, type Facet } from "./facets.ts";
import type { FacetTallies, FacetTally, SearchParams } from "./params.ts";

// The counts a directory page carries for its filter panel, worked out on the server so the browser needs neither
// the whole lists nor the rules behind them.

const LONG_FACETS = ["specialty", "city", "therapyType", "insuranceProvider"] as const satisfies readonly Facet[];

export const wantsAllOptions = (url: URL) => url.searchParams.get(ALL_OPTIONS_PARAM) === "all";

/** Among cities with as many listings, the larger is offered first: the home page lists its cities largest first. */
const citySize = (city: string) => {
  const rank = (HOME_CITIES as readonly string[]).indexOf(city);
  return rank === -1 ? HOME_CITIES.length : rank;
};
const byCountThenSize = (a: FacetTally, b: FacetTally) => b[1] - a[1] || citySize(a[0]) - citySize(b[0]);

/**
 * Every value of the short facets, the COMMON_VALUES most common of each long one (all of them when asked for),
 * always the chosen value; and the Issue dropdown's own options with their counts. The names in the page's language
 * of the specialties, issues, therapy types and insurers listed go with them.
 */
export function pageFacets(tallies: FacetTallies, p: SearchParams, all: boolean, language: Language): PageFacets {
  const shown: FacetTallies = { ...tallies, issue: issueOptions(tallies.issue, p.issue) };
  let complete = true;
  for (const facet of LONG_FACETS) {
    const values = tallies[facet];
    if (all || values.length <= COMMON_VALUES) continue;
    complete = false;
    const chosen = p[facet] === undefined ? undefined : searchKey(p[facet]);
    const common = [...values].sort(facet === "city" ? byCountThenSize : (a, b) => b[1] - a[1]).slice(0, COMMON_VALUES);
    const chosenTally = values.find(([value]) => searchKey(value) === chosen);
    shown[facet] = chosenTally && !common.includes(chosenTally) ? [...common, chosenTally] : common;
  }
  const named = NAMED_FACETS.flatMap((facet) => shown[facet].map(([value]) => value));
  const chosen = NAMED_FACETS.flatMap((facet) => p[facet] ?? []);
  // of the cities, only those the language names otherwise (Montréal): the others are named as they are
  const cities = [...shown.city.map(([city]) => city), ...(p.city ? [p.city] : [])].filter(
    (city) => nameIn(language, city) !== city,
  );
  return { tallies: shown, complete, names: valueNames(language, [...named, ...chosen, ...cities]) };
}

/**
 * The Issue dropdown's values with their counts (the index counts an issue under the specialty it maps to:
 * "Anxiety" under "Anxiety & Depression"), the chosen issue first when the dropdown does not offer it.
 */
export function issueOptions(counted: readonly FacetTally[], chosen: string | undefined): FacetTally[] {
  const countedAs = (issue: string) => countOf(counted, specialtyForIssue(issue) ?? issue);
  const options = ISSUE_DROPDOWN_SPECIALTIES.map((issue): FacetTally => [issue, countedAs(issue)]);
  return chosen && !ISSUE_DROPDOWN_SPECIALTIES.includes(chosen) ? [[chosen, countedAs(chosen)], ...options] : options;
}
