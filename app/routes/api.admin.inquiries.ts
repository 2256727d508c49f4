import type { Route } from "./+types/api.admin.inquiries";
import { inquiryAnalytics } from "#app/admin/inquiries.server.ts";
import { requireAdmin } from "#app/auth/guards.server.ts";
import { servicesContext } from "#app/context.server.ts";
import { apiJson, refuseMethods } from "#app/http/api.server.ts";

// GET /api/admin/inquiries: the 20 most recent inquiries (id, name, email, phone, message, createdAt, therapist),
// as a plain list; the page's analytics come from the same domain function.
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { recent } = await inquiryAnalytics(context.get(servicesContext).db);
  return apiJson(recent, { headers: { "Cache-Control": "no-store" } });
}

export const action = refuseMethods(["GET"]);
