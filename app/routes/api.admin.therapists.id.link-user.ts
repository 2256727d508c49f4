import { z } from "zod";
import type { Route } from "./+types/api.admin.therapists.id.link-user";
import { linkUser } from "#app/admin/linking.server.ts";
import { requireAdmin } from "#app/auth/guards.server.ts";
import { servicesContext } from "#app/context.server.ts";
import { apiError, notFound, parseJsonBody } from "#app/http/api.server.ts";

const Body = z.object({ userId: z.uuid("Choose a user.") });

// POST /api/admin/therapists/{id}/link-user { userId }: 200 { message }; 404 unknown therapist or user.
export async function action({ request, context, params }: Route.ActionArgs) {
  if (request.method !== "POST") return apiError(405, "Link with POST.");
  const admin = await requireAdmin(request, context);
  const id = z.uuid().safeParse(params.id);
  if (!id.success) return notFound("Therapist profile not found");
  const { userId } = await parseJsonBody(request, Body);
  const outcome = await linkUser(context.get(servicesContext), admin, id.data, userId);
  if (outcome.kind === "therapist-not-found") return notFound("Therapist profile not found");
  if (outcome.kind === "user-not-found") return notFound("User not found");
  return Response.json({ message: "The therapist has been linked to the user." });
}
