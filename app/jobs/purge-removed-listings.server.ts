import { z } from "zod";
import { defineJob } from "./contract.server.ts";

// Every night: listings an admin removed longer ago than their retention period are erased with what they hold.
export const purgeRemovedListingsJob = defineJob({
  name: "purge-removed-listings",
  payload: z.object({}),
  queue: { retryLimit: 2, retryDelay: 300, expireInSeconds: 600, deadLetter: "purge-removed-listings-dead" },
  schedule: "10 4 * * *",
});
