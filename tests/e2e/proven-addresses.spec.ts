import type { Page } from "@playwright/test";
import { expect, test } from "./app.ts";
import { fromOutbox } from "./outbox.ts";
import { signInAs } from "./sign-in.ts";

// Proven addresses in a real browser: an application typed with another address waits for the link sent to it
// (the admin sees "Not confirmed" and approval fails), the applicant opens the link and presses the button, and
// the admin approves. An admin links an account that has not proved a listing's address only with a reason.

const ADMIN = "admin@example.com";
const BIO =
  "I help adults with anxiety, depression and life transitions, using CBT and mindfulness. Warm, practical and collaborative sessions, in person in Toronto and online for all of Ontario.";

/** Letters only, different for each run: a last name to find the application by. */
const unique = () =>
  String(Date.now())
    .split("")
    .map((digit) => String.fromCharCode(97 + Number(digit)))
    .join("");

async function fillApplication(page: Page, lastName: string, email: string) {
  await page.getByRole("textbox", { name: "First Name", exact: true }).fill("Parker");
  await page.getByRole("textbox", { name: "Last Name", exact: true }).fill(lastName);
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.getByRole("textbox", { name: "Phone", exact: true }).fill("416-555-0123");
  await page.getByRole("textbox", { name: "Professional Title", exact: true }).fill("M.S.W., RSW");
  await page.getByRole("textbox", { name: "License Number", exact: true }).fill("OCSWSSW-1234");
  await page.getByLabel("Years of Experience").selectOption("3-5");
  await page.getByLabel("Search specialties").fill("anx");
  await page.getByRole("checkbox", { name: "Anxiety", exact: true }).check();
  await page.getByLabel("Search therapy approaches").fill("CBT");
  await page.getByRole("checkbox", { name: "CBT", exact: true }).check();
  await page.getByRole("combobox", { name: "City", exact: true }).fill("Toronto");
  await page.getByRole("textbox", { name: "Bio", exact: true }).fill(BIO);
}

/** The newest link in the outbox to an address that contains the text. */
async function linkTo(address: string, contains: string): Promise<string> {
  return fromOutbox(
    (sent) =>
      sent
        .filter((m) => m.to.includes(address))
        .map((m) => m.links.find((l) => l.includes(contains)))
        .find(Boolean),
    { timeout: 15_000 },
  );
}

test("an application's other address is confirmed by its link before the admin can approve it", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const lastName = `Prover${unique()}`;
  const signedIn = `parker-${Date.now()}@example.com`;
  const typed = `parker-${Date.now()}@clinic.example`;
  await signInAs(page, signedIn, "/therapist/signup?plan=free");
  await expect(page.getByRole("heading", { name: "Therapist Application" })).toBeVisible();
  await fillApplication(page, lastName, typed);
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByText("Application Submitted Successfully!").first()).toBeVisible();
  await page.goto(new URL("/therapist/dashboard", page.url()).href);
  await expect(page.getByText(`we sent a link to ${typed}`)).toBeVisible();

  // The admin sees the address unconfirmed, and approval is refused.
  const admin = await browser.newPage();
  const origin = await signInAs(admin, ADMIN, `/admin?search=${lastName}`);
  await admin.getByRole("link", { name: `Parker ${lastName}` }).click();
  await expect(admin.getByText(`Not confirmed: the application says ${typed}`)).toBeVisible();
  await admin.getByRole("button", { name: `Approve Parker ${lastName}` }).click();
  await expect(admin.getByText("Approval Failed").first()).toBeVisible();

  // The applicant opens the link sent to the typed address and presses the button.
  await page.goto(await linkTo(typed, "/account/confirm-email?token="));
  await expect(page.getByRole("heading", { name: "Confirm Your Email Address" })).toBeVisible();
  await page.getByRole("button", { name: "Confirm this email address" }).click();
  await expect(page.getByRole("heading", { name: "Email Address Confirmed" })).toBeVisible();

  await admin.reload();
  await expect(admin.getByText(`Confirmed: the applicant opened the link sent to ${typed}`)).toBeVisible();
  await admin.getByRole("button", { name: `Approve Parker ${lastName}` }).click();
  await expect(admin.getByText("Submission Approved").first()).toBeVisible();
  expect(new URL(admin.url()).origin).toBe(origin);
  await admin.close();
});

test("the admin links an account that has not proved a listing's address only with a reason", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const account = `linked-${Date.now()}@example.org`;
  const someone = await browser.newPage();
  await signInAs(someone, account, "/therapist/dashboard");
  await someone.close();

  await signInAs(page, ADMIN, "/admin/link-therapists");
  await expect(page.getByRole("heading", { name: "Link Therapists" })).toBeVisible();
  await page
    .getByRole("link", { name: /^Link User to / })
    .first()
    .click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Search users by email").fill(account);
  await dialog.getByRole("button", { name: "Search" }).click();
  await expect(dialog.getByText(/Has not proved .+: linking needs a reason/)).toBeVisible();
  await dialog.getByLabel(`Reason for linking ${account}`).fill("Confirmed by phone with the clinic.");
  await dialog.getByRole("button", { name: `Link ${account}` }).click();
  await expect(page.getByText("Success").first()).toBeVisible();
});
