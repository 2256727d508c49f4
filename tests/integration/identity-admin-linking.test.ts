import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "slonik";
import { z } from "zod";
import type { AppServices } from "#app/context.server.ts";
import * as linkTherapists from "#app/routes/admin.link-therapists.tsx";
import { action as remindApi } from "#app/routes/api.admin.send-linking-reminders.ts";
import { action as linkApi } from "#app/routes/api.admin.therapists.id.link-user.ts";
import { createTestDb, type TestDatabase } from "../support/db.ts";
import { appRequest, call, contextFor, createTestServices, queuedEmailsTo, signedInCookie } from "../support/auth.ts";
import { behindAdminLayout, callWith } from "../support/admin.ts";

// Admin linking follows the rule approval follows: a listing goes to the account that proved its address (signs
// in with it, or confirmed it through the link an application sent). Any other account needs the admin's reason,
// which is audited and mailed to the listing's address. The reminder says so instead of inviting requests.

const linkPage = behindAdminLayout(linkTherapists.loader);
const linkPageAction = behindAdminLayout(linkTherapists.action);

let t: TestDatabase;
let services: AppServices;
let admin = "";

const ctx = () => contextFor(services);
const link = (therapistId: string, body: Record<string, unknown>) =>
  callWith(
    linkApi as never,
    appRequest(`/api/admin/therapists/${therapistId}/link-user`, { json: body, cookie: admin }),
    ctx(),
    { id: therapistId },
  );
const userIdOf = (email: string) =>
  t.db.oneFirst(sql.type(z.object({ id: z.uuid() }))`
    INSERT INTO users (email) VALUES (${email}) ON CONFLICT (email) DO UPDATE SET email = EXCLUDED.email RETURNING id`);
const linkedUser = (therapistId: string) =>
  t.db.oneFirst(
    sql.type(z.object({ u: z.string().nullable() }))`SELECT user_id AS u FROM therapists WHERE id = ${therapistId}`,
  );
const listing = (slug: string, email: string) =>
  t.db.oneFirst(sql.type(z.object({ id: z.uuid() }))`
    INSERT INTO therapists (slug, first_name, last_name, email, specialties, therapy_types, status)
    VALUES (${slug}, 'Lin', 'Ked', ${email}, ${sql.array(["Anxiety"], "text")}, ${sql.array(["CBT"], "text")}, 'approved')
    RETURNING id`);

beforeAll(async () => {
  t = await createTestDb();
  services = await createTestServices(t);
  admin = await signedInCookie(services, "reviewer@example.com", "admin");
});
afterAll(async () => {
  await services.boss.stop({ graceful: false });
  await t.release();
});

