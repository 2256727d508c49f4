import type { Route } from "./+types/api.therapist.my-profile";
import { requireUser } from "#app/auth/guards.server.ts";
import { servicesContext } from "#app/context.server.ts";
import { acceptMethods, apiJson, badRequest, notFound, parseJsonBody } from "#app/http/api.server.ts";
import { ProfileUpdate } from "#app/submissions/application-schema.ts";
import { getMyProfile, updateOwnProfile } from "#app/therapists/my-profile.server.ts";
import { updatedMessage } from "#app/therapists/verified-fields.ts";

// GET /api/therapist/my-profile: { submission, approvedProfile } for the signed-in user (401 signed out).
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  return apiJson(await getMyProfile(context.get(servicesContext).db, user.id));
}

// PUT /api/therapist/my-profile: any of the profile fields, each optional. It always edits the
// caller's own approved profile, so nobody can reach another's. 200 { message, approvedProfile } (its
// pendingChanges: verified fields awaiting review; pendingEmail: a new address awaiting its link, answered alike
// whether or not another account uses it); 400 with field errors (a photo that is not the caller's upload); 401
// signed out; 404 without an approved profile.
export const action = acceptMethods(
  ["GET", "PUT"],
  "Update the profile with PUT.",
  async ({ request, context }: Route.ActionArgs) => {
    const user = await requireUser(request, context);
    const update = await parseJsonBody(request, ProfileUpdate);
    const outcome = await updateOwnProfile(context.get(servicesContext), user.id, update);
    switch (outcome.kind) {
      case "not-found":
        return notFound("You don't have an approved profile yet.");
      case "invalid":
        return badRequest(outcome.errors);
      case "updated":
        return apiJson({
          message: updatedMessage(outcome.profile, outcome.emailChange),
          approvedProfile: outcome.profile,
        });
    }
  },
);
