import { endExpiredFeatured } from "#app/featured/expiry.server.ts";
import { expireFeaturedJob } from "#app/jobs/expire-featured.server.ts";
import { handleJob } from "../job.ts";

// Ends the Featured periods that have passed (one therapist's, or all). Running it twice ends nothing more.
export const expireFeaturedHandler = handleJob(expireFeaturedJob, {
  async handle({ therapistId }, services) {
    const ended = await endExpiredFeatured(services, Date.now(), therapistId);
    if (ended.length > 0)
      services.logger.info({ event: "expire-featured", ended: ended.length }, "Featured periods ended");
  },
});
