import type { Route } from "./+types/api.therapists.filters.specialties";
import { servicesContext } from "#app/context.server.ts";
import { PUBLIC_DIRECTORY_CACHE } from "#app/http/cache.ts";
import { directoryFilterOptions } from "#app/search/filter-options.server.ts";
import { apiJson, refuseMethods } from "#app/http/api.server.ts";

// GET /api/therapists/filters/specialties: the specialties approved therapists list.
export async function loader({ context }: Route.LoaderArgs) {
  const { specialties } = await directoryFilterOptions(context.get(servicesContext).search);
  return apiJson({ specialties }, { headers: PUBLIC_DIRECTORY_CACHE });
}

export const action = refuseMethods(["GET"]);
