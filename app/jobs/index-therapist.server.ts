import { z } from "zod";
import { defineJob } from "./contract.server.ts";

/**
 * A job that writes one search document: retried five times, from 5 s backing off to 10 minutes, each try running
 * up to 5 minutes; a job that fails every try goes to the queue `{name}-dead`.
 */
export function defineIndexWriteJob<S extends z.ZodType>(name: string, payload: S) {
  return defineJob({
    name,
    payload,
    queue: {
      retryLimit: 5,
      retryDelay: 5,
      retryBackoff: true,
      retryDelayMax: 600,
      expireInSeconds: 300,
      deadLetter: `${name}-dead`,
    },
  });
}

// Refreshes one therapist's search document after anything that changes it: approval, profile edits (self or
// admin), deletion, Featured starting, Featured ending.
export const indexTherapistJob = defineIndexWriteJob("index-therapist", z.object({ therapistId: z.uuid() }));
