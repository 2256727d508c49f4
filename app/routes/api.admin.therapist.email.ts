import type { Route } from "./+types/api.admin.therapist.email";
import { AdminProfileUpdate, findTherapistByEmail, updateTherapistByEmail } from "#app/admin/profiles.server.ts";
import { requireAdmin } from "#app/auth/guards.server.ts";
import { servicesContext } from "#app/context.server.ts";
import { acceptMethods, apiError, apiJson, badRequest, notFound, parseJsonBody } from "#app/http/api.server.ts";

// GET /api/admin/therapist/{email} (URL-encoded): the profile; PUT: any profile field incl. isFeatured and
// featuredUntil → 200 the profile as it is now; 404 none; 409 the new email belongs to another profile.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const therapist = await findTherapistByEmail(context.get(servicesContext).db, params.email);
  return therapist
    ? apiJson(therapist, { headers: { "Cache-Control": "no-store" } })
    : notFound("Therapist profile not found");
}

export const action = acceptMethods(
  ["GET", "PUT"],
  "Update the profile with PUT.",
  async ({ request, context, params }: Route.ActionArgs) => {
    const admin = await requireAdmin(request, context);
    const update = await parseJsonBody(request, AdminProfileUpdate);
    const outcome = await updateTherapistByEmail(context.get(servicesContext), admin, params.email, update);
    switch (outcome.kind) {
      case "not-found":
        return notFound("Therapist profile not found");
      case "invalid":
        return badRequest(outcome.errors);
      case "email-taken":
        return apiError(409, "Another therapist profile already uses that email address.");
      case "updated":
        return apiJson(outcome.therapist);
    }
  },
);
