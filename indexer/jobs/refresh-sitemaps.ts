import { refreshSitemapsJob } from "#app/jobs/refresh-sitemaps.server.ts";
import { refreshSitemapFiles } from "#app/seo/sitemap-files.server.ts";
import { handleJob } from "../job.ts";

// Draws the sitemap's ranges again (one pass over the public profiles and posts). Each kind's ranges are replaced
// in one transaction, so a second run only draws the same ranges again.
export const refreshSitemapsHandler = handleJob(refreshSitemapsJob, {
  async handle(_payload, { db, logger }) {
    const files = await refreshSitemapFiles(db);
    logger.info({ event: "refresh-sitemaps", files }, "sitemap files drawn");
  },
});
