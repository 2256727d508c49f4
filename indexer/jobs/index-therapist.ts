import { indexTherapistJob } from "#app/jobs/index-therapist.server.ts";
import { forgetUnheldWordsSoon } from "#app/search/forget-words.server.ts";
import { postgresSearchEngine } from "../search/engine.ts";
import { handleJob } from "../job.ts";

// Rewrites one therapist's search document from the source row, so running it twice is safe. A document removed
// (the listing left the directory) sends the prune of the words only it held.
export const indexTherapistHandler = handleJob(indexTherapistJob, {
  work: () => ({ pollingIntervalSeconds: 0.5 }),
  async handle({ therapistId }, { db, boss, logger }) {
    const { indexed, removed } = await postgresSearchEngine(db).indexTherapist(therapistId);
    if (removed) await forgetUnheldWordsSoon(boss);
    logger.debug({ therapistId, indexed, removed }, "search document refreshed");
  },
});
