import type { CommonQueryMethods } from "slonik";
import { purgeSearchVocabularyJob } from "#app/jobs/purge-search-vocabulary.server.ts";
import { enqueue, type Boss } from "#app/jobs/queue.server.ts";

// A listing taken out of the directory takes its words out of the search vocabulary at once, not at the next
// 6-hourly prune: its surname and its bio's rarer words would otherwise still be offered as corrections ("Showing
// results for …"), telling anyone who types a near miss that the person was listed. The prune is sent once the
// listing's document is gone or going in the sender's transaction (an account's erasure deletes it by cascade; the
// index job removes it otherwise). Removals within 10 seconds of one another share a prune, and one more follows.

const DEBOUNCE_SECONDS = 10;

/** Sends the prune of the words no document holds (`db`: the transaction that removes the document). */
export async function forgetUnheldWordsSoon(boss: Boss, db?: CommonQueryMethods): Promise<void> {
  await enqueue(boss, purgeSearchVocabularyJob, {}, { db, singletonKey: "removal", debounceSeconds: DEBOUNCE_SECONDS });
}
