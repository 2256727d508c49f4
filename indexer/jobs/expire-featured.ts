import { endFeaturedPeriod } from "#app/featured/expiry.server.ts";
import { expireFeaturedJob } from "#app/jobs/expire-featured.server.ts";
import { handleJob } from "../job.ts";

// Ends one therapist's Featured period once it has passed. Running it twice ends nothing more.
export const expireFeaturedHandler = handleJob(expireFeaturedJob, {
  async handle({ therapistId }, services) {
    if (await endFeaturedPeriod(services, therapistId, Date.now()))
      services.logger.info({ event: "expire-featured", therapistId }, "Featured period ended");
  },
});
