import type { Route } from "./+types/api.therapist-submissions";
import { requireUser } from "#app/auth/guards.server.ts";
import { requestContext, servicesContext } from "#app/context.server.ts";
import { acceptMethods, apiError, apiJson, badRequest, parseJsonBody, refuseMethods } from "#app/http/api.server.ts";
import { ApplicationForm } from "#app/submissions/application-schema.ts";
import {
  applicationRateLimitMessage,
  PENDING_MESSAGE,
  SUBMITTED_MESSAGE,
  submitApplication,
} from "#app/submissions/submissions.server.ts";

export const loader = refuseMethods(["POST"], "Send the application with POST.");

// POST /api/therapist-submissions: the application as JSON. 201 { message, submission: { id, status, emailProven } }
// (emailProven false: a link to confirm the typed address was mailed to it); 400 with field errors; 401 signed out;
// 409 when an application is already under review; 429 when too many are sent.
export const action = acceptMethods(
  ["POST"],
  "Send the application with POST.",
  async ({ request, context }: Route.ActionArgs) => {
    const user = await requireUser(request, context);
    const form = await parseJsonBody(request, ApplicationForm);
    const outcome = await submitApplication(context.get(servicesContext), {
      user,
      form,
      ip: context.get(requestContext).ip,
    });
    switch (outcome.kind) {
      case "invalid":
        return badRequest(outcome.errors);
      case "pending-exists":
        return apiError(409, PENDING_MESSAGE);
      case "rate-limited":
        return apiError(429, applicationRateLimitMessage(outcome.retryAfterSeconds));
      case "created":
        return apiJson(
          {
            message: SUBMITTED_MESSAGE,
            submission: {
              id: outcome.submission.id,
              status: outcome.submission.status,
              emailProven: outcome.submission.emailProven,
            },
          },
          { status: 201 },
        );
    }
  },
);
