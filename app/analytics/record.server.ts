import { isbot } from "isbot";
import { sql, type CommonQueryMethods } from "slonik";
import { z } from "zod";
import type { Logger } from "#app/logger.server.ts";
import { storeOncePerWindow, visitorId } from "./visitor.server.ts";

// Profile views and the contact funnel (SPEC §7 analytics events), stored in analytics_events: no cookies, no
// third-party scripts, nothing that identifies a visitor; bots are not counted. (Search events: events.server.ts.)
// What a browser reports is capped by its schema: known keys only, every text at most 200 characters.

const text = z.string().trim().max(200).optional();

/** The fields SPEC §3 lists for analytics events. */
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

/** Stores one event; a therapist id that matches no therapist is stored without it (never an error). */
export async function recordEvent(db: CommonQueryMethods, event: TherapistEvent): Promise<void> {
  await db.query(sql.unsafe`
    INSERT INTO analytics_events (type, therapist_id, data)
    VALUES (${event.type}, (SELECT id FROM therapists WHERE id = ${event.therapistId}::uuid), ${sql.jsonb(event.data)})`);
}

/**
 * Stores a visitor's event unless the same visitor already reported it for the same therapist within the
 * once-per-window period; true when it was stored.
 */
export async function recordVisitorEvent(
  db: CommonQueryMethods,
  visit: { visitor: string; event: TherapistEvent; now?: Date },
): Promise<boolean> {
  const { visitor, event, now } = visit;
  return storeOncePerWindow(db, { visitor, type: event.type, page: event.therapistId, now }, event);
}

/**
 * Records a visitor's view of a profile page in the background (the page does not wait for it), once per visitor
 * within the window, never for a bot; a failure is only logged.
 */
export function recordProfileView(
  services: { db: CommonQueryMethods; logger: Logger; config: { sessionSecret: string } },
  request: Request,
  view: { ip: string; therapistId: string; data: z.infer<typeof EventData> },
): void {
  if (isBotRequest(request)) return;
  const visitor = visitorId({ secret: services.config.sessionSecret, ip: view.ip, userAgent: request.headers.get("user-agent") });
  const event = { type: "profile_view", therapistId: view.therapistId, data: view.data } as const;
  recordVisitorEvent(services.db, { visitor, event }).catch((error: unknown) =>
    services.logger.error({ err: error }, "could not record a profile view"),
  );
}
