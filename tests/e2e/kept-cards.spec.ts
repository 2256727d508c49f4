import type { Page } from "@playwright/test";
import { expect, test } from "./app.ts";
import { waitForHydration } from "./hydration.ts";
import { clickBelowServedCards } from "./directory-page.ts";

// The directory's cards and the blog list's posts are the server's markup: a page's hydration data carries only how
// many there are, and React hydrates over them as served, without building them again. A navigation's data carries
// them, and the links of the served ones navigate within the page as rendered ones do.

const cardNames = (page: Page) => page.locator("#results article h3").allTextContents();
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { mark: boolean }).mark = true));
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { mark?: boolean }).mark === true);

test("a page's cards are in its markup and not in its hydration data; a navigation's data has them", async ({
  page,
  request,
}) => {
  await page.goto("/");
  const first = (await cardNames(page))[0]!;
  const html = await (await request.get("/")).text();
  const hydrationData = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1]!)
    .filter((script) => script.includes("streamController"))
    .join("");
  expect(hydrationData).toContain("totalInDatabase");
  expect(hydrationData).not.toContain(first);
  expect(html).toContain(`>${first}</a></h3>`);
  const navigationData = await (await request.get("/_.data")).text();
  expect(navigationData).toContain(first);
});

test("hydrating keeps the served cards; the next page, back, and a card's link all navigate in the page", async ({
  page,
}) => {
  await page.goto("/");
  const served = await cardNames(page);
  await waitForHydration(page);
  await markDocument(page);
  expect(await cardNames(page)).toEqual(served);
  const structuredData = page.locator('script[type="application/ld+json"]');
  expect(await structuredData.evaluate((script) => script.textContent)).toContain('"ItemList"');

  await clickBelowServedCards(
    page.getByRole("navigation", { name: /pagination/i }).getByRole("link", { name: "Page 2", exact: true }),
  );
  await expect(page).toHaveURL(/page=2/);
  await expect.poll(() => cardNames(page)).not.toEqual(served);
  expect(await cardNames(page)).toHaveLength(24);
  await page.goBack();
  await expect.poll(() => cardNames(page)).toEqual(served);

  await page.locator("#results article h3 a").first().click();
  await expect(page).toHaveURL(/\/therapists\//);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(served[0]!);
  expect(await sameDocument(page)).toBe(true);
});

test("a city page hydrates over its served cards, and a card's link navigates in the page", async ({ page }) => {
  await page.goto("/ontario/toronto");
  const served = await cardNames(page);
  expect(served.length).toBeGreaterThan(0);
  await waitForHydration(page);
  await markDocument(page);
  expect(await cardNames(page)).toEqual(served);
  await page.locator("#results article h3 a").first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(served[0]!);
  expect(await sameDocument(page)).toBe(true);
});

test("the blog list hydrates over its served posts, and a post's link navigates in the page", async ({ page }) => {
  await page.goto("/blog");
  const titles = () => page.locator("[data-kept=posts] article h2").allTextContents();
  const served = await titles();
  expect(served.length).toBeGreaterThan(0);
  await waitForHydration(page);
  await markDocument(page);
  expect(await titles()).toEqual(served);
  await page.locator("[data-kept=posts] article a").first().click();
  await expect(page).toHaveURL(/\/blog\/[^/?]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(served[0]!);
  expect(await sameDocument(page)).toBe(true);
});
