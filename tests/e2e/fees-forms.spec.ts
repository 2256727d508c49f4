import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, test } from "./app.ts";
import { appQuery } from "./app-database.ts";
import { waitForHydration } from "./hydration.ts";
import { signInAs } from "./sign-in.ts";
import { PHONE, withoutScripts } from "./without-scripts.ts";
import { insertOwnListing } from "./own-listing.ts";

// Fees and coverage on the therapist's forms in a real browser: the application with scripts on (a "Bills directly"
// box under each named insurer, the rules checked before sending), and the profile editor without scripts (the
// direct billing choices as a second list, checked by the server) and with them, at a phone's width.

const BIO = "I help adults with anxiety and stress using CBT and mindfulness, in person and online. ".repeat(2);

type Row = {
  rate: string | null;
  session_minutes: number;
  sliding_scale: boolean;
  sliding_scale_min: string | null;
  sliding_scale_open: boolean;
  free_consultation_minutes: number | null;
  receipt_designation: string | null;
  insurance_providers: string[];
  direct_billing: string[];
  confirmed: boolean;
};
const rowOf = async (table: "therapists" | "therapist_submissions", email: string) =>
  (
    await appQuery<Row>(
      `SELECT rate, session_minutes, sliding_scale, sliding_scale_min, sliding_scale_open, free_consultation_minutes,
        receipt_designation, insurance_providers, direct_billing,
        ${table === "therapists" ? "direct_billing_confirmed_at IS NOT NULL" : "false"} AS confirmed
      FROM ${table} WHERE email = $1`,
      [email],
    )
  )[0];

const insurers = (page: Page) => page.getByRole("group", { name: "Insurance Accepted" });

/** No part of the page is wider than the screen. */
async function expectNoSideways(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

test.use({ viewport: { width: 375, height: 800 } });

test("with scripts, the application takes fees and direct billing under each named insurer, and checks the floor", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const address = `fees-apply-${Date.now()}@example.com`;
  await signInAs(page, address, "/therapist/signup?plan=free");
  await expect(page.getByRole("heading", { name: "Therapist Application" })).toBeVisible();
  await waitForHydration(page);
  await page.getByRole("textbox", { name: "First Name", exact: true }).fill("Fee");
  await page.getByRole("textbox", { name: "Last Name", exact: true }).fill("Applicant");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(address);
  await page.getByRole("textbox", { name: "Phone", exact: true }).fill("416-555-0177");
  await page.getByRole("textbox", { name: "Professional Title", exact: true }).fill("M.A., RP (CRPO)");
  await page.getByRole("textbox", { name: "License Number", exact: true }).fill("CRPO-31337");
  await page.getByLabel("Years of Experience").selectOption("6-10");
  await page.getByRole("checkbox", { name: "Anxiety", exact: true }).check();
  await page.getByRole("checkbox", { name: "CBT", exact: true }).check();
  await page.getByRole("combobox", { name: "City", exact: true }).fill("Toronto");
  await page.getByRole("textbox", { name: "Bio", exact: true }).fill(BIO);

  // Without a scripted page there is a second list; with scripts, a box under each named insurer ticked.
  await expect(page.getByRole("group", { name: "Direct Billing" })).toHaveCount(0);
  await expect(page.getByRole("checkbox", { name: "Bills directly: Sun Life" })).toHaveCount(0);
  await insurers(page).getByRole("checkbox", { name: "Sun Life", exact: true }).check();
  await insurers(page).getByRole("checkbox", { name: "Other Private Insurance", exact: true }).check();
  await page.getByRole("checkbox", { name: "Bills directly: Sun Life" }).check();
  await expect(page.getByRole("checkbox", { name: "Bills directly: Other Private Insurance" })).toHaveCount(0);

  await page.getByLabel("Individual Session Fee (CAD)").fill("140");
  await page.getByLabel("Individual Session Length").selectOption("60");
  await page.getByLabel("Free Consultation").selectOption("15");
  await page.getByLabel("Designation on Receipts").selectOption("RP");
  const floor = page.getByLabel("Lowest Sliding-Scale Fee (CAD)");
  await expect(floor).toBeDisabled();
  await page.getByRole("checkbox", { name: /I offer a sliding scale/ }).check();
  await floor.fill("160");
  await page.getByRole("checkbox", { name: "Sliding-scale spots are open now" }).check();
  await expectNoSideways(page);
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.locator("#field-slidingScaleMin-error")).toHaveText(
    "The lowest sliding-scale fee can't be above the session fee",
  );
  await expect(floor).toHaveAttribute("aria-describedby", /field-slidingScaleMin-error/);
  await floor.fill("90");
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByText("Application Submitted Successfully!").first()).toBeVisible();

  expect(await rowOf("therapist_submissions", address)).toMatchObject({
    rate: "140.00",
    session_minutes: 60,
    sliding_scale: true,
    sliding_scale_min: "90.00",
    sliding_scale_open: true,
    free_consultation_minutes: 15,
    receipt_designation: "RP",
    insurance_providers: ["Sun Life", "Other Private Insurance"],
    direct_billing: ["Sun Life"],
  });
  expect(errors).toEqual([]);
});

