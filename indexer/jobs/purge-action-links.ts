import { purgeActionLinksJob } from "#app/jobs/purge-action-links.server.ts";
import { ACTION_LINK_RETENTION_DAYS, purgeActionLinks } from "#app/links/action-links.server.ts";
import { handleJob } from "../job.ts";

// Deletes emailed action links that expired more than 30 days ago (until then they answer "expired" rather than
// "invalid"). Running it twice deletes nothing more.
export const purgeActionLinksHandler = handleJob(purgeActionLinksJob, {
  async handle(_payload, { db, logger }) {
    const deleted = await purgeActionLinks(db, new Date());
    logger.info({ deleted, retentionDays: ACTION_LINK_RETENTION_DAYS }, "expired action links purged");
  },
});
