import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { deleteAccount } from "#app/account/deletion.server.ts";
import { findUserById, toCurrentUser } from "#app/auth/users.server.ts";
import type { AppServices } from "#app/context.server.ts";
import { purgeSearchVocabularyJob } from "#app/jobs/purge-search-vocabulary.server.ts";
import { toTextQuery } from "#app/search/engine/text.server.ts";
import { removeListing } from "#app/therapists/removal.server.ts";
import { indexTherapistHandler } from "#indexer/jobs/index-therapist.ts";
import { purgeSearchVocabularyHandler } from "#indexer/jobs/purge-search-vocabulary.ts";
import { postgresSearchEngine } from "#indexer/search/engine.ts";
import { createTestServices } from "../support/auth.ts";
import { createTestDb, type TestDatabase } from "../support/db.ts";
import { approvedTherapist } from "../support/featured.ts";

// A listing taken out of the directory takes its words out of the search vocabulary at once: its surname is no
// longer offered as the correction of a near miss ("Showing results for …"), which would tell anyone typing it that
// the person was listed. An account's deletion sends the prune in its transaction (its listing's document went by
// cascade); an admin's removal, through the index job that removes the document.

let t: TestDatabase;
let services: AppServices;

beforeAll(async () => {
  t = await createTestDb();
  services = await createTestServices(t);
}, 60_000);
afterAll(async () => {
  await services.boss.stop({ graceful: false });
  await t.release();
});

const Job = z.object({ id: z.string(), data: z.unknown() });
/** The prunes queued, oldest first. */
const queuedPrunes = () =>
  t.db.any(sql.type(Job)`
    SELECT id, data FROM pgboss.job WHERE name = ${purgeSearchVocabularyJob.name} AND state = 'created'
    ORDER BY created_on`);

/** Runs every queued prune as the worker would, and marks it done. */
async function runPrunes() {
  for (const job of await queuedPrunes()) {
    await purgeSearchVocabularyHandler.handle(purgeSearchVocabularyJob.payload.parse(job.data), services, never());
    await t.db.query(sql.unsafe`UPDATE pgboss.job SET state = 'completed' WHERE id = ${job.id}`);
  }
}
const never = () => undefined as never;

/** An approved listing of this surname, in the search. */
async function listed(lastName: string) {
  const { userId, therapistId } = await approvedTherapist(services, { lastName });
  expect(await postgresSearchEngine(t.db).indexTherapist(therapistId)).toEqual({ indexed: true, removed: false });
  return { userId, therapistId };
}

/** The words a near miss is read as. */
const readAs = async (query: string) => (await toTextQuery(t.db, query))?.text.words;

describe("a listing's words after it leaves the directory", () => {
  it("an account deleted: the prune is queued with the deletion, and its surname is no longer a correction", async () => {
    const { userId } = await listed("Wojciechowska");
    expect(await readAs("wojciechowskka")).toEqual(["wojciechowska"]);
    const user = toCurrentUser((await findUserById(t.db, userId))!, services.config, false);
    expect(await queuedPrunes()).toHaveLength(0);
    expect(await deleteAccount(services, user, { confirmEmail: user.email })).toEqual({ kind: "deleted" });
    expect(await queuedPrunes()).toHaveLength(1);
    await runPrunes();
    expect(await readAs("wojciechowskka")).not.toEqual(["wojciechowska"]);
  });

  it("a listing removed by an admin: the index job that removes its document queues the prune", async () => {
    const { therapistId } = await listed("Przybyszewska");
    expect(await readAs("przybyszewskka")).toEqual(["przybyszewska"]);
    await t.db.transaction((tx) => removeListing(tx, services.boss, therapistId, Date.now()));
    expect(await queuedPrunes()).toHaveLength(0);
    await indexTherapistHandler.handle({ therapistId }, services, never());
    expect(await queuedPrunes()).toHaveLength(1);
    await runPrunes();
    expect(await readAs("przybyszewskka")).not.toEqual(["przybyszewska"]);
    // the job run again removes nothing more and queues no prune
    await indexTherapistHandler.handle({ therapistId }, services, never());
    expect(await queuedPrunes()).toHaveLength(0);
  });
});
