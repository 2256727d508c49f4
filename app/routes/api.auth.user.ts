import type { Route } from "./+types/api.auth.user";
import { requireUser } from "#app/auth/guards.server.ts";
import { userAnswer } from "#app/auth/users.server.ts";
import { apiJson, refuseMethods } from "#app/http/api.server.ts";

// GET /api/auth/user: the signed-in user, or 401 when signed out.
export async function loader({ request, context }: Route.LoaderArgs) {
  return apiJson(userAnswer(await requireUser(request, context)), { headers: { "Cache-Control": "no-store" } });
}

export const action = refuseMethods(["GET"]);
