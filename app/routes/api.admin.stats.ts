import type { Route } from "./+types/api.admin.stats";
import { adminStats } from "#app/admin/review.server.ts";
import { requireAdmin } from "#app/auth/guards.server.ts";
import { servicesContext } from "#app/context.server.ts";
import { apiJson, refuseMethods } from "#app/http/api.server.ts";

// GET /api/admin/stats: { pending, approved, rejected, active }; admins only.
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return apiJson(await adminStats(context.get(servicesContext).db), { headers: { "Cache-Control": "no-store" } });
}

export const action = refuseMethods(["GET"]);
