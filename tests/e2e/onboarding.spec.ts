import { expect, test } from "./app.ts";
import sharp from "sharp";
import { holdScripts, releaseScripts, waitForHydration } from "./hydration.ts";
import { newAddress, signInAs } from "./sign-in.ts";
import { withoutScripts } from "./without-scripts.ts";

// Therapist onboarding in a real browser: sign in through the outbox, choose Free, apply, see Under Review; the
// application and the profile editor count the bio typed before their scripts ran.

const BIO =
  "I help adults and couples with anxiety, depression, grief and life transitions, using CBT, EFT and mindfulness. Warm, practical and collaborative sessions, in person in Toronto and online.";

/** A real image, as a photo chosen from a person's files. */
const pngPhoto = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: "#3b82f6" } })
    .png()
    .toBuffer();

test("a new therapist chooses Free, signs in, applies, and sees Under Review on the dashboard", async ({ page }) => {
  test.slow(); // a whole journey: several sign-ins, forms and pages
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const address = `applicant-${Date.now()}@example.com`;

  await page.goto("/therapist/signup");
  await page.getByRole("link", { name: "Choose Free" }).click();
  await expect(page.getByRole("heading", { name: "Login Required" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Log In to Continue" })).toHaveAttribute(
    "href",
    `/api/login?returnTo=${encodeURIComponent("/therapist/signup?plan=free")}`,
  );

  await signInAs(page, address, "/therapist/signup?plan=free");
  await expect(page).toHaveURL(/\/therapist\/signup\?plan=free$/);
  await expect(page.getByRole("heading", { name: "Therapist Application" })).toBeVisible();
  // a plan not paid for can still be changed
  await expect(page.getByRole("link", { name: "Change plan" })).toBeVisible();
  const sections = page.locator("form h2");
  await expect(sections).toHaveText([
    "Personal Information",
    "Professional Credentials",
    "Practice Details",
    "Practice Location",
    "Professional Bio",
    "Availability & Rates",
    "Profile Photo",
  ]);

  // Submitting the empty form shows the validation messages inline and in the toast.
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByText("Form Validation Error")).toBeVisible();
  await expect(page.getByText("Please select at least one specialty")).toBeVisible();
  await expect(page.getByText("Please select at least one therapy approach")).toBeVisible();
  await expect(page.locator("#field-bio-error")).toHaveText("Bio must be at least 150 characters");
  // The refused form moves focus to its first field in error (here the first of all), and after a second
  // refusal to the first still in error.
  await expect(page.getByRole("textbox", { name: "First Name", exact: true })).toBeFocused();
  await page.getByRole("textbox", { name: "First Name", exact: true }).fill("Robin");
  // submitted from the keyboard this time: the field in error is brought into view too
  const submit = page.getByRole("button", { name: "Submit Application" });
  await submit.focus();
  // as a person presses it: once the focus has brought it into view (the browser scrolls to a focused element at
  // its next frame, which a loaded machine can put after the Enter and so after the refusal's own scroll)
  await expect(submit).toBeInViewport();
  await page.keyboard.press("Enter");
  const lastName = page.getByRole("textbox", { name: "Last Name", exact: true });
  await expect(lastName).toBeFocused();
  await expect(lastName).toBeInViewport();

  // Without scripts the server refuses the same empty form: its banner lists what each field needs, as the toast
  // does, and the fields show their messages.
  await withoutScripts(page, async (plain) => {
    await plain.goto(new URL("/therapist/signup?plan=free", page.url()).href);
    await expect(plain.getByText("JPG, PNG or GIF, max 5 MB.")).toHaveText(
      "JPG, PNG or GIF, max 5 MB. The photo is sent with the form.",
    );
    // the photo goes with the form: a file that is no image is refused beside the other fields
    await plain.locator("input[type=file]").setInputFiles({
      name: "notes.png",
      mimeType: "image/png",
      buffer: Buffer.from("hello"),
    });
    await plain.getByRole("button", { name: "Submit Application" }).click();
    const banner = plain.getByRole("alert").filter({ hasText: "Form Validation Error" });
    await expect(banner).toContainText("please check the highlighted fields");
    // it takes the focus as the page loads, so it is seen and read (it is below the plan's details)
    await expect(banner).toBeFocused();
    await expect(banner).toBeInViewport();
    await expect(banner.getByRole("listitem")).toContainText([
      "First name is required",
      "Select at least one specialty",
      "Select at least one therapy type",
      "Bio must be at least 150 characters",
      "That file is not a JPG, PNG, GIF or WebP image.",
    ]);
    await expect(plain.locator("#field-bio-error")).toHaveText("Bio must be at least 150 characters");
    // a photo over 5 MB is refused beside its field, and what was typed stays on the form
    await plain.getByRole("textbox", { name: "First Name", exact: true }).fill("Avery");
    await plain
      .locator("input[type=file]")
      .setInputFiles({ name: "big.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(6 * 1024 * 1024, 1) });
    await plain.getByRole("button", { name: "Submit Application" }).click();
    const tooLarge = "The photo is larger than 5 MB. Please choose a smaller image.";
    await expect(plain.locator("input[type=file]")).toHaveAccessibleDescription(
      new RegExp(tooLarge.replace(/\./g, "\\.")),
    );
    await expect(plain.getByRole("textbox", { name: "First Name", exact: true })).toHaveValue("Avery");
    // an image is stored with the refused form and comes back on it, not to be sent again
    await plain
      .locator("input[type=file]")
      .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: await pngPhoto() });
    await plain.getByRole("button", { name: "Submit Application" }).click();
    await expect(plain.getByRole("alert").filter({ hasText: "Form Validation Error" })).toBeVisible();
    await expect(plain.getByRole("img", { name: "Your profile photo" })).toHaveAttribute(
      "src",
      /^\/uploads\/profile-images\/[0-9a-f-]+\.webp$/,
    );
  });

  await page.getByRole("textbox", { name: "Last Name", exact: true }).fill("Applicant");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(address);
  await page.getByRole("textbox", { name: "Phone", exact: true }).fill("416-555-0199");
  await page.getByRole("textbox", { name: "Professional Title", exact: true }).fill("M.A., RP (CRPO)");
  await page.getByRole("textbox", { name: "License Number", exact: true }).fill("CRPO-55555");
  await page.getByLabel("Years of Experience").selectOption("6-10");
  await page.getByLabel("Search specialties").fill("anx");
  await page.getByRole("checkbox", { name: "Anxiety", exact: true }).check();
  await page.getByLabel("Search therapy approaches").fill("CBT");
  await page.getByRole("checkbox", { name: "CBT", exact: true }).check();
  await page.getByRole("combobox", { name: "City", exact: true }).fill("Toronto");
  await page.getByRole("textbox", { name: "Bio", exact: true }).fill(BIO);
  await expect(page.getByText(`${BIO.length}/150`)).toBeVisible();

  // The photo: a text file is refused by the browser's check, a damaged image by the server's processing, a real
  // image is uploaded and previewed.
  const photo = page.locator("input[type=file]");
  // with scripts running, choosing a file uploads it: the hint no longer says it needs JavaScript
  await expect(page.getByText("JPG, PNG or GIF, max 5 MB.")).toHaveText("JPG, PNG or GIF, max 5 MB.");
  await photo.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
  await expect(page.getByText("Photo Upload Failed")).toBeVisible();
  // told under the control too, which it describes, not only in a toast that goes
  const refused = page.getByRole("alert").filter({ hasText: "That file is not a JPG, PNG, GIF or WebP image." });
  await expect(refused).toBeVisible();
  await expect(photo).toHaveAttribute("aria-invalid", "true");
  await expect(photo).toHaveAttribute("aria-describedby", new RegExp(`${await refused.getAttribute("id")}$`));
  const png = await pngPhoto();
  await photo.setInputFiles({
    name: "cut.png",
    mimeType: "image/png",
    buffer: png.subarray(0, Math.floor(png.length / 2)),
  });
  await expect(page.getByText("Photo Processing Error")).toBeVisible();
  await photo.setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png });
  await expect(page.getByText("Photo Uploaded")).toBeVisible();
  await expect(photo).not.toHaveAttribute("aria-invalid");
  await expect(page.getByRole("img", { name: "Your profile photo" })).toHaveAttribute(
    "src",
    /^\/uploads\/profile-images\/[0-9a-f-]+\.webp$/,
  );
  await page.getByRole("button", { name: "Submit Application" }).click();
  // the form gives way to what happens next, which takes the focus: no second application to submit
  const submitted = page.getByRole("status").filter({ hasText: "Application Submitted Successfully!" });
  await expect(submitted).toBeFocused();
  await expect(page.getByRole("textbox", { name: "First Name", exact: true })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Submit Application" })).toHaveCount(0);
  await submitted.getByRole("link", { name: "Go to your dashboard" }).click();
  await expect(page.getByRole("heading", { name: "My Therapist Profile" })).toBeVisible();

  // The emailed link is on APP_URL's host: stay on it, where the session cookie is.
  await page.goto(new URL("/therapist/dashboard", page.url()).href);
  await expect(page.getByRole("heading", { name: "My Therapist Profile" })).toBeVisible();
  await expect(page.getByText("Under Review")).toBeVisible();
  expect(errors).toEqual([]);
});

