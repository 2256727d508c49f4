import type { Page } from "@playwright/test";
import { FRENCH_VALUE_NAMES } from "../../app/reference/french-value-names.ts";
import { expect, test } from "./app.ts";
import { waitForHydration } from "./hydration.ts";

// The French filter panel names every specialty, therapy type and insurer in French. The page carries the French names of
// the values it lists; with JavaScript, the names of all the others (a script of their own) arrive with the rest of
// the values once the panel comes into view, never with the page itself; without it, "every option" asks the page.

const NAMES_SCRIPT = /french-value-names-[\w-]+\.js$/;

/** Each option of a select but its "all" one, as shown: its value and its text. */
async function options(page: Page, select: string) {
  return page
    .locator(`${select} option:not([value=""])`)
    .evaluateAll((all) => all.map((o) => ({ value: (o as HTMLOptionElement).value, text: o.textContent ?? "" })));
}

/** Every option reads as the value's French name (the value itself when it has none) and its count. */
function expectFrench(shown: { value: string; text: string }[]) {
  for (const { value, text } of shown)
    expect(text).toMatch(new RegExp(`^${escape(FRENCH_VALUE_NAMES[value] ?? value)} \\(\\d+\\)$`));
  expect(
    shown.some(({ value }) => FRENCH_VALUE_NAMES[value] !== undefined && FRENCH_VALUE_NAMES[value] !== value),
  ).toBe(true);
}
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

test("with JavaScript, /fr names the page's options in French, and all the others once the panel is in view", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => void (request.resourceType() === "script" && scripts.push(request.url())));
  await page.goto("/fr");
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  const first = await options(page, "#filter-specialty");
  expect(first.length).toBeLessThanOrEqual(7);
  expectFrench(first);
  expectFrench(await options(page, "#filter-issue"));
  expectFrench(await options(page, "#filter-directBilling"));
  expect(scripts.filter((url) => NAMES_SCRIPT.test(url))).toEqual([]);

  await page.locator("#filter-specialty").scrollIntoViewIfNeeded();
  await expect.poll(async () => (await options(page, "#filter-specialty")).length).toBeGreaterThan(first.length);
  expectFrench(await options(page, "#filter-specialty"));
  expectFrench(await options(page, "#filter-therapyType"));
  expectFrench(await options(page, "#filter-directBilling"));
  expect(scripts.filter((url) => NAMES_SCRIPT.test(url))).toHaveLength(1);

  // a value the page did not list, chosen: the next page names it too (the server sends the chosen value's name)
  const rare = (await options(page, "#filter-specialty")).find(({ value }) => !first.some((o) => o.value === value))!;
  await page.locator("#filter-specialty").selectOption(rare.value);
  await expect.poll(() => new URL(page.url()).searchParams.get("specialty")).toBe(rare.value);
  await expect(page.locator("#filter-specialty option:checked")).toHaveText(
    new RegExp(`^${escape(FRENCH_VALUE_NAMES[rare.value] ?? rare.value)} \\(\\d+\\)$`),
  );
});

test("with JavaScript, /fr lists the other values only once their French names are here, even when they come last", async ({
  page,
}) => {
  // the names' script answers after the values: meanwhile the panel keeps the page's values, named in French
  let release = () => {};
  const namesHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route(NAMES_SCRIPT, async (route) => {
    await namesHeld;
    await route.continue().catch(() => undefined);
  });
  await page.goto("/fr");
  await waitForHydration(page);
  const first = await options(page, "#filter-specialty");
  const values = page.waitForResponse((response) => /\/api\/therapists\?.*limit=1/.test(response.url()));
  await page.locator("#filter-specialty").scrollIntoViewIfNeeded();
  await values;
  // the values' answer drawn (a frame or two), the names still held
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  expect(await options(page, "#filter-specialty")).toEqual(first);
  release();
  await expect.poll(async () => (await options(page, "#filter-specialty")).length).toBeGreaterThan(first.length);
  expectFrench(await options(page, "#filter-specialty"));
  expectFrench(await options(page, "#filter-therapyType"));
});

test("without JavaScript, every option of /fr is named in French once the page is asked for all of them", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/fr");
  const first = await options(page, "#filter-specialty");
  expectFrench(first);
  await page.getByRole("link", { name: "Afficher toutes les options de filtre" }).click();
  await expect(page).toHaveURL(/\/fr\?options=all#directory$/);
  const all = await options(page, "#filter-specialty");
  expect(all.length).toBeGreaterThan(first.length);
  expectFrench(all);
  expectFrench(await options(page, "#filter-therapyType"));
  await context.close();
});
