import type { Page } from "@playwright/test";

/**
 * Waits until React has hydrated the page: a page works as plain HTML at once, and its scripts load after its
 * first paint, so a test of what JavaScript adds (client navigation, instant filters, dialogs) waits for this. React
 * keeps its props on each element it has hydrated.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.querySelector("main");
    return main !== null && Object.keys(main).some((key) => key.startsWith("__reactProps$"));
  });
}
