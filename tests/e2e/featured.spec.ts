import type { Page } from "@playwright/test";
import { expect, test } from "./app.ts";
import { fromOutbox } from "./outbox.ts";
import { holdRequests, holdScripts, releaseScripts, waitForHydration } from "./hydration.ts";
import { signInAs } from "./sign-in.ts";
import { withoutScripts } from "./without-scripts.ts";

// The Featured listing in a real browser, as therapist@example.com (Jordan Rivera, a Free listing in the demo
// data). First a pre-authorized debit that fails: pending (not Featured, Payment Processing), then the bank's
// failure (still not Featured, the therapist told). Then from /pricing to the demo checkout, Cancel first (Payment
// Canceled), then Complete payment: the dashboard banner, the Featured badge on the directory card, listed before
// non-Featured profiles, and Manage billing's demo portal, where a renewal fails and a new card fixes it.

const NAME = "Jordan Rivera";

/** Whether the therapist's approved profile says Featured (read from the database, not the search index). */
async function profileFeatured(page: Page, origin: string): Promise<boolean> {
  const answer = await page.request.get(`${origin}/api/therapist/my-profile`);
  expect(answer.status()).toBe(200);
  const { approvedProfile } = (await answer.json()) as { approvedProfile: { isFeatured: boolean } };
  return approvedProfile.isFeatured;
}

