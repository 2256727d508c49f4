import type { Db } from "#app/db/pool.server.ts";
import { keptAliveGet, sequential } from "./one-client.ts";
import { searchKinds } from "./search-queries.ts";
import { percentile, summarize } from "./stats.ts";

// bench:http's view of the search API as one person's browser meets it (one-client.ts: one request at a time on a
// kept-alive connection), by kind of search (search-queries.ts), every query distinct, each kind warmed by queries
// of its own that are not measured: the figures bench:search gives for one app, here for each app of the run.

export type ApiLatency = { p50: number; p95: number; failed: number };

const PER_KIND = 200;
const WARM_UP = 20;

/** The search API's latency by kind of search, on the app at `origin` and the database it serves. */
export async function searchApiLatency(origin: string, db: Db): Promise<Map<string, ApiLatency>> {
  const latencies = new Map<string, ApiLatency>();
  for (const kind of await searchKinds(db, PER_KIND + WARM_UP)) {
    // answers other than 200 among the measured queries (the warm-up's are not counted)
    let asked = 0;
    let failed = 0;
    const ask = (query: string) => {
      const measured = asked++ >= WARM_UP;
      return keptAliveGet(`${origin}/api/therapists?${query}`).catch(() => {
        if (measured) failed++;
      });
    };
    const samples = await sequential(kind.queries, ask, WARM_UP);
    latencies.set(kind.label, { p50: percentile(samples, 50), p95: percentile(samples, 95), failed });
    console.log(`  ${summarize(kind.label, samples)}${failed ? `  ${failed} not 200` : ""}`);
  }
  return latencies;
}
