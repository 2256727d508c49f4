import { z } from "zod";
import { postgresSearchEngine } from "../search/engine.ts";
import { defineJob } from "../job.ts";
import { enqueue } from "../queue.ts";

// Refreshes one therapist's search document after anything that changes it: approval, profile edits (self or
// admin), deletion, Featured starting. When a Featured listing is active, a follow-up run is scheduled for the
// moment it ends, so the boost and badge drop on time. Safe to run twice: it rewrites from the source row.
export const indexTherapistJob = defineJob({
  name: "index-therapist",
  payload: z.object({ therapistId: z.uuid() }),
  queue: { retryLimit: 5, retryDelay: 5, retryBackoff: true, retryDelayMax: 600, expireInSeconds: 300, deadLetter: "index-therapist-dead" },
  work: () => ({ pollingIntervalSeconds: 0.5 }),
  async handle({ therapistId }, { db, boss, logger }) {
    const result = await postgresSearchEngine(db).indexTherapist(therapistId);
    if (result.featuredUntil !== null) {
      await enqueue(boss, indexTherapistJob, { therapistId }, {
        startAfter: new Date(result.featuredUntil + 1000),
        singletonKey: `${therapistId}@${result.featuredUntil}`,
      });
    }
    logger.debug({ therapistId, indexed: result.indexed }, "search document refreshed");
  },
});
