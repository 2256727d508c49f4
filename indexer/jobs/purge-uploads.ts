import { purgeUploads } from "#app/jobs/purge-uploads.server.ts";
import { storageFor } from "#app/uploads/configured-storage.server.ts";
import { ORPHAN_GRACE_HOURS, purgeOrphanPhotos } from "#app/uploads/purge-uploads.server.ts";
import { purgeUploadUrls } from "#app/uploads/upload-urls.server.ts";
import { handleJob } from "../job.ts";

// Deletes profile photos that nothing points at and that are older than a day, and upload URLs that expired more
// than a day ago. Running it twice deletes nothing more.
export const purgeUploadsHandler = handleJob(purgeUploads, {
  async handle(_payload, { db, config, logger }) {
    const deleted = await purgeOrphanPhotos(db, storageFor(config));
    const uploadUrls = await purgeUploadUrls(db);
    logger.info({ deleted, uploadUrls, graceHours: ORPHAN_GRACE_HOURS }, "orphaned profile photos purged");
  },
});
