import type { Page } from "@playwright/test";
import { launchChromium } from "./page-weight.ts";
import { percentile } from "./stats.ts";

// How fast the directory answers a tap, on a phone-sized Chromium with its CPU slowed down 4x (DevTools' CPU
// throttling): the home page is opened, touched (its first intent: it hydrates then) and left until it has
// hydrated, the filter panel is scrolled into view and left until it shows every value of its lists, then
// "Accepting New Clients" is clicked. The time from that first touch to the page hydrated is measured too.
// The browser's Event Timing entry of that click gives the time from the click to the next paint after its
// handlers ran; the results' pending state (aria-busy) must have been set before that paint, so it shows it. Five
// runs, a fresh page each; the median and the worst.

export type ClickPaint = {
  medianMs: number;
  worstMs: number;
  pendingPainted: boolean;
  /** From the first touch to the frame the page is seen hydrated (0 if it had hydrated before), median. */
  touchToHydratedMs: number;
};

const RUNS = 5;
const FILTER = /^Accepting New Clients/;

type Seen = { clickMs: number; busyAtMs: number | null; touchToHydratedMs: number };

/** From the first touch to the first frame in which the page is hydrated. */
function watchHydration(): void {
  const state = { touchedAt: null as number | null, hydrated: null as Promise<number> | null };
  (window as unknown as { __hydration: typeof state }).__hydration = state;
  addEventListener("pointerdown", (event) => (state.touchedAt ??= event.timeStamp), { capture: true, once: true });
  state.hydrated = new Promise((done) => {
    const frame = () =>
      Object.keys(document.querySelector("main") ?? {}).some((key) => key.startsWith("__reactProps$"))
        ? done(performance.now())
        : requestAnimationFrame(frame);
    requestAnimationFrame(frame);
  });
}

/** Records the first click's Event Timing entry and when the results were first marked busy after it. */
function watch(): void {
  const state = { click: null as PerformanceEventTiming | null, busyAt: null as number | null };
  (window as unknown as { __tap: typeof state }).__tap = state;
  // the buffered entries hold the clicks before this one (the first touch's): only a later click counts
  const since = performance.now();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[])
      if (entry.name === "click" && !state.click && entry.startTime >= since) state.click = entry;
  }).observe({ type: "event", buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
  new MutationObserver(() => {
    if (state.busyAt === null && document.querySelector("#results [aria-busy=true]")) state.busyAt = performance.now();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ["aria-busy"], childList: true });
}

async function oneTap(page: Page, url: string): Promise<Seen> {
  await page.goto(url, { waitUntil: "networkidle" });
  // the page hydrates on its visitor's first intent: a touch on the heading (no link) is one
  await page.evaluate(watchHydration);
  await page.locator("h1").first().tap();
  const touchToHydratedMs = await page.evaluate(async () => {
    const { touchedAt, hydrated } = (
      window as unknown as { __hydration: { touchedAt: number; hydrated: Promise<number> } }
    ).__hydration;
    return Math.max(0, (await hydrated) - touchedAt);
  });
  await page.evaluate(watch);
  const filter = page.getByLabel(FILTER);
  await filter.scrollIntoViewIfNeeded();
  // the panel in view loads every value of its lists: the tap comes once they are shown, as a person's would
  await page.waitForFunction(() => document.querySelectorAll("#filter-specialty option").length > 7);
  // and once the work hydrating started has settled (the links' routes discovered, say): the main thread idle
  await page.evaluate(() => new Promise((done) => requestIdleCallback(done, { timeout: 5000 })));
  // a pointer comes over a control before it presses it: the press is measured, not the arrival
  const frames = () =>
    page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await frames();
  await filter.hover();
  await frames();
  await filter.click();
  await page.waitForURL(/acceptingClients=true/);
  // an event answered within 16 ms has no entry (the shortest Event Timing records): it counts as 16 ms
  await page
    .waitForFunction(() => (window as unknown as { __tap: { click: unknown } }).__tap.click !== null, null, {
      timeout: 2000,
    })
    .catch(() => undefined);
  return page
    .evaluate(() => {
      const { click, busyAt } = (
        window as unknown as { __tap: { click: PerformanceEventTiming | null; busyAt: number | null } }
      ).__tap;
      const start = click?.startTime ?? busyAt ?? 0;
      return { clickMs: click?.duration ?? 16, busyAtMs: busyAt === null ? null : busyAt - start };
    })
    .then((seen) => ({ ...seen, touchToHydratedMs }));
}

/** The click-to-paint time of the directory's "Accepting New Clients" filter at `origin`, under a 4x slower CPU. */
export async function filterClickPaint(origin: string): Promise<ClickPaint> {
  const browser = await launchChromium();
  const seen: Seen[] = [];
  try {
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      const devtools = await context.newCDPSession(page);
      await devtools.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      seen.push(await oneTap(page, `${origin}/`));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const durations = seen.map((s) => s.clickMs);
  return {
    medianMs: percentile(durations, 50),
    worstMs: Math.max(...durations),
    pendingPainted: seen.every((s) => s.busyAtMs !== null && s.busyAtMs <= s.clickMs),
    touchToHydratedMs: percentile(
      seen.map((s) => s.touchToHydratedMs),
      50,
    ),
  };
}
