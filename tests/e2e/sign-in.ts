import type { BrowserContext, Page } from "@playwright/test";
import { appOrigin, appSecret, expect, test } from "./app.ts";
import { DEMO_ADMIN, DEMO_TOTP_SECRET } from "../../app/auth/second-factor.server.ts";
import { createSessionStore, SESSION_COOKIES } from "../../app/auth/session.server.ts";
import { createDbPool } from "../../app/db/pool.server.ts";
import { appDatabaseUrl, appQuery, forgetRateLimit } from "./app-database.ts";
import { ipBucket } from "../../app/auth/rate-limit.server.ts";
import { fromOutbox, outboxNow } from "./outbox.ts";
import { currentStep, totpAt } from "../support/totp.ts";
import { waitForHydration } from "./hydration.ts";

/** The newest 30-second step whose code this test process gave the app (each code is accepted once). */
let lastStep = 0;

/**
 * The demo admin's second step: the app sends an admin's session to /admin/second-factor on the way to an admin
 * page; the code comes from the demo admin's published secret, for a step not used yet (the app accepts the
 * next step's code too, so a second sign-in within 30 seconds needs no wait).
 */
async function passSecondFactor(page: Page): Promise<void> {
  await expect(page.getByRole("heading", { name: "Two-Step Verification" })).toBeVisible({ timeout: 10_000 });
  // A wrong code first: its refusal is read out where the next code goes (the field takes the focus again), with
  // the page's scripts running or not.
  const scripted = await page.evaluate(() => document.scripts.length > 0).catch(() => false);
  if (scripted) await waitForHydration(page);
  const field = page.getByLabel("Verification code");
  await field.fill("000000");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(field).toHaveAccessibleDescription(/That code is not right/);
  await expect(field).toBeFocused();
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
 * How long a page waits for its scripts: they load after the first paint, so with scripts on, signing in waits for
 * them; on a busy machine that takes longer than an assertion's default 5 seconds.
 */
export const SCRIPTS = { timeout: 20_000 };

let counter = 0;
export const newAddress = () => `e2e-${Date.now()}-${counter++}@example.com`;

/** How many emails have reached an address so far: a later link is one that arrives after them. */
export async function sentCount(address: string): Promise<number> {
  return (await outboxNow()).filter((m) => m.to.includes(address)).length;
}

/** A sign-in link, to the link page in the language it was asked for in. */
const SIGN_IN_LINK = /\/(?:auth\/verify|fr\/connexion\/verifier)\?token=/;

/**
 * The newest sign-in link sent to an address, once more than `before` emails have reached it. The spec files
 * share one app and one outbox, and an earlier link to the same address may have been spent already.
 */
export async function linkSentTo(address: string, before = 0): Promise<string> {
  return fromOutbox(
    (sent) => {
      const mine = sent.filter((m) => m.to.includes(address));
      return mine.length > before && mine.map((m) => m.links.find((l) => SIGN_IN_LINK.test(l))).find(Boolean);
    },
    { timeout: 15_000, message: `a sign-in link to ${address}` },
  );
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
 * Starts the address's sign-in limits over (5 links in 15 minutes from one network, 20 an hour): the demo accounts are signed in to by many spec
 * files, more often together than one person may ask. Only that address's bucket goes; the limit itself is tested
 * with addresses of their own. The bucket's name is keyed by the app's session secret, kept in its data folder.
 */
async function forgetLinkRequests(address: string): Promise<void> {
  await forgetRateLimit("magic-link:email", [address]);
  await forgetRateLimit(
    "magic-link:email-net",
    LOCAL_NETWORKS.map((network) => `${address}\n${network}`),
  );
}

/** The networks the app counts this machine's requests in (IPv4 and IPv6 loopback). */
export const LOCAL_NETWORKS = ["127.0.0.1", "::1"].map(ipBucket);

/**
 * Signs in by emailed link through the demo outbox, asking for the link on APP_URL's host so this browser is the
 * one that asked (the link then signs in without a question), and answers that origin (the session cookie belongs
 * to it); then the page is at `returnTo`. The demo admin, on the way to an admin page, also passes the second
 * step. An account that exists already (not the admin's) gets its session as the app writes one at sign-in,
 * without the three pages of the emailed link: the link itself is tested where signing in is the subject
 * (auth.spec, sign-in-browser.spec and the French account and dashboard specs), and every other test starts signed in.
 */
export async function signInAs(page: Page, address: string, returnTo: string): Promise<string> {
  const admin = address === DEMO_ADMIN && returnTo.startsWith("/admin");
  if (admin && adminSession) return resumeAdminSession(page, adminSession, returnTo);
  if (!admin && (await startSession(page, address))) {
    await page.goto(`${appOrigin()}${returnTo}`);
    return appOrigin();
  }
  await forgetLinkRequests(address);
  const before = await sentCount(address);
  await page.goto(`${appOrigin()}/api/login?returnTo=${encodeURIComponent(returnTo)}`);
  await page.getByLabel("Email address").fill(address);
  await page.getByRole("button", { name: "Send Magic Link" }).click();
  await expect(page.getByRole("heading", { name: "Check Your Email" })).toBeVisible();
  const link = await linkSentTo(address, before);
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Login Successful!" })).toBeVisible(SCRIPTS);
  const origin = new URL(link).origin;
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

/**
 * A signed-in session for the account of `address`, if there is one, written by the app's own session store as a
 * sign-in writes it (the user, the sign-in and renewal times; the row and the signed cookie), and its cookie set on
 * the app's host. False when no account has that address (a first sign-in makes the account: only the link can).
 */
async function startSession(page: Page, address: string): Promise<boolean> {
  const [user] = await appQuery<{ id: string }>("SELECT id FROM users WHERE email = $1", [address.toLowerCase()]);
  if (!user) return false;
  const db = await createDbPool(appDatabaseUrl(), { maximumPoolSize: 1 });
  try {
    const store = createSessionStore(db, { mode: "demo", sessionSecrets: [appSecret()] });
    const session = await store.getSession();
    const now = Date.now();
    session.set("userId", user.id);
    session.set("renewedAt", now);
    session.set("signedInAt", now);
    const setCookie = await store.commitSession(session);
    const [pair = ""] = setCookie.split(";");
    const { hostname } = new URL(appOrigin());
    await page.context().addCookies([
      {
        name: SESSION_COOKIES.demo,
        value: pair.slice(pair.indexOf("=") + 1),
        domain: hostname,
        path: "/",
        httpOnly: true,
        sameSite: "Lax",
      },
    ]);
  } finally {
    await db.end();
  }
  return true;
}
