import type { Route } from "./+types/api.therapist-submissions";
import { requireUser } from "#app/auth/guards.server.ts";
import { requestContext, servicesContext } from "#app/context.server.ts";
import { apiError } from "#app/http/api.server.ts";
import { handleApplication } from "#app/submissions/submission-request.server.ts";

export function loader() {
  return apiError(405, "Send the application with POST.");
}

// POST /api/therapist-submissions: the application as JSON. 201 { message, submission: { id, status } }; 400 with
// field errors; 401 signed out; 409 when an application is already under review; 429 when too many are sent.
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return apiError(405, "Send the application with POST.");
  const user = await requireUser(request, context);
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return apiError(400, "The request body must be JSON.", { _: ["The request body must be JSON."] });
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return apiError(400, "The request body must be a JSON object.", { _: ["The request body must be a JSON object."] });
  }
  const answer = await handleApplication(context.get(servicesContext), user, body as Record<string, unknown>, context.get(requestContext).ip);
  return Response.json(answer.body, { status: answer.status });
}
