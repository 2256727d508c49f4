import autocannon from "autocannon";
import type { Db } from "#app/db/pool.server.ts";
import { startBenchServer, type BenchServer } from "./bench-database.ts";
import { auditedPages, cityPages, kindsOf, pageSlugs, type BenchPages, type Kind } from "./http-kinds.ts";
import type { Measured } from "./http-targets.ts";
import { searchApiLatency } from "./api-latency.ts";
import { BROWSER_USER_AGENT } from "./one-client.ts";
import { filterClickPaint } from "./interaction.ts";
import { auditPages } from "./lighthouse.ts";
import { openScriptScale } from "./page-weight.ts";

// The HTTP half of `npm run bench:http` for one app or several (this checkout and a baseline): each app's server on
// its own database, every kind measured on each app in turn before the next kind, so the apps meet the same
// machine at nearly the same moment. A kind an app does not serve (a French page before the French pages were
// written) is left out for that app.

export type Side = { name: string; db: Db; url: string; dataDir: string; appDir: string };
/** `pages`: the searches and pages every app is asked for (benchPages, on this checkout's database). */
type Options = { seconds: number; pageCacheMs: number | undefined; lighthouse: boolean; pages: BenchPages };

/** The profile the audits open: the demo data's own listing, in every seeded database. */
const AUDITED_PROFILE = "jordan-rivera";

/** autocannon, 10 connections, walking `urls` in turn (the next URL for each request, whichever connection). */
export function drive(origin: string, urls: readonly string[], duration: number) {
  let next = 0;
  return autocannon({
    url: origin,
    connections: 10,
    duration,
    headers: { "user-agent": BROWSER_USER_AGENT },
    requests: [
      { method: "GET", setupRequest: (request) => ({ ...request, path: urls[next++ % urls.length] as string }) },
    ],
  });
}

const answers = async (origin: string, url: string) =>
  (await fetch(`${origin}${url}`, { headers: { "user-agent": BROWSER_USER_AGENT } })).ok;

const emptyMeasure = (): Measured => ({
  rows: new Map(),
  blogSearchP95: NaN,
  javascript: new Map(),
  lighthouse: null,
  searchApi: new Map(),
  clickPaint: null,
});

/** Measures every side; their figures in the same order. */
export async function measureSides(sides: Side[], options: Options): Promise<Measured[]> {
  const measured = sides.map(emptyMeasure);
  const kinds = await Promise.all(sides.map(async (side) => kindsOf(await pageSlugs(side.db), options.pages)));
  const servers: BenchServer[] = [];
  try {
    for (const side of sides)
      servers.push(await startBenchServer(side.url, side.dataDir, options.pageCacheMs, side.appDir));
    const served: Kind[][] = [];
    for (const [i, server] of servers.entries()) {
      const mine: Kind[] = [];
      for (const kind of kinds[i]!) if (await answers(server.origin, kind.urls[0]!)) mine.push(kind);
      served.push(mine);
      // A fresh process compiles its code on the first requests: a warm-up over every kind first, not measured.
      await drive(
        server.origin,
        mine.flatMap((kind) => kind.urls.slice(0, 50)),
        Math.min(5, options.seconds),
      );
    }
    printHeader(sides.length > 1);
    for (const { label } of kinds[0]!) {
      for (const [i, server] of servers.entries()) {
        const kind = served[i]!.find((k) => k.label === label);
        if (!kind) continue;
        // Each kind warmed on its own first (its code paths, the plans of its queries), not measured: a process
        // serving one kind after another reaches its steady speed only after a few seconds of it, the larger app
        // the later.
        await drive(server.origin, kind.urls.slice(-200), Math.min(3, options.seconds));
        const result = await drive(server.origin, kind.urls, options.seconds);
        const answered = result["2xx"] + result.non2xx;
        const row = {
          perSecond: result.requests.average,
          p99: result.latency.p99,
          bytes: answered > 0 ? result.throughput.total / answered : 0,
          failed: result.non2xx + result.errors,
        };
        measured[i]!.rows.set(label, row);
        const width = sides.length > 1 ? 58 : 36;
        printRow(sides.length > 1 ? `${label} [${sides[i]!.name}]` : label, width, kind.urls.length, result, row.bytes);
      }
    }
    for (const [i, server] of servers.entries()) {
      console.log(`\nSearch API over HTTP, ${sides[i]!.name}, one client, distinct queries, by kind:`);
      measured[i]!.searchApi = await searchApiLatency(server.origin, sides[i]!.db);
    }
    for (const [i, server] of servers.entries()) await weighPages(sides[i]!, server, measured[i]!, options);
  } finally {
    for (const server of servers) await server.stop();
  }
  for (const [i, side] of sides.entries()) await uncachedCityPages(side, measured[i]!, options);
  return measured;
}

