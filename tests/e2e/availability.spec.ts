import type { Page } from "@playwright/test";
import { expect, test } from "./app.ts";
import { waitForHydration } from "./hydration.ts";
import { fromOutbox, outboxNow, type OutboxMessage } from "./outbox.ts";
import { appQuery, sendAppJob } from "./app-database.ts";
import { signInAs } from "./sign-in.ts";
import { withoutScripts } from "./without-scripts.ts";

// Confirming availability in a real browser: the demo therapist's confirmation is moved 15 days back, the app's
// worker sends the reminder (the job is sent to its queue as the schedule would), and the email's links are opened
// from the demo outbox: a link only shows a button or a form, the button or form does it, once; with JavaScript and
// without. Then the dashboard's "Still accurate" button.

test.describe.configure({ mode: "serial", timeout: 120_000 });

const THERAPIST = "therapist@example.com";

/** The reminders sent to the demo therapist, newest first. */
const reminders = (sent: OutboxMessage[]) =>
  sent.filter((m) => m.to.includes(THERAPIST) && m.subject === "Is your availability still accurate?");

/** The demo therapist's availability as last confirmed 15 days ago, and the reminder job sent now. */
async function remindedOfAvailability(): Promise<{ confirm: string; update: string }> {
  const before = reminders(await outboxNow()).length;
  await appQuery(
    `UPDATE therapists SET availability_confirmed_at = now() - interval '15 days', availability_reminded_at = NULL
     WHERE email = $1`,
    [THERAPIST],
  );
  await sendAppJob("send-availability-reminders", {});
  return fromOutbox(
    (sent) => {
      const mine = reminders(sent);
      if (mine.length <= before) return undefined;
      const confirm = mine[0]!.links.find((link) => link.includes("/availability/confirm?token="));
      const update = mine[0]!.links.find((link) => link.includes("/availability/update?token="));
      return confirm && update ? { confirm, update } : undefined;
    },
    { timeout: 60_000 },
  );
}

/** Runs `act`, and answers the responses of 400 or more the page received meanwhile (a success is no refusal). */
async function refusalsDuring(page: Page, act: () => Promise<void>): Promise<string[]> {
  const refused: string[] = [];
  const listen = (response: { status(): number; url(): string }) => {
    if (response.status() >= 400) refused.push(`${response.status()} ${response.url()}`);
  };
  page.on("response", listen);
  try {
    await act();
  } finally {
    page.off("response", listen);
  }
  return refused;
}

async function confirmByLink(page: Page, link: string, scripts = false) {
  await page.goto(link);
  if (scripts) await waitForHydration(page);
  await expect(page.getByRole("heading", { name: "Confirm Your Availability" })).toBeVisible();
  await expect(page.getByText("Is it still accurate?")).toBeVisible();
  const refused = await refusalsDuring(page, async () => {
    await page.getByRole("button", { name: "Still accurate" }).click();
    await expect(page.getByRole("heading", { name: "Availability Confirmed" })).toBeVisible();
    await expect(page.getByRole("status")).toContainText("confirmed today");
  });
  // the confirmation is answered 200, with or without scripts (the used link is 410 only when opened again)
  expect(refused).toEqual([]);
  // the same link again: it worked once
  await page.goto(link);
  await expect(page.getByRole("alert")).toContainText("This link was already used");
  await expect(page.getByRole("button", { name: "Still accurate" })).toHaveCount(0);
}

test("the reminder's Still accurate link confirms once, with JavaScript", async ({ page }) => {
  const { confirm } = await remindedOfAvailability();
  await confirmByLink(page, confirm, true);
});

test("the reminder's links work without JavaScript: Still accurate, then Update to a waitlist", async ({ browser }) => {
  const { confirm, update } = await remindedOfAvailability();
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await confirmByLink(page, confirm);
    await page.goto(update);
    await expect(page.getByRole("heading", { name: "Update Your Availability" })).toBeVisible();
    await page.getByLabel("Accepting New Clients").selectOption("waitlist");
    await page.getByRole("button", { name: "Save availability" }).click();
    await expect(page.getByText("Choose about how long the wait is")).toBeVisible();
    await expect(page.getByLabel("Approximate Wait")).toBeFocused();
    await page.getByLabel("Approximate Wait").selectOption("2-6-weeks");
    const refused = await refusalsDuring(page, async () => {
      await page.getByRole("button", { name: "Save availability" }).click();
      await expect(page.getByRole("heading", { name: "Availability Updated" })).toBeVisible();
      await expect(page.getByRole("status")).toContainText("Waitlist · about 2-6 weeks · confirmed today");
    });
    expect(refused).toEqual([]);
    await page.getByRole("link", { name: "View your listing" }).click();
    await expect(page.getByText("Waitlist · about 2-6 weeks · confirmed today")).toBeVisible();
  } finally {
    await context.close();
  }
});

