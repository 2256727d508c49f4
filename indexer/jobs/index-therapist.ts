import { indexTherapistJob } from "#app/jobs/index-therapist.server.ts";
import { enqueue } from "#app/jobs/queue.server.ts";
import { postgresSearchEngine } from "../search/engine.ts";
import { handleJob } from "../job.ts";

// Rewrites one therapist's search document from the source row, so running it twice is safe. When a Featured
// listing is active, a follow-up run is scheduled for the moment it ends, so the boost and badge drop on time.
export const indexTherapistHandler = handleJob(indexTherapistJob, {
  work: () => ({ pollingIntervalSeconds: 0.5 }),
  async handle({ therapistId }, { db, boss, logger }) {
    const result = await postgresSearchEngine(db).indexTherapist(therapistId);
    if (result.featuredUntil !== null) {
      await enqueue(
        boss,
        indexTherapistJob,
        { therapistId },
        {
          startAfter: new Date(result.featuredUntil + 1000),
          singletonKey: `${therapistId}@${result.featuredUntil}`,
        },
      );
    }
    logger.debug({ therapistId, indexed: result.indexed }, "search document refreshed");
  },
});
