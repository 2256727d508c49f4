import { expect, test } from "@playwright/test";

// The Content-Security-Policy in a real browser: without 'unsafe-inline' for styles and without https: images,
// pages still render their styles (the toast library's stylesheet is allowed by its hash) and nothing is blocked.

for (const path of ["/", "/privacy-policy", "/login", "/blog", "/therapist/signup"]) {
  test(`${path} loads with no Content-Security-Policy violation and the toast styles applied`, async ({ page }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto(path);
    await page.waitForLoadState("networkidle");
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
}
