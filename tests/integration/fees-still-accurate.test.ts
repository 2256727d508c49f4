import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { AppServices } from "#app/context.server.ts";
import * as confirmPage from "#app/routes/availability.confirm.tsx";
import { loader as profileApi } from "#app/routes/api.therapists.id.ts";
import * as dashboard from "#app/routes/therapist.dashboard.tsx";
import { sendAvailabilityReminders } from "#app/therapists/availability-reminders.server.ts";
import { appRequest, call, contextFor, createTestServices, queuedEmailsTo, signedInCookie } from "../support/auth.ts";
import { createTestDb, type TestDatabase } from "../support/db.ts";
import { callLoader } from "../support/directory.ts";

// "Still accurate" confirms a listing's direct billing list with its availability: from the reminder email's link
// and from the dashboard. The email and both pages say so when the listing bills an insurer directly; a claim that
// had aged out (13 months) counts again. Updating the availability's state confirms only the availability, and a
// listing that bills no insurer directly gets no direct billing date.

const DAY = 86_400_000;
const T0 = Date.now() - 20 * DAY;
const AGED = T0 - 396 * DAY;
const BILLS = "bills.directly@example.com";
const PLAIN = "bills.nobody@example.com";
const SENTENCE = '"Still accurate" also confirms that you bill these insurers directly: Green Shield Canada.';
let t: TestDatabase;
let services: AppServices;
const ids = { bills: "", plain: "" };

const confirmedAt = (id: string) =>
  t.db.oneFirst(sql.type(z.object({ at: z.number().nullable() }))`
    SELECT direct_billing_confirmed_at AS at FROM therapists WHERE id = ${id}`);
const age = (id: string) =>
  t.db.query(sql.unsafe`UPDATE therapists SET direct_billing_confirmed_at = ${sql.timestamp(new Date(AGED))}
    WHERE id = ${id} AND direct_billing <> '{}'`);
async function listing(slug: string, email: string, directBilling: string[]): Promise<string> {
  const userId = await t.db.oneFirst(
    sql.type(z.object({ id: z.uuid() }))`INSERT INTO users (email) VALUES (${email}) RETURNING id`,
  );
  return t.db.oneFirst(sql.type(z.object({ id: z.uuid() }))`
    INSERT INTO therapists (slug, first_name, last_name, email, specialties, therapy_types, status, user_id,
      insurance_providers, direct_billing, availability_confirmed_at, direct_billing_confirmed_at)
    VALUES (${slug}, 'Bea', 'Billing', ${email}, ${sql.array(["Anxiety"], "text")}, ${sql.array(["CBT"], "text")},
      'approved', ${userId}, ${sql.array(["Green Shield Canada", "Sun Life"], "text")},
      ${sql.array(directBilling, "text")}, ${sql.timestamp(new Date(T0))},
      ${directBilling.length > 0 ? sql.timestamp(new Date(AGED)) : null})
    RETURNING id`);
}
const ctx = () => contextFor(services);
const post = (path: string, form: Record<string, string>, cookie?: string) =>
  appRequest(path, { method: "POST", form, cookie });
const dataOf = (result: unknown) =>
  (result && typeof result === "object" && "data" in result ? result.data : result) as Record<string, unknown>;
async function coverage(id: string) {
  const answer = (await callLoader(profileApi, services, `/api/therapists/${id}`, { params: { id } })) as Response;
  return ((await answer.json()) as { coverage: unknown }).coverage;
}

beforeAll(async () => {
  t = await createTestDb();
  services = await createTestServices(t);
  ids.bills = await listing("bea-bills", BILLS, ["Green Shield Canada"]);
  ids.plain = await listing("bea-plain", PLAIN, []);
});
afterAll(async () => {
  await services?.boss.stop({ graceful: false });
  await t?.release();
});

describe("Still accurate and direct billing", () => {
  it("says in the reminder email that Still accurate confirms the direct billing list, only when there is one", async () => {
    expect(await sendAvailabilityReminders(services, new Date(T0 + 14 * DAY))).toBe(2);
    const [billed] = await queuedEmailsTo(services, BILLS);
    expect(billed?.text).toContain(SENTENCE);
    expect(billed?.text.indexOf(SENTENCE)).toBeLessThan(billed!.text.indexOf("Still accurate: http"));
    const [plain] = await queuedEmailsTo(services, PLAIN);
    expect(plain?.text).toContain("Still accurate: http");
    expect(plain?.text).not.toContain("bill these insurers directly");
  });

  it("renews an aged-out claim from the email's link: the API's coverage claims direct billing again", async () => {
    expect(await coverage(ids.bills)).toEqual([
      { insurer: "Green Shield Canada", directBilling: false, confirmedAt: null },
      { insurer: "Sun Life", directBilling: false, confirmedAt: null },
    ]);
    const [mail] = await queuedEmailsTo(services, BILLS);
    const token = mail!.text.match(/\/availability\/confirm\?token=([A-Za-z0-9_-]+)/)![1]!;
    const opened = dataOf(await call(confirmPage.loader, appRequest(`/availability/confirm?token=${token}`), ctx()));
    expect(opened.listing).toMatchObject({ billing: SENTENCE });
    expect(await confirmedAt(ids.bills)).toBe(AGED);
    const before = Date.now();
    const pressed = dataOf(await call(confirmPage.action, post("/availability/confirm", { token }), ctx()));
    expect(pressed).toMatchObject({ ok: true });
    const renewed = await confirmedAt(ids.bills);
    expect(renewed).toBeGreaterThanOrEqual(before);
    expect(await coverage(ids.bills)).toEqual([
      { insurer: "Green Shield Canada", directBilling: true, confirmedAt: new Date(renewed!).toISOString() },
      { insurer: "Sun Life", directBilling: false, confirmedAt: null },
    ]);
  });

  it("renews it from the dashboard's Still accurate, but not from an update of the availability", async () => {
    await age(ids.bills);
    const cookie = await signedInCookie(services, BILLS);
    const shown = dataOf(await call(dashboard.loader, appRequest("/therapist/dashboard", { cookie }), ctx()));
    expect(shown.availability).toMatchObject({ directBilling: ["Green Shield Canada"] });
    const change = { intent: "update-availability", acceptingClients: "no", acceptingWait: "" };
    const updated = dataOf(await call(dashboard.action, post("/therapist/dashboard", change, cookie), ctx()));
    expect(updated).toMatchObject({ ok: true, title: "Availability Updated" });
    expect(await confirmedAt(ids.bills)).toBe(AGED);
    const before = Date.now();
    const pressed = dataOf(
      await call(dashboard.action, post("/therapist/dashboard", { intent: "confirm-availability" }, cookie), ctx()),
    );
    expect(pressed).toMatchObject({ ok: true, title: "Availability Confirmed" });
    expect(await confirmedAt(ids.bills)).toBeGreaterThanOrEqual(before);
  });

  it("gives a listing that bills no insurer directly no direct billing date", async () => {
    const cookie = await signedInCookie(services, PLAIN);
    await call(dashboard.action, post("/therapist/dashboard", { intent: "confirm-availability" }, cookie), ctx());
    expect(await confirmedAt(ids.plain)).toBeNull();
    expect(await coverage(ids.plain)).toEqual([
      { insurer: "Green Shield Canada", directBilling: false, confirmedAt: null },
      { insurer: "Sun Life", directBilling: false, confirmedAt: null },
    ]);
  });
});
