import { recordErasureJob } from "#app/jobs/record-erasure.server.ts";
import { writeErasure } from "#app/privacy/erasure-ledger.server.ts";
import { storageFor } from "#app/uploads/configured-storage.server.ts";
import { handleJob } from "../job.ts";

// Writes an erasure into the ledger (one object per kind and id in the storage). Running it twice writes the same
// object again.
export const recordErasureHandler = handleJob(recordErasureJob, {
  async handle(entry, { config }) {
    await writeErasure(storageFor(config), entry);
  },
});