test("without scripts the editor lists direct billing apart and the server checks it; with scripts it saves and confirms", async ({
  page,
}) => {
  const address = `fees-edit-${Date.now()}@example.com`;
  const origin = await signInAs(page, address, "/therapist/dashboard");
  await insertOwnListing(address, {
    slug: `fee-editor-${Date.now()}`,
    first_name: "Fee",
    last_name: "Editor",
    phone: "416-555-0178",
    bio: BIO,
    rate: 150,
    sliding_scale: true,
    sliding_scale_min: 100,
    sliding_scale_open: true,
    insurance_providers: ["Sun Life", "Manulife"],
  });

  await withoutScripts(
    page,
    async (plain) => {
      await plain.goto(`${origin}/therapist/edit-profile`);
      const billing = plain.getByRole("group", { name: "Direct Billing" });
      await expect(billing).toBeVisible();
      // No control that needs scripts: the badge's snippet is there to copy by hand, without a dead Copy button.
      await expect(plain.getByRole("textbox", { name: "HTML code" })).toBeVisible();
      await expect(plain.getByRole("button", { name: "Copy Code" })).toHaveCount(0);
      await expect(billing.getByRole("checkbox", { name: "Other Private Insurance" })).toHaveCount(0);
      await billing.getByRole("checkbox", { name: "Green Shield Canada" }).check();
      await billing.getByRole("checkbox", { name: "Sun Life" }).check();
      await expectNoSideways(plain);
      // a file that is no image, sent with the form, is refused with its reason beside the photo field
      const file = plain.locator("input[type=file]");
      await file.setInputFiles({ name: "notes.jpg", mimeType: "image/jpeg", buffer: Buffer.from("hello") });
      await plain.getByRole("button", { name: "Save Changes" }).click();
      await expect(
        plain.getByRole("alert").filter({ hasText: "That file is not a JPG, PNG, GIF or WebP image." }),
      ).toBeVisible();
      await expect(file).toHaveAttribute("aria-invalid", "true");
      await expect(file).toHaveAccessibleDescription(/That file is not a JPG, PNG, GIF or WebP image\./);
      // a photo goes with the form without scripts: stored with the refused post, it comes back on the form
      const photo = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#0f766e" } })
        .jpeg()
        .toBuffer();
      await plain.locator("input[type=file]").setInputFiles({ name: "me.jpg", mimeType: "image/jpeg", buffer: photo });
      await plain.getByRole("button", { name: "Save Changes" }).click();
      const refusal = "Also tick Green Shield Canada under Insurance Accepted, or untick direct billing for it";
      await expect(plain.locator("#field-directBilling-error")).toHaveText(refusal);
      await expect(billing).toHaveAttribute("aria-describedby", /field-directBilling-error/);
      expect(await rowOf("therapists", address)).toMatchObject({ direct_billing: [], confirmed: false });
      const preview = plain.getByRole("img", { name: "Your profile photo" });
      await expect(preview).toHaveAttribute("src", /^\/uploads\/profile-images\/[0-9a-f-]+\.webp$/);
      const sent = await preview.getAttribute("src");

      // The refused post keeps what was ticked: accept the insurer too, and save.
      await expect(billing.getByRole("checkbox", { name: "Green Shield Canada" })).toBeChecked();
      await insurers(plain).getByRole("checkbox", { name: "Green Shield Canada", exact: true }).check();
      await plain.getByRole("button", { name: "Save Changes" }).click();
      await expect(plain.getByRole("status").filter({ hasText: "Profile Updated" })).toBeVisible();
      expect(await rowOf("therapists", address)).toMatchObject({
        insurance_providers: ["Sun Life", "Manulife", "Green Shield Canada"],
        direct_billing: ["Sun Life", "Green Shield Canada"],
        confirmed: true,
      });
      const [listing] = await appQuery<{ profile_image_url: string | null }>(
        "SELECT profile_image_url FROM therapists WHERE email = $1",
        [address],
      );
      expect(listing?.profile_image_url).toBe(sent);
    },
    { viewport: PHONE },
  );

  // With scripts: each accepted named insurer has its box, ticked as saved; turning the sliding scale off turns its
  // floor and spots off, and saving clears them.
  await page.goto(`${origin}/therapist/edit-profile`);
  await waitForHydration(page);
  await expect(page.getByRole("group", { name: "Direct Billing" })).toHaveCount(0);
  await expect(page.getByRole("checkbox", { name: "Bills directly: Green Shield Canada" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Bills directly: Manulife" })).not.toBeChecked();
  await insurers(page).getByRole("checkbox", { name: "Sun Life", exact: true }).uncheck();
  await expect(page.getByRole("checkbox", { name: "Bills directly: Sun Life" })).toHaveCount(0);
  await page.getByRole("checkbox", { name: /I offer a sliding scale/ }).uncheck();
  await expect(page.getByLabel("Lowest Sliding-Scale Fee (CAD)")).toBeDisabled();
  await expect(page.getByRole("checkbox", { name: "Sliding-scale spots are open now" })).toBeDisabled();
  await expectNoSideways(page);
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Profile Updated").first()).toBeVisible();
  expect(await rowOf("therapists", address)).toMatchObject({
    insurance_providers: ["Manulife", "Green Shield Canada"],
    direct_billing: ["Green Shield Canada"],
    sliding_scale: false,
    sliding_scale_min: null,
    sliding_scale_open: false,
  });
});
