import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect, test } from "./app.ts";
import { waitForHydration } from "./hydration.ts";
import { readyToSend } from "./contact-form.ts";

// The profile's contact dialog: a message the server refuses (posted without JavaScript) comes back with what was
// typed, in English and in French; closed by Escape, Cancel or ×, the dialog gives focus back to the control that
// opened it (WCAG 2.4.3); open from its address (?contact=open), closed it leaves the address too, and its first
// Escape closes it.

async function profileSlugs(request: APIRequestContext): Promise<string[]> {
  const html = await (await request.get("/")).text();
  return [...new Set([...html.matchAll(/href="\/therapists\/([a-z0-9-]+)"/g)].map((m) => m[1]!))];
}

/** Presses Tab until `target` has focus, as a keyboard user gets there. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < 60; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a message refused for its email comes back with every field as typed and the error shown", async ({
    page,
    request,
  }) => {
    const slug = (await profileSlugs(request))[8];
    await page.goto(`/therapists/${slug}`);
    await page.getByRole("link", { name: "Contact Therapist" }).click();
    await expect(page).toHaveURL(/contact=open/);
    const dialog = page.getByRole("dialog");
    const typed = {
      "Your Name": "Noor NoScript",
      "Your Email": "noor.example.org",
      "Your Phone (Optional)": "(514) 555-0123",
      Message: "Hello,\nare you taking new clients in the evening?",
    };
    for (const [label, value] of Object.entries(typed)) await dialog.getByLabel(label, { exact: true }).fill(value);
    await readyToSend(page);
    await dialog.getByRole("button", { name: "Send Message" }).click();
    await expect(dialog.getByText("Please check the highlighted fields.")).toBeVisible();
    await expect(dialog.getByText("Please enter a valid email address")).toBeVisible();
    await expect(dialog.getByLabel("Your Email")).toHaveAttribute("aria-invalid", "true");
    for (const [label, value] of Object.entries(typed))
      await expect(dialog.getByLabel(label, { exact: true })).toHaveValue(value);
  });

  test("a French message sent too quickly comes back as typed, with the reason", async ({ page, request }) => {
    const slug = (await profileSlugs(request))[9];
    await page.goto(`/fr/therapeutes/${slug}?contact=open`);
    const dialog = page.getByRole("dialog");
    const typed = {
      "Votre nom": "Camille Rapide",
      "Votre courriel": "camille@example.org",
      "Votre téléphone (facultatif)": "418 555-0100",
      Message: "Bonjour, avez-vous des disponibilités le samedi?",
    };
    for (const [label, value] of Object.entries(typed)) await dialog.getByLabel(label, { exact: true }).fill(value);
    await dialog.getByRole("button", { name: "Envoyer le message" }).click();
    await expect(dialog.getByText("C’était très rapide.", { exact: false })).toBeVisible();
    for (const [label, value] of Object.entries(typed))
      await expect(dialog.getByLabel(label, { exact: true })).toHaveValue(value);
  });
});

test("opened from the keyboard, the dialog gives focus back to Contact Therapist when Escape, Cancel or × closes it", async ({
  page,
  request,
}) => {
  const slug = (await profileSlugs(request))[10];
  await page.goto(`/therapists/${slug}`);
  await waitForHydration(page);
  const opener = page.getByRole("link", { name: "Contact Therapist" });
  const dialog = page.getByRole("dialog");
  await tabTo(page, opener);
  for (const close of ["Escape", "Cancel", "Close"]) {
    await expect(opener).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Your Name")).toBeVisible();
    if (close === "Escape") await page.keyboard.press("Escape");
    else await dialog.getByRole("button", { name: close, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect
      .poll(() => opener.evaluate((element) => element === document.activeElement), { message: `after ${close}` })
      .toBe(true);
  }
  await expect(page).toHaveURL(new RegExp(`/therapists/${slug}$`));
  // Cancel and × are buttons once the scripts run: Space presses them as Enter does
  for (const close of ["Cancel", "Close"]) {
    await page.keyboard.press("Enter");
    await expect(dialog.getByLabel("Your Name")).toBeVisible();
    await dialog.getByRole("button", { name: close, exact: true }).focus();
    await page.keyboard.press("Space");
    await expect(dialog, `after Space on ${close}`).toBeHidden();
    await expect(opener).toBeFocused();
  }
});

test("open from its address, the dialog closed by Escape, a press outside or a message sent leaves the address, so neither the language link nor a reload opens it again", async ({
  page,
  request,
}) => {
  const slug = (await profileSlugs(request))[11];
  const dialog = page.getByRole("dialog");
  // The Contact Therapist link's address: where a press before the page's scripts run lands.
  for (const close of ["Escape", "press outside", "message sent"]) {
    await page.goto(`/therapists/${slug}?tab=insurance&contact=open#contact`);
    await waitForHydration(page);
    await expect(dialog).toBeVisible();
    // the dialog's own effects have run (its keys and presses outside are listened to) once it holds the focus
    await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    if (close === "Escape") await page.keyboard.press("Escape");
    else if (close === "press outside") await page.mouse.click(5, 400);
    else {
      await dialog.getByLabel("Your Name").fill("Sam Address");
      await dialog.getByLabel("Your Email").fill("sam@example.org");
      await dialog.getByLabel("Message").fill("Hello, do you have time on Tuesdays?");
      await readyToSend(page);
      await dialog.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByText("Message sent!")).toBeVisible();
    }
    await expect(dialog, `after ${close}`).toBeHidden();
    await expect(page, `after ${close}`).toHaveURL(new RegExp(`/therapists/${slug}\\?tab=insurance$`));
  }
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.getByRole("link", { name: "Cette page en français" }).click();
  await expect(page).toHaveURL(new RegExp(`/fr/therapeutes/${slug}\\?tab=insurance$`));
  await expect(page.getByRole("tab", { name: "Assurances" })).toHaveAttribute("aria-selected", "true");
  await expect(dialog).toBeHidden();
});

test("open from its address alone (no #contact), the dialog holds the focus as the page loads and the first Escape closes it, leaving the address", async ({
  page,
  request,
}) => {
  const slug = (await profileSlugs(request))[12];
  const dialog = page.getByRole("dialog");
  // A shared or reloaded address: no fragment moves the focus, and no key has been pressed.
  await page.goto(`/therapists/${slug}?tab=insurance&contact=open`);
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  // the page hydrates without waiting for a key: the dialog's effects have run once the page behind it (a modal
  // dialog's) takes no presses
  await expect
    .poll(() => page.evaluate(() => document.body.style.pointerEvents), {
      message: "the dialog is live, no key pressed",
    })
    .toBe("none");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/therapists/${slug}\\?tab=insurance$`));
});
