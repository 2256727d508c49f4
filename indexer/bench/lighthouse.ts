import { existsSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

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
 * The median of RUNS audits of each page (of the runs that measured every metric), by the page's name; null when
 * no Chromium is installed.
 */
export async function auditPages(pages: Record<string, string>): Promise<Map<string, PageAudit> | null> {
  if (!CHROMIUM) return null;
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
  });
  try {
    const audits = new Map<string, PageAudit>();
    for (const [name, url] of Object.entries(pages)) {
      const results: PageAudit[] = [];
      // a run whose trace lacks a metric (Lighthouse says why) is printed and replaced, at most RUNS times
      for (let attempt = 0; results.length < RUNS && attempt < 2 * RUNS; attempt++) {
        const result = await lighthouse(url, {
          port: chrome.port,
          onlyCategories: ["performance"],
          logLevel: "error",
          output: "json",
        });
        if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
        const { categories, audits: lhAudits } = result.lhr;
        const audit = {
          score: Math.round((categories.performance?.score ?? 0) * 100),
          lcpMs: lhAudits["largest-contentful-paint"]?.numericValue ?? NaN,
          tbtMs: lhAudits["total-blocking-time"]?.numericValue ?? NaN,
          cls: lhAudits["cumulative-layout-shift"]?.numericValue ?? NaN,
          scriptingMs: scriptEvaluation(lhAudits["mainthread-work-breakdown"]?.details),
          cpuIndex: result.lhr.environment.benchmarkIndex,
        };
        if ([audit.lcpMs, audit.tbtMs, audit.cls].every(Number.isFinite)) results.push(audit);
        else
          console.log(
            `Lighthouse run of ${url} without a metric (${result.lhr.runtimeError?.message ?? lhAudits["largest-contentful-paint"]?.errorMessage ?? "no reason given"}): run again`,
          );
      }
      if (results.length === 0) throw new Error(`Lighthouse measured nothing for ${url}`);
      audits.set(name, {
        score: median(results.map((r) => r.score)),
        lcpMs: median(results.map((r) => r.lcpMs)),
        tbtMs: median(results.map((r) => r.tbtMs)),
        cls: median(results.map((r) => r.cls)),
        scriptingMs: median(results.map((r) => r.scriptingMs)),
        cpuIndex: median(results.map((r) => r.cpuIndex)),
      });
    }
    return audits;
  } finally {
    chrome.kill();
  }
}

/** The "Script Evaluation" group of Lighthouse's main-thread work breakdown, in milliseconds. */
function scriptEvaluation(details: unknown): number {
  const items = (details as { items?: { group?: string; duration?: number }[] } | undefined)?.items ?? [];
  return items.find((item) => item.group === "scriptEvaluation")?.duration ?? NaN;
}
