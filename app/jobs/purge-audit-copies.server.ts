import { z } from "zod";
import { defineJob } from "./contract.server.ts";

// Every night: the profile copies and notes in audit entries older than their retention period are cleared, the
// change requests decided as long ago are deleted, and who did it is erased from entries older than its period.
export const purgeAuditCopiesJob = defineJob({
  name: "purge-audit-copies",
  payload: z.object({}),
  queue: { retryLimit: 2, retryDelay: 300, expireInSeconds: 600, deadLetter: "purge-audit-copies-dead" },
  schedule: "50 3 * * *",
});
