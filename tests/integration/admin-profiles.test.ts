import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "slonik";
import { z } from "zod";
import type { AppServices } from "#app/context.server.ts";
import * as editTherapistPage from "#app/routes/admin.edit-therapist.tsx";
import * as dashboardPage from "#app/routes/admin.tsx";
import { FEATURED_END_MESSAGE } from "#app/admin/featured-by-hand.ts";
import { action as approveApi } from "#app/routes/api.admin.submissions.id.approve.ts";
import { action as therapistPut, loader as therapistGet } from "#app/routes/api.admin.therapist.email.ts";
import { loader as therapistsApi } from "#app/routes/api.admin.therapists.ts";
import { action as deleteApi } from "#app/routes/api.admin.therapists.id.ts";
import { dashboardStatus, getMyProfile } from "#app/therapists/my-profile.server.ts";
import { findPublicProfileById } from "#app/therapists/profile.server.ts";
import { createTestDb, type TestDatabase } from "../support/db.ts";
import { appRequest, call, contextFor, createTestServices, signedInCookie } from "../support/auth.ts";
import { behindAdminLayout, callWith, seedSubmission } from "../support/admin.ts";

const editPage = behindAdminLayout(editTherapistPage.loader);
const editPageAction = behindAdminLayout(editTherapistPage.action);
const dashboardAction = behindAdminLayout(dashboardPage.action);

let t: TestDatabase;
let services: AppServices;
let admin = "";
let therapistId = "";
const EMAIL = "quinn.edit@example.com";

const ctx = () => contextFor(services);
const count = (query: ReturnType<typeof sql.unsafe>) =>
  t.db.oneFirst(sql.type(z.object({ n: z.number() }))`SELECT count(*)::int AS n FROM (${query}) q`);

beforeAll(async () => {
  t = await createTestDb();
  services = await createTestServices(t);
  admin = await signedInCookie(services, "reviewer@example.com", "admin");
  const { id } = await seedSubmission(t.db, { firstName: "Quinn", lastName: "Edit", email: EMAIL });
  const approved = await callWith(
    approveApi as never,
    appRequest(`/api/admin/submissions/${id}/approve`, { json: {}, cookie: admin }),
    ctx(),
    { id },
  );
  therapistId = (await approved.json()).therapistId;
});
afterAll(async () => {
  await services.boss.stop({ graceful: false });
  await t.release();
});

