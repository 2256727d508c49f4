import { indexTherapistJob } from "#app/jobs/index-therapist.server.ts";
import { postgresSearchEngine } from "../search/engine.ts";
import { handleJob } from "../job.ts";

// Rewrites one therapist's search document from the source row, so running it twice is safe.
export const indexTherapistHandler = handleJob(indexTherapistJob, {
  work: () => ({ pollingIntervalSeconds: 0.5 }),
  async handle({ therapistId }, { db, logger }) {
    const { indexed } = await postgresSearchEngine(db).indexTherapist(therapistId);
    logger.debug({ therapistId, indexed }, "search document refreshed");
  },
});
