import type { Page } from "@playwright/test";
import { appOrigin, expect, test } from "./app.ts";
import { appQuery } from "./app-database.ts";
import { waitForHydration } from "./hydration.ts";
import { linkSentTo, SCRIPTS, sentCount } from "./sign-in.ts";
import { PHONE, withoutScripts } from "./without-scripts.ts";
import { insertOwnListing } from "./own-listing.ts";

// A therapist in French at a phone's width: asks for a sign-in link on /fr/connexion, whose email opens the
// French link page, lands on the French dashboard (no listing yet: 'Aucun profil pour l’instant'), and once listed
// confirms the availability with scripts ('Toujours exact', the French toast) and closes a message without them
// (the server's French answer).

const DASHBOARD = "/fr/therapeute/tableau-de-bord";

test.use({ viewport: { width: 375, height: 800 } });

async function expectNoSideways(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

const stateOf = async (name: string) =>
  (await appQuery<{ state: string }>("SELECT state FROM contact_inquiries WHERE name = $1", [name]))[0]?.state;

test("signs in from /fr/connexion and uses the French dashboard, with scripts and without", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const address = `fr-tableau-${Date.now()}@example.com`;
  const before = await sentCount(address);
  await page.goto(`${appOrigin()}/fr/connexion`);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
  await page.getByLabel("Adresse courriel").fill(address);
  await page.getByRole("button", { name: "Recevoir le lien magique" }).click();
  await expect(page.getByRole("heading", { name: "Consultez vos courriels" })).toBeVisible();

  // The email asked for in French opens the French link page, which signs in and goes on to the French dashboard.
  const link = await linkSentTo(address, before);
  expect(new URL(link).pathname).toBe("/fr/connexion/verifier");
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Connexion réussie!" })).toBeVisible(SCRIPTS);
  await expect(page).toHaveURL(new RegExp(`${DASHBOARD}$`), SCRIPTS);
  await expect(page.getByRole("heading", { name: "Aucun profil pour l’instant" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Créer votre profil" })).toHaveAttribute(
    "href",
    "/fr/therapeute/inscription",
  );

  const slug = `camille-roy-${Date.now()}`;
  const listing = await insertOwnListing(address, {
    slug,
    first_name: "Camille",
    last_name: "Roy",
    phone: "613-555-0111",
    license_number: "CRPO-7",
    city: "Ottawa",
    bio: "I help adults with anxiety, and you will find that the work is practical: we start with what matters to you.",
    insurance_providers: [],
    accepting_clients: "yes",
    availability_confirmed_at: new Date(Date.now() - 40 * 24 * 3600 * 1000),
  });
  for (const name of ["Sacha Bélanger", "Noa Tremblay"])
    await appQuery(
      "INSERT INTO contact_inquiries (therapist_id, name, email, message, language) VALUES ($1, $2, $3, $4, 'fr')",
      [listing.id, name, "visiteur@example.org", "Bonjour, acceptez-vous de nouveaux clients?"],
    );
  await appQuery(
    "INSERT INTO contact_inquiries (therapist_id, name, email, message, language) VALUES ($1, $2, $3, $4, 'fr')",
    [
      listing.id,
      "Alex Smith",
      "visitor@example.org",
      "Hello, are you taking new clients? I would like to book a time.",
    ],
  );

  // With scripts: "Toujours exact" confirms the availability, told by a French toast and the page.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Mon profil de thérapeute" })).toBeVisible();
  await expect(page.getByText("Accepte de nouveaux clients · confirmée il y a 1 mois")).toBeVisible();
  await expect(page.getByText("Les visiteurs voient « Disponibilités non confirmées récemment »")).toBeVisible();
  await expect(page.getByRole("link", { name: "Modifier le profil" })).toHaveAttribute(
    "href",
    "/fr/therapeute/modifier-le-profil",
  );
  // the therapist's English bio and a visitor's English message are marked English on the French page
  await expect(page.getByText("I help adults with anxiety", { exact: false })).toHaveAttribute("lang", "en-CA");
  await expect(page.getByText("Hello, are you taking new clients?", { exact: false })).toHaveAttribute("lang", "en-CA");
  await expect(page.getByText("Bonjour, acceptez-vous de nouveaux clients?").first()).not.toHaveAttribute("lang");
  await waitForHydration(page);
  await expectNoSideways(page);
  await page.getByRole("button", { name: "Toujours exact" }).click();
  await expect(page.getByText("Disponibilités confirmées").first()).toBeVisible();
  await expect(page.getByText("Accepte de nouveaux clients · confirmée aujourd’hui").first()).toBeVisible();
  // shown at the top too, said once (by its toast: with scripts the line is no live region)
  const line = page.locator("main p[tabindex='-1']").filter({ hasText: "Disponibilités confirmées :" });
  await expect(line).toBeVisible();
  await expect(line).not.toHaveAttribute("role");
  expect(errors).toEqual([]);

  // Without scripts: "Marquer comme répondu" is a plain form post; the server answers in French.
  await withoutScripts(
    page,
    async (plain) => {
      await plain.goto(`${new URL(link).origin}${DASHBOARD}`);
      await expect(plain.locator("html")).toHaveAttribute("lang", "fr-CA");
      await expect(plain.getByRole("heading", { name: "Messages", exact: true })).toBeVisible();
      await expectNoSideways(plain);
      await plain.getByRole("button", { name: "Marquer comme répondu : message de Sacha Bélanger" }).click();
      await expect(
        plain.getByRole("status").filter({ hasText: "Message mis à jour : Marqué comme répondu." }),
      ).toBeVisible();
      expect(await stateOf("Sacha Bélanger")).toBe("replied");
      await expect(plain.getByRole("button", { name: /message de Sacha Bélanger/ })).toHaveCount(0);
      await expect(
        plain.getByRole("button", { name: "Fermer (aucune réponse nécessaire) : message de Noa Tremblay" }),
      ).toBeVisible();
      await expectNoSideways(plain);
    },
    { viewport: PHONE },
  );
});
