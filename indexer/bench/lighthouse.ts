import { existsSync } from "node:fs";
import { LighthouseResult, loadLighthouse, type Tools } from "./lighthouse-tool.ts";
import { inRounds } from "./turns.ts";

// Lighthouse's performance audit of a page as a phone sees it (its default: mobile emulation, simulated slow 4G and
// a 4x slower CPU), in the system Chromium, five runs, their median. For `npm run bench:http`. Each audit also
// gives the main thread's script evaluation time and Lighthouse's CPU benchmark index of the machine (a figure
// holds only with the speed of the machine that measured it).

export type PageAudit = {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Main-thread time spent evaluating scripts (parse, compile, run, hydrate), simulated 4x slower CPU. */
  scriptingMs: number;
  /** Lighthouse's benchmark index of this machine's CPU during the run (higher is faster). */
  cpuIndex: number;
};

const CHROMIUM = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"].find((file) =>
  existsSync(file),
);

/** How many audits of each URL the median is taken of. */
const RUNS = 5;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * For each app (its pages' URLs by name), the median of RUNS audits of each page (of the runs that measured every
 * metric), by the page's name; null when no Chromium is installed. With several apps, a page's audits are taken in
 * rounds, each round auditing the page once on every app in an order that turns round from one round to the next
 * (A B, B A...), so that a slower minute of the machine weighs on every app alike.
 */
export async function auditPages(apps: readonly Record<string, string>[]): Promise<Map<string, PageAudit>[] | null> {
  if (!CHROMIUM) return null;
  const tools = await loadLighthouse();
  const chrome = await tools.launch({
    chromePath: CHROMIUM,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
  });
  try {
    const audits = apps.map(() => new Map<string, PageAudit>());
    for (const name of new Set(apps.flatMap((pages) => Object.keys(pages)))) {
      const urls = apps.map((pages) => pages[name]);
      // a run lacking a metric is made again, up to twice RUNS attempts
      const results = await inRounds(urls, RUNS, 2 * RUNS, (url) => auditOnce(tools, chrome.port, url));
      for (const [a, url] of urls.entries()) {
        if (url === undefined) continue;
        if (results[a]!.length === 0) throw new Error(`Lighthouse measured nothing for ${url}`);
        audits[a]!.set(name, medianAudit(results[a]!));
      }
    }
    return audits;
  } finally {
    chrome.kill();
  }
}

/** One audit of `url`; null when its trace lacks a metric (Lighthouse's reason is printed). */
async function auditOnce({ lighthouse }: Tools, port: number, url: string): Promise<PageAudit | null> {
  const answer = await lighthouse(url, { port, onlyCategories: ["performance"], logLevel: "error", output: "json" });
  if (!answer) throw new Error(`Lighthouse gave no result for ${url}`);
  const result = LighthouseResult.parse(answer);
  const { categories, audits } = result.lhr;
  const audit = {
    score: Math.round((categories.performance?.score ?? 0) * 100),
    lcpMs: audits["largest-contentful-paint"]?.numericValue ?? NaN,
    tbtMs: audits["total-blocking-time"]?.numericValue ?? NaN,
    cls: audits["cumulative-layout-shift"]?.numericValue ?? NaN,
    scriptingMs: scriptEvaluation(audits["mainthread-work-breakdown"]?.details),
    cpuIndex: result.lhr.environment.benchmarkIndex,
  };
  if ([audit.lcpMs, audit.tbtMs, audit.cls].every(Number.isFinite)) return audit;
  const reason =
    result.lhr.runtimeError?.message ?? audits["largest-contentful-paint"]?.errorMessage ?? "no reason given";
  console.log(`Lighthouse run of ${url} without a metric (${reason}): run again`);
  return null;
}

/** Each figure's median over the runs. */
function medianAudit(results: readonly PageAudit[]): PageAudit {
  const of = (field: keyof PageAudit) => median(results.map((r) => r[field]));
  return {
    score: of("score"),
    lcpMs: of("lcpMs"),
    tbtMs: of("tbtMs"),
    cls: of("cls"),
    scriptingMs: of("scriptingMs"),
    cpuIndex: of("cpuIndex"),
  };
}

/** The "Script Evaluation" group of Lighthouse's main-thread work breakdown, in milliseconds. */
function scriptEvaluation(details: unknown): number {
  const items = (details as { items?: { group?: string; duration?: number }[] } | undefined)?.items ?? [];
  return items.find((item) => item.group === "scriptEvaluation")?.duration ?? NaN;
}
