import type { Locator, Page } from "@playwright/test";
import { SITE } from "../../app/site.ts";
import { followUpDueAt, replyDueAt } from "../../app/inquiries/reply-rules.ts";
import { appOrigin, expect, test } from "./app.ts";
import { fromOutbox, type OutboxMessage } from "./outbox.ts";
import { appQuery, sendAppJob } from "./app-database.ts";
import { waitForHydration } from "./hydration.ts";
import { SCRIPTS, signInAs } from "./sign-in.ts";
import { readyToSend } from "./contact-form.ts";

// Replies tracked in a real browser, on the worker app: a visitor writes to Jordan Rivera (the demo therapist)
// from the profile; the message is made two, then three business days old in the app's database and the
// follow-up sweep is sent to the app's queue, as its schedule would send it. From /dev/mailbox the visitor answers
// "no" to "did you hear back?" (one button, after opening the link changed nothing), opens a suggested therapist's
// profile, and turns the follow-ups off without JavaScript; the therapist's "I replied" link marks the message
// replied, as their dashboard then shows.

// Two sweeps through the worker, a sign-in by email and a dozen pages: on a busy machine this takes a while.
test.describe.configure({ timeout: 180_000 });

const HOUR = 3_600_000;
const VISITOR = { name: "Quinn Follows", email: "quinn.follows@example.org" };
const THERAPIST = { slug: "jordan-rivera", name: "Jordan Rivera", email: "therapist@example.com" };

/** The newest outbox email to `to` whose subject is `subject`, once the worker has delivered it. */
async function delivered(to: string, subject: string): Promise<OutboxMessage> {
  return fromOutbox((sent) => sent.find((m) => m.to.includes(to) && m.subject === subject), {
    timeout: 45_000,
    message: `"${subject}" to ${to}`,
  });
}

/**
 * Moves the message back in time so that exactly `days` business days have passed (the smallest whole number of
 * hours back that makes the follow-up due), its reply deadline with it, then runs the sweep on the app's queue.
 */
async function ageAndSweep(inquiryId: string, kind: "heard-back" | "suggestions"): Promise<void> {
  const now = Date.now() - 60_000;
  let createdAt = now;
  for (let hours = 1; followUpDueAt(createdAt, kind) > now; hours++) createdAt = now - hours * HOUR;
  await appQuery("UPDATE contact_inquiries SET created_at = $1, reply_due_at = $2 WHERE id = $3", [
    new Date(createdAt),
    new Date(replyDueAt(createdAt)),
    inquiryId,
  ]);
  await sendAppJob("inquiry-follow-ups", {});
}

const mailItem = (page: Page, to: string, subject: string) =>
  page
    .getByRole("listitem")
    .filter({ hasText: subject })
    .filter({ hasText: `To: ${to}` })
    .first();

/** Opens a mailbox entry (the newest is open already: a click on its summary would close it). */
async function expand(item: Locator): Promise<void> {
  if ((await item.locator("details").first().getAttribute("open")) === null)
    await item.locator("summary").first().click();
}

/** Opens /dev/mailbox and, in the newest email with this subject to `to`, the link that contains `part`. */
async function openMailLink(page: Page, to: string, subject: string, part: string): Promise<string> {
  await page.goto(`${appOrigin()}/dev/mailbox`);
  const item = mailItem(page, to, subject);
  await expand(item);
  const link = item.getByRole("link").filter({ hasText: part }).first();
  await expect(link).toBeVisible();
  const href = (await link.getAttribute("href"))!;
  await link.click();
  return href;
}

