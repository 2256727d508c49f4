import type { Route } from "./+types/api.events";
import { ClientEvent, isBotRequest, recordEvent } from "#app/analytics/record.server.ts";
import { servicesContext } from "#app/context.server.ts";
import { apiError, parseJsonBody } from "#app/http/api.server.ts";

export function loader() {
  return apiError(405, "Send events with POST.");
}

// POST /api/events: { type: "profile_view" | "contact_started", therapistId, data } from the browser. Bots are
// acknowledged but not counted. (Searches and sent messages are recorded by the server where they happen.)
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return apiError(405, "Send events with POST.");
  const event = await parseJsonBody(request, ClientEvent);
  if (!isBotRequest(request)) await recordEvent(context.get(servicesContext).db, event);
  return new Response(null, { status: 204 });
}
