import type { Db } from "#app/db/pool.server.ts";
import { startBenchServer, type BenchServer } from "./bench-database.ts";
import { auditedPages, cityPages, kindsOf, pageSlugs, type BenchPages, type Kind } from "./http-kinds.ts";
import type { Measured } from "./http-targets.ts";
import { searchApiLatencies } from "./api-latency.ts";
import { BROWSER_USER_AGENT } from "./one-client.ts";
import { filterClickPaint } from "./interaction.ts";
import { auditPages } from "./lighthouse.ts";
import { openScriptScale } from "./page-weight.ts";
import { drive, inTurns, type Combined } from "./turns.ts";

// The HTTP half of `npm run bench:http` for one app or several (this checkout and a baseline): each app's server on
// its own database, every kind measured on each app before the next kind, in pieces of about 2 s taken in turns
// (A B, B A...: turns.ts), so the apps meet the same machine at the same moments. A kind an app does not serve (a French page
// before the French pages were written) is left out for that app.

export type Side = { name: string; db: Db; url: string; dataDir: string; appDir: string };
/** `pages`: the searches and pages every app is asked for (benchPages, on this checkout's database). */
type Options = { seconds: number; pageCacheMs: number | undefined; lighthouse: boolean; pages: BenchPages };

/** The profile the audits open: the demo data's own listing, in every seeded database. */
const AUDITED_PROFILE = "jordan-rivera";

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
      const mine = servers.map((_, i) => served[i]!.find((k) => k.label === label));
      const origins = servers.map((server) => server.origin);
      // Each kind warmed on its own first (its code paths, the plans of its queries), not measured: a process
      // serving one kind after another reaches its steady speed only after a few seconds of it, the larger app
      // the later.
      const rows = await inTurns(
        origins,
        mine.map((kind) => kind?.urls),
        options.seconds,
        (urls) => urls.slice(-200),
      );
      for (const [i, row] of rows.entries()) {
        if (!row) continue;
        measured[i]!.rows.set(label, rowOf(row));
        const name = sides.length > 1 ? `${label} [${sides[i]!.name}]` : label;
        printRow(name, sides.length > 1 ? 58 : 36, mine[i]!.urls.length, row);
      }
    }
    console.log(
      `\nSearch API over HTTP, one client, distinct queries, by kind${sides.length > 1 ? ", the apps in turn" : ""}:`,
    );
    const apps = servers.map((server, i) => ({ name: sides[i]!.name, origin: server.origin, db: sides[i]!.db }));
    for (const [i, latencies] of (await searchApiLatencies(apps)).entries()) measured[i]!.searchApi = latencies;
    const audited: Record<string, string>[] = [];
    for (const [i, server] of servers.entries()) audited.push(await weighPages(sides[i]!, server, measured[i]!));
    if (options.lighthouse) await auditSides(sides, audited, measured);
  } finally {
    for (const server of servers) await server.stop();
  }
  await uncachedCityPages(sides, measured, options);
  return measured;
}

/** The JavaScript of the audited pages this app serves and a filter tap's paint; the audited pages' URLs. */
async function weighPages(side: Side, server: BenchServer, measured: Measured): Promise<Record<string, string>> {
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
  return pages;
}

/** Lighthouse's audit of every app's audited pages, the apps in turn (lighthouse.ts). */
async function auditSides(sides: Side[], pages: Record<string, string>[], measured: Measured[]) {
  const audits = await auditPages(pages);
  if (!audits) console.log("Lighthouse skipped: no Chromium at /usr/bin/chromium (Debian's chromium).");
  for (const [i, side] of sides.entries()) {
    measured[i]!.lighthouse = audits?.[i] ?? null;
    for (const [name, audit] of audits?.[i] ?? []) {
      console.log(
        `Lighthouse (mobile, median of 5), ${side.name}, ${name}: ${audit.score}, LCP ${audit.lcpMs.toFixed(0)} ms, TBT ${audit.tbtMs.toFixed(0)} ms, CLS ${audit.cls.toFixed(3)}, script evaluation ${audit.scriptingMs.toFixed(0)} ms, CPU benchmark index ${audit.cpuIndex.toFixed(0)}`,
      );
    }
  }
}

/** Distinct city pages without the page micro-cache, the apps in turns. */
async function uncachedCityPages(sides: Side[], measured: Measured[], { seconds, pages }: Options) {
  const servers: BenchServer[] = [];
  try {
    for (const side of sides) servers.push(await startBenchServer(side.url, side.dataDir, 0, side.appDir));
    const urls = cityPages(pages.lastPages);
    const origins = servers.map((server) => server.origin);
    const rows = await inTurns(
      origins,
      origins.map(() => urls),
      seconds,
      (all) => all.slice(0, 100),
    );
    for (const [i, row] of rows.entries()) {
      if (!row) continue;
      measured[i]!.rows.set("city page, distinct (no page cache)", { ...rowOf(row), bytes: 0 });
      console.log(
        `City pages, ${sides[i]!.name}, ${urls.length} distinct URLs, no page micro-cache: ${row.perSecond.toFixed(0)} a second, p99 ${row.p99.toFixed(0)} ms`,
      );
    }
  } finally {
    for (const server of servers) await server.stop();
  }
}

const rowOf = ({ perSecond, p99, bytes, non2xx, errors }: Combined) => ({
  perSecond,
  p99,
  bytes,
  failed: non2xx + errors,
});

function printHeader(both: boolean) {
  console.log(
    `${"kind".padEnd(both ? 58 : 36)} ${"URLs".padStart(5)} ${"req/s".padStart(7)} ${"p50 ms".padStart(7)} ${"p99 ms".padStart(7)} ${"avg bytes".padStart(10)}  non-2xx`,
  );
}

function printRow(label: string, width: number, urls: number, row: Combined) {
  const p50 = row.p50.toFixed(row.p50 < 10 ? 1 : 0);
  console.log(
    `${label.padEnd(width)} ${String(urls).padStart(5)} ${row.perSecond.toFixed(0).padStart(7)} ${p50.padStart(7)} ${row.p99.toFixed(0).padStart(7)} ${row.bytes.toFixed(0).padStart(10)}  ${row.non2xx}${row.errors ? ` (${row.errors} errors)` : ""}`,
  );
}
