import { z } from "zod";
import { defineJob } from "./contract.server.ts";

// Every 15 minutes: the reminders, "did you hear back?" questions and suggestions due for unanswered contact
// messages (app/inquiries/follow-ups.server.ts), each sent once however often the sweep runs.
export const inquiryFollowUpsJob = defineJob({
  name: "inquiry-follow-ups",
  payload: z.object({}),
  queue: {
    retryLimit: 3,
    retryDelay: 60,
    retryBackoff: true,
    expireInSeconds: 600,
    deadLetter: "inquiry-follow-ups-dead",
  },
  schedule: "*/15 * * * *",
});