test("the demo therapist edits their approved profile and sees the change on the public profile; the badge copies", async ({
  page,
  context,
}) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signInAs(page, "therapist@example.com", "/therapist/edit-profile");
  await expect(page).toHaveURL(/\/therapist\/edit-profile$/);
  await expect(page.getByRole("heading", { name: "Edit Profile" })).toBeVisible();

  // A group refused by the browser's check takes the focus at its first control a person can reach
  await waitForHydration(page);
  const specialties = page.getByRole("group", { name: /^Specialties/ });
  const ticked = specialties.getByRole("checkbox", { checked: true });
  while ((await ticked.count()) > 0) await ticked.first().uncheck();
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Please select at least one specialty").first()).toBeVisible();
  await expect(page.getByLabel("Search specialties")).toBeFocused();
  await page.reload();

  const availability = `Evenings and weekends ${Date.now()}`;
  const phone = page.getByRole("textbox", { name: "Phone", exact: true });
  await phone.fill("(613) 555-0142");
  const bio = page.getByRole("textbox", { name: "Bio", exact: true });
  const newBio = `${availability}. ${(await bio.inputValue()).slice(0, 400)}`;
  await bio.fill(newBio);
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Profile Updated").first()).toBeVisible();

  // An address another account uses is answered as any new address (nothing says it has an account): the link
  // "is sent", and that address's owner is told instead; the profile keeps its address.
  await page.getByRole("textbox", { name: "Email", exact: true }).fill("admin@example.com");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("We sent a confirmation link to admin@example.com").first()).toBeVisible();
  // under the toast's title "Profile Updated", the description says what waits, not those words again
  const told = page.locator("[data-sonner-toast]").filter({ hasText: "We sent a confirmation link" });
  await expect(told).toContainText("Profile Updated");
  await expect(told).not.toContainText("Profile Updated. We sent");
  await expect(page.locator("#field-email-error")).toHaveCount(0);

  const copy = page.getByRole("button", { name: "Copy Code" });
  await copy.click();
  await expect(page.getByRole("button", { name: "Copied!" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    /<img src="[^"]+\/badge\/[a-z0-9-]+\.svg" width="240" height="60"/,
  );
  await expect(page.getByRole("button", { name: "Copy Code" })).toBeVisible();
  const badgeSrc = await page.getByRole("img", { name: /^Verified on/ }).getAttribute("src");
  const badge = await page.request.get(badgeSrc!);
  expect(badge.headers()["content-type"]).toContain("image/svg+xml");
  expect(await badge.text()).toContain('width="240" height="60"');

  await page.getByRole("link", { name: "your public profile" }).click();
  await expect(page.getByText(availability)).toBeVisible();
  await expect(page.getByText("(613) 555-0142").first()).toBeVisible();
  expect(errors).toEqual([]);
});

