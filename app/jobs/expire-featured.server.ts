import { z } from "zod";
import { defineJob } from "./contract.server.ts";

// Ends one therapist's Featured period: sent, in the transaction that moved it, for the moment its featuredUntil
// passes (one job per period end: its singleton key is the therapist and the end).
export const expireFeaturedJob = defineJob({
  name: "expire-featured",
  payload: z.object({ therapistId: z.uuid() }),
  queue: {
    retryLimit: 5,
    retryDelay: 30,
    retryBackoff: true,
    retryDelayMax: 900,
    expireInSeconds: 300,
    deadLetter: "expire-featured-dead",
  },
});
