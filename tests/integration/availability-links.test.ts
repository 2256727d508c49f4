import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { approveSubmission } from "#app/admin/decisions.server.ts";
import { updateTherapistByEmail } from "#app/admin/profiles.server.ts";
import type { AppServices } from "#app/context.server.ts";
import { sendBulkEmail } from "#app/jobs/send-bulk-email.server.ts";
import { issueActionLink, peekActionLink } from "#app/links/action-links.server.ts";
import * as confirmPage from "#app/routes/availability.confirm.tsx";
import * as updatePage from "#app/routes/availability.update.tsx";
import * as dashboard from "#app/routes/therapist.dashboard.tsx";
import { WAIT_REQUIRED } from "#app/submissions/application-schema.ts";
import { sendAvailabilityReminders } from "#app/therapists/availability-reminders.server.ts";
import { updateOwnProfile } from "#app/therapists/my-profile.server.ts";
import { seedSubmission } from "../support/admin.ts";
import { appRequest, call, contextFor, createTestServices, queuedEmailsTo, signedInCookie } from "../support/auth.ts";
import { createTestDb, type TestDatabase } from "../support/db.ts";
import { adminUser } from "../support/featured.ts";

// A listing's availability carries the date it was last confirmed. The therapist is reminded 14 days after it
// (once per period, through the bulk queue, only at an address their account proved), and confirms or changes it
// from the email's links (a GET changes nothing; each link works once, before it expires, for its own purpose) or
// from the dashboard; approval and any edit of the availability confirm it too.

const SIGN_IN = "You can still confirm or change your availability from your dashboard after signing in.";
/** What a refused link's page says, word for word. */
const LINK_MESSAGES = {
  used: `This link was already used: each link in the reminder works once. ${SIGN_IN}`,
  expired: `This link has expired: the reminder's links work for 14 days. ${SIGN_IN}`,
  invalid:
    "This link does not work: part of its address may be missing (open the whole link from the email), or the " +
    "listing it was for is no longer in the directory. Nothing was changed. If your listing is still in the " +
    "directory, you can confirm or change your availability from your dashboard after signing in.",
};
const DAY = 86_400_000;
const T0 = Date.now() - 20 * DAY;
const ADA = "ada.avail@example.com";
let t: TestDatabase;
let services: AppServices;
let ada = { userId: "", id: "" };
let unlinked = "";

const Row = z.object({
  confirmedAt: z.number().nullable(),
  remindedAt: z.number().nullable(),
  acceptingClients: z.string(),
  acceptingWait: z.string().nullable(),
});
const rowOf = (id: string) =>
  t.db.one(sql.type(Row)`
    SELECT availability_confirmed_at AS "confirmedAt", availability_reminded_at AS "remindedAt",
      accepting_clients AS "acceptingClients", accepting_wait AS "acceptingWait" FROM therapists WHERE id = ${id}`);
const insertTherapist = (slug: string, email: string, userId: string | null) =>
  t.db.oneFirst(sql.type(z.object({ id: z.uuid() }))`
    INSERT INTO therapists (slug, first_name, last_name, email, specialties, therapy_types, status, user_id,
      availability_confirmed_at)
    VALUES (${slug}, 'Ada', 'Avail', ${email}, ${sql.array(["Anxiety"], "text")}, ${sql.array(["CBT"], "text")},
      'approved', ${userId}, ${sql.timestamp(new Date(T0))})
    RETURNING id`);
const remindAt = (days: number) => sendAvailabilityReminders(services, new Date(T0 + days * DAY));
const ctx = () => contextFor(services);
const post = (path: string, form: Record<string, string>, cookie?: string) =>
  appRequest(path, { method: "POST", form, cookie });
/** What a route answered: its status (200 unless it set one) and its data. */
function answer(result: unknown): { status: number; data: Record<string, unknown> } {
  if (result && typeof result === "object" && "init" in result && "data" in result) {
    const { init, data } = result as { init: { status?: number } | null; data: Record<string, unknown> };
    return { status: init?.status ?? 200, data };
  }
  return { status: 200, data: result as Record<string, unknown> };
}
const tokenIn = (text: string, path: "confirm" | "update") =>
  text.match(new RegExp(`/availability/${path}\\?token=([A-Za-z0-9_-]+)`))?.[1] ?? "";

