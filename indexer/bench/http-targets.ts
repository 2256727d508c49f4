import type { ApiLatency } from "./api-latency.ts";
import type { ClickPaint } from "./interaction.ts";
import type { PageAudit } from "./lighthouse.ts";

// The targets `npm run bench:http` checks (100,000 therapists, 10 connections, 2 cores shared by the app,
// PostgreSQL and the load generator), each printed as met or missed.

type Row = { perSecond: number; p99: number; bytes: number; failed: number };
export type Measured = {
  rows: Map<string, Row>;
  blogSearchP95: number;
  javascript: Map<string, { files: number; bytes: number }>;
  lighthouse: Map<string, PageAudit> | null;
  /** The search API over HTTP, one client, distinct queries, by kind of search. */
  searchApi: Map<string, ApiLatency>;
  /** A filter's click to the paint of its pending state, under a 4x slower CPU. */
  clickPaint: ClickPaint | null;
};

type Target = {
  what: string;
  value: (m: Measured) => number | undefined;
  atLeast?: number;
  atMost?: number;
  unit: string;
};

const row = (label: string, field: keyof Row) => (m: Measured) => m.rows.get(label)?.[field];
const KB = 1024;

/** The targets of the pages a language serves: `prefix` "" for English, "French " for the French twins. */
function pageTargets(prefix: "" | "French "): Target[] {
  const rate = (what: string, label: string, atLeast: number): Target => ({
    what: `${prefix}${what}`,
    value: row(`${prefix}${label}`, "perSecond"),
    atLeast,
    unit: "/s",
  });
  const directory = "directory page (1-3 filters, text)";
  return [
    rate("directory pages a second", directory, 300),
    { what: `${prefix}directory pages p99`, value: row(`${prefix}${directory}`, "p99"), atMost: 100, unit: " ms" },
    rate("profile pages a second", "profile page", 500),
    rate("blog list pages a second", "blog list (text, topic, sort, page)", 300),
    {
      what: `${prefix}directory page HTML (KB, with headers)`,
      value: (m) => kb(row(`${prefix}${directory}`, "bytes")(m)),
      atMost: 60,
      unit: " KB",
    },
    {
      what: `${prefix}home page JavaScript (KB compressed)`,
      value: (m) => kb(m.javascript.get(`${prefix}home`)?.bytes),
      atMost: 110,
      unit: " KB",
    },
  ];
}

const TARGETS: Target[] = [
  ...pageTargets(""),
  {
    what: "client navigations a second",
    value: row("client navigation (.data)", "perSecond"),
    atLeast: 600,
    unit: "/s",
  },
  { what: "client navigations p99", value: row("client navigation (.data)", "p99"), atMost: 50, unit: " ms" },
  {
    what: "city pages a second, no page cache",
    value: row("city page, distinct (no page cache)", "perSecond"),
    atLeast: 400,
    unit: "/s",
  },
  {
    what: "the same home page a second (page cache)",
    value: row("home page (one URL: micro-cache)", "perSecond"),
    atLeast: 3000,
    unit: "/s",
  },
  { what: "blog search p95 (in-process)", value: (m) => m.blogSearchP95, atMost: 10, unit: " ms" },
  {
    what: "search API p95, slowest kind (HTTP, 1 client)",
    value: (m) => (m.searchApi.size ? Math.max(...[...m.searchApi.values()].map((l) => l.p95)) : undefined),
    atMost: 10,
    unit: " ms",
  },
  {
    what: "filter click to painted pending state (4x CPU)",
    value: (m) => (m.clickPaint?.pendingPainted ? m.clickPaint.medianMs : undefined),
    atMost: 100,
    unit: " ms",
  },
  {
    what: "home page HTML (KB, with headers)",
    value: (m) => kb(row("home page (one URL: micro-cache)", "bytes")(m)),
    atMost: 60,
    unit: " KB",
  },
  {
    what: "search .data answer (KB, with headers)",
    value: (m) => kb(row("client navigation (.data)", "bytes")(m)),
    atMost: 15,
    unit: " KB",
  },
];

/** Whether a measured value is within a bound (at least, at most); an unmeasured or non-finite one is not. */
export function meets(value: number | undefined, bound: { atLeast?: number; atMost?: number }): boolean {
  return (
    value !== undefined &&
    Number.isFinite(value) &&
    (bound.atLeast === undefined || value >= bound.atLeast) &&
    (bound.atMost === undefined || value <= bound.atMost)
  );
}

const kb = (bytes: number | undefined) => (bytes === undefined ? undefined : bytes / KB);

function lighthouseTargets(audits: Map<string, PageAudit>): Target[] {
  return [...audits.keys()].flatMap((page) => {
    const audit = (m: Measured) => m.lighthouse?.get(page);
    return [
      { what: `Lighthouse ${page}`, value: (m: Measured) => audit(m)?.score, atLeast: 98, unit: "" },
      { what: `LCP ${page}`, value: (m: Measured) => audit(m)?.lcpMs, atMost: 1800, unit: " ms" },
      { what: `TBT ${page}`, value: (m: Measured) => audit(m)?.tbtMs, atMost: 50, unit: " ms" },
      { what: `CLS ${page}`, value: (m: Measured) => audit(m)?.cls, atMost: 0.02, unit: "" },
    ];
  });
}

/**
 * Prints every target, met or missed; true when all that decide are met (and no answer failed). Speeds (rates,
 * latencies, Lighthouse) decide unless `speedDecides` is false: beside a baseline, the ratios to it decide them, and
 * these absolute figures, true only of this machine, are printed as measured here.
 */
export function checkTargets(measured: Measured, { speedDecides }: { speedDecides: boolean }): boolean {
  // French pages are measured once they are served; their targets are the English pages' own.
  const french = pageTargets("French ").filter((target) => target.value(measured) !== undefined);
  const targets = [...TARGETS, ...french, ...(measured.lighthouse ? lighthouseTargets(measured.lighthouse) : [])];
  let allMet = true;
  console.log(speedDecides ? "\nTargets:" : "\nTargets (speeds as measured on this machine; the ratios decide them):");
  for (const target of targets) {
    const value = target.value(measured);
    const met = meets(value, target);
    const decides = speedDecides || target.unit === " KB";
    if (decides) allMet &&= met;
    const goal = target.atLeast !== undefined ? `>= ${target.atLeast}` : `<= ${target.atMost}`;
    const shown =
      value === undefined
        ? "not measured"
        : `${Number.isInteger(value) ? value : value.toFixed(value < 1 ? 3 : 1)}${target.unit}`;
    console.log(
      `  ${met ? "met   " : decides ? "MISSED" : "missed"} ${target.what.padEnd(44)} ${shown.padStart(12)}  (target ${goal}${target.unit})`,
    );
  }
  const failed = [...measured.rows].filter(([, r]) => r.failed > 0);
  for (const [label, r] of failed) console.log(`  MISSED ${label}: ${r.failed} answers were not 2xx`);
  return allMet && failed.length === 0;
}
