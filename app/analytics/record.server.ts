import { isbot } from "isbot";
import { sql, type CommonQueryMethods } from "slonik";
import { z } from "zod";
import type { VisitLog } from "./visit-log.server.ts";
import { visitorId } from "./visitor.server.ts";

// Profile views and the contact funnel (contact started, contact sent), stored in analytics_events: no cookies, no
// third-party scripts, nothing that identifies a visitor; bots are not counted. (Search events: events.server.ts.)
// What a browser reports is capped by its schema: known keys only, every text at most 200 characters.

const text = z.string().trim().max(200).optional();

/** The fields an analytics event may carry. */
export const EventData = z.strictObject({
  therapistName: text,
  city: text,
  specialties: z.array(z.string().max(200)).max(20).optional(),
  therapyType: text,
  issue: text,
  mode: text,
  price: text,
  method: z.enum(["form"]).optional(),
});

/** What a browser may report (POST /api/events); contact_sent and search are recorded by the server itself. */
export const ClientEvent = z.strictObject({
  type: z.enum(["profile_view", "contact_started"]),
  therapistId: z.uuid(),
  data: EventData.default({}),
});

export type TherapistEvent = {
  type: "profile_view" | "contact_started" | "contact_sent";
  therapistId: string;
  data: z.infer<typeof EventData>;
};

export function isBotRequest(request: Request): boolean {
  const agent = request.headers.get("user-agent");
  return !agent || isbot(agent);
}

/** Who a page request counts as: the day's hash of its address and User-Agent, or null for a bot. */
export function pageVisitor(secret: string, request: Request, ip: string): string | null {
  if (isBotRequest(request)) return null;
  return visitorId({ secret, ip, userAgent: request.headers.get("user-agent") });
}

/** Stores one event at once (a message sent: counted every time, not once per visitor). */
export async function recordEvent(db: CommonQueryMethods, event: TherapistEvent): Promise<void> {
  await db.query(sql.unsafe`
    INSERT INTO analytics_events (type, therapist_id, data)
    VALUES (${event.type}, (SELECT id FROM therapists WHERE id = ${event.therapistId}::uuid), ${sql.jsonb(event.data)})`);
}

/** Queues a visitor's event (profile view, contact started): counted once per visitor within the window. */
export function recordVisitorEvent(visits: VisitLog, visitor: string, event: TherapistEvent): void {
  visits.record({ visitor, type: event.type, page: event.therapistId }, event);
}

/**
 * A visitor's view of a profile page, never a bot's, and the contact dialog started where the page's address opens
 * it (a click on Contact Therapist before the page's script ran, or without JavaScript, loads that address); the
 * page does not wait for them.
 */
export function recordProfileView(
  services: { visits: VisitLog; config: { sessionSecret: string } },
  request: Request,
  view: { ip: string; therapistId: string; data: z.infer<typeof EventData>; contactOpen: boolean },
): void {
  const visitor = pageVisitor(services.config.sessionSecret, request, view.ip);
  if (!visitor) return;
  const { therapistId, data } = view;
  recordVisitorEvent(services.visits, visitor, { type: "profile_view", therapistId, data });
  if (view.contactOpen) {
    const started = { method: "form" as const, therapistName: data.therapistName };
    recordVisitorEvent(services.visits, visitor, { type: "contact_started", therapistId, data: started });
  }
}
