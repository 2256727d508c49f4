import { z } from "zod";
import { defineJob } from "./contract.server.ts";

// Every night (demo mode, where email goes to the outbox folder): messages written longer ago than their retention
// period are deleted.
export const purgeOutboxJob = defineJob({
  name: "purge-outbox",
  payload: z.object({}),
  queue: { retryLimit: 2, retryDelay: 300, expireInSeconds: 600, deadLetter: "purge-outbox-dead" },
  schedule: "30 4 * * *",
});
