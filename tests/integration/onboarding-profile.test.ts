import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "slonik";
import { z } from "zod";
import type { AppServices } from "#app/context.server.ts";
import { loader as inquiryCount } from "#app/routes/api.therapist.inquiry-count.ts";
import { action as putMyProfile, loader as getMyProfileApi } from "#app/routes/api.therapist.my-profile.ts";
import { loader as dashboardLoader } from "#app/routes/therapist.dashboard.tsx";
import { findPublicProfileById } from "#app/therapists/profile.server.ts";
import { createTestDb, type TestDatabase } from "../support/db.ts";
import { appRequest, call, callForResponse, contextFor, createTestServices, signedInCookie } from "../support/auth.ts";
import { validApplication } from "../support/onboarding.ts";

let t: TestDatabase;
let services: AppServices;
let ownerCookie = "";
let otherCookie = "";
let therapistId = "";

const api = (handler: unknown, path: string, init: Parameters<typeof appRequest>[1]) =>
  callForResponse(handler as never, appRequest(path, init), contextFor(services));
const indexJobsFor = (id: string) =>
  t.db.oneFirst(sql.type(z.object({ n: z.number() }))`
    SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'index-therapist' AND data->>'therapistId' = ${id}`);

beforeAll(async () => {
  t = await createTestDb();
  services = await createTestServices(t);
  ownerCookie = await signedInCookie(services, "owner@example.com");
  otherCookie = await signedInCookie(services, "other@example.com");
  const a = validApplication();
  therapistId = await t.db.oneFirst(sql.type(z.object({ id: z.uuid() }))`
    INSERT INTO therapists (user_id, slug, first_name, last_name, email, phone, credentials, license_number, years_experience,
      specialties, therapy_types, city, province, bio, status, is_featured, featured_until)
    VALUES ((SELECT id FROM users WHERE email = 'owner@example.com'), 'olive-owner', 'Olive', 'Owner', 'olive@example.com',
      ${String(a.phone)}, 'MSW, RSW', 'OCSWSSW-1', '6-10', ${sql.array(a.specialties as string[], "text")},
      ${sql.array(a.therapyTypes as string[], "text")}, 'Ottawa', 'ON', ${String(a.bio)}, 'approved', true, now() + interval '36 hours')
    RETURNING id`);
  await t.db.query(sql.unsafe`INSERT INTO contact_inquiries (therapist_id, name, email, message) VALUES
    (${therapistId}, 'A', 'a@example.org', 'Hello'), (${therapistId}, 'B', 'b@example.org', 'Hi')`);
});
afterAll(async () => {
  await services.boss.stop({ graceful: false });
  await t.release();
});

