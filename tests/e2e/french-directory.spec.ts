import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./app.ts";
import { waitForHydration } from "./hydration.ts";

// The directory in French on a 375 px screen, with JavaScript on and off: from /fr, "Services en français" in one
// click, a search for "anxiete" (French words, accents optional), a filter, the results in French (counts, cards'
// cost lines and availability), a page of results, and a card's link to the therapist's French profile.

const SMALL = { width: 375, height: 800 };
const countText = (page: Page) => page.locator("#results [role=status]");

async function open(browser: Browser, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ viewport: SMALL, javaScriptEnabled });
  const page = await context.newPage();
  return { context, page };
}

for (const javaScript of [true, false]) {
  test(`on /fr, search "anxiete", filter, and open a card (JavaScript ${javaScript ? "on" : "off"})`, async ({
    browser,
  }) => {
    const { context, page } = await open(browser, javaScript);
    await page.goto("/fr");
    if (javaScript) await waitForHydration(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Trouvez un thérapeute agréé en Ontario");
    await expect(page.getByRole("link", { name: "Services en français" })).toHaveAttribute("href", "/fr?language=fr");
    await expect(countText(page)).toHaveText(/^24 sur \d+\+ thérapeutes$/);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    const box = page.getByLabel("Chercher par nom, préoccupation, approche ou ville");
    await box.fill("anxiete");
    await page.getByRole("button", { name: "Chercher", exact: true }).click();
    await expect(page).toHaveURL(/\/fr\?(.*&)?query=anxiete(&|#directory$|$)/);
    await expect(countText(page)).toHaveText(/^\d+ sur \d+ thérapeutes correspondants/);
    const found = Number(/^(\d+) sur (\d+)/.exec((await countText(page).textContent()) ?? "")?.[2]);
    expect(found).toBeGreaterThan(0);

    const accepting = page.getByLabel(/^Acceptent de nouveaux clients \(\d+\)$/);
    await accepting.check();
    if (!javaScript) await page.getByRole("button", { name: "Appliquer les filtres" }).click();
    await expect(page).toHaveURL(/\/fr\?(.*&)?query=anxiete&(.*&)?acceptingClients=true(&|#directory$|$)/);
    await expect(countText(page)).toHaveText(/^\d+ sur \d+ thérapeutes correspondants/);
    const narrowed = Number(/^(\d+) sur (\d+)/.exec((await countText(page).textContent()) ?? "")?.[2]);
    expect(narrowed).toBeGreaterThan(0);
    expect(narrowed).toBeLessThanOrEqual(found);
    await expect(page.getByRole("link", { name: /^Tout effacer \(\d+\)$/ })).toHaveAttribute("href", "/fr");

    const cards = page.locator("#results article");
    await expect(cards.first()).toContainText("Accepte de nouveaux clients");
    await expect(page.locator("#results")).not.toContainText("Accepting new clients");
    await expect(page.locator("#results")).not.toContainText("Sliding scale");
    const cost = page.locator("#results .cost").first();
    if ((await cost.count()) > 0) await expect(cost).toHaveText(/\d+\s\$ \/ \d+ min/);

    const link = cards.first().getByRole("heading").getByRole("link");
    const name = (await link.textContent()) ?? "";
    await link.click();
    await expect(page).toHaveURL(/\/fr\/therapeutes\/[a-z0-9-]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(name.trim());
    await context.close();
  });
}

test("the French home's collections and city links stay in French, and a page of results keeps the filters", async ({
  browser,
}) => {
  const { context, page } = await open(browser, true);
  await page.goto("/fr");
  await waitForHydration(page);
  let documents = 0;
  page.on("request", (request) => void (request.resourceType() === "document" && documents++));
  await page.getByRole("link", { name: /^En ligne partout en Ontario/ }).click();
  await expect(page).toHaveURL(/\/fr\?virtualSessions=true$/);
  await expect(page.getByLabel(/^Séances virtuelles \(\d+\)$/)).toBeChecked();
  await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Suivante" }).click();
  await expect(page).toHaveURL(/\/fr\?virtualSessions=true&page=2$/);
  await expect(page.getByRole("navigation", { name: "Pagination" })).toContainText(/Page 2 sur \d+/);
  await page.getByRole("link", { name: "Toronto", exact: true }).first().click();
  await expect(page).toHaveURL(/\/fr\/ontario\/toronto$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Conseillers inscrits à l’OPAO à Toronto");
  await expect(page.locator("main")).toContainText(/\d+ professionnels à Toronto/);
  await page.getByRole("link", { name: "Anxiété" }).click();
  await expect(page).toHaveURL(/\/fr\/enjeux\/anxiete$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thérapeutes pour l’anxiété en Ontario");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
  await page.getByRole("navigation", { name: "Fil d’Ariane" }).getByRole("link", { name: "Accueil" }).click();
  await expect(page).toHaveURL(/\/fr$/);
  expect(documents).toBe(0);
  await context.close();
});
