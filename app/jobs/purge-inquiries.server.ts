import { z } from "zod";
import { defineJob } from "./contract.server.ts";

// Every night: contact messages older than their retention period are deleted.
export const purgeInquiries = defineJob({
  name: "purge-inquiries",
  payload: z.object({}),
  queue: { retryLimit: 2, retryDelay: 300, expireInSeconds: 600, deadLetter: "purge-inquiries-dead" },
  schedule: "40 3 * * *",
});
