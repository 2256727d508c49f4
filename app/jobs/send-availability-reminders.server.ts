import { z } from "zod";
import { defineJob } from "./contract.server.ts";

// Every 10 minutes: the therapists whose availability is due a confirmation are emailed (through the bulk queue).
export const sendAvailabilityRemindersJob = defineJob({
  name: "send-availability-reminders",
  payload: z.object({}),
  queue: { retryLimit: 2, retryDelay: 60, expireInSeconds: 300, deadLetter: "send-availability-reminders-dead" },
  schedule: "*/10 * * * *",
});