test("the dashboard's Still accurate button confirms the availability", async ({ page }) => {
  await remindedOfAvailability();
  await signInAs(page, THERAPIST, "/therapist/dashboard");
  const card = page.getByRole("region", { name: "Availability" });
  await expect(card).toContainText("confirmed 2 weeks ago");
  await card.getByRole("button", { name: "Still accurate" }).click();
  await expect(page.getByText("Availability Confirmed", { exact: false }).first()).toBeVisible();
  await expect(card).toContainText("confirmed today");
});

test("the dashboard's availability buttons keep the keyboard focus while they save and after", async ({ page }) => {
  await signInAs(page, THERAPIST, "/therapist/dashboard");
  const card = page.getByRole("region", { name: "Availability" });
  await waitForHydration(page);
  const still = card.getByRole("button", { name: "Still accurate" });
  await still.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Availability Confirmed", { exact: false }).first()).toBeVisible();
  await expect(still).toBeFocused();

  await card.getByText("Update availability").click();
  await card.getByLabel("Accepting New Clients").selectOption("no");
  const save = card.getByRole("button", { name: "Save availability" });
  // pressed as a person would: once the button no longer says the last action is under way (aria-disabled, which
  // sends nothing), and with the focus on it
  await expect(save).not.toHaveAttribute("aria-disabled", "true");
  await save.focus();
  await expect(save).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Availability Updated", { exact: false }).first()).toBeVisible();
  await expect(card).toContainText("Not accepting new clients · confirmed today");
  await expect(save).toBeFocused();

  // a refusal moves the focus to the control it names
  await card.getByLabel("Accepting New Clients").selectOption("waitlist");
  await card.getByLabel("Approximate Wait").selectOption("");
  await save.click();
  await expect(card.locator("#dashboard-acceptingWait-error")).toHaveText("Choose about how long the wait is");
  await expect(card.getByLabel("Approximate Wait")).toBeFocused();
});

test("without JavaScript, a refused dashboard update comes back with its panel open and the posted choice kept", async ({
  page,
}) => {
  await appQuery(`UPDATE therapists SET accepting_clients = 'yes', accepting_wait = NULL WHERE email = $1`, [
    THERAPIST,
  ]);
  const origin = await signInAs(page, THERAPIST, "/therapist/dashboard");
  await withoutScripts(page, async (plain) => {
    await plain.goto(`${origin}/therapist/dashboard`);
    const card = plain.getByRole("region", { name: "Availability" });
    const panel = card.locator("details");
    await expect(panel).not.toHaveAttribute("open");
    await card.getByText("Update availability").click();
    await card.getByLabel("Accepting New Clients").selectOption("waitlist");
    await expect(card.getByLabel("Approximate Wait")).toHaveValue("");
    await card.getByRole("button", { name: "Save availability" }).click();

    await expect(
      plain.getByRole("alert").filter({ hasText: "Update Failed: Choose about how long the wait is" }),
    ).toBeVisible();
    await expect(panel).toHaveAttribute("open");
    await expect(card.getByLabel("Accepting New Clients")).toHaveValue("waitlist");
    await expect(card.getByLabel("Approximate Wait")).toHaveValue("");
    await expect(card.getByLabel("Approximate Wait")).toHaveAttribute("aria-invalid", "true");
    await expect(card.locator("#dashboard-acceptingWait-error")).toHaveText("Choose about how long the wait is");
    await expect(card.getByLabel("Approximate Wait")).toBeFocused();
  });
  const [row] = await appQuery<{ state: string }>(
    `SELECT accepting_clients AS state FROM therapists WHERE email = $1`,
    [THERAPIST],
  );
  expect(row?.state, "nothing saved").toBe("yes");
});
