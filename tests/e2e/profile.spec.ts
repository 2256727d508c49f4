import { type APIRequestContext } from "@playwright/test";
import { expect, test } from "./app.ts";
import { holdRequests, waitForHydration } from "./hydration.ts";
import { formsShownAt, readyToSend } from "./contact-form.ts";

// The therapist profile: slug and UUID URLs, the five tabs, Get Directions, and the contact flow to the outbox.

async function profileSlugs(request: APIRequestContext): Promise<string[]> {
  const html = await (await request.get("/")).text();
  return [...new Set([...html.matchAll(/href="\/therapists\/([a-z0-9-]+)"/g)].map((m) => m[1]!))];
}

test("a profile by slug shows the right column, quick info and the Credentials tab first", async ({
  page,
  request,
}) => {
  const [slug] = await profileSlugs(request);
  await page.goto(`/therapists/${slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Quick Info" })).toBeVisible();
  await expect(page.getByText(/Accepting new clients|Currently not accepting new clients/).first()).toBeVisible();
  const tabs = page.getByRole("tablist", { name: "Profile details" });
  await expect(tabs.getByRole("tab")).toHaveText(["Credentials", "Articles", "Insurance", "Reviews", "Location"]);
  await expect(tabs.getByRole("tab", { name: "Credentials" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText("Professional Degree")).toBeVisible();
  await expect(page.getByText("Years of Experience")).toBeVisible();
  await expect(page.getByText("Active", { exact: true })).toBeVisible();
});

test("each tab shows its texts and the keyboard moves between tabs", async ({ page, request }) => {
  const [slug] = await profileSlugs(request);
  await page.goto(`/therapists/${slug}`);
  // the tabs with scripts: a press before them is the browser's to follow, as a link (a new page each time)
  await waitForHydration(page);
  const tabs = page.getByRole("tablist", { name: "Profile details" });
  await tabs.getByRole("tab", { name: "Articles" }).click();
  await expect(page.getByRole("heading", { name: "Published Articles" })).toBeVisible();
  await tabs.getByRole("tab", { name: "Insurance" }).click();
  await expect(page.getByText("Contact therapist for payment options and billing details")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Session Fees" })).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(tabs.getByRole("tab", { name: "Reviews" })).toHaveAttribute("aria-selected", "true");
  await expect(
    page.getByText(
      /^(No reviews yet\.|Client reviews are protected for privacy and will be displayed after verification)$/,
    ),
  ).toBeVisible();
  // CRPO's advertising standard: the tab invites no review (decision 073).
  await expect(page.getByText(/leave a review|be the first/i)).toHaveCount(0);
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("heading", { name: "Location" })).toBeVisible();
  await expect(page).toHaveURL(/\?tab=location$/);
});

test("without JavaScript every tab is in the Tab order, and Enter on one opens it", async ({ browser, request }) => {
  const [slug] = await profileSlugs(request);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto(`/therapists/${slug}`);
    await expect(page.locator("#tab-insurance")).not.toHaveAttribute("tabindex", "-1");
    // Tab from the top of the page until the Insurance tab has focus (or the page runs out of stops).
    let reached = false;
    for (let press = 0; press < 80 && !reached; press++) {
      await page.keyboard.press("Tab");
      reached = await page.evaluate(() => document.activeElement?.id === "tab-insurance");
    }
    expect(reached).toBe(true);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\?tab=insurance$/);
    await expect(page.locator("#panel-insurance")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Session Fees" })).toBeVisible();
  } finally {
    await context.close();
  }
});

test("Get Directions appears only for a profile with an address, as a maps search in a new tab", async ({
  request,
}) => {
  let withAddress = 0;
  let withoutAddress = 0;
  for (const slug of (await profileSlugs(request)).slice(0, 24)) {
    const html = await (await request.get(`/therapists/${slug}?tab=location`)).text();
    const directions = html.match(
      /href="(https:\/\/www\.google\.com\/maps\/search\/\?api=1&amp;query=[^"]+)"[^>]*target="_blank"/,
    );
    if (directions) withAddress++;
    else withoutAddress++;
    if (directions) expect(directions[1]).not.toContain(" ");
  }
  expect(withAddress).toBeGreaterThan(0);
  expect(withoutAddress).toBeGreaterThan(0);
});

test("a UUID URL redirects to the slug URL, and an unknown UUID is not found", async ({ page, request }) => {
  const [slug] = await profileSlugs(request);
  const api = await request.get(`/api/therapists/by-slug/${slug}`);
  const therapist = (await api.json()) as { id: string };
  await page.goto(`/therapists/${therapist.id}`);
  await expect(page).toHaveURL(new RegExp(`/therapists/${slug}$`));
  const missing = await page.goto("/therapists/00000000-0000-4000-8000-000000000000");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Therapist Not Found");
});

test("a visitor sends a message; it reaches the therapist's email as inert text", async ({ page, request }) => {
  page.on("dialog", () => {
    throw new Error("a script from the message ran");
  });
  const [, slug] = await profileSlugs(request);
  await page.goto(`/therapists/${slug}`);
  // The dialog with scripts (the page without them is its own test below).
  await waitForHydration(page);
  const name = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
  await page.getByRole("link", { name: "Contact Therapist" }).click();
  const dialog = page.getByRole("dialog", { name: `Contact ${name}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("Send a message to schedule an appointment or ask questions.")).toBeVisible();
  await dialog.getByRole("button", { name: "Send Message" }).click();
  await expect(dialog.getByText("Please enter a valid email address")).toBeVisible();
  await dialog.getByLabel("Your Name").fill("Robin Visitor");
  await dialog.getByLabel("Your Email").fill("robin@example.org");
  await dialog.getByLabel("Your Phone (Optional)").fill("(416) 555-0199");
  await dialog.getByLabel("Message").fill('Hello! <script>alert("x")</script> Do you have evening appointments?');
  await readyToSend(page);
  await dialog.getByRole("button", { name: "Send Message" }).click();
  const firstName = name.split(" ")[0];
  await expect(page.getByText("Message sent!")).toBeVisible();
  await expect(
    page.getByText(`Your message has been sent to ${firstName}. They will get back to you soon.`),
  ).toBeVisible();
  await expect(dialog).toBeHidden();

  // The worker delivers the email in the background: reload the mailbox until it is there.
  const mail = page.getByRole("listitem").filter({ hasText: "New message from Robin Visitor" }).first();
  const receipt = page
    .getByRole("listitem")
    .filter({ hasText: "robin@example.org" })
    .filter({ hasText: "was sent" })
    .first();
  await expect(async () => {
    await page.goto("/dev/mailbox");
    await expect(mail).toBeVisible({ timeout: 1000 });
    await expect(receipt).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await mail.locator("summary").click();
  await expect(mail).toContainText('<script>alert("x")</script>');
});

test("a message sent faster than a person could write one is refused, and sends once the form is old enough", async ({
  page,
  request,
}) => {
  const [, , , slug] = await profileSlugs(request);
  await page.goto(`/therapists/${slug}`);
  await waitForHydration(page);
  await page.getByRole("link", { name: "Contact Therapist" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Your Name").fill("Quinn Quick");
  await dialog.getByLabel("Your Email").fill("quinn@example.org");
  await dialog.getByLabel("Message").fill("Hello, is there a time this week?");
  // a form shown "in ten seconds": sent now, however slow this machine, it is sent too soon
  await formsShownAt(page, () => Date.now() + 10_000);
  await dialog.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("That was very quick. Please check your message, then send it again.")).toBeVisible();
  await expect(page.getByText("Message sent!")).toHaveCount(0);
  await expect(dialog.getByLabel("Message")).toHaveValue("Hello, is there a time this week?");
  await readyToSend(page);
  await dialog.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message sent!")).toBeVisible();
});

test("a message the server fails on or the connection loses stays typed in the dialog with the 'Failed to send' toast, and sends once it is back", async ({
  page,
  request,
}) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const [, , , slug] = await profileSlugs(request);
  await page.goto(`/therapists/${slug}`);
  const name = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
  await page.getByRole("link", { name: "Contact Therapist" }).click();
  const dialog = page.getByRole("dialog", { name: `Contact ${name}` });
  // the dialog is React's (a press before the scripts ran opens it as a page of its own): its form posts through
  // the router, whose requests are the ones cut off below
  await waitForHydration(page);
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  const text = "Hello, do you see clients on Saturday mornings?";
  await dialog.getByLabel("Your Name").fill("Lee Offline");
  await dialog.getByLabel("Your Email").fill("lee@example.org");
  await dialog.getByLabel("Message").fill(text);
  await readyToSend(page);
  const offline = /\.data(\?|$)/; // the page's action and loaders, as the browser's router fetches them
  // a server that fails on it (a 500 from anything in front of the app) is told the same way, the message kept
  await page.route(offline, (route) => route.fulfill({ status: 500, body: "Internal Server Error" }));
  await dialog.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Failed to send message. Please try again.")).toBeVisible();
  await expect(dialog.getByLabel("Message")).toHaveValue(text);
  await page.unroute(offline);
  await expect(page.getByText("Failed to send message. Please try again.")).toBeHidden({ timeout: 10_000 });
  await page.route(offline, (route) => route.abort("internetdisconnected"));
  await dialog.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Failed to send message. Please try again.")).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Message")).toHaveValue(text);
  await expect(dialog.getByLabel("Your Name")).toHaveValue("Lee Offline");
  await expect(page.getByText("Something went wrong")).toBeHidden();

  await page.unroute(offline);
  await dialog.getByRole("button", { name: "Send Message" }).click();
  await expect(
    page.getByText(`Your message has been sent to ${name.split(" ")[0]}. They will get back to you soon.`),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(errors).toEqual([]);
});

test("without JavaScript the contact button opens the form and the message is sent", async ({ browser, request }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const [, , slug] = await profileSlugs(request);
  await page.goto(`/therapists/${slug}`);
  await page.getByRole("link", { name: "Contact Therapist" }).click();
  await expect(page).toHaveURL(/contact=open/);
  await page.getByLabel("Your Name").fill("Kim NoScript");
  await page.getByLabel("Your Email").fill("kim@example.org");
  await page.getByLabel("Message").fill("Hello from a browser without JavaScript.");
  await readyToSend(page);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("status")).toContainText("Message sent!");
  await context.close();
});

