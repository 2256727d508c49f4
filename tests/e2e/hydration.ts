import type { Page } from "@playwright/test";

/**
 * Waits until React has hydrated the page: a page works as plain HTML at once, and its scripts load after its
 * first paint, so a test of what JavaScript adds (client navigation, instant filters, dialogs) waits for this. A
 * page people mostly read hydrates on its visitor's first intent: a key pressed (Shift, which does nothing else)
 * is one. React keeps its props on each element it has hydrated.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.keyboard.press("Shift");
  await page.waitForFunction(() => {
    const main = document.querySelector("main");
    return main !== null && Object.keys(main).some((key) => key.startsWith("__reactProps$"));
  });
}

type Gate = {
  /** Settles once the page asked for a held request. */
  asked: Promise<void>;
  /** Lets the held requests (and any later one) through. */
  release: () => void;
};

/** Holds the page's requests matching `url` (and `method`, if given) until released; the others pass. */
export async function holdRequests(page: Page, url: RegExp, method?: string): Promise<Gate> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked = () => {};
  const seen = new Promise<void>((resolve) => (asked = resolve));
  await page.route(url, async (route) => {
    if (method && route.request().method() !== method) return route.fallback();
    asked();
    await released;
    // The page may have gone (a request of the page left behind): nothing to answer then.
    await route.fallback().catch(() => undefined);
  });
  return { asked: seen, release };
}

/**
 * Holds the page's scripts: it works as plain HTML (links, forms) until `release`, as on a slow connection. The
 * scripts are asked for once the page is painted; `asked` settles then.
 */
export function holdScripts(page: Page): Promise<Gate> {
  return holdRequests(page, /\/assets\/[^?]+\.js$/);
}

/** Releases held scripts and waits until the page has them (it starts hydrating, if it is not being left). */
export async function releaseScripts(page: Page, scripts: Gate): Promise<void> {
  const entry = page.waitForResponse(/\/assets\/entry\.client-[^/]+\.js$/);
  scripts.release();
  await entry;
}
