import { z } from "zod";
import { defineJob } from "./contract.server.ts";

// Every 10 minutes: search documents whose availability aged past 30 days (ranking) or 60 days (the accepting
// filter), or whose direct billing claim passed a year since it was confirmed, since they were written are written
// again.
export const refreshAvailabilityAgesJob = defineJob({
  name: "refresh-availability-ages",
  payload: z.object({}),
  queue: { retryLimit: 2, retryDelay: 60, expireInSeconds: 600, deadLetter: "refresh-availability-ages-dead" },
  schedule: "*/10 * * * *",
});
