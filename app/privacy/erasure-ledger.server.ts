import type { CommonQueryMethods } from "slonik";
import type { Boss } from "#app/jobs/queue.server.ts";
import { enqueue } from "#app/jobs/queue.server.ts";
import { recordErasureJob } from "#app/jobs/record-erasure.server.ts";
import type { Storage } from "#app/uploads/storage.server.ts";
import { ErasureEntry } from "./erasure-entry.ts";
import { ERASURE_LEDGER_RETENTION_DAYS } from "./retention.ts";

// The erasure ledger: each erasure a person or an admin asked for (an account deleted, a listing removed, an identity
// withdrawn, a blog post deleted, a message's follow-ups turned off by its visitor) is written as one object of the
// storage (the bucket or the uploads folder), beside the database and not in it, so that a backup restored, or a
// database rewound, has them erased again (replay-erasures.server.ts). An entry is sent as a job in the erasure's own
// transaction, so it is written exactly when the erasure committed; one key per kind and id, so writing it again keeps
// one entry, with the newest time.

export const LEDGER_FOLDER = "erasures/";

const keyOf = (entry: Pick<ErasureEntry, "kind" | "id">) => `${LEDGER_FOLDER}${entry.kind}-${entry.id}.json`;

/** Sends the job that writes the entry, in the transaction that made the erasure. */
export async function recordErasure(
  tx: CommonQueryMethods,
  boss: Boss,
  entry: { kind: ErasureEntry["kind"]; id: string; at: number },
): Promise<void> {
  const payload = { kind: entry.kind, id: entry.id, at: new Date(entry.at).toISOString() };
  await enqueue(boss, recordErasureJob, payload, { db: tx });
}

/** Writes one entry into the ledger (the record-erasure job). */
export async function writeErasure(storage: Storage, entry: ErasureEntry): Promise<void> {
  await storage.put(keyOf(entry), Buffer.from(`${JSON.stringify(entry)}\n`), "application/json");
}

/**
 * The ledger's entries, oldest first, after deleting those written longer ago than its period (by then no backup
 * that could be restored is older than the erasure); returns how many it deleted.
 */
export async function readLedger(storage: Storage, now: Date): Promise<{ entries: ErasureEntry[]; deleted: number }> {
  const cutoff = now.getTime() - ERASURE_LEDGER_RETENTION_DAYS * 86_400_000;
  const entries: ErasureEntry[] = [];
  let deleted = 0;
  for (const object of await storage.list(LEDGER_FOLDER)) {
    if (object.modifiedAt.getTime() < cutoff) {
      await storage.remove(object.key);
      deleted++;
      continue;
    }
    const body = await storage.get(object.key);
    const entry = body ? parseEntry(body) : null;
    if (entry) entries.push(entry);
  }
  entries.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  return { entries, deleted };
}

function parseEntry(body: Buffer): ErasureEntry | null {
  try {
    const parsed = ErasureEntry.safeParse(JSON.parse(body.toString("utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
