import { type Page } from "@playwright/test";
import { expect, test } from "./app.ts";
import { holdRequests, holdScripts, releaseScripts, waitForHydration } from "./hydration.ts";
import { signInAs } from "./sign-in.ts";
import { withoutScripts } from "./without-scripts.ts";

// The admin console in a real browser: sign in as the demo admin through the outbox, approve a seeded pending
// application and find the new therapist through the directory search, reject another with a note.

const ADMIN = "admin@example.com";

/** Signs in and answers the origin the emailed link used (APP_URL's host): the session cookie belongs to it. */
async function signInAsAdmin(page: Page, returnTo: string): Promise<string> {
  return signInAs(page, ADMIN, returnTo);
}

test("a signed-out visitor to /admin sees Authentication Required and is sent to sign in", async ({ page }) => {
  await page.goto("/admin");
  await expect(page.getByText("Authentication Required").first()).toBeVisible();
  await expect(page).toHaveURL(/\/login/, { timeout: 5_000 });
});

test("the admin approves a pending application, finds the therapist in the directory, and rejects another with a note", async ({
  page,
  browser,
}) => {
  test.slow(); // a whole journey: several sign-ins, forms and pages
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const origin = await signInAsAdmin(page, "/admin?status=pending");
  await expect(page).toHaveURL(/\/admin\?status=pending$/, { timeout: 10_000 });
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  const pendingBefore = Number(await page.getByTestId("stat-pending").textContent());
  expect(pendingBefore).toBeGreaterThan(1);

  const firstRow = page.locator("tbody tr").first();
  const name = (await firstRow.getByRole("link").first().textContent())!.trim();
  const lastName = name.split(" ").at(-1)!;
  await firstRow.getByText("Add a note to the approval").click();
  await firstRow.getByLabel("Note to the applicant (optional, sent with the approval)").fill("Welcome aboard.");
  await firstRow.getByRole("button", { name: `Approve ${name}` }).click();
  await expect(page.getByText("Submission Approved")).toBeVisible();
  await expect(page.getByTestId("stat-pending")).toHaveText(String(pendingBefore - 1));
  await page.goto(`${origin}/admin?status=approved&search=${encodeURIComponent(name)}`);
  await page.getByRole("link", { name }).first().click();
  await expect(page.getByText("Note: Welcome aboard.")).toBeVisible();
  // the application's facts by their names, not the codes they are stored as
  const fact = (label: string) => page.locator("dt", { hasText: label }).locator("+ dd");
  await expect(fact("Status")).toHaveText("Approved");
  await expect(fact("Experience")).toHaveText(/^(0-2|3-5|6-10|11-15|16\+) years$/);
  // what approval published beyond names and texts: the photo, the practice and the fees, as the reviewer saw them
  const published = page.getByRole("region", { name: "Photo, practice and fees" });
  await expect(
    published.getByText(/^No photo$/).or(published.getByRole("img", { name: /^Profile photo of/ })),
  ).toBeVisible();
  await expect(fact("Accepting new clients")).toHaveText(/^(Yes|No|Waitlist)/);
  await expect(fact("Individual session")).toHaveText(/^(\$\d+(\.\d\d)? \/ \d+ min|—)$/);

  // The index job runs in the worker: the new profile shows up in search within moments.
  await expect
    .poll(
      async () => {
        await page.goto(`${origin}/?query=${encodeURIComponent(lastName)}`);
        return page.getByRole("link", { name: new RegExp(name) }).count();
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0);
  await page
    .getByRole("link", { name: new RegExp(name) })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1, name: new RegExp(name) })).toBeVisible();

  // Reject the next one with a note; it leaves the pending list.
  await page.goto(`${origin}/admin?status=pending`);
  const next = page.locator("tbody tr").first();
  const other = (await next.getByRole("link").first().textContent())!.trim();
  const otherEmail = (await next.locator("div.text-xs").first().textContent())!.trim();
  await next.getByText("Reject", { exact: true }).click();
  await next.getByLabel("Note to the applicant (optional)").fill("Please add your CRPO registration number.");
  await next.getByRole("button", { name: "Confirm Reject" }).click();
  await expect(page.getByText("Status Updated")).toBeVisible();
  await page.goto(`${origin}/admin?status=rejected&search=${encodeURIComponent(other)}`);
  await expect(page.getByRole("link", { name: other })).toBeVisible();
  await page.getByRole("link", { name: other }).click();
  await expect(page.getByText("Note: Please add your CRPO registration number.")).toBeVisible();
  await expect(page.getByText(`Rejected by ${ADMIN}`)).toBeVisible();

  await page.goto(`${origin}/admin?search=zzzz-nobody`);
  await expect(page.getByText("No submissions found")).toBeVisible();
  expect(errors).toEqual([]);

  // The applicant sees the rejection and the note on their dashboard.
  const applicant = await browser.newPage();
  await signInAs(applicant, otherEmail, "/therapist/dashboard");
  await expect(applicant).toHaveURL(/\/therapist\/dashboard$/, { timeout: 10_000 });
  await expect(applicant.getByText("Rejected").first()).toBeVisible();
  await expect(applicant.getByText("Please add your CRPO registration number.")).toBeVisible();
  await applicant.close();
});

