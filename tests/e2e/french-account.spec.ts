import type { Page } from "@playwright/test";
import { appOrigin, expect, test } from "./app.ts";
import { appQuery } from "./app-database.ts";
import { waitForHydration } from "./hydration.ts";
import { linkSentTo, SCRIPTS, sentCount } from "./sign-in.ts";
import { PHONE, withoutScripts } from "./without-scripts.ts";
import { insertOwnListing } from "./own-listing.ts";

// A therapist in French at a phone's width: asks for a sign-in link on /fr/connexion, opens it on the French link
// page, comes back to the French profile editor, and saves a field with scripts (the French toast, and the
// browser's check in French) and without them (the server's answer in French).

const EDITOR = "/fr/therapeute/modifier-le-profil";
const BIO = "J’accompagne les adultes aux prises avec l’anxiété et le stress, en personne et en ligne. ".repeat(2);

test.use({ viewport: { width: 375, height: 800 } });

const phoneOf = async (email: string) =>
  (await appQuery<{ phone: string }>("SELECT phone FROM therapists WHERE email = $1", [email]))[0]?.phone;

async function expectNoSideways(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

test("signs in from /fr/connexion and saves the profile in French, with scripts and without", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const address = `fr-compte-${Date.now()}@example.com`;
  const before = await sentCount(address);
  await page.goto(`${appOrigin()}/api/login?returnTo=${encodeURIComponent(EDITOR)}`);
  await expect(page).toHaveURL(/\/fr\/connexion$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
  await expect(page.getByRole("heading", { name: "Connexion" })).toBeVisible();
  await page.getByLabel("Adresse courriel").fill(address);
  await page.getByRole("button", { name: "Recevoir le lien magique" }).click();
  await expect(page.getByRole("heading", { name: "Consultez vos courriels" })).toBeVisible();
  await expect(page.getByText(address)).toBeVisible();

  // The French link page (the address a French sign-in email links to) signs in and goes back to the editor.
  const link = new URL(await linkSentTo(address, before));
  const origin = link.origin;
  await page.goto(`${origin}/fr/connexion/verifier${link.search}`);
  await expect(page.getByRole("heading", { name: "Connexion réussie!" })).toBeVisible(SCRIPTS);
  await expect(page).toHaveURL(new RegExp(`${EDITOR}$`), SCRIPTS);
  await expect(page.getByRole("heading", { name: "Profil introuvable" })).toBeVisible();

  await insertOwnListing(address, {
    slug: `elise-tremblay-${Date.now()}`,
    first_name: "Élise",
    last_name: "Tremblay",
    phone: "613-555-0101",
    license_number: "CRPO-2",
    city: "Ottawa",
    bio: BIO,
    insurance_providers: ["Sun Life"],
  });

  // With scripts: the browser's check refuses an empty phone in French, then a new number saves.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Modifier le profil" })).toBeVisible();
  await waitForHydration(page);
  const phone = page.getByRole("textbox", { name: "Téléphone", exact: true });
  await phone.fill("");
  await page.getByRole("button", { name: "Enregistrer les changements" }).click();
  await expect(page.getByText("Formulaire à corriger")).toBeVisible();
  await expect(page.locator("#field-phone-error")).toHaveText("Veuillez remplir le champ « Téléphone »");
  await phone.fill("613-555-0102");
  await expectNoSideways(page);
  await page.getByRole("button", { name: "Enregistrer les changements" }).click();
  await expect(page.getByText("Profil mis à jour").first()).toBeVisible();
  await expect(page.getByText("Vos changements sont en ligne dans le répertoire.")).toBeVisible();
  await expect.poll(() => phoneOf(address)).toBe("613-555-0102");

  // The photo's refusals in French: the browser's (a text file), then the server's (a text file sent as a PNG).
  const photo = page.locator("input[type=file]");
  const refusal = "Ce fichier n’est pas une image JPG, PNG, GIF ou WebP.";
  // in a toast that goes, and under the control, where it stays
  const wrongType = page.locator("[data-description]").filter({ hasText: refusal });
  await photo.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
  await expect(page.getByText("Échec du téléversement de la photo")).toBeVisible();
  await expect(wrongType).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: refusal })).toBeVisible();
  await expect(wrongType).toBeHidden({ timeout: 15_000 });
  await photo.setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("hello") });
  await expect(wrongType).toBeVisible();
  await expect(page.getByText("That file is not a JPG, PNG, GIF or WebP image.")).toHaveCount(0);
  expect(errors).toEqual([]);

  // Without scripts: the server answers in French, a refusal inline and a save as a status line.
  await withoutScripts(
    page,
    async (plain) => {
      await plain.goto(`${origin}${EDITOR}`);
      await expect(plain.getByRole("heading", { name: "Modifier le profil" })).toBeVisible();
      await expect(plain.getByRole("group", { name: "Facturation directe" })).toBeVisible();
      await plain.getByLabel("Tarif d’une séance individuelle ($ CA)").fill("-5");
      await plain.getByRole("button", { name: "Enregistrer les changements" }).click();
      await expect(plain.locator("#field-rate-error")).toHaveText("Le champ « Tarif » ne peut pas être négatif");
      // the refusal is read first: it takes the focus as the page loads
      await expect(plain.getByRole("alert").filter({ hasText: /^Échec de la mise à jour/ })).toBeFocused();
      await plain.getByLabel("Tarif d’une séance individuelle ($ CA)").fill("150");
      await plain.getByRole("textbox", { name: "Téléphone", exact: true }).fill("613-555-0103");
      await expectNoSideways(plain);
      await plain.getByRole("button", { name: "Enregistrer les changements" }).click();
      await expect(plain.getByRole("status").filter({ hasText: "Profil mis à jour" })).toBeFocused();
      expect(await phoneOf(address)).toBe("613-555-0103");
    },
    { viewport: PHONE },
  );
});