test("an edit the connection loses stays typed on the page with the 'could not be saved' toast", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await signInAs(page, "therapist@example.com", "/therapist/edit-profile");
  await expect(page.getByRole("heading", { name: "Edit Profile" })).toBeVisible();
  const phone = page.getByRole("textbox", { name: "Phone", exact: true });
  await phone.fill("(613) 555-0177");
  // Offline: the action's post fails, and so would any reload of the page's loaders after it.
  await page.route(/\.data(\?|$)/, (route) => route.abort("internetdisconnected"));
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Your changes could not be saved. Please try again.")).toBeVisible();
  await expect(page.getByText("Update Failed").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Edit Profile" })).toBeVisible();
  await expect(phone).toHaveValue("(613) 555-0177");
  await expect(page.getByRole("button", { name: "Save Changes" })).toBeVisible();
  expect(errors).toEqual([]);
});

test("the bio's counter counts the text its box holds once the page's scripts run, typed before them too, and past its maximum counts toward that", async ({
  page,
}) => {
  const bio = page.getByRole("textbox", { name: "Bio", exact: true });
  const counter = page.locator("#bio-counter");
  for (const [address, path] of [
    [newAddress(), "/therapist/signup?plan=free"],
    ["therapist@example.com", "/therapist/edit-profile"],
  ] as const) {
    await page.context().clearCookies(); // signed out: the sign-in page asks who for
    const origin = await signInAs(page, address, path);
    await expect(bio).toBeVisible();
    // The page again, its scripts held (a slow connection): the bio is typed into the server's form.
    const scripts = await holdScripts(page);
    await page.goto(`${origin}${path}`, { waitUntil: "domcontentloaded" });
    await scripts.asked;
    await bio.fill(BIO);
    await releaseScripts(page, scripts);
    await waitForHydration(page);
    // Both boxes keep what was typed: the application's empty one, and the profile editor's with the saved bio in
    // it (which hydrating would have put back).
    await expect(bio, path).toHaveValue(BIO);
    await expect(counter, path).toHaveText(`${BIO.length}/150`);
    // it counts what the minimum counts: spaces around the text are not part of the bio
    await bio.press("End");
    await bio.pressSequentially("   ");
    await expect(counter, path).toHaveText(`${BIO.trim().length}/150`);
    // past the bio's maximum it counts toward that
    await bio.fill("x".repeat(5001));
    await expect(counter, path).toHaveText("5001/5000");
    await bio.fill("x".repeat(5000));
    await expect(counter, path).toHaveText("5000/150");
  }
});