test("the admin edits an approved profile and then deletes it through the console", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const origin = await signInAsAdmin(page, "/admin?status=pending");
  await expect(page).toHaveURL(/\/admin\?status=pending$/, { timeout: 10_000 });
  const row = page.locator("tbody tr").first();
  const name = (await row.getByRole("link").first().textContent())!.trim();
  await row.getByRole("button", { name: `Approve ${name}` }).click();
  await expect(page.getByText("Submission Approved")).toBeVisible();
  // the pressed button went with its row, which left the pending list: the focus goes to the new count
  await expect(page.getByRole("heading", { name: /^Submissions \(\d+\)$/ })).toBeFocused();

  // filtered from the keyboard, the focus goes to the new count
  await page.getByLabel("Status").selectOption("approved");
  await page.getByRole("button", { name: "Apply Filters" }).press("Enter");
  await expect(page).toHaveURL(/status=approved/);
  await expect(page.getByRole("heading", { name: /^Submissions \(\d+\)$/ })).toBeFocused();

  await page.goto(`${origin}/admin?status=approved&search=${encodeURIComponent(name)}`);
  const approved = page.locator("tbody tr").first();
  await approved.getByRole("link", { name: `Edit ${name}` }).click();
  await expect(page.getByRole("heading", { name: "Edit Therapist Profile" })).toBeVisible();
  await page.getByLabel("Professional Title").fill("PhD, C.Psych (edited by admin)");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Profile Updated").first()).toBeVisible();
  await page.getByRole("link", { name: "public profile" }).click();
  await expect(page.getByText("PhD, C.Psych (edited by admin)").first()).toBeVisible();
  const profileUrl = page.url();

  await page.goto(`${origin}/admin?status=approved&search=${encodeURIComponent(name)}`);
  await page.locator("tbody tr").first().getByText("Delete", { exact: true }).click();
  await expect(page.getByText(`Remove ${name} from the directory?`)).toBeVisible();
  await page.getByRole("button", { name: "Confirm Delete" }).click();
  await expect(page.getByText("Profile Deleted", { exact: true })).toBeVisible();
  await expect(page.locator("tbody tr").first().getByRole("link", { name, exact: true })).toBeFocused();
  // the application stays in the list, no longer named approved, with nothing to act on
  const removed = page.locator("tbody tr").first();
  await expect(removed.getByText("Removed: profile deleted")).toBeVisible();
  await expect(removed.getByText("Delete", { exact: true })).toHaveCount(0);
  const gone = await page.goto(profileUrl);
  expect(gone?.status()).toBe(404);
  await page.goto(`${origin}/admin/edit-therapist/nobody%40example.com`);
  await expect(page.getByRole("heading", { name: "Therapist Not Found" })).toBeVisible();
  expect(errors).toEqual([]);
});

