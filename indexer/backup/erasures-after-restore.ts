import { createDbPool } from "#app/db/pool.server.ts";
import { ensureQueues, startBoss } from "#app/jobs/queue.server.ts";
import type { ErasureEntry } from "#app/privacy/erasure-entry.ts";
import { replayErasures } from "#app/privacy/replay-erasures.server.ts";
import type { Storage } from "#app/uploads/storage.server.ts";

// Right after a restore, before the app runs on it: the erasure ledger applied to the restored database
// (app/privacy/replay-erasures.server.ts), so that what was erased since the backup was made is erased again
// whichever process starts first. The jobs an erasure causes (search index, subscription, ledger) are queued in
// the restored database for the worker.

export async function eraseAgainAfterRestore(options: {
  databaseUrl: string;
  storage: Storage;
  payloadSecrets: readonly string[];
  now: Date;
}): Promise<ErasureEntry[]> {
  const db = await createDbPool(options.databaseUrl, { maximumPoolSize: 2 });
  try {
    const boss = await startBoss(options.databaseUrl, "web", undefined, options.payloadSecrets);
    try {
      // A backup made before a queue existed lacks it; the others stay as restored (the app's start updates them).
      await ensureQueues(boss, { update: false });
      return (await replayErasures({ db, boss }, options.storage, options.now)).erasedAgain;
    } finally {
      await boss.stop({ graceful: false });
    }
  } finally {
    await db.end();
  }
}