describe("admin profile editing", () => {
  it("reads by email (URL-encoded) and lists therapists with their user", async () => {
    const got = await callWith(
      therapistGet as never,
      appRequest(`/api/admin/therapist/${encodeURIComponent(EMAIL)}`, { cookie: admin }),
      ctx(),
      { email: EMAIL.toUpperCase() },
    );
    expect(await got.json()).toMatchObject({
      id: therapistId,
      email: EMAIL,
      isFeatured: false,
      user: { email: EMAIL },
    });
    const list = await (
      await callWith(therapistsApi as never, appRequest("/api/admin/therapists", { cookie: admin }), ctx(), {})
    ).json();
    expect(list.find((row: { id: string }) => row.id === therapistId)).toMatchObject({
      userId: expect.any(String),
      user: { email: EMAIL },
    });
    const byEmail = await callWith(
      therapistsApi as never,
      appRequest(`/api/admin/therapists?email=${encodeURIComponent(EMAIL)}`, { cookie: admin }),
      ctx(),
      {},
    );
    expect((await byEmail.json()).id).toBe(therapistId);
    // The address as a person types it (spaces, capitals) finds the profile; anything else gets the email field's message.
    const typed = await callWith(
      therapistsApi as never,
      appRequest(`/api/admin/therapists?email=${encodeURIComponent(`  ${EMAIL.toUpperCase()} `)}`, { cookie: admin }),
      ctx(),
      {},
    );
    expect([typed.status, (await typed.json()).id]).toEqual([200, therapistId]);
    const malformed = await callWith(
      therapistsApi as never,
      appRequest("/api/admin/therapists?email=quinn", { cookie: admin }),
      ctx(),
      {},
    );
    expect([malformed.status, (await malformed.json()).errors]).toEqual([
      400,
      { email: ["Please enter a valid email address"] },
    ]);
    const missing = await callWith(
      therapistGet as never,
      appRequest("/api/admin/therapist/nobody%40example.com", { cookie: admin }),
      ctx(),
      { email: "nobody@example.com" },
    );
    expect([missing.status, (await missing.json()).message]).toEqual([404, "Therapist profile not found"]);
  });

  it("PUT changes any field incl. Featured, reaches the public profile, enqueues the index job and audits", async () => {
    const until = "2099-01-01T00:00:00.000Z";
    const response = await callWith(
      therapistPut as never,
      appRequest(`/api/admin/therapist/${encodeURIComponent(EMAIL)}`, {
        method: "PUT",
        json: { city: "Ottawa", isFeatured: true, featuredUntil: until, bio: "Updated by an admin. ".repeat(10) },
        cookie: admin,
      }),
      ctx(),
      { email: EMAIL },
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      city: "Ottawa",
      isFeatured: true,
      featuredUntil: new Date(until).toISOString(),
    });
    expect(await findPublicProfileById(t.db, therapistId)).toMatchObject({ city: "Ottawa", isFeatured: true });
    expect(
      await count(
        sql.unsafe`SELECT 1 FROM pgboss.job WHERE name = 'index-therapist' AND data->>'therapistId' = ${therapistId}`,
      ),
    ).toBeGreaterThanOrEqual(2);
    expect(
      await count(sql.unsafe`SELECT 1 FROM admin_audit_log WHERE therapist_id = ${therapistId} AND action = 'edit'
      AND before->>'city' = 'Toronto' AND after->>'city' = 'Ottawa'`),
    ).toBe(1);
    const bad = await callWith(
      therapistPut as never,
      appRequest(`/api/admin/therapist/${encodeURIComponent(EMAIL)}`, {
        method: "PUT",
        json: { province: "XX" },
        cookie: admin,
      }),
      ctx(),
      { email: EMAIL },
    );
    expect(bad.status).toBe(400);
    const twice = await callWith(
      therapistPut as never,
      appRequest(`/api/admin/therapist/${encodeURIComponent(EMAIL)}`, {
        method: "PUT",
        json: { therapyTypes: ["CBT", "CBT"] },
        cookie: admin,
      }),
      ctx(),
      { email: EMAIL },
    );
    expect(twice.status).toBe(400);
    expect((await twice.json()).errors).toEqual({ therapyTypes: ["Each therapy type may be chosen only once"] });
    // Featured set by hand is one that shows: an end after now, or the listing is refused as Featured
    for (const featuredUntil of [null, "2020-01-01T00:00:00.000Z"]) {
      const lapsed = await callWith(
        therapistPut as never,
        appRequest(`/api/admin/therapist/${encodeURIComponent(EMAIL)}`, {
          method: "PUT",
          json: { isFeatured: true, featuredUntil },
          cookie: admin,
        }),
        ctx(),
        { email: EMAIL },
      );
      expect(lapsed.status).toBe(400);
      expect((await lapsed.json()).errors).toEqual({ featuredUntil: [FEATURED_END_MESSAGE] });
    }
    expect(await findPublicProfileById(t.db, therapistId)).toMatchObject({
      isFeatured: true,
      featuredUntil: Date.parse(until),
    });
  });

  it("approves an application sent with no body at all (the notes are optional)", async () => {
    const { id } = await seedSubmission(t.db, { firstName: "Nora", lastName: "Body", email: "nora.body@example.com" });
    const approved = await callWith(
      approveApi as never,
      appRequest(`/api/admin/submissions/${id}/approve`, { method: "POST", cookie: admin }),
      ctx(),
      { id },
    );
    expect(approved.status).toBe(200);
    expect((await approved.json()).therapistId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("the page: Error card without an email, Therapist Not Found, and a plain form post saves", async () => {
    const noEmail = await call(editPage as never, appRequest("/admin/edit-therapist", { cookie: admin }), ctx());
    expect(noEmail).toMatchObject({ data: { kind: "no-email" }, init: { status: 400 } });
    const args = (path: string, init: Parameters<typeof appRequest>[1], email: string) => ({
      request: appRequest(path, init),
      context: ctx(),
      params: { email },
    });
    const notFound = await (editPage as unknown as (a: unknown) => Promise<unknown>)(
      args("/admin/edit-therapist/x%40example.com", { cookie: admin }, "x@example.com"),
    );
    expect(notFound).toMatchObject({ data: { kind: "not-found" }, init: { status: 404 } });
    // the form as it was shown (the period's day) saved with another change: the paid period stays to the millisecond
    const unchanged = await (editPageAction as unknown as (a: unknown) => Promise<unknown>)(
      args(
        `/admin/edit-therapist/${encodeURIComponent(EMAIL)}`,
        {
          cookie: admin,
          form: { availability: "Mornings", isFeaturedPresent: "1", isFeatured: "on", featuredUntil: "2099-01-01" },
        },
        EMAIL,
      ),
    );
    expect(unchanged).toMatchObject({ ok: true, title: "Profile Updated" });
    expect(await findPublicProfileById(t.db, therapistId)).toMatchObject({
      availability: "Mornings",
      isFeatured: true,
      featuredUntil: Date.parse("2099-01-01T00:00:00.000Z"),
    });
    const saved = await (editPageAction as unknown as (a: unknown) => Promise<unknown>)(
      args(
        `/admin/edit-therapist/${encodeURIComponent(EMAIL)}`,
        { cookie: admin, form: { availability: "Evenings", isFeaturedPresent: "1", featuredUntil: "" } },
        EMAIL,
      ),
    );
    expect(saved).toMatchObject({ ok: true, title: "Profile Updated" });
    expect(await findPublicProfileById(t.db, therapistId)).toMatchObject({
      availability: "Evenings",
      isFeatured: false,
      featuredUntil: null,
    });
  });
});

describe("admin soft delete", () => {
  it("takes the profile out of the directory and the index, keeps the row, its inquiries and the audit record", async () => {
    await t.db.query(
      sql.unsafe`INSERT INTO contact_inquiries (therapist_id, name, email, message) VALUES (${therapistId}, 'Pat', 'pat@example.com', 'Hello there')`,
    );
    const response = await callWith(
      deleteApi as never,
      appRequest(`/api/admin/therapists/${therapistId}`, { method: "DELETE", cookie: admin }),
      ctx(),
      { id: therapistId },
    );
    expect([response.status, (await response.json()).message]).toEqual([200, "Profile Deleted"]);
    expect(await findPublicProfileById(t.db, therapistId)).toBeNull();
    expect(
      await count(
        sql.unsafe`SELECT 1 FROM therapists WHERE id = ${therapistId} AND status = 'deleted' AND deleted_at IS NOT NULL`,
      ),
    ).toBe(1);
    expect(await count(sql.unsafe`SELECT 1 FROM contact_inquiries WHERE therapist_id = ${therapistId}`)).toBe(1);
    expect(
      await count(sql.unsafe`SELECT 1 FROM admin_audit_log WHERE therapist_id = ${therapistId} AND action = 'delete'`),
    ).toBe(1);
    const again = await callWith(
      deleteApi as never,
      appRequest(`/api/admin/therapists/${therapistId}`, { method: "DELETE", cookie: admin }),
      ctx(),
      { id: therapistId },
    );
    expect([again.status, (await again.json()).message]).toEqual([404, "Therapist profile not found"]);
    const viaForm = await call(
      dashboardAction as never,
      appRequest("/admin", { form: { intent: "delete", therapistId }, cookie: admin }),
      ctx(),
    );
    expect(viaForm).toMatchObject({
      data: { ok: false, title: "Delete Failed", description: "Therapist profile not found" },
    });
    const list = await (
      await callWith(therapistsApi as never, appRequest("/api/admin/therapists", { cookie: admin }), ctx(), {})
    ).json();
    expect(list.some((row: { id: string }) => row.id === therapistId)).toBe(false);
    // the therapist's dashboard no longer says Approved: the listing was removed
    const owner = await t.db.oneFirst(
      sql.type(z.object({ userId: z.uuid() }))`SELECT user_id AS "userId" FROM therapists WHERE id = ${therapistId}`,
    );
    const mine = await getMyProfile(t.db, owner);
    expect([mine.submission?.status, mine.approvedProfile, dashboardStatus(mine)]).toEqual([
      "approved",
      null,
      "removed",
    ]);
  });
});
