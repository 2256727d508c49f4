import { chromium, type Browser } from "@playwright/test";
import { findChromium } from "../../scripts/chromium.ts";

// What a page weighs on the wire for `npm run bench:http`: every script a browser loads for it, as a browser gets
// them. The page is opened in Chromium and left until its network is idle, so the modules it preloads after its
// first paint and those it imports later (a language's words, a route's own chunks) count as well as the scripts
// its HTML names; each counts at its size as sent (compressed), once.

const CHROMIUM = findChromium();

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
    page.on("requestfinished", (request) => {
      if (request.resourceType() !== "script" || sizes.has(request.url())) return;
      sizes.set(
        request.url(),
        request.sizes().then((sent) => sent.responseBodySize),
      );
    });
    try {
      await page.goto(url, { waitUntil: "networkidle" });
      const bytes = (await Promise.all(sizes.values())).reduce((sum, size) => sum + size, 0);
      return { files: sizes.size, bytes };
    } finally {
      await context.close();
    }
  };
  return { weigh, close: () => browser.close() };
}
