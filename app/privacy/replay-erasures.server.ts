import { eraseAccountAndListings } from "#app/account/deletion.server.ts";
import { deletePostAgain } from "#app/blog/writes.server.ts";
import { turnFollowUpsOff } from "#app/inquiries/replies.server.ts";
import type { AppServices } from "#app/context.server.ts";
import { withdrawIdentityAgain } from "#app/therapists/identity-withdrawal.server.ts";
import { removeListingIfListed } from "#app/therapists/removal.server.ts";
import type { Storage } from "#app/uploads/storage.server.ts";
import type { ErasureEntry } from "./erasure-entry.ts";
import { readLedger } from "./erasure-ledger.server.ts";

// The erasure ledger applied to the database as it is: a backup restored, or a database rewound to an earlier
// time, holds again what was erased after it was made; each entry is erased again, each in its own transaction. An
// account or a listing still there (ids are random and never reused) is erased or removed as its owner's deletion or
// an admin's removal did, unless an admin approved the listing again since its removal; a post deleted is deleted
// again (one written since, under its id, cannot be: ids are random); a message's follow-ups turned off by its
// visitor are turned off again; an identity whose consent was given no later than its withdrawal is erased (a consent
// given since stands). An entry the database already shows changes nothing, so running it twice changes nothing.

export type ReplayOutcome = { entries: number; erasedAgain: ErasureEntry[]; deleted: number };

export async function replayErasures(
  { db, boss }: Pick<AppServices, "db" | "boss">,
  storage: Storage,
  now: Date,
): Promise<ReplayOutcome> {
  const { entries, deleted } = await readLedger(storage, now);
  const erasedAgain: ErasureEntry[] = [];
  for (const entry of entries) {
    const applied = await db.transaction(async (tx) => {
      if (entry.kind === "account") return eraseAccountAndListings(tx, boss, entry.id, now.getTime());
      if (entry.kind === "post") return deletePostAgain(tx, { boss }, entry.id, Date.parse(entry.at));
      if (entry.kind === "follow-ups-off") return turnFollowUpsOff(tx, entry.id, Date.parse(entry.at));
      if (entry.kind === "listing")
        return removeListingIfListed(tx, boss, entry.id, { removedAt: Date.parse(entry.at), now: now.getTime() });
      return withdrawIdentityAgain(tx, boss, entry.id, Date.parse(entry.at));
    });
    if (applied) erasedAgain.push(entry);
  }
  return { entries: entries.length, erasedAgain, deleted };
}
