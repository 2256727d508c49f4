import { refreshAvailabilityAgesJob } from "#app/jobs/refresh-availability-ages.server.ts";
import { refreshAvailabilityAges } from "../search/availability-ages.ts";
import { handleJob } from "../job.ts";

// Writes again the search documents whose availability aged past 30 or 60 days. A second run finds them current.
export const refreshAvailabilityAgesHandler = handleJob(refreshAvailabilityAgesJob, {
  async handle(_payload, { db, logger }) {
    const written = await refreshAvailabilityAges(db, Date.now());
    if (written > 0) logger.info({ event: "refresh-availability-ages", written }, "aged availability reindexed");
  },
});
