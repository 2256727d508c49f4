import { z } from "zod";
import { defineJob } from "./contract.server.ts";

// Every night: rejected applications decided longer ago than their retention period are deleted.
export const purgeRejectedApplicationsJob = defineJob({
  name: "purge-rejected-applications",
  payload: z.object({}),
  queue: { retryLimit: 2, retryDelay: 300, expireInSeconds: 600, deadLetter: "purge-rejected-applications-dead" },
  schedule: "45 3 * * *",
});
