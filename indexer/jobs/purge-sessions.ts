import { purgeExpiredAuthData } from "#app/auth/purge.server.ts";
import { purgeSessions } from "#app/jobs/purge-sessions.server.ts";
import { handleJob } from "../job.ts";

// Deletes expired sessions, magic-link and email-change tokens older than a day, unopened address confirmation
// links and ended rate-limit windows.
// Running it twice deletes nothing more, so a retry is harmless.
export const purgeSessionsHandler = handleJob(purgeSessions, {
  async handle(_payload, { db, logger }) {
    const counts = await purgeExpiredAuthData(db);
    logger.info({ event: "purge-sessions", ...counts }, "expired sign-in data purged");
  },
});
