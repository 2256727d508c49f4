import type { ServicesConfig } from "#app/config/config.server.ts";
import type { AppServices } from "#app/context.server.ts";
import { enqueue } from "#app/jobs/queue.server.ts";
import { sendEmail } from "#app/jobs/send-email.server.ts";
import { endEmail } from "./emails.ts";
import { changeListing } from "./state.server.ts";

// The one mechanism that ends a Featured period: the expire-featured job, which the state module schedules for
// the moment each featuredUntil passes (state.server.ts). It clears the flag of a period that has passed by `now`
// (the state machine's "ended"), which reindexes the profile (it stays in the directory as Free), and tells the
// therapist, unless the subscription is still renewing (a late renewal then extends it again, without an "ended"
// email in between). A period extended meanwhile, or one already ended, is left alone: running it twice is
// harmless. Nothing waits for it to be shown as Free: every reader applies isFeaturedActive at read time.

/** Ends the therapist's Featured period if it has passed by `now`; true when it ended it. */
export async function endFeaturedPeriod(
  { db, boss, config }: Pick<AppServices<ServicesConfig>, "db" | "boss" | "config">,
  therapistId: string,
  now: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const change = await changeListing(tx, boss, therapistId, { type: "ended", at: now });
    if (!change || change.after.isFeatured === change.before.isFeatured) return false;
    if (change.after.subscriptionStatus !== "active")
      await enqueue(boss, sendEmail, endEmail(change.recipient, config.appUrl), { db: tx });
    return true;
  });
}
