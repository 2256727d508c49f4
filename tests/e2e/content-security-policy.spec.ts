import { type Page } from "@playwright/test";
import { expect, test } from "./app.ts";
import { waitForHydration } from "./hydration.ts";

// The Content-Security-Policy in a real browser: without 'unsafe-inline' for styles and without https: images,
// pages still render their styles and nothing is blocked. The toast library loads with the first toast; its
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
