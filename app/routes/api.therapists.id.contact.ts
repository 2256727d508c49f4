import { z } from "zod";
import type { Route } from "./+types/api.therapists.id.contact";
import { requestContext, servicesContext } from "#app/context.server.ts";
import {
  acceptMethods,
  apiError,
  apiJson,
  badRequest,
  notFound,
  readJsonBody,
  refuseMethods,
  tooManyRequests,
} from "#app/http/api.server.ts";
import { catalogue } from "#app/i18n/catalogues.server.ts";
import { translator } from "#app/i18n/i18n.tsx";
import { contactRateLimitWords, INQUIRY_MESSAGES, submitInquiry } from "#app/inquiries/inquiries.server.ts";
import { UUID_PATTERN } from "#app/therapists/profile.server.ts";

const Params = z.object({ id: z.string().regex(UUID_PATTERN) });

// GET is not a thing here.
export const loader = refuseMethods(["POST"], "Send the message with POST.");

// POST /api/therapists/{id}/contact: { name, email, phone?, message } as JSON. 200 { message } when sent,
// 400 with field errors, 404 for an unknown or unapproved therapist, 429 (with Retry-After) when too many messages
// come from one network or go to one therapist, saying which.
export const action = acceptMethods(
  ["POST"],
  "Send the message with POST.",
  async ({ params, request, context }: Route.ActionArgs) => {
    const parsed = Params.safeParse(params);
    if (!parsed.success) throw notFound(INQUIRY_MESSAGES.notFound);
    const posted = await readJsonBody(request);
    const outcome = await submitInquiry(context.get(servicesContext), {
      therapistId: parsed.data.id.toLowerCase(),
      posted,
      ip: context.get(requestContext).ip,
    });
    switch (outcome.kind) {
      case "sent":
        return apiJson({ message: INQUIRY_MESSAGES.sent, firstName: outcome.firstName });
      case "dropped":
        return apiJson({ message: INQUIRY_MESSAGES.sent });
      case "refused":
        return apiError(400, outcome.message);
      case "invalid":
        return badRequest(outcome.errors);
      case "not-found":
        return notFound(INQUIRY_MESSAGES.notFound);
      case "rate-limited": {
        const refusal = contactRateLimitWords(outcome);
        const t = translator("en", catalogue("en", "profile")); // the API answers in English, as its other messages
        return tooManyRequests(t(refusal.id, refusal.values), outcome.retryAfterSeconds);
      }
    }
  },
);
