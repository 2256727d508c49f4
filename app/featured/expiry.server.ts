import { sql } from "slonik";
import { z } from "zod";
import type { ServicesConfig } from "#app/config/config.server.ts";
import type { AppServices } from "#app/context.server.ts";
import { indexTherapistJob } from "#app/jobs/index-therapist.server.ts";
import { enqueue } from "#app/jobs/queue.server.ts";
import { endEmail } from "./emails.ts";
import { queueEmail } from "./state.server.ts";

// The end of a Featured period never waits for a provider event: the expire-featured job, scheduled at each
// featuredUntil and run as a periodic sweep, clears the flag of every period that has passed, reindexes the
// profile (which stays in the directory as Free) and tells the therapist, unless the subscription is still
// renewing (a late renewal then extends it again, without an "ended" email in between).

const Ended = z.object({ id: z.uuid(), to: z.string(), firstName: z.string().nullable(), renewing: z.boolean() });

/** Ends the passed Featured periods (of one therapist, or all); returns the ids it ended. */
export async function endExpiredFeatured(
  { db, boss, config }: Pick<AppServices<ServicesConfig>, "db" | "boss" | "config">,
  now: number,
  therapistId?: string,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const only = therapistId ? sql.fragment`AND id = ${therapistId}` : sql.fragment``;
    const ended = await tx.any(sql.type(Ended)`
      UPDATE therapists SET is_featured = false
      WHERE is_featured AND featured_until <= ${sql.timestamp(new Date(now))} ${only}
      RETURNING id, email AS "to", first_name AS "firstName", coalesce(subscription_status = 'active', false) AS renewing`);
    for (const row of ended) {
      await enqueue(boss, indexTherapistJob, { therapistId: row.id }, { db: tx });
      if (!row.renewing) await queueEmail(tx, boss, endEmail(row, config.appUrl));
    }
    return ended.map((row) => row.id);
  });
}
