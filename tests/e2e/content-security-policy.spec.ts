import { type Page } from "@playwright/test";
import { emptyHttpCache, expect, test } from "./app.ts";
import { waitForHydration } from "./hydration.ts";

// The Content-Security-Policy in a real browser: without 'unsafe-inline' for styles and without https: images,
// pages still render their styles and nothing is blocked. Scripts run by the hashes of the page's own (no nonce,
// so a copy a shared cache replays holds for everyone). The toast library loads with the first toast; its
// stylesheet is then allowed by its hash.

function cspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

for (const path of ["/", "/privacy-policy", "/login", "/blog", "/therapist/signup"]) {
  test(`${path} loads with no Content-Security-Policy violation`, async ({ page }) => {
    const violations = cspViolations(page);
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    await expect(page.locator("body")).toHaveCSS("background-color", "rgb(255, 255, 255)");
    expect(violations).toEqual([]);
  });
}

test("the first toast loads the toast library, its styles applied with no Content-Security-Policy violation", async ({
  page,
}) => {
  const violations = cspViolations(page);
  await page.goto("/therapist/signup?subscription_canceled=true"); // back from a canceled checkout: a toast on arrival
  await expect(page.locator("[data-sonner-toast]")).toContainText("You can choose the Free plan or try Premium again.");
  const toastRules = await page.evaluate(() =>
    [...document.styleSheets].some((sheet) => {
      try {
        return [...sheet.cssRules].some((rule) => rule.cssText.includes("data-sonner-toaster"));
      } catch {
        return false;
      }
    }),
  );
  expect(toastRules).toBe(true);
  expect(violations).toEqual([]);
});

test("a dialog's scroll lock is allowed: the contact dialog opens with no Content-Security-Policy violation", async ({
  page,
  request,
}) => {
  const html = await (await request.get("/")).text();
  const slug = /href="\/therapists\/([a-z0-9-]+)"/.exec(html)?.[1];
  expect(slug).toBeTruthy();
  const violations = cspViolations(page);
  await page.goto(`/therapists/${slug}`);
  await waitForHydration(page);
  await page.getByRole("link", { name: "Contact Therapist" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expect(page.locator("body")).toHaveCSS("overflow", "hidden");
  expect(violations).toEqual([]);
});

test("a page a shared cache keeps carries no nonce, hydrates, and a dialog opened after navigating from it is allowed", async ({
  page,
  request,
}) => {
  await request.get("/"); // the page micro-cache now holds / for the next visitor
  await emptyHttpCache(page); // the answer the server sends, not a copy this browser revalidates
  const violations = cspViolations(page);
  const response = await page.goto("/");
  const policy = (await response?.allHeaders())?.["content-security-policy"] ?? "";
  expect(policy).toMatch(/script-src (?:'sha256-[A-Za-z0-9+/=]+' )+'strict-dynamic'/);
  expect(policy).not.toContain("'nonce-");
  await waitForHydration(page);
  await page.getByRole("article").first().getByRole("link").first().click();
  await expect(page).toHaveURL(/\/therapists\/[a-z0-9-]+$/);
  await page.getByRole("link", { name: "Contact Therapist" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expect(page.locator("body")).toHaveCSS("overflow", "hidden");
  expect(violations).toEqual([]);
});
