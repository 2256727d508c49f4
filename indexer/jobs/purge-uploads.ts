import { z } from "zod";
import { ORPHAN_GRACE_HOURS, purgeOrphanPhotos } from "#app/uploads/purge-uploads.server.ts";
import { storageFor } from "#app/uploads/configured-storage.server.ts";
import { defineJob } from "../job.ts";

// Every night: profile photos that nothing points at and that are older than a day are deleted from the uploads
// folder or bucket. Running it twice deletes nothing more.
export const purgeUploads = defineJob({
  name: "purge-uploads",
  payload: z.object({}),
  queue: { retryLimit: 2, retryDelay: 300, expireInSeconds: 900, deadLetter: "purge-uploads-dead" },
  schedule: "50 3 * * *",
  async handle(_payload, { db, config, logger }) {
    const deleted = await purgeOrphanPhotos(db, storageFor(config));
    logger.info({ deleted, graceHours: ORPHAN_GRACE_HOURS }, "orphaned profile photos purged");
  },
});
