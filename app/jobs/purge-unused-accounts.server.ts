import { z } from "zod";
import { defineJob } from "./contract.server.ts";

// Every night: accounts unused for their retention period are deleted.
export const purgeUnusedAccountsJob = defineJob({
  name: "purge-unused-accounts",
  payload: z.object({}),
  queue: { retryLimit: 2, retryDelay: 300, expireInSeconds: 600, deadLetter: "purge-unused-accounts-dead" },
  schedule: "55 3 * * *",
});