test("without JavaScript, at 375 px, Tab stays in the open contact dialog and its title clears the ×", async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  const [, , slug] = await profileSlugs(request);
  await page.goto(`/therapists/${slug}?contact=open`);
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  // every control the focus reaches is the dialog's: the page behind it, hidden, is out of the Tab order
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press("Tab");
    const inDialog = await page.evaluate(() => {
      const focused = document.activeElement;
      return focused === null || focused === document.body || focused.closest("#contact") !== null;
    });
    expect(inDialog, `Tab ${i + 1}`).toBe(true);
  }
  // the title's text, line by line, ends left of the × (its box spans the dialog's width)
  const textEnd = await dialog.getByRole("heading").evaluate((heading) => {
    const range = document.createRange();
    range.selectNodeContents(heading);
    return Math.max(...[...range.getClientRects()].map((line) => line.right));
  });
  const close = (await dialog.getByRole("link", { name: "Close" }).boundingBox())!;
  expect(textEnd).toBeLessThanOrEqual(close.x);
  await context.close();
});

test("Cancel and × close the contact dialog, with JavaScript and without", async ({ page, browser, request }) => {
  const [, , , , slug] = await profileSlugs(request);
  await page.goto(`/therapists/${slug}?tab=insurance`);
  const name = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
  const dialog = page.getByRole("dialog", { name: `Contact ${name}` });
  await waitForHydration(page);
  for (const control of ["Cancel", "Close"]) {
    await page.getByRole("link", { name: "Contact Therapist" }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: control, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/therapists/${slug}\\?tab=insurance$`));
  }
  // Opened by its address (as before the scripts ran), it closes the same way, and stays closed on a reload.
  await page.goto(`/therapists/${slug}?contact=open&tab=insurance`);
  await waitForHydration(page);
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/therapists/${slug}\\?tab=insurance$`));
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(dialog).toBeHidden();

  const context = await browser.newContext({ javaScriptEnabled: false });
  const plain = await context.newPage();
  try {
    for (const control of ["Cancel", "Close"]) {
      await plain.goto(`/therapists/${slug}?tab=insurance`);
      await plain.getByRole("link", { name: "Contact Therapist" }).click();
      const open = plain.getByRole("dialog", { name: `Contact ${name}` });
      await expect(open).toBeVisible();
      await open.getByRole("link", { name: control, exact: true }).click();
      await expect(plain).toHaveURL(new RegExp(`/therapists/${slug}\\?tab=insurance$`));
      await expect(open).toBeHidden();
      await expect(plain.getByRole("heading", { level: 1 })).toHaveText(name);
    }
  } finally {
    await context.close();
  }
});

