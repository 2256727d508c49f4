import type { BrowserContext, Page } from "@playwright/test";
import { e2eDataDir, expect, test } from "./app.ts";
import { DEMO_ADMIN, DEMO_TOTP_SECRET } from "../../app/auth/second-factor.server.ts";
import { listOutbox } from "../../app/mail/outbox.server.ts";
import { currentStep, totpAt } from "../support/totp.ts";

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
 * Signs in by emailed link through the demo outbox and answers the origin the link used (APP_URL's host: the
 * session cookie belongs to it). Only a link that arrived after this request counts: the spec files share one app
 * and one outbox, and an earlier link to the same address has already been spent. The demo admin, on the way to
 * an admin page, also passes the second step.
 */
export async function signInAs(page: Page, address: string, returnTo: string): Promise<string> {
  const admin = address === DEMO_ADMIN && returnTo.startsWith("/admin");
  if (admin && adminSession) return resumeAdminSession(page, adminSession, returnTo);
  const before = (await listOutbox(e2eDataDir())).filter((m) => m.to.includes(address)).length;
  await page.goto(`/api/login?returnTo=${encodeURIComponent(returnTo)}`);
  await page.getByLabel("Email address").fill(address);
  await page.getByRole("button", { name: "Send Magic Link" }).click();
  await expect(page.getByRole("heading", { name: "Check Your Email" })).toBeVisible();
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mine = (await listOutbox(e2eDataDir())).filter((m) => m.to.includes(address));
        if (mine.length <= before) return undefined;
        link = mine.map((m) => m.links.find((l) => l.includes("/auth/verify?token="))).find(Boolean);
        return link;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  await page.goto(link!);
  await expect(page.getByRole("heading", { name: "Login Successful!" })).toBeVisible();
  const origin = new URL(link!).origin;
  if (admin) {
    await passSecondFactor(page);
    adminSession = { origin, state: await page.context().storageState() };
  }
  return origin;
}

/**
 * The demo admin's session, kept per worker once it passed both steps: each new code must wait for the next
 * 30-second step, so later admin tests in the worker start from this session instead of waiting again (the
 * sign-in itself, both steps and their refusals, is tested on its own).
 */
type AdminSession = { origin: string; state: Awaited<ReturnType<BrowserContext["storageState"]>> };
let adminSession: AdminSession | undefined;

async function resumeAdminSession(page: Page, session: AdminSession, returnTo: string): Promise<string> {
  await page.context().addCookies(session.state.cookies);
  await page.goto(`${session.origin}${returnTo}`);
  await expect(page.getByRole("heading", { name: "Two-Step Verification" })).toBeHidden();
  await expect(page.getByRole("heading", { name: "Authentication Required" })).toBeHidden();
  return session.origin;
}
