import type { Page } from "@playwright/test";
import { expect, test } from "./app.ts";
import { waitForHydration } from "./hydration.ts";

// Scroll positions: a page seen for the first time reads no stored positions before it hydrates, and gets its
// history key as it hydrates; Back from a page opened in the app returns to where the visitor was, and so does a
// reload of a page the app had opened.

const STORAGE_KEY = "react-router-scroll-positions";

/** Counts the page's reads of sessionStorage from its very start. */
const countStorageReads = (page: Page) =>
  page.addInitScript(() => {
    const counted = window as unknown as { storageReads: number };
    counted.storageReads = 0;
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = function (this: Storage, key: string) {
      if (this === window.sessionStorage) counted.storageReads++;
      return getItem.call(this, key);
    };
  });
const storageReads = (page: Page) => page.evaluate(() => (window as unknown as { storageReads: number }).storageReads);
const historyKey = (page: Page) => page.evaluate(() => (history.state as { key?: unknown } | null)?.key);

test("a page seen for the first time reads no stored positions, and gets its history key as it hydrates", async ({
  page,
}) => {
  const refused: string[] = [];
  page.on("console", (message) => message.text().includes("Content Security Policy") && refused.push(message.text()));
  await countStorageReads(page);
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  expect(await historyKey(page)).toBeUndefined();
  expect(await storageReads(page)).toBe(0);
  await waitForHydration(page);
  expect(await historyKey(page)).toMatch(/^[0-9a-v]+$/);
  expect(refused).toEqual([]);
});

test("Back to a page and a reload of it return to where the visitor was", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto("/");
  await waitForHydration(page);
  const key = await historyKey(page);
  // the eighteenth card: seventeen served cards above it, most never laid out (an estimated height each) when it is
  // opened
  const card = page.locator("#results article h3 a").nth(17);
  await card.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => scrollY)).toBeGreaterThan(700);
  // where the visitor saw the card is where it is as they click it: just after a scroll, the browser may still lay
  // out the cards it has brought near the screen, moving this one (read before the app's own handler runs)
  await page.evaluate(() =>
    addEventListener(
      "click",
      (event) => {
        const link = (event.target as Element).closest("a")!;
        sessionStorage.setItem("clicked-at", String(Math.round(link.getBoundingClientRect().top)));
      },
      { capture: true, once: true },
    ),
  );
  await card.click();
  await expect(page).toHaveURL(/\/therapists\//);
  const seenAt = Number(await page.evaluate(() => sessionStorage.getItem("clicked-at")));
  expect(seenAt).toBeGreaterThan(0);
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL("/");
  // the cards are drawn again from the navigation's data, each laid out at its own height; the served list was laid
  // out whole before the card was followed (its link kept in place), so the position stored is one at real heights
  // too: the card the visitor opened is back where they saw it
  await expect(card).toBeInViewport();
  const top = async () => Math.round((await card.boundingBox())!.y);
  await expect.poll(async () => Math.abs((await top()) - seenAt)).toBeLessThanOrEqual(2);
  expect(await historyKey(page)).toBe(key);

  // the position the app stored for this entry as the page was left is where the reloaded page opens
  // once the smooth scroll there has ended: a reload before it has moved would store where it started
  await page.evaluate(
    () =>
      new Promise<void>((ended) => {
        addEventListener("scrollend", () => ended(), { once: true });
        scrollTo(0, 300);
      }),
  );
  await page.reload();
  const stored = await page.evaluate((name) => JSON.parse(sessionStorage.getItem(name) ?? "{}"), STORAGE_KEY);
  expect(stored[key as string]).toBe(300);
  await expect.poll(() => page.evaluate(() => Math.round(scrollY))).toBe(300);
});
