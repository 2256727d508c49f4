import { chromium, type Browser } from "@playwright/test";
import { findChromium } from "../../scripts/chromium.ts";

// What a page weighs on the wire for `npm run bench:http`: every script a browser loads for it, as a browser gets
// them. The page is opened in Chromium and left until its network has been quiet for a second, so the modules it
// preloads after its first paint and those it imports later (a language's words, a route's own chunks) count as
// well as the scripts its HTML names; each counts at its size as sent (compressed), once.

const CHROMIUM = findChromium();
const QUIET_MS = 1_000;

export type PageScripts = { files: number; bytes: number };

/** Chromium for the bench's pages: the one the end-to-end tests drive (scripts/chromium.ts), else Playwright's own. */
export const launchChromium = (): Promise<Browser> => chromium.launch(CHROMIUM ? { executablePath: CHROMIUM } : {});

/** Opens Chromium for `weigh`. */
export async function openScriptScale(): Promise<{
  weigh: (url: string) => Promise<PageScripts>;
  close: () => Promise<void>;
}> {
  const browser = await launchChromium();
  const weigh = async (url: string): Promise<PageScripts> => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const sizes = new Map<string, Promise<number>>();
    let pending = 0;
    let lastActivity = Date.now();
    const settled = () => {
      pending--;
      lastActivity = Date.now();
    };
    page.on("request", () => {
      pending++;
      lastActivity = Date.now();
    });
    page.on("requestfailed", settled);
    page.on("requestfinished", (request) => {
      settled();
      if (request.resourceType() !== "script" || sizes.has(request.url())) return;
      sizes.set(
        request.url(),
        request.sizes().then((sent) => sent.responseBodySize),
      );
    });
    try {
      await page.goto(url, { waitUntil: "load" });
      // A page asks for its modules only after its first paint, and its entry module then asks for the page's
      // words: on a busy machine the network can idle between those steps. So the page is weighed once its route
      // modules have run (their inline script sets this global on every page) and nothing has been asked for or
      // answered for a second since.
      await page.waitForFunction(() => "__reactRouterRouteModules" in window, null, { timeout: 60_000 });
      while (pending > 0 || Date.now() - lastActivity < QUIET_MS) await page.waitForTimeout(100);
      const bytes = (await Promise.all(sizes.values())).reduce((sum, size) => sum + size, 0);
      return { files: sizes.size, bytes };
    } finally {
      await context.close();
    }
  };
  return { weigh, close: () => browser.close() };
}
