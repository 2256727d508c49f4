import type { Db } from "#app/db/pool.server.ts";
import { countApprovedTherapists } from "#app/therapists/therapists.server.ts";
import { duration, startProgress, type ProgressOptions } from "./progress.ts";
import { postgresSearchEngine } from "./search/engine.ts";

/**
 * Rebuilds the therapist and blog post indexes from the database, showing the therapists' progress batch by batch,
 * and prints how many documents each got.
 */
export async function reindexWithProgress(db: Db, options: ProgressOptions = {}): Promise<void> {
  const started = performance.now();
  const engine = postgresSearchEngine(db);
  const progress = startProgress("Therapists", await countApprovedTherapists(db), options);
  const written = await engine.rebuild({ afterBatch: async (done) => progress.update(done) });
  progress.finish(written);
  const posts = await engine.rebuildBlog();
  console.log(
    `Reindexed ${written} therapist and ${posts} blog post documents in ${duration(performance.now() - started)}`,
  );
}
