import { replayErasuresJob } from "#app/jobs/replay-erasures.server.ts";
import { replayErasures } from "#app/privacy/replay-erasures.server.ts";
import { storageFor } from "#app/uploads/configured-storage.server.ts";
import { handleJob } from "../job.ts";

// Applies the erasure ledger to the database again (a restored backup has what was erased since it was made) and
// deletes the entries past their period. Running it twice erases nothing more.
export const replayErasuresHandler = handleJob(replayErasuresJob, {
  async handle(_payload, services) {
    const outcome = await replayErasures(services, storageFor(services.config), new Date());
    const erasedAgain = outcome.erasedAgain.map(({ kind, id }) => ({ kind, id }));
    const fields = { entries: outcome.entries, erasedAgain, deleted: outcome.deleted };
    if (erasedAgain.length > 0) services.logger.warn(fields, "erasures applied again: the database held them again");
    else services.logger.info(fields, "erasure ledger checked");
  },
});
