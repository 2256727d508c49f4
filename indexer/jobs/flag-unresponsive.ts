import { flagUnresponsive } from "#app/inquiries/unresponsive.server.ts";
import { flagUnresponsiveJob } from "#app/jobs/flag-unresponsive.server.ts";
import { handleJob } from "../job.ts";

// Flags the therapists found not responding now (each told once, their listing re-indexed). Running it twice flags
// no one again.
export const flagUnresponsiveHandler = handleJob(flagUnresponsiveJob, {
  async handle(_payload, services) {
    const flagged = await flagUnresponsive(services, Date.now());
    services.logger.info({ flagged }, "unresponsive therapists flagged");
  },
});
