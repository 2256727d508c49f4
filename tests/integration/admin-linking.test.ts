import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "slonik";
import { z } from "zod";
import type { AppServices } from "#app/context.server.ts";
import * as linkTherapists from "#app/routes/admin.link-therapists.tsx";
import { action as remindApi } from "#app/routes/api.admin.send-linking-reminders.ts";
import { action as linkApi } from "#app/routes/api.admin.therapists.id.link-user.ts";
import { loader as usersApi } from "#app/routes/api.admin.users.search.ts";
import { createTestDb, type TestDatabase } from "../support/db.ts";
import { appRequest, call, contextFor, createTestServices, queuedEmailsTo, signedInCookie } from "../support/auth.ts";
import { behindAdminLayout, callWith } from "../support/admin.ts";

const linkPage = behindAdminLayout(linkTherapists.loader);
const linkPageAction = behindAdminLayout(linkTherapists.action);

let t: TestDatabase;
let services: AppServices;
let admin = "";
const ids: string[] = [];

const ctx = () => contextFor(services);
const remind = async () =>
  (
    await callWith(
      remindApi as never,
      appRequest("/api/admin/send-linking-reminders", { method: "POST", cookie: admin }),
      ctx(),
      {},
    )
  ).json();

beforeAll(async () => {
  t = await createTestDb();
  services = await createTestServices(t);
  admin = await signedInCookie(services, "reviewer@example.com", "admin");
  for (const [i, name] of ["Ada", "Ben", "Cy"].entries()) {
    ids.push(
      await t.db.oneFirst(sql.type(z.object({ id: z.uuid() }))`
      INSERT INTO therapists (slug, first_name, last_name, email, specialties, therapy_types, status)
      VALUES (${`${name.toLowerCase()}-link`}, ${name}, 'Link', ${`${name.toLowerCase()}.link${i}@example.com`},
        ${sql.array(["Anxiety"], "text")}, ${sql.array(["CBT"], "text")}, 'approved') RETURNING id`),
    );
  }
  await t.db.query(sql.unsafe`INSERT INTO users (email) VALUES ('ada.account@example.com'), ('someone@else.org')`);
});
afterAll(async () => {
  await services.boss.stop({ graceful: false });
  await t.release();
});

describe("user search and linking", () => {
  it("searches by 3+ characters and links a therapist to the chosen user (audited)", async () => {
    const short = await callWith(
      usersApi as never,
      appRequest("/api/admin/users/search?email=ad", { cookie: admin }),
      ctx(),
      {},
    );
    expect([short.status, (await short.json()).errors.email]).toEqual([400, ["Type at least 3 characters to search"]]);
    for (const query of ["", "?email=ada&email=acc"]) {
      const none = await callWith(
        usersApi as never,
        appRequest(`/api/admin/users/search${query}`, { cookie: admin }),
        ctx(),
        {},
      );
      expect([none.status, (await none.json()).errors.email], query).toEqual([
        400,
        ["Type at least 3 characters to search"],
      ]);
    }
    const hits = await (
      await callWith(
        usersApi as never,
        appRequest("/api/admin/users/search?email=ada.acc", { cookie: admin }),
        ctx(),
        {},
      )
    ).json();
    expect(hits.map((u: { email: string }) => u.email)).toEqual(["ada.account@example.com"]);
    const userId = hits[0].id;
    const linked = await callWith(
      linkApi as never,
      appRequest(`/api/admin/therapists/${ids[0]}/link-user`, {
        json: { userId, reason: "Ada asked by phone; her old clinic address is gone." },
        cookie: admin,
      }),
      ctx(),
      { id: ids[0]! },
    );
    expect(linked.status).toBe(200);
    expect(
      await t.db.oneFirst(
        sql.type(z.object({ u: z.string().nullable() }))`SELECT user_id AS u FROM therapists WHERE id = ${ids[0]!}`,
      ),
    ).toBe(userId);
    expect(
      await t.db.exists(
        sql.unsafe`SELECT 1 FROM admin_audit_log WHERE therapist_id = ${ids[0]!} AND action = 'link-user'`,
      ),
    ).toBe(true);
    const noUser = await callWith(
      linkApi as never,
      appRequest(`/api/admin/therapists/${ids[1]}/link-user`, {
        json: { userId: "00000000-0000-4000-8000-000000000000" },
        cookie: admin,
      }),
      ctx(),
      { id: ids[1]! },
    );
    expect(noUser.status).toBe(404);
  });

  it("the page shows the hint, 'No users found matching', and links without JavaScript", async () => {
    const hint = await call(
      linkPage as never,
      appRequest(`/admin/link-therapists?linkFor=${ids[1]}&email=be`, { cookie: admin }),
      ctx(),
    );
    expect(hint).toMatchObject({ search: { email: "be", users: null } });
    const none = await call(
      linkPage as never,
      appRequest(`/admin/link-therapists?linkFor=${ids[1]}&email=zzzz`, { cookie: admin }),
      ctx(),
    );
    expect(none).toMatchObject({ search: { users: [] } });
    const userId = await t.db.oneFirst(
      sql.type(z.object({ id: z.uuid() }))`SELECT id FROM users WHERE email = 'someone@else.org'`,
    );
    const result = await call(
      linkPageAction as never,
      appRequest("/admin/link-therapists", {
        form: { intent: "link", therapistId: ids[1]!, userId, reason: "Checked by phone." },
        cookie: admin,
      }),
      ctx(),
    );
    expect(result).toMatchObject({ ok: true, title: "Success" });
  });
});

describe("linking reminders", () => {
  it("emails each unlinked therapist once, and not again within 24 hours", async () => {
    const cy = "cy.link2@example.com";
    expect(await remind()).toEqual({ sentCount: 1, totalUnlinked: 1, failedCount: 0 });
    const emails = await queuedEmailsTo(services, cy);
    expect(emails).toHaveLength(1);
    expect(emails[0]?.text).toContain("/api/login?returnTo=%2Ftherapist%2Fdashboard");
    expect(await remind()).toEqual({ sentCount: 0, totalUnlinked: 1, failedCount: 0 });
    expect(await queuedEmailsTo(services, cy)).toHaveLength(1);
    // 25 hours later it is due again; two calls at once still send one.
    await t.db.query(
      sql.unsafe`UPDATE therapists SET link_reminder_sent_at = now() - interval '25 hours' WHERE email = ${cy}`,
    );
    const both = await Promise.all([remind(), remind()]);
    expect(both.map((r) => r.sentCount).sort()).toEqual([0, 1]);
    expect(await queuedEmailsTo(services, cy)).toHaveLength(2);
    const viaPage = await call(
      linkPageAction as never,
      appRequest("/admin/link-therapists", { form: { intent: "remind" }, cookie: admin }),
      ctx(),
    );
    expect(viaPage).toMatchObject({ ok: true, title: "Emails Sent Successfully" });
  });
});
