import { sql } from "slonik";
import { z } from "zod";
import type { Db } from "#app/db/pool.server.ts";
import { SearchParams } from "#app/search/api-params.server.ts";
import { postgresSearchEngine } from "../search/engine.ts";
import { rebuildIndex } from "../search/index-writer.ts";
import { percentile } from "./stats.ts";

// The full rebuild of `npm run bench:search`, under use: while it runs, a therapist is edited every 100 ms and
// indexed as the index-therapist job does, then a search is run. Reports the rebuild's batches, how long each
// edit's job waited, and how long until a search could see it (target: 2 s).

export async function rebuildUnderEdits(db: Db): Promise<{ line: string; searchableWithinMs: number }> {
  const engine = postgresSearchEngine(db);
  await engine.search(SearchParams.parse({}));
  const ids = await db.anyFirst(sql.type(z.object({ id: z.uuid() }))`
    SELECT id FROM therapists WHERE status = 'approved' ORDER BY md5(id::text) LIMIT 200`);
  const jobs: number[] = [];
  const searchable: number[] = [];
  let running = true;
  const edits = (async () => {
    for (let i = 0; running; i++) {
      const id = ids[i % ids.length]!;
      await db.query(sql.unsafe`UPDATE therapists SET accepting_clients = ${i % 2 ? "yes" : "no"} WHERE id = ${id}`);
      const started = performance.now();
      await engine.indexTherapist(id);
      jobs.push(performance.now() - started);
      await engine.search(SearchParams.parse({ acceptingClients: true, limit: 1 }));
      searchable.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  const batches: number[] = [];
  let last = performance.now();
  const started = last;
  const written = await rebuildIndex(db, Date.now(), {
    afterBatch: async () => {
      batches.push(performance.now() - last);
      last = performance.now();
    },
  });
  const seconds = (performance.now() - started) / 1000;
  running = false;
  await edits;
  const max = (samples: number[]) => Math.max(0, ...samples);
  const line = `Rebuild under edits: ${written} documents in ${seconds.toFixed(1)} s, ${batches.length} batches (p50 ${percentile(batches, 50).toFixed(0)} ms, longest ${max(batches).toFixed(0)} ms); ${jobs.length} edits meanwhile: job p50 ${percentile(jobs, 50).toFixed(0)} ms, longest ${max(jobs).toFixed(0)} ms; searchable within ${max(searchable).toFixed(0)} ms`;
  return { line, searchableWithinMs: max(searchable) };
}
