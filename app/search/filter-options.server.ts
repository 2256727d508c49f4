import type { Db } from "#app/db/pool.server.ts";
import { searchTherapists } from "./search.server.ts";
import { SearchParams } from "./api-params.server.ts";

// The filter option lists of the public API (GET /api/therapists/filters/*): only values at least one approved
// therapist has, read from the search index's unfiltered facet counts, in alphabetical order.

const byName = new Intl.Collator("en-CA").compare;

export async function directoryFilterOptions(db: Db): Promise<{ cities: string[]; specialties: string[] }> {
  const { facets } = await searchTherapists(db, SearchParams.parse({ limit: 1 }));
  return {
    cities: facets.city.map((f) => f.label).sort(byName),
    specialties: facets.specialty.map((f) => f.value).sort(byName),
  };
}
