import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { sql } from "slonik";
import { z } from "zod";
import { HOME_CITIES } from "#app/reference/cities.ts";
import { SearchParams } from "#app/search/params.ts";
import { postgresSearchEngine } from "../search/engine.ts";
import { countFacets } from "../search/facet-counts.ts";
import { FacetIndex } from "../search/facet-index.ts";
import { filtersOf, termsOf } from "../search/search.ts";
import { openBenchDatabase, startBenchServer } from "./bench-database.ts";
import { measure, summarize } from "./stats.ts";

// `npm run bench:search [-- --therapists 100000 --iterations 300 --http-seconds 10 --data-dir DIR]`: seeds a scratch
// database (bench-database.ts: a temporary folder, or DIR kept for the next run), builds the index, runs a fixed mix of searches
// and prints p50/p95/p99 per kind, the floor of a plain SELECT ... LIMIT 24, and the server-rendered directory
// pages over HTTP (10 connections, a browser's User-Agent), with the page micro-cache on and off. Figures only:
// nothing here passes or fails.

const { values } = parseArgs({
  options: {
    therapists: { type: "string", default: "100000" },
    iterations: { type: "string", default: "300" },
    "http-seconds": { type: "string", default: "10" },
    "data-dir": { type: "string" },
  },
});
const target = Number(values.therapists);
const iterations = Number(values.iterations);
const httpSeconds = Number(values["http-seconds"]);

const bench = await openBenchDatabase(target, values["data-dir"]);
const { db } = bench;
try {
  const written = await db.oneFirst(sql.type(z.object({ n: z.number() }))`SELECT count(*)::int AS n FROM search_documents`);
  const engine = postgresSearchEngine(db);
  // A web process loads its in-memory facet index on its first search (decision 025)
  const index = new FacetIndex();
  const memory = process.memoryUsage().arrayBuffers;
  const clock = performance.now();
  await index.refresh(db);
  const megabytes = ((process.memoryUsage().arrayBuffers - memory) / 2 ** 20).toFixed(0);
  console.log(`Loaded the facet index in ${((performance.now() - clock) / 1000).toFixed(2)} s (${megabytes} MB of typed arrays)`);
  await engine.search(SearchParams.parse({})); // the engine's own copy

  const search = (input: Partial<SearchParams>) => engine.search(SearchParams.parse(input));
  const specialties = ["Anxiety", "Depression", "Trauma & PTSD", "ADHD", "Couples Therapy", "Grief & Loss"];
  const texts = ["trauma emdr", "anxiety cbt", "couples toronto", "grief", "depression ottawa", "burnout"];
  const typos = ["anxeity", "tornto", "emdrr", "depresion", "ottwa", "traumma"];
  const pick = <T>(list: readonly T[], i: number) => list[i % list.length] as T;

  console.log(`\nSearch engine, ${written} documents, ${iterations} runs each (page of 24 + exact total + all facet counts):`);
  const kinds: Array<[string, (i: number) => Promise<unknown>]> = [
    ["unfiltered home (facets)", () => search({})],
    ["city + specialty (facets)", (i) => search({ city: pick(HOME_CITIES, i), specialty: pick(specialties, i) })],
    ["free text (facets)", (i) => search({ query: pick(texts, i) })],
    ["typo corrected (facets)", (i) => search({ query: pick(typos, i) })],
    ["broad filter: accepting (facets)", () => search({ acceptingClients: true })],
    ["sort by name, page 5", () => search({ sortBy: "name", page: 5 })],
    ["floor: SELECT ... LIMIT 24", () => db.any(sql.unsafe`SELECT * FROM therapists WHERE status = 'approved' LIMIT 24`)],
    // the in-memory counting alone (no database), for the filter mixes above
    ["counts only: city + specialty", async (i) => {
      const store = await index.at(db, index.head!);
      countFacets(store, termsOf(filtersOf(SearchParams.parse({ city: pick(HOME_CITIES, i), specialty: pick(specialties, i) })), null), null);
    }],
    ["counts only: accepting", async () => {
      const store = await index.at(db, index.head!);
      countFacets(store, termsOf(filtersOf(SearchParams.parse({ acceptingClients: true })), null), null);
    }],
  ];
  for (const [label, run] of kinds) console.log(summarize(label, await measure(iterations, run)));

  if (httpSeconds > 0) {
    console.log(`\nDirectory pages over HTTP (server-rendered, ${written} therapists, 10 connections, ${httpSeconds} s each):`);
    const browser = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36" };
    const runs: Array<[pageCacheMs: number, label: string, url: string, headers: Record<string, string>]> = [
      [1000, "/ (page micro-cache on)", "/", browser],
      [1000, "/ontario/toronto (micro-cache on)", "/ontario/toronto", browser],
      [0, "/ (micro-cache off)", "/", browser],
      [0, "/?city=Toronto&specialty=Anxiety (off)", "/?city=Toronto&specialty=Anxiety", browser],
    ];
    for (const pageCacheMs of [1000, 0]) {
      const server = await startBenchServer(bench.url, bench.dataDir, pageCacheMs);
      try {
        for (const [, label, url, headers] of runs.filter((run) => run[0] === pageCacheMs)) {
          const result = await autocannon({ url: `${server.origin}${url}`, connections: 10, duration: httpSeconds, headers });
          console.log(
            `${label.padEnd(40)} ${result.requests.average.toFixed(0).padStart(5)} requests/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  (${result.non2xx} non-2xx, ${result.errors} errors)`,
          );
        }
      } finally {
        await server.stop();
      }
    }
  }
} finally {
  await bench.close();
}
