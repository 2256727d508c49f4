import { expect, type Page } from "@playwright/test";
import { listOutbox } from "../../app/mail/outbox.server.ts";

const dataDir = process.env.E2E_DATA_DIR ?? "";

/**
 * Signs in by emailed link through the demo outbox and answers the origin the link used (APP_URL's host: the
 * session cookie belongs to it). Only a link that arrived after this request counts: the spec files share one app
 * and one outbox, and an earlier link to the same address has already been spent.
 */
export async function signInAs(page: Page, address: string, returnTo: string): Promise<string> {
  const before = (await listOutbox(dataDir)).filter((m) => m.to.includes(address)).length;
  await page.goto(`/api/login?returnTo=${encodeURIComponent(returnTo)}`);
  await page.getByLabel("Email address").fill(address);
  await page.getByRole("button", { name: "Send Magic Link" }).click();
  await expect(page.getByRole("heading", { name: "Check Your Email" })).toBeVisible();
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mine = (await listOutbox(dataDir)).filter((m) => m.to.includes(address));
      if (mine.length <= before) return undefined;
      link = mine.map((m) => m.links.find((l) => l.includes("/auth/verify?token="))).find(Boolean);
      return link;
    }, { timeout: 15_000 })
    .toBeTruthy();
  await page.goto(link!);
  await expect(page.getByRole("heading", { name: "Login Successful!" })).toBeVisible();
  return new URL(link!).origin;
}