beforeAll(async () => {
  t = await createTestDb();
  services = await createTestServices(t);
  const userId = await t.db.oneFirst(
    sql.type(z.object({ id: z.uuid() }))`INSERT INTO users (email) VALUES (${ADA}) RETURNING id`,
  );
  ada = { userId, id: await insertTherapist("ada-avail", ADA, userId) };
  unlinked = await insertTherapist("ada-unlinked", "unlinked.avail@example.com", null);
});
afterAll(async () => {
  await services?.boss.stop({ graceful: false });
  await t?.release();
});

describe("availability reminders and links", () => {
  it("reminds 14 days after the last confirmation, once per period, on the bulk queue, at a proved address only", async () => {
    expect(await remindAt(13.9)).toBe(0);
    expect(await remindAt(14)).toBe(1);
    expect(await remindAt(14)).toBe(0);
    expect(await remindAt(20)).toBe(0);
    const [mail, ...more] = await queuedEmailsTo(services, ADA);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe("Is your availability still accurate?");
    expect(mail?.text).toContain("Accepting new clients (confirmed 2 weeks ago)");
    expect(tokenIn(mail!.text, "confirm")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(tokenIn(mail!.text, "update")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const bulk = await t.db.oneFirst(sql.type(z.object({ n: z.number() }))`
      SELECT count(*)::int AS n FROM pgboss.job WHERE name = ${sendBulkEmail.name}`);
    expect(bulk).toBe(1);
    expect(await queuedEmailsTo(services, "unlinked.avail@example.com")).toEqual([]);
    expect((await rowOf(unlinked)).remindedAt).toBeNull();
    expect((await rowOf(ada.id)).remindedAt).toBe(T0 + 14 * DAY);
  });

  it("opens Still accurate without changing anything; the button confirms, once", async () => {
    const [mail] = await queuedEmailsTo(services, ADA);
    const token = tokenIn(mail!.text, "confirm");
    const opened = answer(await call(confirmPage.loader, appRequest(`/availability/confirm?token=${token}`), ctx()));
    expect(opened.status).toBe(200);
    expect(opened.data.listing).toEqual({
      name: "Ada",
      text: "Accepting new clients · confirmed 2 weeks ago",
      billing: null,
    });
    expect((await rowOf(ada.id)).confirmedAt).toBe(T0);
    const wrongPurpose = answer(
      await call(updatePage.loader, appRequest(`/availability/update?token=${token}`), ctx()),
    );
    expect(wrongPurpose.status).toBe(404);
    const before = Date.now();
    const pressed = answer(await call(confirmPage.action, post("/availability/confirm", { token }), ctx()));
    expect(pressed.data).toMatchObject({
      ok: true,
      text: "Accepting new clients · confirmed today",
      slug: "ada-avail",
    });
    const row = await rowOf(ada.id);
    expect(row.confirmedAt).toBeGreaterThanOrEqual(before);
    expect(row.remindedAt).toBeNull();
    const again = answer(await call(confirmPage.action, post("/availability/confirm", { token }), ctx()));
    expect(again).toEqual({ status: 410, data: { ok: false, message: LINK_MESSAGES.used } });
  });

  it("refuses an expired or malformed link with a message, never an error", async () => {
    const token = await issueActionLink(t.db, {
      purpose: "availability-confirm",
      subjectId: ada.id,
      now: new Date(Date.now() - 15 * DAY),
      validDays: 14,
    });
    const expired = answer(await call(confirmPage.action, post("/availability/confirm", { token }), ctx()));
    expect(expired).toEqual({ status: 410, data: { ok: false, message: LINK_MESSAGES.expired } });
    const junk = answer(await call(confirmPage.loader, appRequest("/availability/confirm?token=%00%ff"), ctx()));
    expect(junk.status).toBe(404);
    expect(junk.data.message).toBe(LINK_MESSAGES.invalid);
    // a link that never worked is said so before its form's fields are read
    const unknown = answer(await call(updatePage.action, post("/availability/update", { token: "x" }), ctx()));
    expect(unknown.status).toBe(404);
    expect(unknown.data.message).toBe(LINK_MESSAGES.invalid);
  });

  it("updates from the Update link: a waitlist names its wait, and a form with errors leaves the link unused", async () => {
    const [mail] = await queuedEmailsTo(services, ADA);
    const token = tokenIn(mail!.text, "update");
    const form = { token, acceptingClients: "waitlist", acceptingWait: "" };
    const missing = answer(await call(updatePage.action, post("/availability/update", form), ctx()));
    expect(missing.status).toBe(400);
    expect(missing.data.errors).toEqual({ acceptingWait: [WAIT_REQUIRED] });
    const query = { token, purpose: "availability-update", now: new Date() } as const;
    expect((await peekActionLink(t.db, query)).kind).toBe("valid");
    const saved = answer(
      await call(updatePage.action, post("/availability/update", { ...form, acceptingWait: "2-6-weeks" }), ctx()),
    );
    expect(saved).toMatchObject({
      status: 200,
      data: { ok: true, text: "Waitlist · about 2-6 weeks · confirmed today" },
    });
    expect(await rowOf(ada.id)).toMatchObject({ acceptingClients: "waitlist", acceptingWait: "2-6-weeks" });
    const again = answer(
      await call(updatePage.action, post("/availability/update", { ...form, acceptingWait: "2-6-weeks" }), ctx()),
    );
    expect(again.data.message).toBe(LINK_MESSAGES.used);
  });

  it("confirms from the dashboard's Still accurate, and changes it from its form (the wait goes with the waitlist)", async () => {
    await t.db.query(sql.unsafe`UPDATE therapists SET availability_confirmed_at = ${sql.timestamp(new Date(T0))}
      WHERE id = ${ada.id}`);
    const cookie = await signedInCookie(services, ADA);
    const shown = answer(await call(dashboard.loader, appRequest("/therapist/dashboard", { cookie }), ctx()));
    expect(shown.data.availability).toMatchObject({ state: "Waitlist · about 2-6 weeks", stale: false });
    const before = Date.now();
    const pressed = answer(
      await call(dashboard.action, post("/therapist/dashboard", { intent: "confirm-availability" }, cookie), ctx()),
    );
    expect(pressed.data).toMatchObject({ ok: true, title: "Availability Confirmed" });
    expect((await rowOf(ada.id)).confirmedAt).toBeGreaterThanOrEqual(before);
    const change = { intent: "update-availability", acceptingClients: "yes", acceptingWait: "2-6-weeks" };
    const changed = answer(await call(dashboard.action, post("/therapist/dashboard", change, cookie), ctx()));
    expect(changed.data).toMatchObject({ ok: true, description: "Accepting new clients · confirmed today" });
    expect(await rowOf(ada.id)).toMatchObject({ acceptingClients: "yes", acceptingWait: null });
    const noWait = { ...change, acceptingClients: "waitlist", acceptingWait: "" };
    const refused = answer(await call(dashboard.action, post("/therapist/dashboard", noWait, cookie), ctx()));
    expect(refused).toMatchObject({ status: 400, data: { ok: false, description: WAIT_REQUIRED } });
  });

  it("is confirmed by approval and by any edit of the availability, by the therapist or an admin", async () => {
    const at = (days: number) => T0 + days * DAY;
    await updateOwnProfile(services, ada.userId, { bio: "A bio that says nothing of availability. ".repeat(4) }, at(1));
    const untouched = (await rowOf(ada.id)).confirmedAt;
    expect(untouched).not.toBe(at(1));
    await updateOwnProfile(services, ada.userId, { acceptingClients: "no" }, at(2));
    expect(await rowOf(ada.id)).toMatchObject({ confirmedAt: at(2), acceptingClients: "no" });
    await updateTherapistByEmail(services, await adminUser(services), ADA, { acceptingClients: "yes" }, at(3));
    expect((await rowOf(ada.id)).confirmedAt).toBe(at(3));
    const { id } = await seedSubmission(t.db);
    const approved = await approveSubmission(services, await adminUser(services), id, null, at(4));
    expect(approved.kind).toBe("approved");
    const therapistId = await t.db.oneFirst(sql.type(z.object({ id: z.uuid() }))`
      SELECT therapist_id AS id FROM therapist_submissions WHERE id = ${id}`);
    expect((await rowOf(therapistId)).confirmedAt).toBe(at(4));
  });
});