test("the visitor's 'no', three suggestions, the opt-out without JavaScript and the therapist's 'I replied'", async ({
  page,
  browser,
}) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));

  // The visitor writes from the profile, with JavaScript.
  await page.goto(`/therapists/${THERAPIST.slug}`);
  await waitForHydration(page);
  await page.getByRole("link", { name: "Contact Therapist" }).click();
  const dialog = page.getByRole("dialog", { name: `Contact ${THERAPIST.name}` });
  await dialog.getByLabel("Your Name").fill(VISITOR.name);
  await dialog.getByLabel("Your Email").fill(VISITOR.email);
  await dialog.getByLabel("Message").fill("Hello, are you taking new clients for evening sessions?");
  await readyToSend(page);
  await dialog.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message sent!")).toBeVisible();
  const toTherapist = await delivered(THERAPIST.email, `New message from ${VISITOR.name} via ${SITE.name}`);
  expect(toTherapist.links.some((link) => link.includes("/inquiry/replied?token="))).toBe(true);
  const [inquiry] = await appQuery<{ id: string; state: string }>(
    "SELECT id, state FROM contact_inquiries WHERE email = $1",
    [VISITOR.email],
  );
  expect(inquiry?.state).toBe("new");

  // Two business days on: the therapist's second reminder (the first is left out) and the visitor's question.
  await ageAndSweep(inquiry!.id, "heard-back");
  await delivered(THERAPIST.email, `Second reminder: ${VISITOR.name} is waiting for your reply`);
  const question = `Did you hear back from ${THERAPIST.name}?`;
  await delivered(VISITOR.email, question);

  // The visitor's "no": opening the link changes nothing; its one button records the answer.
  await openMailLink(page, VISITOR.email, question, "/inquiry/heard-no?token=");
  await expect(page.getByRole("heading", { name: "Did You Hear Back?" })).toBeVisible();
  expect(
    (
      await appQuery<{ heard_back: string | null }>("SELECT heard_back FROM contact_inquiries WHERE id = $1", [
        inquiry!.id,
      ])
    )[0]?.heard_back,
  ).toBeNull();
  await waitForHydration(page);
  await page.getByRole("button", { name: "No, I have not heard back" }).click();
  await expect(page.getByRole("heading", { name: "Thank You" })).toBeVisible();
  await expect(page.getByRole("status")).toContainText(
    "Your answer is recorded. If there is still no reply three business days after your message, we will email you up to three other therapists who may be able to help.",
  );
  expect(await appQuery("SELECT state, heard_back FROM contact_inquiries WHERE id = $1", [inquiry!.id])).toEqual([
    { state: "new", heard_back: "no" },
  ]);

  // Three business days on: up to three other therapists, each a link to their profile.
  await ageAndSweep(inquiry!.id, "suggestions");
  const suggestions = await delivered(VISITOR.email, "Other therapists who may be able to help");
  const profiles = suggestions.links.filter((link) => /\/therapists\/[a-z0-9-]+$/.test(link));
  expect(profiles.length).toBeGreaterThanOrEqual(1);
  expect(profiles.length).toBeLessThanOrEqual(3);
  expect(new Set(profiles).size).toBe(profiles.length);
  expect(profiles.every((link) => !link.endsWith(`/${THERAPIST.slug}`))).toBe(true);
  const lines = suggestions.text.split("\n");
  const suggestedName =
    lines[lines.findIndex((line) => line.trim() === profiles[0]) - 1]!.split(",")[0]!.split(" · ")[0]!;
  const opened = await openMailLink(page, VISITOR.email, "Other therapists who may be able to help", profiles[0]!);
  expect(opened).toBe(profiles[0]);
  await expect(page).toHaveURL(profiles[0]!);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(suggestedName);
  await expect(page.getByRole("link", { name: "Contact Therapist" })).toBeVisible();

  // The opt-out, in a fresh browser without JavaScript: the link's page, its button, the recorded answer.
  const offLink = suggestions.links.find((link) => link.includes("/inquiry/followups-off?token="))!;
  const plain = await browser.newContext({ javaScriptEnabled: false });
  const noScript = await plain.newPage();
  await noScript.goto(`${appOrigin()}/dev/mailbox`);
  const item = mailItem(noScript, VISITOR.email, "Other therapists who may be able to help");
  await expand(item);
  await item.getByRole("link", { name: offLink }).click();
  await expect(noScript.getByRole("heading", { name: "Stop Follow-up Emails" })).toBeVisible();
  await noScript.getByRole("button", { name: "Stop follow-up emails" }).click();
  await expect(noScript.getByRole("heading", { name: "Follow-up Emails Stopped" })).toBeVisible();
  await expect(noScript.getByRole("status")).toContainText(
    `We will send no more emails about your message to ${THERAPIST.name}.`,
  );
  await plain.close();
  const [off] = await appQuery<{ off: boolean }>(
    "SELECT follow_ups_off_at IS NOT NULL AS off FROM contact_inquiries WHERE id = $1",
    [inquiry!.id],
  );
  expect(off?.off).toBe(true);

  // The therapist's "I replied", from the email of the message itself; the dashboard then says Replied.
  await openMailLink(
    page,
    THERAPIST.email,
    `New message from ${VISITOR.name} via ${SITE.name}`,
    "/inquiry/replied?token=",
  );
  await expect(page.getByRole("heading", { name: "Mark This Message Replied" })).toBeVisible();
  await waitForHydration(page);
  await page.getByRole("button", { name: "I replied" }).click();
  await expect(page.getByRole("heading", { name: "Marked Replied" })).toBeVisible();
  await expect(page.getByRole("status")).toContainText("Thank you: the message is marked replied.");

  await signInAs(page, THERAPIST.email, "/therapist/dashboard");
  const messages = page.getByRole("region", { name: "Messages" });
  await expect(messages).toBeVisible(SCRIPTS);
  const mine = messages.getByRole("listitem").filter({ hasText: VISITOR.name });
  await expect(mine).toContainText("Replied");
  await expect(mine.getByRole("button", { name: /Mark replied/ })).toHaveCount(0);
  expect(errors).toEqual([]);
});
