import { z } from "zod";
import type { Route } from "./+types/api.admin.users.search";
import { searchUsers } from "#app/admin/linking.server.ts";
import { requireAdmin } from "#app/auth/guards.server.ts";
import { servicesContext } from "#app/context.server.ts";
import { apiJson, parseOrThrow, refuseMethods, searchParamsObject } from "#app/http/api.server.ts";

const AT_LEAST_3 = "Type at least 3 characters to search";
const AT_MOST_320 = "Type at most 320 characters: no email address is longer";
const Query = z.object({ email: z.string({ error: AT_LEAST_3 }).trim().min(3, AT_LEAST_3).max(320, AT_MOST_320) });

// GET /api/admin/users/search?email= (3+ characters, else 400): up to 20 users whose email contains it.
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { email } = parseOrThrow(Query, searchParamsObject(request.url));
  return apiJson(await searchUsers(context.get(servicesContext).db, email), {
    headers: { "Cache-Control": "no-store" },
  });
}

export const action = refuseMethods(["GET"]);
