import { purgeRemovedListingsJob } from "#app/jobs/purge-removed-listings.server.ts";
import { purgeRemovedListings } from "#app/privacy/removed-listings.server.ts";
import { REMOVED_LISTING_RETENTION_MONTHS } from "#app/privacy/retention.ts";
import { handleJob } from "../job.ts";

// Erases the listings an admin removed longer ago than the retention period (24 months), with their messages, posts,
// approved applications and the admin log's copies of them. Running it twice erases nothing more.
export const purgeRemovedListingsHandler = handleJob(purgeRemovedListingsJob, {
  async handle(_payload, { db, logger }) {
    const erased = await purgeRemovedListings(db, new Date());
    logger.info({ erased, retentionMonths: REMOVED_LISTING_RETENTION_MONTHS }, "long-removed listings erased");
  },
});
