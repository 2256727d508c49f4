import { z } from "zod";
import type { Route } from "./+types/api.therapists.id.contact";
import { requestContext, servicesContext } from "#app/context.server.ts";
import { apiError, notFound, readJsonBody } from "#app/http/api.server.ts";
import { handleContact } from "#app/inquiries/contact-request.server.ts";
import { UUID_PATTERN } from "#app/therapists/profile.server.ts";

const Params = z.object({ id: z.string().regex(UUID_PATTERN) });

// GET is not a thing here.
export function loader() {
  return apiError(405, "Send the message with POST.");
}

// POST /api/therapists/{id}/contact: { name, email, phone?, message } as JSON. 200 { message } when sent,
// 400 with field errors, 404 for an unknown or unapproved therapist, 429 when too many messages come from one
// place or go to one therapist.
export async function action({ params, request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return apiError(405, "Send the message with POST.");
  const parsed = Params.safeParse(params);
  if (!parsed.success) throw notFound("Therapist not found.");
  const body = await readJsonBody(request);
  const answer = await handleContact(context.get(servicesContext), parsed.data.id.toLowerCase(), body, context.get(requestContext).ip);
  return Response.json(answer.body, { status: answer.status });
}
