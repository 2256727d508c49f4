import type { Db } from "#app/db/pool.server.ts";
import { keptAliveGet } from "./one-client.ts";
import { searchKinds, type Kind } from "./search-queries.ts";
import { percentile, summarize } from "./stats.ts";
import { roundOrder } from "./turns.ts";

// bench:http's view of the search API as one person's browser meets it (one-client.ts: one request at a time on a
// kept-alive connection), by kind of search (search-queries.ts), every query distinct, each kind warmed by queries
// of its own that are not measured: the figures bench:search gives for one app, here for each app of the run.
// With several apps, each query of a kind is asked of every app before the next query, in an order that turns
// round from one query to the next (A B, B A...): a moment when the machine is slower falls on both apps alike,
// where asking one app's 200 queries and then the other's let it fall on one of them.

export type ApiLatency = { p50: number; p95: number; failed: number };
/** An app to ask: where it answers and the database it serves (its own queries are chosen on it). */
export type App = { name: string; origin: string; db: Db };

const PER_KIND = 200;
const WARM_UP = 20;

/** The search API's latency by kind of search, for each app, in the apps' order. */
export async function searchApiLatencies(apps: readonly App[]): Promise<Map<string, ApiLatency>[]> {
  const kinds = await Promise.all(apps.map((app) => searchKinds(app.db, PER_KIND + WARM_UP)));
  const latencies = apps.map(() => new Map<string, ApiLatency>());
  for (const [k, { label }] of kinds[0]!.entries()) {
    const queries = kinds.map((ofApp) => (ofApp[k] as Kind).queries);
    const samples: number[][] = apps.map(() => []);
    const failed = apps.map(() => 0);
    for (const [a, app] of apps.entries())
      for (const query of queries[a]!.slice(0, WARM_UP)) await ask(app, query).catch(() => undefined);
    for (let i = WARM_UP; i < PER_KIND + WARM_UP; i++) {
      for (const a of roundOrder(apps.length, i)) {
        const query = queries[a]![i];
        if (query === undefined) continue;
        const started = performance.now();
        const ok = await ask(apps[a]!, query).then(
          () => true,
          () => false,
        );
        samples[a]!.push(performance.now() - started);
        if (!ok) failed[a]!++;
      }
    }
    for (const [a, app] of apps.entries()) {
      const own = samples[a]!;
      latencies[a]!.set(label, { p50: percentile(own, 50), p95: percentile(own, 95), failed: failed[a]! });
      const name = apps.length > 1 ? `${label} [${app.name}]` : label;
      console.log(`  ${summarize(name, own)}${failed[a] ? `  ${failed[a]} not 200` : ""}`);
    }
  }
  return latencies;
}

const ask = (app: App, query: string) => keptAliveGet(`${app.origin}/api/therapists?${query}`);
