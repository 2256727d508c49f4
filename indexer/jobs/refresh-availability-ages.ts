import { refreshAvailabilityAgesJob } from "#app/jobs/refresh-availability-ages.server.ts";
import { refreshAvailabilityAges } from "../search/availability-ages.ts";
import { refreshDirectBillingAges } from "../search/direct-billing-ages.ts";
import { handleJob } from "../job.ts";

// Writes again the search documents whose availability aged past 30 or 60 days, and those whose direct billing
// claim passed a year since it was confirmed. A second run finds them current.
export const refreshAvailabilityAgesHandler = handleJob(refreshAvailabilityAgesJob, {
  async handle(_payload, { db, logger }) {
    const now = Date.now();
    const written = await refreshAvailabilityAges(db, now);
    if (written > 0) logger.info({ event: "refresh-availability-ages", written }, "aged availability reindexed");
    const billing = await refreshDirectBillingAges(db, now);
    if (billing > 0)
      logger.info({ event: "refresh-direct-billing-ages", written: billing }, "expired direct billing reindexed");
  },
});
