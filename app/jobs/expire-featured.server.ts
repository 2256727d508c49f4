import { z } from "zod";
import { defineJob } from "./contract.server.ts";

// Ends Featured periods that have passed: one therapist's (sent for the moment its featuredUntil passes) or,
// every ten minutes, all of them.
export const expireFeaturedJob = defineJob({
  name: "expire-featured",
  payload: z.object({ therapistId: z.uuid().optional() }),
  queue: {
    retryLimit: 5,
    retryDelay: 30,
    retryBackoff: true,
    retryDelayMax: 900,
    expireInSeconds: 300,
    deadLetter: "expire-featured-dead",
  },
  schedule: "*/10 * * * *",
});
