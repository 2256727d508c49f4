import { appOrigin, expect, test } from "./app.ts";
import { waitForHydration } from "./hydration.ts";
import { forgetRateLimit } from "./app-database.ts";
import {
  LOCAL_NETWORKS,
  SCRIPTS,
  expectSignedIn,
  expectSignedOut,
  linkSentTo,
  nav,
  newAddress,
  requestLink,
} from "./sign-in.ts";

// Sign-in by emailed link in a real browser, reading the link from the demo outbox the worker writes. Links are
// asked for on APP_URL's host, where they point, so the browser that asks is the one that opens them.

test("a new address signs in by emailed link, lands on its return target, cannot reuse the link, and signs out", async ({
  page,
  request,
}) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.goto(`${appOrigin()}/api/login?returnTo=/privacy-policy`);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText("No password needed. Just click the link we email you!")).toBeVisible();
  const address = newAddress();
  await requestLink(page, address);
  const link = await linkSentTo(address);

  // A mail scanner fetching the link first does not use it up; the page says no-referrer.
  const scanned = await request.get(link);
  expect(scanned.status()).toBe(200);
  const policies = scanned.headers()["referrer-policy"]?.split(",") ?? [];
  expect(policies.map((p) => p.trim()).at(-1)).toBe("no-referrer");

  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Login Successful!" })).toBeVisible(SCRIPTS);
  await expect(page).toHaveTitle(/^Login Successful! \| /);
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expectSignedIn(page);
  const me = await page.request.get(new URL("/api/auth/user", link).href);
  expect(await me.json()).toMatchObject({ email: address, isAdmin: false });

  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Verification Failed" })).toBeVisible();
  await expect(page).toHaveTitle(/^Verification Failed \| /);
  await expect(page.getByText("Invalid or expired magic link")).toBeVisible();
  await expect(page.getByText(/may have expired or already been used/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Request New Magic Link" })).toHaveAttribute("href", "/login");

  await nav(page).getByRole("button", { name: "Sign out" }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expectSignedOut(page);
  expect((await page.request.get(new URL("/api/auth/user", link).href)).status()).toBe(401);
  // Nothing (hydration, CSP, a failed request) went wrong on the way.
  expect(errors).toEqual([]);
});

test("without a stored target the person lands on /therapist/dashboard; 'Send Another Link' resets the form", async ({
  page,
}) => {
  await page.goto(`${appOrigin()}/login`);
  await requestLink(page, "typo@example.com");
  await page.getByRole("button", { name: "Send Another Link" }).click();
  await expect(page.getByLabel("Email address")).toHaveValue("");
  // the button is gone with the message: focus goes to the field to type in, not to the page's start
  await expect(page.getByLabel("Email address")).toBeFocused();
  const address = newAddress();
  await requestLink(page, address);
  await page.goto(await linkSentTo(address));
  await expect(page).toHaveURL(/\/therapist\/dashboard$/, SCRIPTS);
  await expectSignedIn(page);
});

test("a malformed address gets the field error", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Email address").fill("not-an-email");
  await page.getByRole("button", { name: "Send Magic Link" }).click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await expect(page.getByLabel("Email address")).toHaveAttribute("aria-invalid", "true");
  // the button was disabled while it sent: focus goes to the field to correct, not to the page's start
  await expect(page.getByLabel("Email address")).toBeFocused();
  await expect(page.getByLabel("Email address")).toHaveAccessibleDescription(/Please enter a valid email address/);
  // the error is read with the field it describes, not with the whole card as a live region
  await expect(page.locator("[aria-live]:has(#email)")).toHaveCount(0);
  // Enter in the field leaves focus where it was: the error is an alert of its own
  await page.getByLabel("Email address").fill("still-not@");
  await page.getByLabel("Email address").press("Enter");
  await expect(page.getByRole("alert").filter({ hasText: "Please enter a valid email address" })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a malformed address comes back with the field focused and its error an alert", async ({ page }) => {
    for (const path of ["/login", "/fr/connexion"]) {
      await page.goto(path);
      await page.locator("#email").fill("bad@");
      await page.locator("#email").press("Enter");
      await expect(page.locator("#email"), path).toBeFocused();
      await expect(page.locator("#email"), path).toHaveAttribute("aria-invalid", "true");
      await expect(page.locator("#email-error[role=alert]"), path).toBeVisible();
    }
  });
});

test("a request the server fails on, or that gets no answer, is told at the field, the address still typed", async ({
  page,
}) => {
  await page.goto("/login");
  await waitForHydration(page);
  const field = page.getByLabel("Email address");
  for (const failure of ["server", "connection"] as const) {
    await page.route(/\.data(\?|$)/, (route) =>
      failure === "server" ? route.fulfill({ status: 500, body: "Internal Server Error" }) : route.abort("failed"),
    );
    await field.fill(`failing.${failure}@example.com`);
    await page.getByRole("button", { name: "Send Magic Link" }).click();
    await expect(page.getByText("Failed to send magic link. Please try again.")).toBeVisible();
    await expect(field).toHaveValue(`failing.${failure}@example.com`);
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await page.unroute(/\.data(\?|$)/);
  }
});

test("the verify page without a token says so", async ({ page }) => {
  await page.goto("/auth/verify");
  await expect(page.getByRole("heading", { name: "Verification Failed" })).toBeVisible();
  await expect(page).toHaveTitle(/^Verification Failed \| /);
  await expect(page.getByText("No token provided")).toBeVisible();
  await page.goto("/fr/connexion/verifier?token=bad");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Échec de la vérification");
  await expect(page).toHaveTitle(/^Échec de la vérification \| /);
});

test("with JavaScript off: the form, the verify button, the redirect and sign-out all work", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${appOrigin()}/login`);
  const address = newAddress();
  await requestLink(page, address);
  await page.goto(await linkSentTo(address));
  await expect(page.getByRole("heading", { name: "Verifying Your Link" })).toBeVisible();
  // the success page moves on at once without scripts (no timed refresh): to the dashboard
  await page.getByRole("button", { name: "Complete Sign-In" }).click();
  await expect(page).toHaveURL(/\/therapist\/dashboard$/);
  await expectSignedIn(page);
  await nav(page).getByRole("button", { name: "Sign out" }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expectSignedOut(page);
  await context.close();
});

test("state-changing requests from another site are refused with 403", async ({ request }) => {
  const evil = { Origin: "https://evil.example" };
  const logout = await request.post("/logout", { headers: evil });
  expect(logout.status()).toBe(403);
  const ask = await request.post("/api/auth/request-magic-link", { headers: evil, data: { email: newAddress() } });
  expect(ask.status()).toBe(403);
  expect((await ask.json()).message).toMatch(/did not come from this site/);
  const same = await request.post("/api/auth/request-magic-link", {
    headers: { Origin: new URL(ask.url()).origin },
    data: { email: newAddress() },
  });
  expect(same.status()).toBe(200);
});

test("the sign-in page refuses a sixth link in 15 minutes with 429, Retry-After and the field's message", async ({
  request,
}) => {
  const email = newAddress();
  const ask = () => request.post(`${appOrigin()}/login`, { form: { email }, headers: { Origin: appOrigin() } });
  for (let i = 0; i < 5; i++) expect((await ask()).status()).toBe(200);
  const refused = await ask();
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(800);
  expect(await refused.text()).toContain("Too many sign-in links were requested. Please wait");
  // the six requests are this test's own: the other spec files' links are not counted with them
  await forgetRateLimit("magic-link:ip", LOCAL_NETWORKS);
});
