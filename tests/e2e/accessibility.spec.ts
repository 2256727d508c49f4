import { createRequire } from "node:module";
import { type Page } from "@playwright/test";
import { expect, test } from "./app.ts";
import { signInAs } from "./sign-in.ts";

// Every public page, checked by axe-core against WCAG 2.2 A and AA, on a desktop and a 375 px screen: no serious
// or critical violation. axe is injected into the page, so the context bypasses the CSP for its script only.

const AXE_SCRIPT = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
type Violation = { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] };

async function seriousViolations(page: Page): Promise<string[]> {
  // axe is half a megabyte of script: injected once per page load, run again after a resize.
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ path: AXE_SCRIPT });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] },
      // Only violations are read: axe skips collecting the details of every passing and incomplete check.
      resultTypes: ["violations"],
    });
    return result.violations;
  });
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => JSON.stringify(n.target)).join(", ")}`);
}

async function firstLink(page: Page, pattern: RegExp): Promise<string> {
  const href = await page.locator("a[href]").evaluateAll((links, source) => {
    const match = new RegExp(source);
    return links.map((a) => a.getAttribute("href") ?? "").find((h) => match.test(h));
  }, pattern.source);
  expect(href).toBeTruthy();
  return href as string;
}

const PAGES = [
  "/",
  "/?city=Toronto&specialty=Anxiety",
  "/ontario",
  "/ontario/toronto",
  "/issues/anxiety",
  "/blog",
  "/pricing",
  "/contact",
  "/login",
  "/therapist/signup",
  "/privacy-policy",
  "/no-such-page",
  "/fr/tarifs",
  "/fr/nous-joindre",
  "/fr/conditions-d-utilisation",
];

const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 375, height: 800 },
];

/** The page as loaded, checked on a desktop and then, resized (the layout is redone), on a 375 px screen. */
async function violationsAtEveryWidth(page: Page, label: string): Promise<string[]> {
  const found: string[] = [];
  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport);
    found.push(...(await seriousViolations(page)).map((violation) => `${label} at ${viewport.width} px: ${violation}`));
  }
  return found;
}

test.describe("at 1280 and 375 px", () => {
  test.use({ bypassCSP: true, viewport: WIDTHS[0] });

  for (const path of PAGES) {
    test(`${path} has no serious or critical axe violation`, async ({ page }) => {
      await page.goto(path);
      expect(await violationsAtEveryWidth(page, path)).toEqual([]);
    });
  }

  test("a profile, its contact form, its Insurance tab and a blog post have no serious or critical axe violation", async ({
    page,
  }) => {
    await page.goto("/");
    const profile = await firstLink(page, /^\/therapists\/[a-z0-9-]+$/);
    await page.goto("/blog");
    const post = await firstLink(page, /^\/blog\/[a-z0-9-]+$/);
    for (const path of [profile, `${profile}?contact=open`, `${profile}?tab=insurance`, post]) {
      await page.setViewportSize(WIDTHS[0]!);
      await page.goto(path);
      expect(await violationsAtEveryWidth(page, path)).toEqual([]);
    }
  });
});

test.describe("the signed-in forms", () => {
  test.use({ bypassCSP: true });

  test("the blog post form, the profile editor and the account page, empty and refused, have no serious or critical axe violation", async ({
    page,
  }) => {
    const origin = await signInAs(page, "therapist@example.com", "/blog/create");
    await expect(page.getByRole("heading", { name: "Create Blog Post" })).toBeVisible();
    expect(await seriousViolations(page), "/blog/create").toEqual([]);
    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page.getByText("Content must be at least 300 characters")).toBeVisible();
    expect(await seriousViolations(page), "/blog/create, refused").toEqual([]);
    await page.goto(`${origin}/therapist/edit-profile`);
    await expect(page.getByRole("heading", { name: "Personal Information" })).toBeVisible();
    expect(await seriousViolations(page), "/therapist/edit-profile").toEqual([]);
    await page.goto(`${origin}/account`);
    await expect(page.getByRole("heading", { name: "Your Data and Account" })).toBeVisible();
    expect(await seriousViolations(page), "/account").toEqual([]);
    await page.getByRole("button", { name: "Delete my account" }).click();
    await expect(page.getByText("To delete your account, type the email address you sign in with.")).toBeVisible();
    expect(await seriousViolations(page), "/account, refused").toEqual([]);
  });
});