test("a delayed payment that fails: not Featured while pending, the state shown, never Featured", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const origin = await signInAs(page, "therapist@example.com", "/therapist/dashboard");
  await expect(page.getByRole("heading", { name: "Get Featured" })).toBeVisible();

  await page.getByRole("button", { name: "Get Featured" }).click();
  await expect(page).toHaveURL(/\/dev\/checkout\/[0-9a-f-]{36}$/);
  await page.getByRole("button", { name: "Pay by pre-authorized debit" }).click();

  // Pending: the dashboard says so, the listing is not Featured, a second checkout is refused.
  await expect(page).toHaveURL(/\/therapist\/dashboard/);
  await expect(page.getByRole("heading", { name: "Payment Processing" })).toBeVisible();
  await expect(page.getByText(/Your listing becomes Featured as soon as it clears/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Featured Listing Active" })).toHaveCount(0);
  const history = page.getByRole("region", { name: "Payment history" });
  await expect(history.getByRole("cell", { name: "Processing" })).toBeVisible();
  expect(await profileFeatured(page, origin)).toBe(false);
  const again = await page.request.post(`${origin}/api/create-subscription-checkout`, { headers: { Origin: origin } });
  expect(again.status()).toBe(409);

  // The bank answers: the debit fails.
  await page.getByRole("link", { name: "Play the bank's answer (demo checkout)" }).click();
  await expect(page.getByText("Debit processing.")).toBeVisible();
  await page.getByRole("button", { name: "Debit fails" }).click();
  await expect(page).toHaveURL(/\/therapist\/dashboard$/);
  await expect(page.getByRole("alert").filter({ hasText: "Payment failed." })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Get Featured" })).toBeVisible();
  await expect(history.getByRole("cell", { name: "Failed" })).toBeVisible();
  expect(await profileFeatured(page, origin)).toBe(false);
  await fromOutbox((sent) =>
    sent.some(
      (m) => m.to.includes("therapist@example.com") && m.subject === "Payment failed for your Featured Listing",
    ),
  );
  expect(errors).toEqual([]);
});

/** The result cards in page order: name, and whether the card carries the "Featured · Paid placement" badge. */
async function cards(page: Page) {
  const articles = page.locator("main article");
  const count = await articles.count();
  const out: { name: string; featured: boolean }[] = [];
  for (let i = 0; i < count; i++) {
    const card = articles.nth(i);
    // textContent, not innerText: a card out of view is not laid out (content-visibility), and innerText reads layout
    out.push({
      name: ((await card.locator("h3").textContent()) ?? "").trim(),
      featured: (await card.getByText("Featured · Paid placement", { exact: true }).count()) > 0,
    });
  }
  return out;
}

test("a therapist gets Featured from /pricing through the demo checkout", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));

  await page.goto("/pricing");
  await expect(page.getByRole("heading", { name: "Free Listing" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Featured Listing" })).toBeVisible();
  await expect(page.getByText("Is Featured labelled as paid placement?")).toBeVisible();
  await expect(page.getByRole("link", { name: "Get Started Free" })).toHaveAttribute("href", "/therapist/signup");
  await page.getByRole("link", { name: "Get Featured" }).click();
  await expect(page).toHaveURL(/\/login/); // the dashboard needs a sign-in first

  const origin = await signInAs(page, "therapist@example.com", "/therapist/dashboard");
  await expect(page).toHaveURL(/\/therapist\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Get Featured" })).toBeVisible();

  // Cancel on the checkout: back to the dashboard with Payment Canceled, still not Featured.
  await page.getByRole("button", { name: "Get Featured" }).click();
  await expect(page).toHaveURL(/\/dev\/checkout\/[0-9a-f-]{36}$/);
  await expect(page.getByText("Featured Listing", { exact: true })).toBeVisible();
  await expect(page.getByText("$9.99 CAD per month")).toBeVisible();
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByText("Payment Canceled").first()).toBeVisible();
  await expect(page).toHaveURL(/\/therapist\/dashboard/);
  await expect(page.getByRole("heading", { name: "Get Featured" })).toBeVisible();

  // Complete payment: Payment Successful!, the banner with 30 days and the renewal date, the payment history.
  await page.getByRole("button", { name: "Get Featured" }).click();
  await page.getByRole("button", { name: "Complete payment" }).click();
  await expect(page.getByText("Payment Successful!").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Featured Listing Active" })).toBeVisible();
  await expect(page.getByText("30 days remaining")).toBeVisible();
  await expect(page.getByText(/^Renews on /)).toBeVisible();
  await expect(page.getByText("Cancel Featured", { exact: true })).toBeVisible();
  // (the failed debit of the first test is a line of its own)
  const paid = page.getByRole("region", { name: "Payment history" }).getByRole("row").filter({ hasText: "Paid" });
  await expect(paid.getByRole("cell", { name: "$9.99 CAD" })).toBeVisible();
  await expect(paid.getByRole("cell", { name: "Paid", exact: true })).toBeVisible();

  // The directory: a matching search in the recommended order shows the card with the Featured badge, after
  // Featured cards only and before every non-Featured one (the index job runs in the worker: wait for it).
  await expect(async () => {
    await page.goto(`${origin}/?city=Toronto&specialty=Anxiety`);
    const list = await cards(page);
    const at = list.findIndex((c) => c.name === NAME);
    expect(at).toBeGreaterThanOrEqual(0);
    expect(list[at]?.featured).toBe(true);
    expect(list.slice(0, at).every((c) => c.featured)).toBe(true);
    expect(list.slice(at + 1).some((c) => !c.featured)).toBe(true);
    const firstFree = list.findIndex((c) => !c.featured);
    expect(list.slice(firstFree).every((c) => !c.featured)).toBe(true);
  }).toPass({ timeout: 15_000 });

  // CRPO's advertising standard: the paid placement is said in words a sighted visitor sees, on the card (in a
  // 375 px wide phone's card without overflowing it), in French, and on the profile.
  await page.setViewportSize({ width: 375, height: 800 });
  const card = page.locator("main article").filter({ hasText: NAME });
  const badge = card.getByText("Featured · Paid placement", { exact: true });
  await badge.scrollIntoViewIfNeeded();
  await expect(badge).toBeVisible();
  const [badgeBox, cardBox] = [await badge.boundingBox(), await card.boundingBox()];
  expect(badgeBox!.x).toBeGreaterThanOrEqual(cardBox!.x);
  expect(badgeBox!.x + badgeBox!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await card.getByRole("link", { name: NAME }).click();
  await expect(page.getByRole("heading", { level: 1, name: NAME })).toBeVisible();
  await expect(page.getByText("Featured · Paid placement", { exact: true })).toBeVisible();
  await page.goto(`${origin}/fr?city=Toronto&specialty=Anxiety`);
  const french = page.locator("main article").filter({ hasText: NAME });
  await french.scrollIntoViewIfNeeded();
  await expect(french.getByText("En vedette · Placement payé", { exact: true })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 720 });

  // A second checkout is refused: already Featured.
  const again = await page.request.post(`${origin}/api/create-subscription-checkout`, { headers: { Origin: origin } });
  expect(again.status()).toBe(409);

  // Manage billing: the demo portal, where a renewal fails (past due, still Featured) and a new card pays it.
  await page.goto(`${origin}/therapist/dashboard`);
  await page.getByRole("button", { name: "Manage billing" }).click();
  await expect(page).toHaveURL(/\/dev\/billing-portal$/);
  await expect(page.getByText("Renews monthly")).toBeVisible();
  await page.getByRole("button", { name: "Simulate a failed renewal" }).click();
  await expect(page.getByRole("alert")).toContainText("failed. Update your card to pay it.");
  await expect(page.getByText("Payment failed", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Update card and pay" }).click();
  await expect(page.getByText("Renews monthly")).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);
  await page.getByRole("link", { name: "Back to dashboard" }).click();
  await expect(page.getByRole("heading", { name: "Featured Listing Active" })).toBeVisible();
  await expect(page.getByText("60 days remaining")).toBeVisible();

  // Cancel Featured asks first; the renewal stops on the second press, and Featured stays until its end.
  await page.getByText("Cancel Featured", { exact: true }).click();
  await expect(page.getByText(/^Stop the renewal\? Featured stays until /)).toBeVisible();
  await expect(page.getByText(/^Renews on /)).toBeVisible();
  await page.getByRole("button", { name: "Stop the renewal" }).click();
  await expect(page.getByText("Featured Canceled").first()).toBeVisible();
  await expect(page.getByText(/^Ends on .*; then your profile stays listed for free\.$/)).toBeVisible();
  await expect(page.getByText("60 days remaining")).toBeVisible();
  await expect(page.getByText("Cancel Featured", { exact: true })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("without JavaScript, the signup's Featured plan pays first through the demo checkout", async ({ page }) => {
  const address = `featured-${Date.now()}@example.com`;
  const origin = await signInAs(page, address, "/therapist/signup?plan=featured");
  await withoutScripts(page, async (plain) => {
    await plain.goto(`${origin}/therapist/signup?plan=featured`);
    await plain.getByRole("button", { name: "Continue to payment" }).click();
    await expect(plain).toHaveURL(/\/dev\/checkout\//);
    await expect(plain.getByText("Featured starts when your profile is approved.")).toBeVisible();
    await plain.getByRole("button", { name: "Cancel" }).click();
    await expect(plain).toHaveURL(/\/therapist\/signup\?subscription_canceled=true$/);
    await expect(plain.getByRole("status")).toContainText("Payment Canceled.");

    await plain.goto(`${origin}/therapist/signup?plan=featured`);
    await plain.getByRole("button", { name: "Continue to payment" }).click();
    await plain.getByRole("button", { name: "Complete payment" }).click();
    await expect(plain).toHaveURL(/\/therapist\/signup\?subscription_success=true$/);
    await expect(plain.getByText("Featured Listing paid: it starts when your profile is approved.")).toBeVisible();
    await expect(plain.getByRole("status").filter({ hasText: "Payment Successful!" })).toContainText(
      "Your Premium Featured status will activate when your profile is approved.",
    );
    await expect(plain.getByRole("heading", { name: "Therapist Application" })).toBeVisible();
    // paid once: coming back to the Featured plan goes straight to the form, which offers no other plan
    await plain.goto(`${origin}/therapist/signup?plan=featured`);
    await expect(plain.getByRole("heading", { name: "Therapist Application" })).toBeVisible();
    await expect(plain.getByText("Featured Listing paid: it starts when your profile is approved.")).toBeVisible();
    await expect(plain.getByRole("link", { name: "Change plan" })).toHaveCount(0);
  });
});

/** The application's required fields, as a person fills them in before the page's scripts run (plain HTML). */
async function fillApplication(page: Page, address: string) {
  await page.getByRole("textbox", { name: "First Name", exact: true }).fill("Early");
  await page.getByRole("textbox", { name: "Last Name", exact: true }).fill("Applicant");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(address);
  await page.getByRole("textbox", { name: "Phone", exact: true }).fill("416-555-0123");
  await page.getByRole("textbox", { name: "Professional Title", exact: true }).fill("M.A., RP (CRPO)");
  await page.getByRole("textbox", { name: "License Number", exact: true }).fill("CRPO-77777");
  await page.getByLabel("Years of Experience").selectOption("6-10");
  await page.getByRole("checkbox", { name: "Anxiety", exact: true }).check();
  await page.getByRole("checkbox", { name: "CBT", exact: true }).check();
  await page.getByRole("combobox", { name: "City", exact: true }).fill("Toronto");
  await page
    .getByRole("textbox", { name: "Bio", exact: true })
    .fill("I help adults with anxiety and stress using CBT and mindfulness. ".repeat(3));
}

test("back from paying at signup, the application sent before the page's scripts run is submitted", async ({
  page,
}) => {
  const address = `early-${Date.now()}@example.com`;
  await signInAs(page, address, "/therapist/signup?plan=featured");
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page).toHaveURL(/\/dev\/checkout\//);
  await page.getByRole("button", { name: "Complete payment" }).click();
  await expect(page.getByRole("heading", { name: "Therapist Application" })).toBeVisible();
  await waitForHydration(page);

  // The provider sends the browser back to the signup page (which thanks for the payment and tidies its address
  // once its scripts run); the form is sent before they do, and they arrive while the answer is on its way.
  const scripts = await holdScripts(page);
  await page.goto(new URL("/therapist/signup?subscription_success=true", page.url()).href, {
    waitUntil: "domcontentloaded",
  });
  await scripts.asked;
  await fillApplication(page, address);
  const post = await holdRequests(page, /\/therapist\/signup/, "POST");
  await page.getByRole("button", { name: "Submit Application" }).click({ noWaitAfter: true }); // the answer is held
  await post.asked;
  await releaseScripts(page, scripts);
  post.release();
  await expect(page.getByRole("status").filter({ hasText: "Application Submitted Successfully!" })).toBeVisible();
  await page.goto(new URL("/therapist/dashboard", page.url()).href);
  await expect(page.getByText("Under Review")).toBeVisible();
});
