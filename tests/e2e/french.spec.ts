import type { Browser } from "@playwright/test";
import { expect, test } from "./app.ts";
import { waitForHydration } from "./hydration.ts";
import { clickBelowServedCards } from "./directory-page.ts";

// The language switch on a 375 px screen, with JavaScript on and off: from the English pricing page to its French
// twin and back, the query string kept; then, in French, a link to another French page, and one to a page that
// has no French twin yet (the page, its words and <html lang> change together).

const SMALL = { width: 375, height: 800 };

async function open(browser: Browser, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ viewport: SMALL, javaScriptEnabled });
  const page = await context.newPage();
  return { context, page };
}

for (const javaScript of [true, false]) {
  test(`the switch goes from /pricing to /fr/tarifs and back, query kept (JavaScript ${javaScript ? "on" : "off"})`, async ({
    browser,
  }) => {
    const { context, page } = await open(browser, javaScript);
    await page.goto("/pricing?ref=newsletter");
    if (javaScript) await waitForHydration(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-CA");

    await page.getByRole("link", { name: "Cette page en français" }).click();
    await expect(page).toHaveURL(/\/fr\/tarifs\?ref=newsletter$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Des tarifs simples pour les thérapeutes");
    await expect(page.locator("main")).toContainText(/9,99\s\$\s*par mois/);
    await expect(page.locator("footer")).toContainText("Si vous êtes en danger immédiat");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    if (javaScript) await waitForHydration(page);
    await page.getByRole("link", { name: "This page in English" }).click();
    await expect(page).toHaveURL(/\/pricing\?ref=newsletter$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-CA");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Simple pricing for therapists");
    await context.close();
  });

  test(`French pages link to French pages (JavaScript ${javaScript ? "on" : "off"})`, async ({ browser }) => {
    const { context, page } = await open(browser, javaScript);
    const errors: string[] = [];
    page.on("console", (message) => void (message.type() === "error" && errors.push(message.text())));
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto("/fr/tarifs");
    if (javaScript) await waitForHydration(page);
    let documents = 0;
    page.on("request", (request) => void (request.resourceType() === "document" && documents++));
    await page.locator("footer").getByRole("link", { name: "Nous joindre" }).click();
    await expect(page).toHaveURL(/\/fr\/nous-joindre$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nous joindre");
    await expect(page.getByRole("heading", { name: "En crise? Obtenez de l’aide maintenant" })).toBeVisible();

    const nav = page.getByRole("navigation", { name: "Navigation principale" });
    await nav.getByText("Menu").click();
    await nav.getByRole("link", { name: "Blogue" }).click();
    await expect(page).toHaveURL(/\/fr\/blogue$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blogue sur la santé mentale");

    // below the blog's cards, served as such without scripts
    await clickBelowServedCards(page.locator("footer").getByRole("link", { name: "S’inscrire comme thérapeute" }));
    await expect(page).toHaveURL(/\/fr\/therapeute\/inscription$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Inscrire votre pratique");

    await nav.getByRole("link", { name: "Répertoire canadien des thérapeutes", exact: true }).click();
    await expect(page).toHaveURL(/\/fr$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
    await expect(page.locator("footer")).toContainText("Un service de répertoire seulement");
    // the French home's switch leads to its English twin
    await expect(page.locator("a.language-switch")).toHaveAttribute("href", "/");
    // with JavaScript all four are client navigations (the English words come with the root's data), without it pages
    expect(documents).toBe(javaScript ? 0 : 4);
    expect(errors).toEqual([]);
    await context.close();
  });
}
