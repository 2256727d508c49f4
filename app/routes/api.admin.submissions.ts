import type { Route } from "./+types/api.admin.submissions";
import { listSubmissions, SubmissionFilters } from "#app/admin/review.server.ts";
import { requireAdmin } from "#app/auth/guards.server.ts";
import { servicesContext } from "#app/context.server.ts";
import { parseOrThrow, searchParamsObject } from "#app/http/api.server.ts";

// GET /api/admin/submissions?search=&status=&city=&page=: { submissions, total, page, pageCount }, newest first.
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const filters = parseOrThrow(SubmissionFilters, searchParamsObject(request.url));
  return Response.json(await listSubmissions(context.get(servicesContext).db, filters), {
    headers: { "Cache-Control": "no-store" },
  });
}
