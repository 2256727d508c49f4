import type { Route } from "./+types/api.therapist.my-profile";
import { requireUser } from "#app/auth/guards.server.ts";
import { servicesContext } from "#app/context.server.ts";
import { apiError, notFound, parseJsonBody } from "#app/http/api.server.ts";
import { ProfileUpdate } from "#app/submissions/application-schema.ts";
import { EMAIL_CHANGE_MESSAGE, getMyProfile, updateOwnProfile } from "#app/therapists/my-profile.server.ts";

// GET /api/therapist/my-profile: { submission, approvedProfile } for the signed-in user (401 signed out).
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  return Response.json(await getMyProfile(context.get(servicesContext).db, user.id));
}

// PUT /api/therapist/my-profile: any of the profile fields (SPEC §5 'Profile update'). It always edits the
// caller's own approved profile, so nobody can reach another's. 200 { message, approvedProfile }; 400 with field
// errors (an email change too: it needs re-verification); 401 signed out; 404 without an approved profile.
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "PUT") return apiError(405, "Update the profile with PUT.");
  const user = await requireUser(request, context);
  const update = await parseJsonBody(request, ProfileUpdate);
  const outcome = await updateOwnProfile(context.get(servicesContext), user.id, update);
  switch (outcome.kind) {
    case "not-found":
      return notFound("You don't have an approved profile yet.");
    case "email-change":
      return apiError(400, EMAIL_CHANGE_MESSAGE, { email: [EMAIL_CHANGE_MESSAGE] });
    case "updated":
      return Response.json({ message: "Profile Updated", approvedProfile: outcome.profile });
  }
}
