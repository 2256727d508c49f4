import { z } from "zod";
import { purgeExpiredAuthData } from "#app/auth/purge.server.ts";
import { defineJob } from "../job.ts";

// Every hour: expired sessions, magic-link and email-change tokens older than a day and ended rate-limit windows are deleted.
// Running it twice deletes nothing more, so a retry is harmless.
export const purgeSessions = defineJob({
  name: "purge-sessions",
  payload: z.object({}),
  queue: { retryLimit: 2, retryDelay: 60, expireInSeconds: 300 },
  schedule: "17 * * * *",
  async handle(_payload, { db, logger }) {
    const counts = await purgeExpiredAuthData(db);
    logger.info({ event: "purge-sessions", ...counts }, "expired sign-in data purged");
  },
});
