import { z } from "zod";
import { defineJob } from "./contract.server.ts";

// Every night: emailed action links that expired more than their retention period ago are deleted.
export const purgeActionLinksJob = defineJob({
  name: "purge-action-links",
  payload: z.object({}),
  queue: { retryLimit: 2, retryDelay: 300, expireInSeconds: 600, deadLetter: "purge-action-links-dead" },
  schedule: "25 4 * * *",
});
