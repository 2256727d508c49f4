import type { Page } from "@playwright/test";
import { appOrigin, expect, test } from "./app.ts";
import { expectSignedIn, expectSignedOut, linkSentTo, newAddress, requestLink, SCRIPTS, sentCount } from "./sign-in.ts";

// A sign-in link signs in only the browser that asked for it. Opened in another browser (here: another browser
// context, with its own cookies), the page names the address and asks 'Continue as …?'; that browser is signed in
// only once the person presses Continue, and may decline. With scripts on and off.

async function whoIsSignedIn(page: Page): Promise<string | null> {
  const response = await page.request.get(`${appOrigin()}/api/auth/user`);
  return response.ok() ? ((await response.json()) as { email: string }).email : null;
}

async function askForLink(page: Page, address: string): Promise<string> {
  const before = await sentCount(address);
  await page.goto(`${appOrigin()}/login`);
  await requestLink(page, address);
  return linkSentTo(address, before);
}

/** Opens a link in the browser that asked for it: no question; without scripts, one press of Complete Sign-In. */
async function openInAskingBrowser(page: Page, link: string, javaScriptEnabled: boolean) {
  await page.goto(link);
  if (!javaScriptEnabled) {
    await expect(page.getByRole("heading", { name: "Verifying Your Link" })).toBeVisible();
    await page.getByRole("button", { name: "Complete Sign-In" }).click();
    // without scripts the success page moves on at once (no timed refresh): to the dashboard
    await expect(page).toHaveURL(/\/therapist\/dashboard$/);
  } else await expect(page.getByRole("heading", { name: "Login Successful!" })).toBeVisible(SCRIPTS);
  await expect(page.getByRole("heading", { name: /^Continue as/ })).toHaveCount(0);
}

for (const javaScriptEnabled of [true, false]) {
  test(`a link opened in another browser asks before signing in; the asking browser signs in directly (scripts ${
    javaScriptEnabled ? "on" : "off"
  })`, async ({ browser }) => {
    test.slow(); // three links, three browsers
    const asking = await browser.newContext({ javaScriptEnabled });
    const other = await browser.newContext({ javaScriptEnabled });
    const first = await asking.newPage();
    const second = await other.newPage();
    const address = newAddress();

    // Asked for in the first browser, opened in the second: a question naming the address, nobody signed in.
    const link = await askForLink(first, address);
    await second.goto(link);
    await expect(second.getByRole("heading", { name: `Continue as ${address}?` })).toBeVisible();
    await expect(second.getByText("requested in another browser or on another device")).toBeVisible();
    await expectSignedOut(second);
    expect(await whoIsSignedIn(second)).toBeNull();

    // Declining goes home, still signed out, and leaves the link for the browser that asked.
    await second.getByRole("link", { name: "No, don’t sign in" }).click();
    await expect(second).toHaveURL(`${appOrigin()}/`);
    await expectSignedOut(second);
    expect(await whoIsSignedIn(second)).toBeNull();

    // The first browser signs in with that same link, without a question.
    await openInAskingBrowser(first, link, javaScriptEnabled);
    await expect(first).toHaveURL(/\/therapist\/dashboard$/, SCRIPTS);
    await expectSignedIn(first);
    expect(await whoIsSignedIn(first)).toBe(address);

    // A new link from the first browser, opened in the second: signed in only after Continue.
    const next = await askForLink(first, address);
    await second.goto(next);
    await expect(second.getByRole("heading", { name: `Continue as ${address}?` })).toBeVisible();
    expect(await whoIsSignedIn(second)).toBeNull();
    await second.getByRole("button", { name: "Continue", exact: true }).click();
    // without scripts the success page moves on at once (no timed refresh)
    if (javaScriptEnabled) await expect(second.getByRole("heading", { name: "Login Successful!" })).toBeVisible();
    await expect(second).toHaveURL(/\/therapist\/dashboard$/, SCRIPTS);
    await expectSignedIn(second);
    expect(await whoIsSignedIn(second)).toBe(address);

    // The spec's GET of the API, from a browser that did not ask, signs in nobody either.
    const third = await askForLink(first, address);
    const stranger = await browser.newContext({ javaScriptEnabled });
    const api = await stranger.request.get(
      `${appOrigin()}/api/auth/verify-magic-link?token=${new URL(third).searchParams.get("token")}`,
    );
    expect(api.status()).toBe(403);
    expect((await stranger.request.get(`${appOrigin()}/api/auth/user`)).status()).toBe(401);

    await Promise.all([asking.close(), other.close(), stranger.close()]);
  });
}
