import type { Page } from "@playwright/test";
import { expect, test } from "./app.ts";
import { appQuery } from "./app-database.ts";
import { countText, openDirectory } from "./directory-page.ts";
import { waitForHydration } from "./hydration.ts";
import { signInAs } from "./sign-in.ts";
import { PHONE, withoutScripts } from "./without-scripts.ts";
import { insertOwnListing } from "./own-listing.ts";

// Languages of service in a real browser: a visitor filters the directory by "Session language" French, with
// scripts and without, and every card shown is a listing the app's database says holds sessions in French (and
// says so on the card); the profile names its languages by their own names. A therapist's edit form saves a
// language without scripts (and refuses none inline) and with them.

/** The slugs of approved listings that hold sessions in French. */
async function frenchSlugs(): Promise<Set<string>> {
  const rows = await appQuery<{ slug: string }>(
    `SELECT slug FROM therapists WHERE status = 'approved' AND 'fr' = ANY(languages)`,
  );
  return new Set(rows.map((row) => row.slug));
}

/** Checks the page's results against the database: the count, each card shown, and the card's languages line. */
async function expectOnlyFrench(page: Page) {
  await expect(page.locator("#results [aria-busy=true]")).toHaveCount(0);
  const expected = await frenchSlugs();
  expect(expected.size).toBeGreaterThan(0);
  await expect(countText(page)).toHaveText(new RegExp(`of ${expected.size} matching therapists`));
  const cards = page.locator("#results article");
  const count = await cards.count();
  expect(count).toBe(Math.min(24, expected.size));
  for (let i = 0; i < count; i++) {
    const card = cards.nth(i);
    const slug = ((await card.locator("h3 a").getAttribute("href")) ?? "").replace("/therapists/", "");
    expect(expected, `${slug} holds sessions in French`).toContain(slug);
    await expect(card.locator("p.languages")).toHaveText(/^Sessions (only )?in French\b/);
  }
}

test("with scripts, a visitor picks Session language French: every card shown offers French, and so does its profile", async ({
  page,
}) => {
  const counter = await openDirectory(page);
  const language = page.getByLabel("Session language");
  await language.selectOption("fr");
  await expect(page).toHaveURL(/\/\?language=fr$/);
  await expect(language.locator("option:checked")).toHaveText(`French – Français (${(await frenchSlugs()).size})`);
  await expectOnlyFrench(page);
  expect(counter.documents()).toBe(0);

  await page.locator("#results article h3 a").first().click();
  await expect(page).toHaveURL(/\/therapists\//);
  const line = page.getByTestId("session-languages");
  await expect(line).toContainText("Sessions in:");
  await expect(line).toContainText("French (Français)");
  await expect(line.locator('[lang="fr"]')).toHaveText("Français");
});

test("without scripts, Session language is a plain form field: every card shown offers French", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL,
    viewport: { width: 375, height: 800 },
  });
  const page = await context.newPage();
  try {
    await page.goto("/");
    await page.getByLabel("Session language").selectOption("fr");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/language=fr/);
    await expectOnlyFrench(page);
    // the languages line stays on one line at a phone's width
    const line = page.locator("#results article p.languages").first();
    const box = await line.boundingBox();
    const lineHeight = await line.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
    expect(box!.height).toBeLessThanOrEqual(lineHeight * 1.5);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  } finally {
    await context.close();
  }
});

test("the therapist's edit form saves a language without scripts (none is refused inline) and with them", async ({
  page,
}) => {
  const address = `languages-edit-${Date.now()}@example.com`;
  const origin = await signInAs(page, address, "/therapist/dashboard");
  await insertOwnListing(address, {
    slug: `lang-editor-${Date.now()}`,
    first_name: "Lang",
    last_name: "Editor",
    phone: "416-555-0179",
    license_number: "CRPO-2",
    rate: 150,
  });
  const languagesOf = async () =>
    (await appQuery<{ languages: string[] }>(`SELECT languages FROM therapists WHERE email = $1`, [address]))[0]!
      .languages;
  const group = (p: Page) => p.getByRole("group", { name: "Languages of Sessions" });

  await withoutScripts(
    page,
    async (plain) => {
      await plain.goto(`${origin}/therapist/edit-profile`);
      await expect(group(plain).getByRole("checkbox", { name: /^English/ })).toBeChecked();
      await group(plain)
        .getByRole("checkbox", { name: /^English/ })
        .uncheck();
      await plain.getByRole("button", { name: "Save Changes" }).click();
      await expect(plain.locator("#field-languages-error")).toHaveText(
        "Select at least one language your sessions are held in",
      );
      await expect(group(plain)).toHaveAttribute("aria-describedby", /field-languages-error/);
      expect(await languagesOf()).toEqual(["en"]);

      await group(plain)
        .getByRole("checkbox", { name: /^English/ })
        .check();
      await group(plain)
        .getByRole("checkbox", { name: /^Punjabi/ })
        .check();
      await plain.getByRole("button", { name: "Save Changes" }).click();
      await expect(plain.getByRole("status").filter({ hasText: "Profile Updated" })).toBeVisible();
      expect(await languagesOf()).toEqual(["en", "pa"]);
    },
    { viewport: PHONE },
  );

  await page.goto(`${origin}/therapist/edit-profile`);
  await waitForHydration(page);
  await expect(group(page).getByRole("checkbox", { name: /^Punjabi/ })).toBeChecked();
  await group(page)
    .getByRole("checkbox", { name: /^French/ })
    .check();
  await group(page)
    .getByRole("checkbox", { name: /^Punjabi/ })
    .uncheck();
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Profile Updated").first()).toBeVisible();
  expect(await languagesOf()).toEqual(["en", "fr"]);
});
