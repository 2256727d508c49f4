import type { Page } from "@playwright/test";
import { expect, test } from "./app.ts";
import { sendAppJob } from "./app-database.ts";
import { signInAs } from "./sign-in.ts";
import { withoutScripts } from "./without-scripts.ts";

// The admin's Failed Jobs page in a real browser, on the running app's own queue: a job that fails on receipt with
// no retries left is dead-lettered by the app's worker; the admin finds it from the dashboard and retries it, with
// JavaScript and without.

// Each test signs in (a link through the outbox, the second step) and waits for the worker to dead-letter a job:
// on a busy machine that alone can take the default 30 seconds.
test.describe.configure({ timeout: 120_000 });

/** Sends an index-therapist job the worker refuses on receipt (not a UUID), with no retries: it is dead-lettered. */
const failingJob = () => sendAppJob("index-therapist", { therapistId: "e2e-not-a-uuid" }, { retryLimit: 0 });

/** Reloads the page until the job is listed. */
async function waitForListed(page: Page, id: string): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.reload();
        return page.getByRole("button", { name: `Retry job ${id}` }).count();
      },
      { timeout: 20_000 },
    )
    .toBe(1);
}

test("the admin retries a dead-lettered job from the Failed Jobs page, with JavaScript and without", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const first = await failingJob();
  const origin = await signInAs(page, "admin@example.com", "/admin");
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible({ timeout: 10_000 });
  await page.getByRole("link", { name: "Failed Jobs" }).click();
  await expect(page.getByRole("heading", { name: "Failed Jobs", level: 1 })).toBeVisible();
  await waitForListed(page, first);
  const card = page.getByRole("listitem").filter({ hasText: first });
  await expect(card).toContainText("index-therapist");
  await expect(card).toContainText("dead-lettered to index-therapist-dead");
  await expect(card).toContainText("Must be an id (UUID)");

  await card.getByRole("button", { name: `Retry job ${first}` }).click();
  await expect(page.getByRole("status")).toContainText(
    `Job Retried: Job ${first} is back in its queue, index-therapist.`,
  );
  await expect(page.getByRole("button", { name: `Retry job ${first}` })).toHaveCount(0);
  expect(errors).toEqual([]);

  // Without JavaScript the button is a plain form post to the page's action, answered by the page.
  const second = await failingJob();
  await withoutScripts(page, async (noScript) => {
    await noScript.goto(`${origin}/admin/jobs`);
    await waitForListed(noScript, second);
    await noScript.getByRole("button", { name: `Retry job ${second}` }).click();
    await expect(noScript.getByRole("status")).toContainText(`Job Retried: Job ${second} is back in its queue`);
    await expect(noScript.getByRole("button", { name: `Retry job ${second}` })).toHaveCount(0);
  });
});

test("on a 375 px screen the Failed Jobs page does not scroll sideways", async ({ browser }) => {
  const id = await failingJob();
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  await signInAs(page, "admin@example.com", "/admin/jobs");
  await expect(page.getByRole("heading", { name: "Failed Jobs", level: 1 })).toBeVisible({ timeout: 10_000 });
  await waitForListed(page, id);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await context.close();
});
