import { z } from "zod";
import { defineJob } from "./contract.server.ts";

// Every hour: expired sessions, magic-link and email-change tokens, unopened address confirmation links and ended
// rate-limit windows are deleted.
export const purgeSessions = defineJob({
  name: "purge-sessions",
  payload: z.object({}),
  queue: { retryLimit: 2, retryDelay: 60, expireInSeconds: 300 },
  schedule: "17 * * * *",
});
