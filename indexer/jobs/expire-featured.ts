import { z } from "zod";
import { endExpiredFeatured } from "#app/featured/expiry.server.ts";
import { defineJob } from "../job.ts";

// Ends Featured periods that have passed: one therapist's (sent for the moment its featuredUntil passes) or,
// every ten minutes, all of them. Running it twice ends nothing more.
export const expireFeaturedJob = defineJob({
  name: "expire-featured",
  payload: z.object({ therapistId: z.uuid().optional() }),
  queue: { retryLimit: 5, retryDelay: 30, retryBackoff: true, retryDelayMax: 900, expireInSeconds: 300, deadLetter: "expire-featured-dead" },
  schedule: "*/10 * * * *",
  async handle({ therapistId }, deps) {
    const ended = await endExpiredFeatured(deps, Date.now(), therapistId);
    if (ended.length > 0) deps.logger.info({ event: "expire-featured", ended: ended.length }, "Featured periods ended");
  },
});
