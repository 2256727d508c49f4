import { z } from "zod";
import { defineJob } from "./contract.server.ts";

// Refreshes one therapist's search document after anything that changes it: approval, profile edits (self or
// admin), deletion, Featured starting, Featured ending.
export const indexTherapistJob = defineJob({
  name: "index-therapist",
  payload: z.object({ therapistId: z.uuid() }),
  queue: {
    retryLimit: 5,
    retryDelay: 5,
    retryBackoff: true,
    retryDelayMax: 600,
    expireInSeconds: 300,
    deadLetter: "index-therapist-dead",
  },
});
