import type { Db } from "#app/db/pool.server.ts";
import { searchKinds } from "./search-queries.ts";
import { percentile, summarize } from "./stats.ts";

// The search API as one person's browser meets it: over HTTP, one request at a time, every query distinct (neither
// the page micro-cache nor one answer's cached plan flatters it), by kind of search (search-queries.ts), each kind
// warmed by queries of its own that are not measured.

export type ApiLatency = { p50: number; p95: number; failed: number };

const PER_KIND = 200;
const WARM_UP = 20;

/** The search API's latency by kind of search, on the app at `origin` and the database it serves. */
export async function searchApiLatency(origin: string, db: Db): Promise<Map<string, ApiLatency>> {
  const latencies = new Map<string, ApiLatency>();
  for (const kind of await searchKinds(db, PER_KIND + WARM_UP)) {
    let failed = 0;
    const ask = async (query: string) => {
      const answer = await fetch(`${origin}/api/therapists?${query}`);
      await answer.arrayBuffer();
      if (!answer.ok) failed++;
    };
    for (const query of kind.queries.slice(0, WARM_UP)) await ask(query);
    failed = 0;
    const samples: number[] = [];
    for (const query of kind.queries.slice(WARM_UP)) {
      const started = performance.now();
      await ask(query);
      samples.push(performance.now() - started);
    }
    latencies.set(kind.label, { p50: percentile(samples, 50), p95: percentile(samples, 95), failed });
    console.log(`  ${summarize(kind.label, samples)}${failed ? `  ${failed} not 2xx` : ""}`);
  }
  return latencies;
}
