import { SearchParams } from "./api-params.server.ts";
import type { SearchReader } from "./engine/engine.server.ts";

// The filter option lists of the public API (GET /api/therapists/filters/*): only values at least one approved
// therapist has, read from the search index's unfiltered facet counts, in alphabetical order.

const byName = new Intl.Collator("en-CA").compare;

export async function directoryFilterOptions(
  search: SearchReader,
): Promise<{ cities: string[]; specialties: string[] }> {
  const { facets } = await search.search(SearchParams.parse({ limit: 1 }));
  return {
    cities: facets.city.map((f) => f.label).sort(byName),
    specialties: facets.specialty.map((f) => f.value).sort(byName),
  };
}
