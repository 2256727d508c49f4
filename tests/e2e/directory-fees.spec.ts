import type { Page } from "@playwright/test";
import { expect, test } from "./app.ts";
import { appQuery, sendAppJob } from "./app-database.ts";
import { countText, openDirectory } from "./directory-page.ts";

// Searching by cost: a visitor asks for listings that bill Green Shield Canada directly and cost at most $120, with
// scripts and without. Every listing shown is checked against the app's database; a listing whose direct billing
// was confirmed 13 months ago (dates set relative to the database's clock) is not among them.

const INSURER = "Green Shield Canada";
const LAST_NAME = "Quillfeather";
const FILTERED = /maxFee=120&directBilling=Green(%20|\+)Shield(%20|\+)Canada/;

/** Adds an approved listing billed to the insurer, confirmed `age` ago, at $110 a session; its slug. */
async function addListing(firstName: string, age: string): Promise<string> {
  const slug = `${firstName.toLowerCase()}-${LAST_NAME.toLowerCase()}-${Date.now()}`;
  const [row] = await appQuery<{ id: string }>(
    `INSERT INTO therapists (slug, first_name, last_name, email, credentials, specialties, therapy_types, city,
       province, rate, insurance_providers, direct_billing, direct_billing_confirmed_at, status)
     VALUES ($1, $2, $3, $1 || '@example.com', 'M.A., RP', '{Anxiety}', '{CBT}', 'Toronto', 'ON', 110,
       ARRAY[$4, 'Sun Life'], ARRAY[$4], now() - $5::interval, 'approved')
     RETURNING id`,
    [slug, firstName, LAST_NAME, INSURER, age],
  );
  await sendAppJob("index-therapist", { therapistId: row!.id });
  return slug;
}

/** The slugs of approved listings billed to the insurer (confirmed within a year) whose lowest fee is at most $120. */
async function matchingSlugs(): Promise<Set<string>> {
  const rows = await appQuery<{ slug: string }>(
    `SELECT slug FROM therapists
     WHERE status = 'approved' AND $1 = ANY(direct_billing) AND $1 = ANY(insurance_providers)
       AND direct_billing_confirmed_at > now() - interval '365 days'
       AND least(rate, CASE WHEN sliding_scale AND sliding_scale_open THEN sliding_scale_min END) <= 120`,
    [INSURER],
  );
  return new Set(rows.map((row) => row.slug));
}

/** Every result card's slug, once no search is loading. */
async function shownSlugs(page: Page): Promise<string[]> {
  await expect(page.locator("#results [aria-busy=true]")).toHaveCount(0);
  const hrefs = await page
    .locator("#results article h3 a")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  return hrefs.map((href) => href.replace("/therapists/", ""));
}

/** Checks the page's results against the database: the count, and each card shown. */
async function expectOnlyMatches(page: Page) {
  const expected = await matchingSlugs();
  await expect(countText(page)).toHaveText(new RegExp(`of ${expected.size} matching therapists`));
  const shown = await shownSlugs(page);
  expect(shown.length).toBeGreaterThan(0);
  for (const slug of shown) expect(expected, `${slug} matches`).toContain(slug);
}

let fresh = "";
let stale = "";
test.beforeEach(async ({ request }) => {
  if (fresh) return;
  fresh = await addListing("Maren", "30 days");
  stale = await addListing("Tobias", "13 months");
  // both are in the index (found by name), only their claims differ
  await expect(async () => {
    const body = (await (await request.get(`/api/therapists?query=${LAST_NAME}`)).json()) as { total: number };
    expect(body.total).toBe(2);
  }).toPass();
});

test("with scripts, a visitor picks direct billing to Green Shield and up to $120: every listing shown matches", async ({
  page,
}) => {
  const counter = await openDirectory(page);
  const billing = page.getByLabel("Direct billing to");
  await billing.selectOption(INSURER);
  await expect(page).toHaveURL(/\/\?directBilling=Green%20Shield%20Canada$/);
  await expect(billing.locator("option:checked")).toHaveText(/^Green Shield Canada \(\d+\)$/);
  await page.getByLabel("I can pay up to (per session)").selectOption("120");
  await expect(page).toHaveURL(FILTERED);
  await expectOnlyMatches(page);
  await expect(page.getByLabel("I can pay up to (per session)").locator("option:checked")).toHaveText(
    `$120 (${(await matchingSlugs()).size})`,
  );

  await page.getByLabel("Search by name, concern, approach or city").fill(LAST_NAME);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`query=${LAST_NAME}&maxFee=120`));
  await expect(async () => expect(await shownSlugs(page)).toEqual([fresh])).toPass();
  expect(counter.documents()).toBe(0);
});

test("without scripts, the same choices are a plain form: every listing shown matches, the 13-month-old claim does not", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  try {
    await page.goto("/");
    await page.getByLabel("Direct billing to").selectOption(INSURER);
    await page.getByLabel("I can pay up to (per session)").selectOption("120");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(FILTERED);
    await expectOnlyMatches(page);

    await page.getByLabel("Search by name, concern, approach or city").fill(LAST_NAME);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`query=${LAST_NAME}&`));
    expect(await shownSlugs(page)).toEqual([fresh]);
    expect(await shownSlugs(page)).not.toContain(stale);
  } finally {
    await context.close();
  }
});
