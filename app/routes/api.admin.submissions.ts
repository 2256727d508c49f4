import type { Route } from "./+types/api.admin.submissions";
import { listSubmissions, SubmissionFilters } from "#app/admin/review.server.ts";
import { requireAdmin } from "#app/auth/guards.server.ts";
import { servicesContext } from "#app/context.server.ts";
import { apiJson, pageHeaders, parseOrThrow, refuseMethods, searchParamsObject } from "#app/http/api.server.ts";

// GET /api/admin/submissions?search=&status=&city=&page=: the list of one page's submissions (20), newest first;
// X-Total-Count says how many match, Link the next and previous pages.
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const filters = parseOrThrow(SubmissionFilters, searchParamsObject(request.url));
  const { submissions, total, page, pageCount } = await listSubmissions(context.get(servicesContext).db, filters);
  return apiJson(submissions, {
    headers: { "Cache-Control": "no-store", ...pageHeaders(request.url, { page, pageCount, total }) },
  });
}

export const action = refuseMethods(["GET"]);
