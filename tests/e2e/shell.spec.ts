import { appOrigin, expect, test } from "./app.ts";
import { waitForHydration } from "./hydration.ts";
import { clickBelowServedCards } from "./directory-page.ts";

// The app shell: server-rendered home page, navigation, footer crisis lines, legal pages, 404, health.

test("the home page HTML, fetched without JavaScript, lists 24 therapists", async ({ request }) => {
  const response = await request.get("/");
  expect(response.status()).toBe(200);
  const html = await response.text();
  const cards = html.match(/<article[^>]*>/g) ?? [];
  expect(cards).toHaveLength(24);
  const names = [...html.matchAll(/href="\/therapists\/([a-z0-9-]+)"/g)].map((m) => m[1]);
  expect(new Set(names).size).toBe(24);
});

test("with JavaScript off the page still shows the therapists and the next page works", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.getByRole("article")).toHaveCount(24);
  const answer = page.waitForResponse((response) => new URL(response.url()).search === "?page=2");
  await clickBelowServedCards(page.getByRole("link", { name: "Next" }));
  // its own page, not a redirect back to the first
  expect((await answer).status()).toBe(200);
  // at the results, not at the top of the long page
  await expect(page).toHaveURL(/\?page=2#results$/);
  await expect(page.locator("#results-heading")).toBeInViewport();
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  await context.close();
});

for (const path of ["/", "/privacy-policy", "/terms-and-conditions", "/contact", "/no-such-page"]) {
  test(`the footer on ${path} shows the crisis lines and the disclaimer`, async ({ page }) => {
    await page.goto(path);
    const footer = page.locator("footer");
    await expect(footer).toContainText("988");
    await expect(footer).toContainText("Suicide & Crisis Lifeline");
    await expect(footer).toContainText("1-866-277-3553");
    await expect(footer).toContainText("Crisis Services Canada");
    await expect(footer).toContainText("911");
    await expect(footer).toContainText("directory service only");
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  });
}

test("an unknown route answers 404 with the Page Not Found screen", async ({ page }) => {
  const response = await page.goto("/this/does/not/exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
  await expect(page).toHaveTitle("Page Not Found | Canadian Therapist Directory");
});

test("an address refused before any page reads it is titled as its screen is headed", async ({ page }) => {
  const notFound = await page.goto("/ontario/%zz");
  expect(notFound?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
  await expect(page).toHaveTitle("Page Not Found | Canadian Therapist Directory");
  const refused = await page.goto("/?query=%00");
  expect(refused?.status()).toBe(400);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("400 Bad Request");
  await expect(page).toHaveTitle("400 Bad Request | Canadian Therapist Directory");
});

test("navigation highlights the current route and shows Join as Therapist when signed out", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Directory", exact: true }).first()).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(nav.getByRole("link", { name: "Join as Therapist" }).first()).toBeVisible();
  await expect(nav.getByRole("link", { name: "Admin Dashboard" }).first()).toBeVisible();
  await expect(nav.getByRole("link", { name: "My Profile" })).toHaveCount(0);
});

test("on a 375 px screen the navigation folds into a menu button", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Blog" })).toBeHidden();
  await nav.getByText("Menu").click();
  await expect(nav.getByRole("link", { name: "Blog" })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // following a link closes the menu (a client navigation closes it; a full page load starts closed)
  await nav.getByRole("link", { name: "Blog" }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(nav.getByRole("link", { name: "Blog" })).toBeHidden();
  await context.close();
});

test("on a 375 px screen the menu closes after a link to the page shown with other filters (Directory from a search)", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  await page.goto("/?city=Toronto");
  await waitForHydration(page);
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByText("Menu").click();
  await nav.getByRole("link", { name: "Directory", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByLabel("City", { exact: true })).toHaveValue("");
  await expect(nav.getByRole("link", { name: "Blog" })).toBeHidden();
  await context.close();
});

test("on a 375 px screen Escape closes the open menu and gives the focus back to its button", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  await page.goto("/?city=Toronto");
  await waitForHydration(page);
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByText("Menu").click();
  await nav.getByRole("link", { name: "Blog" }).focus();
  await page.keyboard.press("Escape");
  await expect(nav.getByRole("link", { name: "Blog" })).toBeHidden();
  await expect(page.locator("header details > summary")).toBeFocused();
  await expect(page).toHaveURL(/\/\?city=Toronto$/);
  await context.close();
});

test("on a 375 px screen the open menu closes when the focus leaves it, and on Escape pressed outside it", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  const menu = page.locator("header details");
  const summary = page.locator("header details > summary");
  // keyboard only: the menu's button, its links, then past the last one into the page
  await summary.focus();
  await page.keyboard.press("Enter");
  await expect(menu).toHaveJSProperty("open", true);
  const links = await menu.getByRole("link").count();
  for (let i = 0; i < links; i++) await page.keyboard.press("Tab");
  await expect(menu).toHaveJSProperty("open", true);
  await page.keyboard.press("Tab");
  await expect(menu).toHaveJSProperty("open", false);
  await expect(nav.getByRole("link", { name: "Blog" })).toBeHidden();
  // opened with the mouse, the focus then in the page: Escape closes it, the focus on its button
  await summary.click();
  await expect(menu).toHaveJSProperty("open", true);
  await page.mouse.click(20, 700);
  await page.keyboard.press("Escape");
  await expect(menu).toHaveJSProperty("open", false);
  await expect(summary).toBeFocused();
  await context.close();
});