/** The JavaScript of the audited pages this app serves, and Lighthouse's audit of them. */
async function weighPages(side: Side, server: BenchServer, measured: Measured, options: Options) {
  const pages: Record<string, string> = {};
  for (const [name, path] of Object.entries(auditedPages(AUDITED_PROFILE)))
    if (await answers(server.origin, path)) pages[name] = `${server.origin}${path}`;
  const scale = await openScriptScale();
  try {
    for (const [name, url] of Object.entries(pages)) measured.javascript.set(name, await scale.weigh(url));
  } finally {
    await scale.close();
  }
  measured.clickPaint = await filterClickPaint(server.origin);
  const tap = measured.clickPaint;
  console.log(
    `\nFilter click to its next paint (4x slower CPU, 412 px), ${side.name}: median ${tap.medianMs.toFixed(0)} ms, worst ${tap.worstMs.toFixed(0)} ms; the pending state in that paint: ${tap.pendingPainted ? "yes" : "NO"}; the first touch to hydrated: ${tap.touchToHydratedMs.toFixed(0)} ms`,
  );
  console.log(
    `\nJavaScript per page, ${side.name} (every script Chromium loads until the network is idle, compressed as sent): ${[...measured.javascript].map(([name, js]) => `${name} ${(js.bytes / 1024).toFixed(1)} KB in ${js.files} files`).join(", ")}`,
  );
  if (!options.lighthouse) return;
  measured.lighthouse = await auditPages(pages);
  if (!measured.lighthouse) console.log("Lighthouse skipped: no Chromium at /usr/bin/chromium (Debian's chromium).");
  for (const [name, audit] of measured.lighthouse ?? []) {
    console.log(
      `Lighthouse (mobile, median of 5), ${side.name}, ${name}: ${audit.score}, LCP ${audit.lcpMs.toFixed(0)} ms, TBT ${audit.tbtMs.toFixed(0)} ms, CLS ${audit.cls.toFixed(3)}, script evaluation ${audit.scriptingMs.toFixed(0)} ms, CPU benchmark index ${audit.cpuIndex.toFixed(0)}`,
    );
  }
}

/** Distinct city pages without the page micro-cache. */
async function uncachedCityPages(side: Side, measured: Measured, { seconds, pages }: Options) {
  const server = await startBenchServer(side.url, side.dataDir, 0, side.appDir);
  try {
    const urls = cityPages(pages.lastPages);
    await drive(server.origin, urls.slice(0, 100), Math.min(3, seconds));
    const result = await drive(server.origin, urls, seconds);
    measured.rows.set("city page, distinct (no page cache)", {
      perSecond: result.requests.average,
      p99: result.latency.p99,
      bytes: 0,
      failed: result.non2xx + result.errors,
    });
    console.log(
      `City pages, ${side.name}, ${urls.length} distinct URLs, no page micro-cache: ${result.requests.average.toFixed(0)} a second, p99 ${result.latency.p99} ms`,
    );
  } finally {
    await server.stop();
  }
}

function printHeader(both: boolean) {
  console.log(
    `${"kind".padEnd(both ? 58 : 36)} ${"URLs".padStart(5)} ${"req/s".padStart(7)} ${"p50 ms".padStart(7)} ${"p99 ms".padStart(7)} ${"avg bytes".padStart(10)}  non-2xx`,
  );
}

function printRow(label: string, width: number, urls: number, result: autocannon.Result, bytes: number) {
  console.log(
    `${label.padEnd(width)} ${String(urls).padStart(5)} ${result.requests.average.toFixed(0).padStart(7)} ${String(result.latency.p50).padStart(7)} ${String(result.latency.p99).padStart(7)} ${bytes.toFixed(0).padStart(10)}  ${result.non2xx}${result.errors ? ` (${result.errors} errors)` : ""}`,
  );
}
