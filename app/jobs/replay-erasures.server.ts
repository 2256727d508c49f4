import { z } from "zod";
import { defineJob } from "./contract.server.ts";

// Every hour, and once when the worker starts: erasures in the ledger that the database holds undone again (a backup
// restored, or the database rewound) are applied again, and entries older than any backup still kept are deleted.
export const replayErasuresJob = defineJob({
  name: "replay-erasures",
  payload: z.object({}),
  queue: { retryLimit: 3, retryDelay: 60, expireInSeconds: 900, deadLetter: "replay-erasures-dead" },
  schedule: "41 * * * *",
});