test("a card opens the therapist's profile", async ({ page }) => {
  await page.goto("/");
  const first = page.getByRole("article").first();
  const name = (await first.getByRole("heading", { level: 3 }).textContent())?.trim() ?? "";
  await first.getByRole("link").first().click();
  await expect(page).toHaveURL(/\/therapists\/[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
});

test("an unknown therapist shows Therapist Not Found with a 404", async ({ page }) => {
  const response = await page.goto("/therapists/nobody-here");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Therapist Not Found");
  await expect(page.getByText("The therapist profile you're looking for doesn't exist.")).toBeVisible();
  await page.getByRole("link", { name: "Back to Directory" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("legal and contact pages render their content", async ({ page }) => {
  await page.goto("/privacy-policy");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Privacy Policy");
  await expect(page.locator("main")).toContainText("PIPEDA");
  await page.goto("/terms-and-conditions");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Terms");
  await page.goto("/contact");
  await expect(page.locator("main")).toContainText("1-2 business days");
  await expect(page.locator("main")).toContainText("24 hours");
});

test("the terms, privacy, pricing and contact pages carry their words as a script: their pages hold none of the catalogue, yet a client navigation draws them, in both languages", async ({
  page,
  request,
}) => {
  const pages = [
    { path: "/terms-and-conditions", title: "Terms and Conditions", key: "terms.crisis.title" },
    { path: "/privacy-policy", title: "Privacy Policy", key: "privacy.title" },
    { path: "/fr/conditions-d-utilisation", title: "Conditions d’utilisation", key: "terms.crisis.title" },
    { path: "/fr/politique-de-confidentialite", title: "Politique de confidentialité", key: "privacy.title" },
    { path: "/pricing", title: "Simple pricing for therapists", key: "pricing.heading" },
    { path: "/fr/nous-joindre", title: "Nous joindre", key: "contact.crisis.heading" },
  ];
  for (const { path, title, key } of pages) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain(`>${title}</h1>`);
    expect(html, path).not.toContain(key);
    // no markup of a message shown as text
    expect(html, path).not.toMatch(/&lt;\/?[a-z][a-z0-9]*\/?&gt;/i);
  }
  let documentRequests = 0;
  page.on("request", (sent) => {
    if (sent.resourceType() === "document") documentRequests++;
  });
  await page.goto("/fr");
  await waitForHydration(page);
  documentRequests = 0;
  const footer = page.locator("footer");
  await clickBelowServedCards(footer.getByRole("link", { name: "Conditions d’utilisation" }));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Conditions d’utilisation");
  await expect(page.getByRole("heading", { name: "2. Si vous êtes en crise" })).toBeVisible();
  const crisis = page.getByRole("region", { name: "2. Si vous êtes en crise" });
  await expect(crisis.getByRole("link", { name: "988", exact: true })).toHaveAttribute("href", "tel:988");
  await expect(crisis.getByRole("link", { name: "911", exact: true })).toHaveAttribute("href", "tel:911");
  await footer.getByRole("link", { name: "Politique de confidentialité" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Politique de confidentialité");
  await expect(page.locator("main")).toContainText("LPRPDE");
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Conditions d’utilisation");
  expect(documentRequests).toBe(0);
});

test("a text page loaded as a document hydrates with its own words, which no other page's scripts carry", async ({
  page,
}) => {
  const scripts: Array<Promise<string>> = [];
  let reading = false;
  page.on("response", (answer) => {
    if (reading && answer.request().resourceType() === "script") scripts.push(answer.text().catch(() => ""));
  });
  await page.goto("/fr/tarifs");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Des tarifs simples pour les thérapeutes");
  await expect(page.locator("main")).not.toContainText("[pricing.");
  // the home page's scripts name none of the text pages' word scripts (they would be fetched by no one there)
  reading = true;
  await page.goto("/");
  await waitForHydration(page);
  reading = false;
  const bodies = await Promise.all(scripts);
  expect(bodies.join("").length).toBeGreaterThan(100_000);
  expect(bodies.flatMap((body) => body.match(/\b(terms|privacy|pricing|contact)\.(en|fr)-[\w-]+\.js/g) ?? [])).toEqual(
    [],
  );
});

test("responses carry the security headers and /healthz answers", async ({ request }) => {
  const page = await request.get("/");
  const csp = page.headers()["content-security-policy"] ?? "";
  expect(csp).toMatch(/script-src (?:'sha256-[A-Za-z0-9+/=]+' )+'strict-dynamic'/);
  expect(csp).not.toContain("'nonce-");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(page.headers()["x-content-type-options"]).toBe("nosniff");
  expect(page.headers()["referrer-policy"]).toBeTruthy();
  const health = await request.get("/healthz");
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ ok: true });
});

test("an address with capitals is sent to its lower-case twin on this site, never to another", async ({ page }) => {
  for (const [path, twin] of [
    ["/Therapists", "/therapists"],
    ["//Example.org/Phish", "/example.org/phish"],
    ["/%5CExample.org", "/%5Cexample.org"],
  ]) {
    const response = await page.request.get(`${appOrigin()}${path}`, { maxRedirects: 0 });
    expect(response.status(), path).toBe(301);
    expect(response.headers()["location"], path).toBe(twin);
  }
  await page.goto(`${appOrigin()}//Example.org/phish`);
  expect(new URL(page.url()).origin).toBe(appOrigin());
});

test("the page hydrates under the CSP and navigates on the client without errors", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto("/");
  await waitForHydration(page);
  let documentRequests = 0;
  page.on("request", (request) => {
    if (request.resourceType() === "document") documentRequests++;
  });
  await clickBelowServedCards(page.locator("footer").getByRole("link", { name: "Privacy Policy" }));
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Privacy Policy");
  expect(documentRequests).toBe(0);
  expect(errors).toEqual([]);
});
