import type { Route } from "./+types/api.therapist.inquiry-count";
import { requireUser } from "#app/auth/guards.server.ts";
import { servicesContext } from "#app/context.server.ts";
import { apiJson, notFound, refuseMethods } from "#app/http/api.server.ts";
import { countInquiries, findOwnProfile } from "#app/therapists/my-profile.server.ts";

// GET /api/therapist/inquiry-count: { count } of contact messages to the caller's approved profile; 401 signed
// out, 404 without an approved profile.
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const { db } = context.get(servicesContext);
  const profile = await findOwnProfile(db, user.id);
  if (!profile) throw notFound("You don't have an approved profile yet.");
  return apiJson({ count: await countInquiries(db, profile.id) });
}

export const action = refuseMethods(["GET"]);
