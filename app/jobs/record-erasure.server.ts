import { ErasureEntry } from "#app/privacy/erasure-entry.ts";
import { defineJob } from "./contract.server.ts";

// Sent in the transaction of each erasure a person or an admin asked for: writes its entry into the erasure ledger
// (the storage, outside the database), so that a restored backup has it erased again.
export const recordErasureJob = defineJob({
  name: "record-erasure",
  payload: ErasureEntry,
  queue: {
    retryLimit: 8,
    retryDelay: 10,
    retryBackoff: true,
    retryDelayMax: 3600,
    expireInSeconds: 120,
    deadLetter: "record-erasure-dead",
  },
});
