import { z } from "zod";
import { defineJob } from "./contract.server.ts";

// Every night: profile photos that nothing points at are deleted from the uploads folder or bucket, and upload URLs
// long expired from the database.
export const purgeUploads = defineJob({
  name: "purge-uploads",
  payload: z.object({}),
  queue: { retryLimit: 2, retryDelay: 300, expireInSeconds: 900, deadLetter: "purge-uploads-dead" },
  schedule: "50 3 * * *",
});
