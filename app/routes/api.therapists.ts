import type { Route } from "./+types/api.therapists";
import { servicesContext } from "#app/context.server.ts";
import { apiJson, badRequest, fieldErrors, refuseMethods, searchParamsObject } from "#app/http/api.server.ts";
import { IDENTITY_SEARCH_CACHE, PUBLIC_LISTINGS_CACHE } from "#app/http/cache.ts";
import { parseApiSearch } from "#app/search/api-params.server.ts";
import { correctedQuery } from "#app/search/results-text.ts";
import { therapistApiView } from "#app/therapists/coverage.ts";

// GET /api/therapists: every search parameter, strictly parsed (a bad value is a 400 with field errors). Each card
// carries its availability's state object and its insurers' direct billing, worked out now. Cards carry the
// identity their therapists consented to show: kept 10 s by caches, and a search by identity by no shared cache.
// `near` says which postal area the distances are from and whether the directory knows it (an FSA it does not know
// is searched as if none were given: not found, not an error).
export async function loader({ request, context }: Route.LoaderArgs) {
  const parsed = parseApiSearch(searchParamsObject(request.url));
  if (!parsed.success) throw badRequest(fieldErrors(parsed.error));
  const { search } = context.get(servicesContext);
  const { therapists, total, totalInDatabase, facets, query, near } = await search.search(parsed.data);
  const now = Date.now();
  const cards = therapists.map((card) => therapistApiView(card, now));
  const body = { therapists: cards, total, totalInDatabase, facets, correctedQuery: correctedQuery(query), near };
  return apiJson(body, { headers: parsed.data.identity ? IDENTITY_SEARCH_CACHE : PUBLIC_LISTINGS_CACHE });
}

export const action = refuseMethods(["GET"]);
