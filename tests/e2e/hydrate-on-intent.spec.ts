import type { Page } from "@playwright/test";
import { expect, test } from "./app.ts";
import { holdRequests, holdScripts, releaseScripts, waitForHydration } from "./hydration.ts";
import { PHONE } from "./without-scripts.ts";

// A page people mostly read (the directory, a profile, the blog) is the server's HTML until its visitor's first
// intent; then it hydrates. A touch on a link before that is the browser's to follow; a touch on a control
// hydrates the page and the control works as it does on a hydrated page; what was typed, chosen or ticked before the
// scripts ran is searched once they have. A page people work in hydrates at once.

test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

const hydrated = (page: Page) =>
  page.evaluate(() => Object.keys(document.querySelector("main") ?? {}).some((k) => k.startsWith("__reactProps$")));

/** Opens `path` and waits until its scripts have loaded and run (so only an intent is missing). */
async function openWithScripts(page: Page, path: string) {
  const entry = page.waitForResponse(/\/assets\/entry\.client-[^/]+\.js$/);
  await page.goto(path);
  await entry;
  await page.waitForLoadState("networkidle");
  // a mark on this document: gone if the browser loads another one
  await page.evaluate(() => ((window as unknown as { mark: boolean }).mark = true));
}

const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { mark?: boolean }).mark === true);

for (const path of ["/", "/therapists/jordan-rivera", "/blog", "/fr"]) {
  test(`${path} waits for its visitor's first intent (a key), then hydrates`, async ({ page }) => {
    await openWithScripts(page, path);
    expect(await hydrated(page)).toBe(false);
    await page.keyboard.press("Shift");
    await expect.poll(() => hydrated(page)).toBe(true);
  });
}

test("a touch on a profile's link before any intent is followed by the browser, a new page", async ({ page }) => {
  await openWithScripts(page, "/");
  const card = page.locator("#results article a[href^='/therapists/']").first();
  const href = await card.getAttribute("href");
  await card.tap();
  await expect(page).toHaveURL(href!);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await sameDocument(page)).toBe(false);
});

test("a touch on a filter before any intent hydrates the page, and the filter applies without a reload", async ({
  page,
}) => {
  await openWithScripts(page, "/");
  expect(await hydrated(page)).toBe(false);
  const filter = page.getByLabel(/^Accepting New Clients/);
  await filter.tap();
  await expect(page).toHaveURL(/acceptingClients=true/);
  await expect(filter).toBeChecked();
  await expect(page.locator("#results [aria-busy=true]")).toHaveCount(0);
  expect(await sameDocument(page)).toBe(true);
  expect(await hydrated(page)).toBe(true);
});

/** Opens `path` with its scripts held (a slow connection): the page is the server's HTML until `releaseScripts`. */
async function openBeforeScripts(page: Page, path: string) {
  const scripts = await holdScripts(page);
  await page.goto(path, { waitUntil: "domcontentloaded" });
  await scripts.asked;
  await page.evaluate(() => ((window as unknown as { mark: boolean }).mark = true));
  return scripts;
}

test("what is typed, chosen and ticked in the filter panel before the scripts run is searched once they run", async ({
  page,
}) => {
  const scripts = await openBeforeScripts(page, "/");
  const box = page.getByRole("searchbox", { name: "Search by name, concern, approach or city" });
  await box.fill("anxiety");
  await page.getByLabel("City", { exact: true }).selectOption("Toronto");
  const accepting = page.getByLabel(/^Accepting New Clients/);
  await accepting.tap();
  await releaseScripts(page, scripts);
  await expect(page).toHaveURL(/\/\?query=anxiety&city=Toronto&acceptingClients=true$/);
  await expect(page.locator("#results [aria-busy=true]")).toHaveCount(0);
  await expect(page.getByText(/^Showing \d+ of \d+ matching therapists/)).toBeVisible();
  await expect(box).toHaveValue("anxiety");
  await expect(page.getByLabel("City", { exact: true })).toHaveValue("Toronto");
  await expect(accepting).toBeChecked();
  expect(await sameDocument(page)).toBe(true);
});

test("a field changed before the scripts run to ask for the search shown adds no step to the history", async ({
  page,
}) => {
  const scripts = await openBeforeScripts(page, "/?near=M5V");
  const steps = await page.evaluate(() => history.length);
  const box = page.getByLabel("Near (postal code)");
  await box.fill("M5V 2T6"); // the same postal area
  await releaseScripts(page, scripts);
  await expect.poll(() => hydrated(page)).toBe(true);
  await expect(page.locator("#results [aria-busy=true]")).toHaveCount(0);
  await expect(page).toHaveURL(/\/\?near=M5V$/);
  await expect(box).toHaveValue("M5V 2T6");
  expect(await page.evaluate(() => history.length)).toBe(steps);
});

// Typing goes on while the page hydrates: the search of the letters typed before it (asked for as it hydrates)
// lands while a pause's search of the later ones waits. The box keeps every letter and the last search is of them all.
for (const [path, box] of [
  ["/", "Search by name, concern, approach or city"],
  ["/blog", "Search articles"],
] as const) {
  test(`${path}: letters typed while the search of the first loads stay in the box and are searched`, async ({
    page,
  }) => {
    const scripts = await openBeforeScripts(page, path);
    const search = page.getByRole("searchbox", { name: box });
    await search.fill("a");
    const first = await holdRequests(page, /[?&]query=a(&|$)/);
    await releaseScripts(page, scripts);
    await first.asked;
    await search.press("n");
    await search.press("x");
    first.release();
    await expect(page).toHaveURL(new RegExp(`${path === "/" ? "/" : path}\\?query=anx$`));
    await expect(search).toHaveValue("anx");
    await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
    await expect(search).toHaveValue("anx");
  });
}

test("a postal code's first letter typed before the page hydrates stays in the box and counts", async ({ page }) => {
  const scripts = await openBeforeScripts(page, "/");
  const near = page.getByLabel("Near (postal code)");
  await near.fill("M");
  await releaseScripts(page, scripts);
  await expect.poll(() => hydrated(page)).toBe(true);
  // past the hydrated page's first frame, when its effects have run
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
  await expect(near).toHaveValue("M");
  await near.press("End");
  await near.pressSequentially("5V 2T6");
  await expect(page).toHaveURL(/\/\?near=M5V$/);
  await expect(near).toHaveValue("M5V 2T6");
});

test("what is typed and chosen in the blog's search before the scripts run is searched once they run", async ({
  page,
}) => {
  const scripts = await openBeforeScripts(page, "/fr/blogue");
  const box = page.getByRole("searchbox", { name: "Rechercher des articles" });
  await box.fill("anxiete");
  await page.getByLabel("Langue").selectOption("fr");
  await releaseScripts(page, scripts);
  await expect(page).toHaveURL(/\/fr\/blogue\?query=anxiete&language=fr$/);
  await expect(box).toHaveValue("anxiete");
  await expect(page.getByLabel("Langue")).toHaveValue("fr");
  await expect(page.getByRole("article").first().getByRole("heading")).toHaveAttribute("lang", "fr-CA");
  expect(await sameDocument(page)).toBe(true);
});

test("a page someone works in (sign-in) hydrates as it loads, with no intent", async ({ page }) => {
  await openWithScripts(page, "/login");
  await expect.poll(() => hydrated(page)).toBe(true);
});

test("after the first intent, a tap on a link navigates in the page", async ({ page }) => {
  await openWithScripts(page, "/");
  await waitForHydration(page);
  const card = page.locator("#results article a[href^='/therapists/']").first();
  await card.tap();
  await expect(page).toHaveURL(/\/therapists\//);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
});
