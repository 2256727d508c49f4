import type { Page } from "@playwright/test";
import { expect, test } from "./app.ts";
import { appQuery } from "./app-database.ts";
import { openDirectory } from "./directory-page.ts";
import { waitForHydration } from "./hydration.ts";
import { signInAs } from "./sign-in.ts";
import { PHONE, withoutScripts } from "./without-scripts.ts";
import { insertOwnListing } from "./own-listing.ts";

// Identity, populations and access in a real browser. A therapist states "Black" with consent in their editor and
// their listing is found by the directory's "Therapist identity" filter; they untick consent and, within seconds,
// the listing leaves the filter and the profile no longer names it: with scripts, and without them at a phone's
// width. There the "Works with" and "Access" filters are plain form fields whose cards match the app's database.

const BIO = "I work with adults and teens facing anxiety, grief and stress, in person and online. ".repeat(2);

/** An approved listing for a signed-in therapist, with a last name no other listing has; not yet indexed. */
async function ownListing(page: Page, lastName: string) {
  const address = `fit-${lastName.toLowerCase()}-${Date.now()}@example.com`;
  const origin = await signInAs(page, address, "/therapist/dashboard");
  const slug = `fit-${lastName.toLowerCase()}-${Date.now()}`;
  await insertOwnListing(address, {
    slug,
    first_name: "Ama",
    last_name: lastName,
    phone: "416-555-0181",
    license_number: "CRPO-3",
    bio: BIO,
  });
  return { origin, slug, address };
}

const identityGroup = (page: Page) => page.getByRole("group", { name: "Your Identity (optional)" });
const consentBox = (page: Page) => page.getByRole("checkbox", { name: /^I consent to showing the identity/ });

/** The editor: tick Black and consent, or untick consent; saved. */
async function saveIdentity(page: Page, consent: boolean) {
  if (consent) {
    await identityGroup(page).getByRole("checkbox", { name: "Black", exact: true }).check();
    await consentBox(page).check();
  } else {
    await expect(consentBox(page)).toBeChecked();
    await consentBox(page).uncheck();
  }
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Profile Updated").first()).toBeVisible();
}

const cardsNamed = (page: Page, lastName: string) => page.locator("#results article h3").filter({ hasText: lastName });

/** The directory filtered by Therapist identity: Black (the select; then Apply filters without scripts). */
async function filterByBlack(page: Page, scripts: boolean) {
  if (!scripts) {
    await page.goto("/");
    await page.getByLabel("Therapist identity").selectOption("black");
    await page.getByRole("button", { name: "Apply filters" }).click();
  } else {
    const counter = await openDirectory(page);
    await page.getByLabel("Therapist identity").selectOption("black");
    await expect(page).toHaveURL(/identity=black/);
    expect(counter.documents(), "a client navigation, no page load").toBe(0);
  }
  await expect(page).toHaveURL(/identity=black/);
  await expect(page.locator("#results [aria-busy=true]")).toHaveCount(0);
}

/** Whether the listing is, or is no longer, under Black: once the index job has run (within seconds), in the panel. */
async function expectUnderBlack(page: Page, lastName: string, scripts: boolean, shown: boolean) {
  await expect
    .poll(async () => {
      const answer = await page.request.get(`/api/therapists?query=${lastName}&identity=black`);
      return ((await answer.json()) as { total: number }).total;
    })
    .toBe(shown ? 1 : 0);
  await filterByBlack(page, scripts);
  await expect(cardsNamed(page, lastName)).toHaveCount(shown ? 1 : 0);
}

const consentedAt = async (address: string) =>
  (
    await appQuery<{ identity: string[]; at: Date | null }>(
      `SELECT identity, identity_consent_at AS at FROM therapists WHERE email = $1`,
      [address],
    )
  )[0]!;

test("with scripts, a therapist states Black with consent, then withdraws it: the listing leaves the identity filter", async ({
  page,
}) => {
  const lastName = "Okonkwofit";
  const { origin, slug, address } = await ownListing(page, lastName);
  await page.goto(`${origin}/therapist/edit-profile`);
  await waitForHydration(page);
  await expect(identityGroup(page)).toContainText("shown on your public profile");
  await saveIdentity(page, true);
  expect(await consentedAt(address)).toMatchObject({ identity: ["black"], at: expect.any(Date) });
  await expectUnderBlack(page, lastName, true, true);
  await expect(page.getByLabel("Therapist identity").locator("option:checked")).toHaveText(/^Black \(\d+\)$/);
  await page.goto(`/therapists/${slug}`);
  await expect(page.getByTestId("fit-identity")).toHaveText("Identity (self-described): Black");

  await page.goto(`${origin}/therapist/edit-profile`);
  await waitForHydration(page);
  await saveIdentity(page, false);
  expect(await consentedAt(address)).toEqual({ identity: [], at: null });
  await expectUnderBlack(page, lastName, true, false);
  await page.goto(`/therapists/${slug}`);
  await expect(page.getByTestId("fit-identity")).toHaveCount(0);
});

