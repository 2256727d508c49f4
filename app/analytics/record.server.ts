import { isbot } from "isbot";
import { sql, type CommonQueryMethods } from "slonik";
import { z } from "zod";

// Profile views and the contact funnel (SPEC §7 analytics events), stored in analytics_events: no cookies, no
// third-party scripts, nothing that identifies a visitor; bots are not counted. (Search events: events.server.ts.)

const text = z.string().trim().max(200).optional();

/** The fields SPEC §3 lists for analytics events. */
export const EventData = z.object({
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
export const ClientEvent = z.object({
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