describe("linking a listing to an account", () => {
  it("links the account that signs in with the listing's address, without a reason and without a notice", async () => {
    const id = await listing("lin-own", "lin.own@example.com");
    const userId = await userIdOf("lin.own@example.com");
    const response = await link(id, { userId });
    expect(response.status).toBe(200);
    expect(await linkedUser(id)).toBe(userId);
    expect(await queuedEmailsTo(services, "lin.own@example.com")).toEqual([]);
  });

  it("refuses an account that signs in with another address when no reason is given (400 on reason)", async () => {
    const id = await listing("lin-victim", "lin.victim@example.com");
    const userId = await userIdOf("lin.taker@example.org");
    const response = await link(id, { userId });
    expect(response.status).toBe(400);
    expect((await response.json()).errors.reason[0]).toMatch(/does not sign in with lin\.victim@example\.com/);
    expect(await linkedUser(id)).toBeNull();
    expect(await queuedEmailsTo(services, "lin.victim@example.com")).toEqual([]);
  });

  it("with the admin's reason, links it, audits the reason and tells the listing's address", async () => {
    const id = await listing("lin-moved", "lin.old-clinic@example.com");
    const userId = await userIdOf("lin.personal@example.org");
    const reason = "Phoned the clinic: the old address is no longer read.";
    expect((await link(id, { userId, reason })).status).toBe(200);
    expect(await linkedUser(id)).toBe(userId);
    const note = await t.db.oneFirst(sql.type(z.object({ note: z.string().nullable() }))`
      SELECT note FROM admin_audit_log WHERE therapist_id = ${id} AND action = 'link-user'`);
    expect(note).toBe(reason);
    const [told] = await queuedEmailsTo(services, "lin.old-clinic@example.com");
    expect(told?.subject).toBe("Your Canadian Therapist Directory listing was connected to an account");
    expect(told?.text).toContain(reason);
    expect(told?.text).toContain("/therapists/lin-moved");
  });

  it("counts an address the account confirmed through an application's link as proved", async () => {
    const id = await listing("lin-confirmed", "lin.confirmed@clinic.example");
    const userId = await userIdOf("lin.signin@example.org");
    await t.db.query(sql.unsafe`
      INSERT INTO address_proofs (user_id, email, token_hash, expires_at, proven_at)
      VALUES (${userId}, 'lin.confirmed@clinic.example', 'x', now() + interval '1 day', now())`);
    expect((await link(id, { userId })).status).toBe(200);
    expect(await queuedEmailsTo(services, "lin.confirmed@clinic.example")).toEqual([]);
  });

  it("refuses an account that manages another listing (409, nothing changed), and links it again to its own", async () => {
    const first = await listing("lin-first", "lin.two@example.com");
    const second = await listing("lin-second", "lin.second@example.com");
    const userId = await userIdOf("lin.two@example.com");
    expect((await link(first, { userId })).status).toBe(200);
    const refused = await link(second, { userId, reason: "Runs both practices." });
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe(
      "This account already manages the listing of Lin Ked (/therapists/lin-first), and an account manages one " +
        "listing. Link that listing to another account or delete it first.",
    );
    expect(await linkedUser(second)).toBeNull();
    expect(await queuedEmailsTo(services, "lin.second@example.com")).toEqual([]);
    expect((await link(first, { userId })).status).toBe(200);
    const form = { intent: "link", therapistId: second, userId, reason: "Runs both practices." };
    const onPage = await call(
      linkPageAction as never,
      appRequest("/admin/link-therapists", { form, cookie: admin }),
      ctx(),
    );
    expect(onPage).toMatchObject({ data: { ok: false, title: "Error" }, init: { status: 409 } });
    await t.db.query(sql.unsafe`UPDATE therapists SET status = 'deleted' WHERE id = ${first}`);
    expect((await link(second, { userId, reason: "The first listing was deleted." })).status).toBe(200);
  });

  it("the page marks the accounts that prove the address and asks a reason for any other", async () => {
    const id = await listing("lin-page", "lin.page@example.com");
    const own = await userIdOf("lin.page@example.com");
    const other = await userIdOf("lin.page.other@example.org");
    const page = (await call(
      linkPage as never,
      appRequest(`/admin/link-therapists?linkFor=${id}&email=lin.page`, { cookie: admin }),
      ctx(),
    )) as { search: { users: { id: string; provesAddress: boolean }[] } };
    expect(Object.fromEntries(page.search.users.map((u) => [u.id, u.provesAddress]))).toEqual({
      [own]: true,
      [other]: false,
    });
    const form = { intent: "link", therapistId: id, userId: other };
    const refused = await call(
      linkPageAction as never,
      appRequest("/admin/link-therapists", { form, cookie: admin }),
      ctx(),
    );
    expect(refused).toMatchObject({ data: { ok: false, title: "Error" }, init: { status: 400 } });
    const linked = await call(
      linkPageAction as never,
      appRequest("/admin/link-therapists", { form: { ...form, reason: "Confirmed by phone." }, cookie: admin }),
      ctx(),
    );
    expect(linked).toMatchObject({ ok: true, title: "Success" });
    expect(await linkedUser(id)).toBe(other);
  });
});

describe("the linking reminder", () => {
  it("asks the therapist to sign in with the listed address and does not invite a link to another account", async () => {
    const result = await (
      await callWith(
        remindApi as never,
        appRequest("/api/admin/send-linking-reminders", { method: "POST", cookie: admin }),
        ctx(),
        {},
      )
    ).json();
    expect(result.sentCount).toBeGreaterThan(0);
    const [reminder] = await queuedEmailsTo(services, "lin.victim@example.com");
    expect(reminder?.text).toContain("Sign in with this email address (lin.victim@example.com)");
    expect(reminder?.text).toContain("only ever connected to an account that signs in with the address it lists");
    expect(reminder?.text).not.toMatch(/our team links your account/);
  });
});
