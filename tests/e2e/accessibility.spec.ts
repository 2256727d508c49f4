import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { createRequire } from "node:module";
import { type Page } from "@playwright/test";
import { expect, test } from "./app.ts";
import { signInAs } from "./sign-in.ts";

// Every public page, checked by axe-core against WCAG 2.2 A and AA, on a desktop and a 375 px screen: no serious or
// critical violation, and no heading that skips a level. axe is loaded into the page from a server of the test's own,
// so the context bypasses the CSP for its script only.

const AXE_SCRIPT = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

/**
 * axe's address on a server of this worker's own, kept for the worker's life. A script loaded from an address the
 * browser may keep is compiled once and then taken from the browser's code cache (about 50 ms a page instead of
 * 400-700 ms on a 2-core machine); the same script injected as text is compiled again on every page.
 */
let axeAddress: Promise<string> | undefined;
function axeUrl(): Promise<string> {
  axeAddress ??= new Promise((resolve, reject) => {
    const source = readFileSync(AXE_SCRIPT);
    const server = createServer((_request, response) => {
      response.writeHead(200, {
        "Content-Type": "text/javascript",
        "Cache-Control": "public, max-age=31536000, immutable",
      });
      response.end(source);
    });
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      server.unref();
      const address = server.address();
      resolve(`http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/axe.min.js`);
    });
  });
  return axeAddress;
}

type Violation = { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] };

async function seriousViolations(page: Page): Promise<string[]> {
  // axe is half a megabyte of script: loaded once per page load, run again after a resize.
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ url: await axeUrl() });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] },
      // and headings that skip a level (a practice axe rates moderate): a screen reader's outline of the page
      rules: { "heading-order": { enabled: true } },
      // Only violations are read: axe skips collecting the details of every passing and incomplete check.
      resultTypes: ["violations"],
    });
    return result.violations;
  });
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical" || v.id === "heading-order")
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