test("the admin opens the Link User dialog and searches users by email", async ({ page }) => {
  const origin = await signInAsAdmin(page, "/admin/link-therapists");
  await expect(page).toHaveURL(/\/admin\/link-therapists$/, { timeout: 10_000 });
  await expect(page.getByRole("heading", { name: "Link Therapists" })).toBeVisible();
  await expect(page.getByText("Not Linked").first()).toBeVisible();
  await page
    .getByRole("link", { name: /^Link User to / })
    .first()
    .click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("Type at least 3 characters to search")).toBeVisible();
  await dialog.getByLabel("Search users by email").fill("zzqq-nobody");
  await dialog.getByRole("button", { name: "Search" }).click();
  // the outcome is a status, said when it changes, and the field's description
  await expect(dialog.getByRole("status")).toHaveText('No users found matching "zzqq-nobody"');
  await dialog.getByLabel("Search users by email").fill("admin@exa");
  await dialog.getByRole("button", { name: "Search" }).click();
  await expect(dialog.getByRole("button", { name: "Link admin@example.com" })).toBeVisible();
  await expect(dialog.getByRole("status")).toHaveText(/^\d+ users? found matching "admin@exa"$/);
  await expect(dialog.getByLabel("Search users by email")).toHaveAccessibleDescription(/found matching "admin@exa"$/);
  expect(new URL(page.url()).origin).toBe(origin);
});

