import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Page } from "@playwright/test";
import { e2eDataDir, expect, test } from "./app.ts";
import { appQuery } from "./app-database.ts";
import { waitForHydration } from "./hydration.ts";
import { insertOwnListing } from "./own-listing.ts";
import { expectSignedOut, newAddress, signInAs } from "./sign-in.ts";
import { PHONE, withoutScripts } from "./without-scripts.ts";

// A therapist's own data in a real browser: from the dashboard to "Your Data and Account", "Download my data" saves
// their data as a file, and "Delete my account" refuses until their address is typed (the reason at the field),
// then erases the account and signs the browser out: with scripts, and without them at a phone's width. The French
// page is in French.

const REFUSAL = "To delete your account, type the email address you sign in with.";

/** Signs in as a new therapist with an approved listing; the app's origin. */
async function therapistWithListing(page: Page): Promise<{ origin: string; address: string }> {
  const address = newAddress();
  const origin = await signInAs(page, address, "/therapist/dashboard");
  await insertOwnListing(address, { first_name: "Dana", last_name: "Leaving" });
  return { origin, address };
}

/** Clicks "Download my data" and reads the saved file. */
async function downloadData(
  page: Page,
): Promise<{ name: string; data: { account: { email: string }; listings: unknown[] } }> {
  const saved = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download my data" }).click();
  const download = await saved;
  const data = JSON.parse(await readFile((await download.path())!, "utf8"));
  return { name: download.suggestedFilename(), data };
}

const accountsOf = (address: string) => appQuery("SELECT 1 FROM users WHERE email = $1", [address]);
const listingsOf = (address: string) => appQuery("SELECT 1 FROM therapists WHERE email = $1", [address]);

test("downloads the data and deletes the account from the dashboard's link, with scripts", async ({ page }) => {
  const { origin, address } = await therapistWithListing(page);
  await page.goto(`${origin}/therapist/dashboard`);
  await page.getByRole("link", { name: "Download your data or delete your account" }).click();
  await expect(page.getByRole("heading", { name: "Your Data and Account" })).toBeVisible();
  await waitForHydration(page);

  const { name, data } = await downloadData(page);
  expect(name).toMatch(/^my-data-\d{4}-\d\d-\d\d\.json$/);
  expect(data.account.email).toBe(address);
  expect(data.listings).toHaveLength(1);

  const field = page.getByLabel(`To confirm, type your email address (${address})`);
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.getByText(REFUSAL)).toBeVisible();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toBeFocused();
  expect(await accountsOf(address)).toHaveLength(1);

  const id = (await appQuery<{ id: string }>("SELECT id FROM users WHERE email = $1", [address]))[0]?.id ?? "";
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  await field.fill(address);
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.getByRole("heading", { name: "Your account has been deleted" })).toBeVisible();
  await expect(page).toHaveURL(/\/account\/deleted$/);
  await expectSignedOut(page);
  expect(await accountsOf(address)).toHaveLength(0);
  expect(await listingsOf(address)).toHaveLength(0);
  // The worker writes the deletion into the erasure ledger (by id, never served), for a restored backup to replay.
  const entry = path.join(e2eDataDir(), "uploads", "erasures", `account-${id}.json`);
  await expect.poll(() => readFile(entry, "utf8").catch(() => ""), { timeout: 20_000 }).toContain(`"id":"${id}"`);
  expect((await page.request.get(`${origin}/uploads/erasures/account-${id}.json`)).status()).toBe(404);
});

test("downloads the data and deletes the account without JavaScript, at a phone's width", async ({ page }) => {
  const { origin, address } = await therapistWithListing(page);
  await withoutScripts(
    page,
    async (plain) => {
      await plain.goto(`${origin}/account`);
      await expect(plain.getByRole("heading", { name: "Your Data and Account" })).toBeVisible();
      expect(await plain.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      expect((await downloadData(plain)).data.account.email).toBe(address);

      await plain.getByRole("button", { name: "Delete my account" }).click();
      const field = plain.getByLabel(`To confirm, type your email address (${address})`);
      await expect(plain.getByText(REFUSAL)).toBeVisible();
      await expect(field).toHaveAttribute("aria-invalid", "true");
      expect(await accountsOf(address)).toHaveLength(1);

      await field.fill(address);
      await plain.getByRole("button", { name: "Delete my account" }).click();
      await expect(plain.getByRole("heading", { name: "Your account has been deleted" })).toBeVisible();
      await expect(plain).toHaveURL(/\/account\/deleted$/);
      // Signed out: the account page now asks to sign in.
      await plain.goto(`${origin}/account`);
      await expect(plain).toHaveURL(/\/login$/);
    },
    { viewport: PHONE },
  );
  expect(await accountsOf(address)).toHaveLength(0);
  expect(await listingsOf(address)).toHaveLength(0);
});

test("the French page is in French", async ({ page }) => {
  // An account with no listing: one inserted here would stay approved and unindexed for the specs after this one.
  const address = newAddress();
  const origin = await signInAs(page, address, "/therapist/dashboard");
  await page.goto(`${origin}/fr/compte`);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
  await expect(page.getByRole("heading", { name: "Vos données et votre compte" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Télécharger mes données" })).toBeVisible();
  await expect(page.getByLabel(`Pour confirmer, saisissez votre adresse courriel (${address})`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Supprimer mon compte" })).toBeVisible();
  await expect(page.getByText("Un abonnement de mise en vedette actif est annulé immédiatement")).toBeVisible();
});
