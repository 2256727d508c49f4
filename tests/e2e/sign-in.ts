import { expect, test, type Page } from "@playwright/test";
import { DEMO_ADMIN, DEMO_TOTP_SECRET } from "../../app/auth/second-factor.server.ts";
import { listOutbox } from "../../app/mail/outbox.server.ts";
import { currentStep, totpAt } from "../support/totp.ts";

const dataDir = process.env.E2E_DATA_DIR ?? "";

/** The newest 30-second step whose code this test process gave the app (each code is accepted once). */
let lastStep = 0;

/**
 * The demo admin's second step: the app sends an admin's session to /admin/second-factor on the way to an admin
 * page; the code comes from the demo admin's published secret, for a step not used yet (the app accepts the
 * next step's code too, so a second sign-in within 30 seconds needs no wait).
 */
async function passSecondFactor(page: Page): Promise<void> {
  await expect(page.getByRole("heading", { name: "Two-Step Verification" })).toBeVisible({ timeout: 10_000 });
  let step = Math.max(currentStep(), lastStep + 1);
  // Waiting for the next code does not count against the test's own time.
  if (step > currentStep() + 1) test.info().setTimeout(test.info().timeout + 30_000);
  while (step > currentStep() + 1) await page.waitForTimeout(1_000);
  step = Math.max(step, currentStep());
  lastStep = step;
  await page.getByLabel("Verification code").fill(totpAt(DEMO_TOTP_SECRET, step));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("heading", { name: "Two-Step Verification" })).toBeHidden();
}

/**
 * The app's own origin (APP_URL): its emails' links point there, and the cookie that binds a link to the browser
 * that asked for it belongs to that host. A browser that asks for a link on another host (the tests' base URL is
 * 127.0.0.1) is another browser as far as the link is concerned.
 */
export const APP_ORIGIN = (process.env.APP_URL ?? `http://localhost:${process.env.E2E_PORT}`).replace(/\/+$/, "");

/**
 * How long a page waits for its scripts: they load after the first paint, so with scripts on, signing in waits for
 * them; on a busy machine that takes longer than an assertion's default 5 seconds.
 */
export const SCRIPTS = { timeout: 20_000 };

let counter = 0;
export const newAddress = () => `e2e-${Date.now()}-${counter++}@example.com`;

/** How many emails have reached an address so far: a later link is one that arrives after them. */
export async function sentCount(address: string): Promise<number> {
  return (await listOutbox(dataDir)).filter((m) => m.to.includes(address)).length;
}

/**
 * The newest sign-in link sent to an address, once more than `before` emails have reached it. The spec files
 * share one app and one outbox, and an earlier link to the same address may have been spent already.
 */
export async function linkSentTo(address: string, before = 0): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mine = (await listOutbox(dataDir)).filter((m) => m.to.includes(address));
        if (mine.length <= before) return undefined;
        link = mine.map((m) => m.links.find((l) => l.includes("/auth/verify?token="))).find(Boolean);
        return link;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return link!;
}

/** Fills the login form and sends it; 'Check Your Email' names the address. */
export async function requestLink(page: Page, address: string): Promise<void> {
  await page.getByLabel("Email address").fill(address);
  await page.getByRole("button", { name: "Send Magic Link" }).click();
  await expect(page.getByRole("heading", { name: "Check Your Email" })).toBeVisible();
  await expect(page.getByText(address)).toBeVisible();
  await expect(
    page.getByText("The link will expire in 15 minutes. Click the link in your email to log in."),
  ).toBeVisible();
}

export function nav(page: Page) {
  return page.getByRole("navigation", { name: "Main" });
}

export async function expectSignedIn(page: Page) {
  await expect(nav(page).getByRole("link", { name: "My Profile" }).first()).toBeVisible();
  await expect(nav(page).getByRole("button", { name: "Sign out" }).first()).toBeVisible();
  await expect(nav(page).getByRole("link", { name: "Join as Therapist" })).toHaveCount(0);
}

export async function expectSignedOut(page: Page) {
  await expect(nav(page).getByRole("link", { name: "Join as Therapist" }).first()).toBeVisible();
  await expect(nav(page).getByRole("button", { name: "Sign out" })).toHaveCount(0);
  await expect(nav(page).getByRole("link", { name: "My Profile" })).toHaveCount(0);
}

/**
 * Signs in by emailed link through the demo outbox, asking for the link on APP_URL's host so this browser is the
 * one that asked (the link then signs in without a question), and answers that origin (the session cookie belongs
 * to it). The demo admin, on the way to an admin page, also passes the second step.
 */
export async function signInAs(page: Page, address: string, returnTo: string): Promise<string> {
  const before = await sentCount(address);
  await page.goto(`${APP_ORIGIN}/api/login?returnTo=${encodeURIComponent(returnTo)}`);
  await page.getByLabel("Email address").fill(address);
  await page.getByRole("button", { name: "Send Magic Link" }).click();
  await expect(page.getByRole("heading", { name: "Check Your Email" })).toBeVisible();
  const link = await linkSentTo(address, before);
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Login Successful!" })).toBeVisible(SCRIPTS);
  if (address === DEMO_ADMIN && returnTo.startsWith("/admin")) await passSecondFactor(page);
  return new URL(link).origin;
}