test("the dialog opens before its check has loaded; a message sent meanwhile is checked once it has", async ({
  page,
  request,
}) => {
  const [, , , , , slug] = await profileSlugs(request);
  const check = await holdRequests(page, /\/assets\/contact-form-[^/]+\.js$/);
  await page.goto(`/therapists/${slug}`);
  await waitForHydration(page);
  await page.getByRole("link", { name: "Contact Therapist" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByLabel("Your Name")).toBeVisible();
  await check.asked;
  await dialog.getByRole("button", { name: "Send Message" }).click();
  check.release();
  await expect(dialog.getByText("Please enter your name")).toBeVisible();
  await expect(dialog.getByText("Please enter a valid email address")).toBeVisible();
  await expect(dialog.getByText("Please enter a message")).toBeVisible();
  await expect(dialog.getByLabel("Your Name")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("That was very quick")).toHaveCount(0); // checked here, not sent to the server
});

for (const [home, profiles, loading] of [
  ["/", "/therapists/", "Loading profile"],
  ["/fr", "/fr/therapeutes/", "Chargement du profil"],
] as const) {
  test(`a profile opened from ${home} shows its loading skeleton until it has loaded, named in the page's language`, async ({
    page,
  }) => {
    await page.goto(home);
    await waitForHydration(page);
    const profile = await holdRequests(page, new RegExp(`${profiles}[a-z0-9-]+\\.data`));
    const card = page.locator(`#results article a[href^='${profiles}']`).first();
    await card.click();
    await profile.asked;
    await expect(page.getByRole("status", { name: loading })).toBeVisible();
    profile.release();
    await expect(page).toHaveURL(new RegExp(`${profiles}[a-z0-9-]+$`));
    await expect(page.getByRole("status", { name: loading })).toHaveCount(0);
    await expect(page.getByRole("tablist")).toBeVisible();
  });
}

test("a tab or Contact Therapist clicked with Ctrl opens in a new browser tab, as links do, leaving this page as it is", async ({
  page,
  request,
}) => {
  const slug = (await profileSlugs(request))[3];
  await page.goto(`/therapists/${slug}`);
  await waitForHydration(page);
  const tabs = page.getByRole("tablist", { name: "Profile details" });
  for (const [control, address] of [
    [tabs.getByRole("tab", { name: "Insurance" }), `/therapists/${slug}?tab=insurance`],
    [page.getByRole("link", { name: "Contact Therapist" }), `/therapists/${slug}?contact=open#contact`],
  ] as const) {
    const opened = page.context().waitForEvent("page");
    await control.click({ modifiers: ["ControlOrMeta"] });
    const other = await opened;
    await expect(other).toHaveURL(new RegExp(`${address.replace("?", "\\?")}$`));
    await other.close();
    await expect(tabs.getByRole("tab", { name: "Credentials" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/therapists/${slug}$`));
  }
});
