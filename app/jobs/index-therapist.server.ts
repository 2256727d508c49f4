import { z } from "zod";
import { defineJob } from "./contract.server.ts";

/** How an index write is retried: five times, from 5 s backing off to 10 minutes; each try may run 5 minutes. */
export const INDEX_WRITE_RETRIES = {
  retryLimit: 5,
  retryDelay: 5,
  retryBackoff: true,
  retryDelayMax: 600,
  expireInSeconds: 300,
} as const;

// Refreshes one therapist's search document after anything that changes it: approval, profile edits (self or
// admin), deletion, Featured starting, Featured ending.
export const indexTherapistJob = defineJob({
  name: "index-therapist",
  payload: z.object({ therapistId: z.uuid() }),
  queue: {
    ...INDEX_WRITE_RETRIES,
    deadLetter: "index-therapist-dead",
  },
});
