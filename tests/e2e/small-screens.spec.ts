import { type Locator, type Page } from "@playwright/test";
import { expect, test } from "./app.ts";
import { waitForHydration } from "./hydration.ts";
import { expectSignedOut, newAddress, SCRIPTS, signInAs } from "./sign-in.ts";

// What axe cannot see, measured in the browser: a link to a place on the page lands below the sticky header (WCAG
// 2.4.11), nothing scrolls sideways at 320 px and the open menu scrolls on a short screen (1.4.10), the toasts' text
// contrast (1.4.3) and their close button's size (2.5.8).

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 800 };
const NARROW = { width: 320, height: 800 };

function headerBottom(page: Page): Promise<number> {
  return page.evaluate(() => document.querySelector("header.site-header")!.getBoundingClientRect().bottom);
}

async function expectNoSideways(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

async function firstLink(page: Page, pattern: RegExp): Promise<string> {
  const href = await page.locator("main a[href]").evaluateAll((links, source) => {
    const match = new RegExp(source);
    return links.map((a) => a.getAttribute("href") ?? "").find((h) => match.test(h));
  }, pattern.source);
  expect(href).toBeTruthy();
  return href as string;
}

test("the links to #directory land below the header", async ({ page }) => {
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await page.goto("/#directory");
    const top = await page.locator("#directory").evaluate((element) => element.getBoundingClientRect().top);
    // not under the header (where it stops below depends on the page's layout settling, not checked here)
    expect(top).toBeGreaterThanOrEqual(await headerBottom(page));
  }
});

test("at 320 px no page scrolls sideways, in English or French, with the menu closed or open", async ({ page }) => {
  await page.setViewportSize(NARROW);
  await page.goto("/");
  const profile = await firstLink(page, /^\/therapists\/[a-z0-9-]+$/);
  await page.goto("/fr");
  const frenchProfile = await firstLink(page, /^\/fr\/therapeutes\/[a-z0-9-]+$/);
  for (const path of ["/", "/fr", profile, frenchProfile]) {
    await page.goto(path);
    await expectNoSideways(page);
    await page.locator("header details > summary").click();
    await expect(page.locator("header details ul")).toBeVisible();
    await expectNoSideways(page);
    const panel = await page.locator("header details ul").boundingBox();
    expect(panel!.x + panel!.width).toBeLessThanOrEqual(NARROW.width);
  }
});

/** WCAG 1.4.12's text spacing, as a reader's style sheet sets it (the page's policy lets no style in: bypassed). */
const TEXT_SPACING = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }`;

test("at 320 px with the text spacing of 1.4.12, nothing scrolls sideways, and the dashboard's status stays in its card", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: NARROW, bypassCSP: true });
  const page = await context.newPage();
  for (const path of ["/", "/fr"]) {
    await page.goto(path);
    await page.addStyleTag({ content: TEXT_SPACING });
    await expectNoSideways(page);
  }
  // the dashboard's status ("Application Status: Approved") stays in its card
  await signInAs(page, "therapist@example.com", "/therapist/dashboard");
  await page.addStyleTag({ content: TEXT_SPACING });
  const status = page.locator("#status-heading");
  await expect(status).toBeVisible();
  const [heading, card] = await Promise.all([
    status.evaluate((h) => Math.max(...[...h.children].map((child) => child.getBoundingClientRect().right))),
    status.evaluate((h) => h.parentElement!.getBoundingClientRect().right),
  ]);
  expect(heading).toBeLessThanOrEqual(card);
  await context.close();
});

test("at 320 by 256 px, signed in, the open menu scrolls to Sign out, and it signs out", async ({ page }) => {
  const origin = await signInAs(page, "therapist@example.com", "/");
  await page.setViewportSize({ width: 320, height: 256 });
  await page.goto(`${origin}/`);
  await page.locator("header details > summary").click();
  const signOut = page.locator("header details").getByRole("button", { name: "Sign out" });
  await signOut.scrollIntoViewIfNeeded();
  const box = await signOut.boundingBox();
  expect(box!.y + box!.height).toBeLessThanOrEqual(256);
  await signOut.click();
  // signed out, on the page the sign-out lands on, the menu is closed like after any navigation
  await expect(page.locator("header details")).toHaveJSProperty("open", false);
  await page.locator("header details > summary").click();
  await expectSignedOut(page);
});

/** The contrast ratio (WCAG 2) of an element's text against its toast's background, both as computed. */
function textContrast(toast: Locator, part: string): Promise<number> {
  return toast.evaluate((element, selector) => {
    const rgb = (color: string) => (color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const luminance = (color: string) => {
      const [r, g, b] = rgb(color).map((c) => {
        const s = c / 255;
        return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const text = luminance(getComputedStyle(element.querySelector(selector)!).color);
    const background = luminance(getComputedStyle(element).backgroundColor);
    return (Math.max(text, background) + 0.05) / (Math.min(text, background) + 0.05);
  }, part);
}

test("an error toast's text has a contrast of 4.5:1 at least, and at 375 px its close button is 24 px, below the header", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto("/therapist/signup?subscription_canceled=true"); // back from a canceled checkout: an error toast
  const toast = page.locator("[data-sonner-toast][data-type=error]");
  await expect(toast).toContainText("You can choose the Free plan or try Premium again.", SCRIPTS);
  expect(await textContrast(toast, "[data-title]")).toBeGreaterThanOrEqual(4.5);
  expect(await textContrast(toast, "[data-description]")).toBeGreaterThanOrEqual(4.5);
  const close = toast.locator("button[data-close-button]");
  const header = await headerBottom(page);
  await expect.poll(async () => (await close.boundingBox())!.y).toBeGreaterThanOrEqual(header);
  // to the hundredth of a pixel: the button's box, moved by a transform, is measured as 23.999998 px
  const box = (await close.boundingBox())!;
  expect(Math.round(box.width * 100) / 100).toBeGreaterThanOrEqual(24);
  expect(Math.round(box.height * 100) / 100).toBeGreaterThanOrEqual(24);
});

test("a success toast's text has a contrast of 4.5:1 at least", async ({ page }) => {
  const origin = await signInAs(page, "therapist@example.com", "/therapist/edit-profile");
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin });
  await page.goto(`${origin}/therapist/edit-profile`);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Copy Code" }).click();
  const toast = page.locator("[data-sonner-toast][data-type=success]");
  await expect(toast).toBeVisible();
  expect(await textContrast(toast, "[data-title]")).toBeGreaterThanOrEqual(4.5);
  expect(await textContrast(toast, "[data-description]")).toBeGreaterThanOrEqual(4.5);
});

async function expectPhotoFieldFits(page: Page) {
  for (const field of [page.locator('input[type="file"]'), page.locator('input[type="file"] + p[id$="-hint"]')]) {
    const box = (await field.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(NARROW.width);
  }
  await expectNoSideways(page);
}

test("at 320 px the profile photo field, its file input and its hint, fits the screen", async ({ page }) => {
  await page.setViewportSize(NARROW);
  const applicant = await signInAs(page, newAddress(), "/therapist/signup?plan=free");
  await page.goto(`${applicant}/therapist/signup?plan=free`);
  await expect(page.getByRole("heading", { name: "Therapist Application" })).toBeVisible();
  await expectPhotoFieldFits(page);
  await page.context().clearCookies(); // signed out, to sign in as the demo therapist
  const therapist = await signInAs(page, "therapist@example.com", "/therapist/edit-profile");
  await page.goto(`${therapist}/therapist/edit-profile`);
  await expect(page.getByRole("heading", { name: "Personal Information" })).toBeVisible();
  await expectPhotoFieldFits(page);
});
