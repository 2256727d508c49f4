import type { Route } from "./+types/api.auth.user";
import { requireUser } from "#app/auth/guards.server.ts";

// GET /api/auth/user: the signed-in user, or 401 when signed out.
export async function loader({ request, context }: Route.LoaderArgs) {
  const { id, email, firstName, lastName, role, isAdmin } = await requireUser(request, context);
  return Response.json({ id, email, firstName, lastName, role, isAdmin }, { headers: { "Cache-Control": "no-store" } });
}