describe("GET /api/therapist/my-profile and the dashboard", () => {
  it("answers { submission, approvedProfile }: the owner's profile, nothing for another, 401 signed out", async () => {
    expect((await api(getMyProfileApi, "/api/therapist/my-profile", {})).status).toBe(401);
    const mine = await (await api(getMyProfileApi, "/api/therapist/my-profile", { cookie: ownerCookie })).json();
    expect(mine.submission).toBeNull();
    expect(mine.approvedProfile).toMatchObject({
      id: therapistId,
      slug: "olive-owner",
      user: { email: "owner@example.com" },
      isFeatured: true,
    });
    const theirs = await (await api(getMyProfileApi, "/api/therapist/my-profile", { cookie: otherCookie })).json();
    expect(theirs).toEqual({ submission: null, approvedProfile: null });
  });

  it("shows approved with the inquiry count and Featured days rounded up; pending and rejected with the note", async () => {
    const owner = (await call(
      dashboardLoader as never,
      appRequest("/therapist/dashboard", { cookie: ownerCookie }),
      contextFor(services),
    )) as Record<string, unknown>;
    expect(owner).toMatchObject({
      status: "approved",
      inquiries: 2,
      featured: { daysLeft: 2, subscriptionStatus: null },
    });
    const none = (await call(
      dashboardLoader as never,
      appRequest("/therapist/dashboard", { cookie: otherCookie }),
      contextFor(services),
    )) as Record<string, unknown>;
    expect(none).toMatchObject({ status: "pending", submission: null, profile: null });
    await t.db.query(sql.unsafe`
      INSERT INTO therapist_submissions (user_id, first_name, last_name, email, specialties, therapy_types, status, reviewed_at, admin_notes)
      VALUES ((SELECT id FROM users WHERE email = 'other@example.com'), 'Oth', 'Er', 'other@example.com', '{Anxiety}', '{CBT}', 'rejected', now(), 'Please add your license number')`);
    const rejected = (await call(
      dashboardLoader as never,
      appRequest("/therapist/dashboard", { cookie: otherCookie }),
      contextFor(services),
    )) as { status: string; submission: { adminNotes: string } };
    expect(rejected.status).toBe("rejected");
    expect(rejected.submission.adminNotes).toBe("Please add your license number");
    const visitor = await callForResponse(
      dashboardLoader as never,
      appRequest("/therapist/dashboard"),
      contextFor(services),
    );
    expect(visitor.headers.get("Location")).toBe(`/api/login?returnTo=${encodeURIComponent("/therapist/dashboard")}`);
  });

  it("GET /api/therapist/inquiry-count: the owner's count; 404 without an approved profile; 401 signed out", async () => {
    expect(await (await api(inquiryCount, "/api/therapist/inquiry-count", { cookie: ownerCookie })).json()).toEqual({
      count: 2,
    });
    expect((await api(inquiryCount, "/api/therapist/inquiry-count", { cookie: otherCookie })).status).toBe(404);
    expect((await api(inquiryCount, "/api/therapist/inquiry-count", {})).status).toBe(401);
  });
});

describe("PUT /api/therapist/my-profile", () => {
  const put = (json: unknown, cookie?: string) =>
    api(putMyProfile, "/api/therapist/my-profile", { method: "PUT", json, cookie });

  it("is 401 signed out, and another user's PUT cannot reach this profile (404: they have none)", async () => {
    expect((await put({ city: "Hamilton" })).status).toBe(401);
    expect((await put({ city: "Hamilton" }, otherCookie)).status).toBe(404);
    expect((await findPublicProfileById(t.db, therapistId))?.city).toBe("Ottawa");
  });

  it("saves the owner's change, enqueues index-therapist, and the public profile shows it", async () => {
    const before = await indexJobsFor(therapistId);
    const response = await put(
      { city: "Kingston", rate: 150, acceptingClients: "waitlist", virtualSessions: true, specialties: ["Anxiety"] },
      ownerCookie,
    );
    expect(response.status).toBe(200);
    expect((await response.json()).message).toBe("Profile Updated");
    expect(await indexJobsFor(therapistId)).toBe(before + 1);
    expect(await findPublicProfileById(t.db, therapistId)).toMatchObject({
      city: "Kingston",
      rate: 150,
      acceptingClients: "waitlist",
      virtualSessions: true,
      specialties: ["Anxiety"],
    });
  });

  it("answers another account's email address as any other, changing nothing; refuses bad fields with 400", async () => {
    const email = await put({ email: "other@example.com" }, ownerCookie);
    expect(email.status).toBe(200);
    expect((await email.json()).approvedProfile).toMatchObject({
      email: "olive@example.com",
      pendingEmail: "other@example.com",
    });
    expect((await put({ email: "OLIVE@example.com" }, ownerCookie)).status).toBe(200);
    const bad = await put({ bio: "too short", specialties: [] }, ownerCookie);
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors).toMatchObject({
      bio: ["Bio must be at least 150 characters"],
      specialties: ["Select at least one specialty"],
    });
    expect((await findPublicProfileById(t.db, therapistId))?.city).toBe("Kingston");
  });
});