test("with scripts, the editor shows what a withdrawal saved: the erased identity's boxes unticked, without a reload", async ({
  page,
}) => {
  const lastName = "Asantefit";
  const { origin, address } = await ownListing(page, lastName);
  await page.goto(`${origin}/therapist/edit-profile`);
  await waitForHydration(page);
  await saveIdentity(page, true);
  expect(await consentedAt(address)).toMatchObject({ identity: ["black"], at: expect.any(Date) });
  const black = identityGroup(page).getByRole("checkbox", { name: "Black", exact: true });
  await expect(black).toBeChecked();

  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(request.url());
  });
  /** Presses Save Changes and waits for the saved answer and the page's data reloaded after it. */
  const save = async () => {
    const saved = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/edit-profile"));
    const reloaded = page.waitForResponse((r) => r.request().method() === "GET" && r.url().includes(".data"));
    await page.getByRole("button", { name: "Save Changes" }).click();
    expect((await saved).status()).toBe(200);
    await reloaded;
  };
  await consentBox(page).uncheck();
  await save();
  expect(await consentedAt(address)).toEqual({ identity: [], at: null });
  await expect(black).not.toBeChecked();
  await expect(consentBox(page)).not.toBeChecked();

  // Consent given again, with the boxes as the form now shows them, publishes no identity.
  await consentBox(page).check();
  await save();
  expect((await consentedAt(address)).identity).toEqual([]);
  expect(documents, "the fetcher saved: no page load").toEqual([]);
});

test("without scripts at 375 px, the same withdrawal, and the Works with and Access filters are plain form fields", async ({
  page,
  baseURL,
}) => {
  const lastName = "Mensahfit";
  const { origin, address } = await ownListing(page, lastName);
  await withoutScripts(
    page,
    async (plain) => {
      await plain.goto(`${origin}/therapist/edit-profile`);
      // ticked without consent: refused inline, nothing stored
      await identityGroup(plain).getByRole("checkbox", { name: "Black", exact: true }).check();
      await plain.getByRole("button", { name: "Save Changes" }).click();
      await expect(plain.locator("#field-identityConsent-error")).toHaveText(
        "Tick the consent box to show these on your profile, or untick them",
      );
      expect((await consentedAt(address)).identity).toEqual([]);
      await saveIdentity(plain, true);
      await plain.goto(`${baseURL}/`);
      await expectUnderBlack(plain, lastName, false, true);

      await plain.goto(`${origin}/therapist/edit-profile`);
      await saveIdentity(plain, false);
      expect(await consentedAt(address)).toEqual({ identity: [], at: null });
      await expectUnderBlack(plain, lastName, false, false);

      // the other two filters, chosen together and applied
      await plain.goto(`${baseURL}/`);
      await plain.getByLabel("Works with").selectOption("teens");
      await plain.getByLabel("Access", { exact: true }).selectOption("evening-hours");
      await plain.getByRole("button", { name: "Apply filters" }).click();
      await expect(plain).toHaveURL(/population=teens/);
      await expect(plain).toHaveURL(/access=evening-hours/);
      const rows = await appQuery<{ slug: string }>(
        `SELECT slug FROM therapists WHERE status = 'approved' AND 'teens' = ANY(populations)
           AND 'evening-hours' = ANY(access)`,
      );
      expect(rows.length).toBeGreaterThan(0);
      await expect(plain.locator("#results [role=status]")).toHaveText(new RegExp(`of ${rows.length} matching`));
      const slugs = new Set(rows.map((row) => row.slug));
      const links = await plain
        .locator("#results article h3 a")
        .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
      expect(links.length).toBe(Math.min(24, rows.length));
      for (const href of links) expect(slugs).toContain((href ?? "").replace("/therapists/", ""));
      expect(await plain.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    },
    { viewport: PHONE },
  );
});

test("Save Changes keeps the keyboard focus after a save that starts the profile form over", async ({ page }) => {
  const { origin } = await ownListing(page, "Keyfocus");
  await page.goto(`${origin}/therapist/edit-profile`);
  await waitForHydration(page);
  await page.getByLabel(/^Phone/).fill("416-555-0199");
  const saveButton = page.getByRole("button", { name: "Save Changes" });
  await saveButton.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Your changes are live in the directory.")).toBeVisible();
  await expect(page.getByLabel(/^Phone/)).toHaveValue("416-555-0199");
  await expect(saveButton).toBeFocused();
});