test("with scripts on, the Link User dialog takes focus when it opens; Escape and Close give it back to the row's link", async ({
  page,
}) => {
  await signInAsAdmin(page, "/admin/link-therapists");
  await expect(page.getByRole("heading", { name: "Link Therapists" })).toBeVisible({ timeout: 10_000 });
  await waitForHydration(page);
  const opener = page.getByRole("link", { name: /^Link User to / }).first();
  const name = (await opener.getAttribute("aria-label"))!;
  const dialog = page.getByRole("dialog", { name });
  const field = dialog.getByLabel("Search users by email");

  await opener.focus();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await expect(field).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/link-therapists$/);
  await expect(opener).toBeFocused();

  await page.keyboard.press("Enter");
  await expect(field).toBeFocused();
  // Focus stays in the dialog: Shift+Tab from its first control goes round to its last, not to the page.
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Shift+Tab");
  expect(await page.evaluate(() => document.activeElement?.closest("#link-dialog") !== null)).toBe(true);
  await dialog.getByRole("link", { name: "Close" }).press("Enter");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test("without scripts the Link User dialog opens, searches and closes by its links", async ({ page }) => {
  await signInAsAdmin(page, "/admin/link-therapists");
  await expect(page.getByRole("heading", { name: "Link Therapists" })).toBeVisible({ timeout: 10_000 });
  await withoutScripts(page, async (plain) => {
    await plain.goto(page.url());
    const opener = plain.getByRole("link", { name: /^Link User to / }).first();
    const dialog = plain.getByRole("dialog", { name: (await opener.getAttribute("aria-label"))! });
    await opener.click();
    await expect(plain).toHaveURL(/\?linkFor=[0-9a-f-]+#link-dialog$/);
    await expect(dialog).toBeVisible();
    await dialog.getByLabel("Search users by email").fill("admin@exa");
    await dialog.getByRole("button", { name: "Search" }).click();
    await expect(dialog.getByRole("button", { name: "Link admin@example.com" })).toBeVisible();
    await dialog.getByRole("link", { name: "Close" }).click();
    await expect(plain).toHaveURL(/\/admin\/link-therapists$/);
    await expect(dialog).toHaveCount(0);
  });
});

test("with scripts on, Clear empties every filter control, and Apply Filters then sends none of the old values", async ({
  page,
}) => {
  await signInAsAdmin(page, "/admin?search=camille&status=pending&city=Toronto");
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible({ timeout: 10_000 });
  await waitForHydration(page);
  const filters = page.getByRole("form", { name: "Filter submissions" });
  const search = filters.getByLabel("Search");
  const status = filters.getByLabel("Status");
  const city = filters.getByLabel("City");
  await expect(search).toHaveValue("camille");
  await expect(status).toHaveValue("pending");
  await expect(city).toHaveValue("Toronto");

  await filters.getByRole("link", { name: "Clear" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(search).toHaveValue("");
  await expect(status).toHaveValue("all");
  await expect(city).toHaveValue("");

  await filters.getByRole("button", { name: "Apply Filters" }).click();
  await expect(page).toHaveURL(/\/admin\?/);
  const query = new URL(page.url()).searchParams;
  expect(query.get("search") ?? "").toBe("");
  expect(query.get("status") ?? "all").toBe("all");
  expect(query.get("city") ?? "").toBe("");
});

test("the admin reaches Contact Inquiries Analytics from the dashboard", async ({ page }) => {
  await signInAsAdmin(page, "/admin");
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible({ timeout: 10_000 });
  await page.getByRole("link", { name: "View Inquiries" }).click();
  await expect(page.getByRole("heading", { name: "Contact Inquiries Analytics" })).toBeVisible();
  await expect(page.getByText("Average per Therapist")).toBeVisible();
  await expect(page.getByRole("heading", { name: "What Visitors Look For" })).toBeVisible();
});

test("on a 375 px screen no admin page scrolls sideways (the submissions table scrolls inside its box)", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  const origin = await signInAsAdmin(page, "/admin");
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible({ timeout: 10_000 });
  for (const path of [
    "/admin",
    "/admin/link-therapists",
    "/admin/inquiries",
    `/admin/edit-therapist/${encodeURIComponent("therapist@example.com")}`,
  ]) {
    await page.goto(`${origin}${path}`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
  await context.close();
});

test("the edit form's Save, pressed before the page's scripts run or while they start, saves", async ({ page }) => {
  const origin = await signInAsAdmin(page, "/admin");
  const therapists = (await (await page.request.get(`${origin}/api/admin/therapists`)).json()) as { email: string }[];
  const editUrl = `${origin}/admin/edit-therapist/${encodeURIComponent(therapists.at(-1)!.email)}`;
  const title = page.getByLabel("Professional Title");

  // Before: the browser posts the form, and the scripts arrive while the answer is on its way.
  const scripts = await holdScripts(page);
  await page.goto(editUrl, { waitUntil: "domcontentloaded" });
  await scripts.asked;
  await title.fill("RP (saved before the scripts)");
  const post = await holdRequests(page, /\/admin\/edit-therapist\//, "POST");
  await page.getByRole("button", { name: "Save Changes" }).click({ noWaitAfter: true }); // the answer is held
  await post.asked;
  await releaseScripts(page, scripts);
  post.release();
  await expect(page.getByText(/^Profile Updated: /)).toBeVisible();
  await expect(title).toHaveValue("RP (saved before the scripts)");

  // While they start: saved once the page has hydrated.
  const again = await holdScripts(page);
  await page.goto(editUrl, { waitUntil: "domcontentloaded" });
  await again.asked;
  await title.fill("RP (saved while the scripts start)");
  await releaseScripts(page, again);
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText(/^Profile Updated: /)).toBeVisible();
  await page.goto(editUrl);
  await expect(title).toHaveValue("RP (saved while the scripts start)");
});

test("a refused edit puts the focus where the first thing to fix is: the field with scripts, the notice without", async ({
  page,
}) => {
  const origin = await signInAsAdmin(page, "/admin");
  const therapists = (await (await page.request.get(`${origin}/api/admin/therapists`)).json()) as { email: string }[];
  const editUrl = `${origin}/admin/edit-therapist/${encodeURIComponent(therapists.at(-2)!.email)}`;
  await page.goto(editUrl);
  await waitForHydration(page);
  const bio = page.getByRole("textbox", { name: "Bio", exact: true });
  await bio.fill("short");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.locator("#field-bio-error")).toHaveText("Bio must be at least 150 characters");
  await expect(bio).toBeFocused();

  await withoutScripts(page, async (plain) => {
    await plain.goto(editUrl);
    await plain.getByRole("textbox", { name: "Bio", exact: true }).fill("short");
    await plain.getByRole("button", { name: "Save Changes" }).click();
    await expect(plain.getByRole("alert").filter({ hasText: /^Update Failed: / })).toBeFocused();
  });
});
