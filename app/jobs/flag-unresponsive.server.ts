import { z } from "zod";
import { defineJob } from "./contract.server.ts";

// Every hour: therapists who left five messages in a row unanswered for five business days are told so, and their
// listing says they are not responding (app/inquiries/unresponsive.server.ts). A second run flags no one twice.
export const flagUnresponsiveJob = defineJob({
  name: "flag-unresponsive",
  payload: z.object({}),
  queue: {
    retryLimit: 3,
    retryDelay: 60,
    retryBackoff: true,
    expireInSeconds: 600,
    deadLetter: "flag-unresponsive-dead",
  },
  schedule: "35 * * * *",
});
