import type { Page } from "@playwright/test";
import { expect, test } from "./app.ts";
import { countText, openDirectory } from "./directory-page.ts";
import { aboutKm, officesNear, tablesHolding } from "./near-database.ts";

// "Near (postal code)" on a phone, with and without JavaScript: typing "M5V 2T6" orders the listings by their
// office's distance from M5V's point, as the database says; and the whole postal code reaches no URL the page asked
// for, no line the app wrote (it logs everything: debug) and no table.

test.use({ viewport: { width: 375, height: 800 } });

const TYPED = "M5V 2T6";
/** The whole code in any spelling (spaced, joined, encoded, any case): what must appear nowhere. */
const WHOLE_CODE = /m5v(\s|\+|%20|-)*2t6/i;

/** Every URL the page asks for (documents, data, scripts, the form's post). */
function requestedUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => urls.push(request.url()));
  return urls;
}

/** The cards' profile slugs and distance lines, once the results have loaded. */
async function cards(page: Page) {
  await expect(page.locator("#results [aria-busy=true]")).toHaveCount(0);
  const slugs = await page
    .locator("#results article h3 a")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")!.split("/").pop()!));
  const distances = await page.locator("#results article .distance").allTextContents();
  return { slugs, distances };
}

test("with JavaScript, typing M5V 2T6 orders the listings by distance from M5V, page after page, as the database says", async ({
  page,
}) => {
  const urls = requestedUrls(page);
  // Other spec files add and change listings while this one runs: what the pages show is checked against the
  // listings as they were before the pages were read (each of those nearer than the farthest card is shown) and
  // as they are after (each card's distance and their order).
  const before = await officesNear("M5V");
  await openDirectory(page);
  await page.getByLabel("Near (postal code)").pressSequentially(TYPED, { delay: 30 });
  await expect(page).toHaveURL(/\/\?near=M5V$/);
  await expect(page.getByLabel("Near (postal code)")).toHaveValue(TYPED);
  await expect(page.getByLabel("Sort by")).toHaveValue("");
  await expect(page.getByLabel("Sort by").locator("option:checked")).toHaveText("Nearest to M5V");
  const first = await cards(page);
  // the Next link of M5V's results
  const next = page.getByRole("link", { name: /next/i });
  await expect(next).toHaveAttribute("href", "/?near=M5V&page=2");
  await next.click();
  await expect(page).toHaveURL(/\/\?near=M5V&page=2$/);
  // the second page's cards, not the first page's still on screen
  await expect(page.getByRole("navigation", { name: "Pagination" })).toContainText(/Page 2 of \d+/);
  await expect(page.locator("#results article h3 a").first()).not.toHaveAttribute(
    "href",
    `/therapists/${first.slugs[0]}`,
  );
  const second = await cards(page);
  const after = new Map((await officesNear("M5V")).map((o) => [o.slug, o.km]));
  // the two pages: the 48 nearest offices, nearest first (listings of one city share its point, so ties may come
  // in any order among themselves), each with its distance
  const shown = [...first.slugs, ...second.slugs];
  expect(shown).toHaveLength(48);
  const kms = shown.map((slug) => after.get(slug)!);
  expect([...first.distances, ...second.distances]).toEqual(kms.map(aboutKm));
  expect(kms).toEqual([...kms].sort((a, b) => a - b));
  const farthest = kms[47]!;
  expect(before.filter((o) => o.km < farthest && after.has(o.slug)).every((o) => shown.includes(o.slug))).toBe(true);
  expect(new Set(first.distances)).toEqual(new Set(["about 1 km"]));

  // within 25 km: every office that near, and only those (as many as before the count was read, at most as many
  // as after)
  const withinBefore = (await officesNear("M5V")).filter((o) => o.km <= 25).length;
  await page.getByLabel("Distance").selectOption("25");
  await expect(page).toHaveURL(/\/\?near=M5V&radiusKm=25$/);
  await expect(countText(page)).toHaveText(/^Showing 24 of \d+ matching therapists/);
  const within = Number(/of (\d+)/.exec((await countText(page).textContent()) ?? "")?.[1]);
  const withinAfter = (await officesNear("M5V")).filter((o) => o.km <= 25).length;
  expect(within).toBeGreaterThanOrEqual(withinBefore);
  expect(within).toBeLessThanOrEqual(withinAfter);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(page.url()).not.toMatch(WHOLE_CODE);
  expect(urls.filter((url) => WHOLE_CODE.test(decodeURIComponent(url)))).toEqual([]);
});

test("without JavaScript, the panel posts and is sent to the URL with M5V only, the nearest offices first", async ({
  browser,
  baseURL,
  app,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL,
    viewport: { width: 375, height: 800 },
  });
  const page = await context.newPage();
  try {
    const urls = requestedUrls(page);
    const offices = await officesNear("M5V");
    await page.goto("/");
    await page.getByLabel("Near (postal code)").fill(TYPED.toLowerCase().replace(" ", ""));
    await page.getByLabel("Distance").selectOption("25");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/\/\?near=M5V&radiusKm=25#directory$/);
    await expect(page.getByLabel("Near (postal code)")).toHaveValue("M5V");
    const within = offices.filter((o) => o.km <= 25);
    await expect(countText(page)).toHaveText(new RegExp(`^Showing 24 of ${within.length} matching therapists`));
    const shown = await cards(page);
    expect(shown.distances).toEqual(within.slice(0, 24).map((o) => aboutKm(o.km)));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // a code that is no postal area is said inline, and the search goes on without it
    await page.getByLabel("Near (postal code)").fill("hello");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page.getByText("Enter a Canadian postal code, such as M5V 2T6.")).toBeVisible();
    await expect(page.getByLabel("Near (postal code)")).toHaveAttribute("aria-invalid", "true");
    // a distance without a postal code is said inline too, as with JavaScript, rather than dropped unsaid
    await page.getByLabel("Near (postal code)").fill("");
    await page.getByLabel("Distance").selectOption("10");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/\/\?radiusKm=10#directory$/);
    await expect(page.getByText("Enter a postal code to search within a distance of it.")).toBeVisible();

    expect(page.url()).not.toMatch(WHOLE_CODE);
    expect(urls.filter((url) => WHOLE_CODE.test(decodeURIComponent(url)))).toEqual([]);
    // the app wrote its lines (every request, at debug), and none holds the code; nor does any table
    await expect.poll(() => app.output()).toMatch(/"route":"\/\?index"|"method":"POST"/);
    expect(app.output()).not.toMatch(WHOLE_CODE);
    expect(await tablesHolding(WHOLE_CODE.source)).toEqual([]);
  } finally {
    await context.close();
  }
});

test("Nearest chosen with the location refused and no postal code or city says what it needs, and a postal code then sorts by it", async ({
  page,
}) => {
  // the browser's location is not granted in a test's context: the page is told it is refused
  await openDirectory(page);
  await page.getByLabel("Sort By").selectOption("nearest");
  await expect(page).toHaveURL(/\/\?sortBy=nearest$/);
  await expect(page.getByText("Enter a postal code to sort by distance from it.")).toBeVisible();
  await page.getByLabel("Near (postal code)").fill("M5V");
  // nearest first is the order a postal code takes by default: the URL says no more
  await expect(page).toHaveURL(/\/\?near=M5V$/);
  await expect(page.getByText("Enter a postal code to sort by distance from it.")).toHaveCount(0);
  expect((await cards(page)).distances.length).toBeGreaterThan(0);
});
