import type { Route } from "./+types/api.therapist-submissions";
import { requireUser } from "#app/auth/guards.server.ts";
import { requestContext, servicesContext } from "#app/context.server.ts";
import { apiError, readJsonBody } from "#app/http/api.server.ts";
import { handleApplication } from "#app/submissions/submission-request.server.ts";

export function loader() {
  return apiError(405, "Send the application with POST.");
}

// POST /api/therapist-submissions: the application as JSON. 201 { message, submission: { id, status } }; 400 with
// field errors; 401 signed out; 409 when an application is already under review; 429 when too many are sent.
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return apiError(405, "Send the application with POST.");
  const user = await requireUser(request, context);
  const body = await readJsonBody(request);
  const answer = await handleApplication(context.get(servicesContext), user, body, context.get(requestContext).ip);
  return Response.json(answer.body, { status: answer.status });
}
