import type { Route } from "./+types/api.events";
import { ClientEvent, isBotRequest, recordVisitorEvent } from "#app/analytics/record.server.ts";
import { consumeEventAllowance, visitorId } from "#app/analytics/visitor.server.ts";
import { requestContext, servicesContext } from "#app/context.server.ts";
import { acceptMethods, parseJsonBody, refuseMethods, tooManyRequests } from "#app/http/api.server.ts";

export const loader = refuseMethods(["POST"], "Send events with POST.");

// POST /api/events: { type: "profile_view" | "contact_started", therapistId, data } from the browser. Each client
// address may send a limited number of events per window (429 with Retry-After beyond it); a repeat of the same
// event by the same visitor within the once-per-window period, and anything a bot sends, is acknowledged (204)
// but not counted. (Searches and sent messages are recorded by the server where they happen.)
export const action = acceptMethods(
  ["POST"],
  "Send events with POST.",
  async ({ request, context }: Route.ActionArgs) => {
    const { db, config, visits } = context.get(servicesContext);
    const client = {
      secret: config.sessionSecret,
      ip: context.get(requestContext).ip,
      userAgent: request.headers.get("user-agent"),
    };
    const allowance = await consumeEventAllowance(db, client);
    if (!allowance.allowed)
      return tooManyRequests("Too many events were sent. Please wait and try again.", allowance.retryAfterSeconds);
    const event = await parseJsonBody(request, ClientEvent);
    if (!isBotRequest(request)) recordVisitorEvent(visits, visitorId(client), event);
    return new Response(null, { status: 204 });
  },
);
