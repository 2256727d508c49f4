import type { Route } from "./+types/api.therapists.filters.cities";
import { servicesContext } from "#app/context.server.ts";
import { PUBLIC_DIRECTORY_CACHE } from "#app/http/cache.ts";
import { directoryFilterOptions } from "#app/search/filter-options.server.ts";
import { apiJson, refuseMethods } from "#app/http/api.server.ts";

// GET /api/therapists/filters/cities: the cities that have approved therapists.
export async function loader({ context }: Route.LoaderArgs) {
  const { cities } = await directoryFilterOptions(context.get(servicesContext).search);
  return apiJson({ cities }, { headers: PUBLIC_DIRECTORY_CACHE });
}

export const action = refuseMethods(["GET"]);
