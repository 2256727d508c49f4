import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect, test } from "./app.ts";
import { appQuery, sendAppJob } from "./app-database.ts";
import { waitForHydration } from "./hydration.ts";

// What a session costs, shown: the directory card's one cost line (clamped to one line on a phone, the whole text
// in its title) and the profile's Insurance tab, for two demo listings given fees and coverage here. One confirmed
// its direct billing 10 days ago; the other 13 months ago, so neither its card nor its profile claims direct
// billing (its insurers stay listed). The dates are set against the app's own clock (the database's now()). At a
// phone's width, with JavaScript and without.

type Listing = { id: string; slug: string; name: string; confirmed: Date };
const listings: { current?: Listing; aged?: Listing } = {};
const INSURERS = ["Green Shield Canada", "Sun Life", "Manulife"];
const CURRENT_LINE =
  "$140 / 50 min · Sliding scale from $80 · Free 15-min consult · Direct billing: Green Shield Canada, Sun Life";
const AGED_LINE = "$120 / 60 min · Free 20-min consult";
const shortDate = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** Gives a demo listing these fees and coverage, confirmed `age` ago (a PostgreSQL interval), and reindexes it. */
async function stateFees(offset: number, fees: string, age: string): Promise<Listing> {
  const [row] = await appQuery<{ id: string; slug: string; name: string; confirmed: Date }>(
    `UPDATE therapists t SET ${fees}, insurance_providers = $1, direct_billing = $2,
       direct_billing_confirmed_at = now() - $3::interval
     WHERE t.id = (SELECT id FROM therapists WHERE status = 'approved' AND user_id IS NULL AND NOT is_featured
                   ORDER BY slug DESC OFFSET $4 LIMIT 1)
     RETURNING t.id, t.slug, t.first_name || ' ' || t.last_name AS name, t.direct_billing_confirmed_at AS confirmed`,
    [INSURERS, INSURERS.slice(0, 2), age, offset],
  );
  await sendAppJob("index-therapist", { therapistId: row!.id });
  return row!;
}

/** Waits until the search index answers the listing's card with its new fees. */
async function indexed(request: APIRequestContext, listing: Listing, rate: number) {
  await expect
    .poll(async () => {
      const answer = await request.get(`/api/therapists?query=${encodeURIComponent(listing.name)}&limit=50`);
      const { therapists } = (await answer.json()) as { therapists: { id: string; rate: number | null }[] };
      return therapists.find((card) => card.id === listing.id)?.rate;
    })
    .toBe(rate);
}

test.use({ viewport: { width: 375, height: 800 } });

/** Both listings given their fees once per worker app, and reindexed (the app's address is a test fixture: beforeAll has none). */
async function prepare(request: APIRequestContext) {
  if (listings.current && listings.aged) return;
  listings.current = await stateFees(
    3,
    `rate = 140, session_minutes = 50, couples_fee = 180, sliding_scale = true, sliding_scale_min = 80,
     sliding_scale_open = true, free_consultation_minutes = 15, receipt_designation = 'RP'`,
    "10 days",
  );
  listings.aged = await stateFees(
    4,
    `rate = 120, session_minutes = 60, couples_fee = NULL, sliding_scale = true, sliding_scale_min = 70,
     sliding_scale_open = false, free_consultation_minutes = 20, receipt_designation = 'RSW'`,
    "13 months",
  );
  await indexed(request, listings.current, 140);
  await indexed(request, listings.aged, 120);
}

/** The listing's card on the directory's answer to a search by its name. */
async function cardOf(page: Page, listing: Listing): Promise<Locator> {
  await page.goto(`/?query=${encodeURIComponent(listing.name)}`);
  const card = page.locator("#results article").filter({ has: page.locator(`a[href="/therapists/${listing.slug}"]`) });
  await card.scrollIntoViewIfNeeded();
  await expect(card).toBeVisible();
  return card;
}

/** The cost line holds one line on a phone, its whole text in the page and in its title. */
async function expectOneLine(line: Locator, text: string) {
  await expect(line).toHaveText(text);
  await expect(line).toHaveAttribute("title", text);
  const box = await line.evaluate((el) => ({
    height: el.getBoundingClientRect().height,
    lineHeight: parseFloat(getComputedStyle(el).lineHeight),
    overflows: el.scrollHeight > el.clientHeight,
  }));
  expect(box.height).toBeLessThan(box.lineHeight * 1.5);
  return box.overflows;
}

/** From the card to the profile (its name's link), then its Insurance tab (a link without JavaScript). */
async function openInsurance(page: Page, card: Locator, listing: Listing, scripts: boolean) {
  await card.getByRole("link", { name: listing.name }).click();
  await expect(page).toHaveURL(new RegExp(`/therapists/${listing.slug}$`));
  if (scripts) await waitForHydration(page);
  await page.getByRole("tablist", { name: "Profile details" }).getByRole("tab", { name: "Insurance" }).click();
  await expect(page).toHaveURL(new RegExp(`/therapists/${listing.slug}\\?tab=insurance$`));
  return page.getByRole("tabpanel", { name: "Insurance" });
}

async function visit(page: Page, scripts: boolean) {
  const { current, aged } = listings as Required<typeof listings>;
  const currentCard = await cardOf(page, current);
  if (scripts) await waitForHydration(page);
  expect(await expectOneLine(currentCard.locator("p.cost"), CURRENT_LINE)).toBe(true);
  const tab = await openInsurance(page, currentCard, current, scripts);
  await expect(tab.getByText("Individual Session (50 min)")).toBeVisible();
  await expect(tab.getByText("$140", { exact: true })).toBeVisible();
  await expect(tab.getByText("$180", { exact: true })).toBeVisible();
  for (const text of ["Sliding scale from $80", "Free 15-minute consultation", "Receipts name RP"])
    await expect(tab.getByRole("listitem").filter({ hasText: text })).toBeVisible();
  await expect(tab.getByText(/registered psychotherapist is exempt from GST\/HST/)).toBeVisible();
  const billed = `Direct billing · confirmed ${shortDate.format(current.confirmed)}`;
  for (const insurer of INSURERS.slice(0, 2))
    await expect(tab.getByRole("listitem").filter({ hasText: insurer })).toContainText(billed);
  await expect(tab.getByRole("listitem").filter({ hasText: "Manulife" })).not.toContainText("Direct billing");
  await expect(tab.getByRole("heading", { name: "How to use your benefits" })).toBeVisible();

  const agedCard = await cardOf(page, aged);
  expect(await expectOneLine(agedCard.locator("p.cost"), AGED_LINE)).toBe(false);
  await expect(agedCard).not.toContainText("Direct billing");
  const agedTab = await openInsurance(page, agedCard, aged, scripts);
  for (const insurer of INSURERS)
    await expect(agedTab.getByRole("listitem").filter({ hasText: insurer })).toBeVisible();
  await expect(agedTab).not.toContainText("Direct billing ·");
  await expect(agedTab.getByText("Sliding scale from $70: no spots open at the moment")).toBeVisible();
  await expect(agedTab.getByText("Individual Session (60 min)")).toBeVisible();
  await expect(agedTab).not.toContainText("GST/HST");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

test("with JavaScript, the card's cost line and the Insurance tab; a 13-month-old confirmation claims nothing", async ({
  page,
  request,
}) => {
  await prepare(request);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await visit(page, true);
  expect(errors).toEqual([]);
});

test("without JavaScript, the same card line and Insurance tab", async ({ browser, request }) => {
  await prepare(request);
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
  try {
    await visit(await context.newPage(), false);
  } finally {
    await context.close();
  }
});
