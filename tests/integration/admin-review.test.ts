import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "slonik";
import { z } from "zod";
import { slugBase } from "#app/admin/decisions.server.ts";
import type { AppServices } from "#app/context.server.ts";
import * as dashboard from "#app/routes/admin.tsx";
import { loader as submissionPage } from "#app/routes/admin.submissions.id.tsx";
import { action as approveApi } from "#app/routes/api.admin.submissions.id.approve.ts";
import { action as statusApi } from "#app/routes/api.admin.submissions.id.status.ts";
import { loader as statsApi } from "#app/routes/api.admin.stats.ts";
import { loader as submissionsApi } from "#app/routes/api.admin.submissions.ts";
import { findLatestSubmission } from "#app/submissions/submissions.server.ts";
import { createTestDb, type TestDatabase } from "../support/db.ts";
import { appRequest, call, contextFor, createTestServices, queuedEmailsTo, signedInCookie } from "../support/auth.ts";
import { behindAdminLayout, callWith, seedSubmission } from "../support/admin.ts";

const dashboardPage = behindAdminLayout(dashboard.loader);
const dashboardAction = behindAdminLayout(dashboard.action);

let t: TestDatabase;
let services: AppServices;
let admin = "";

const approve = (id: string, adminNotes?: string) =>
  callWith(
    approveApi as never,
    appRequest(`/api/admin/submissions/${id}/approve`, { json: { adminNotes }, cookie: admin }),
    contextFor(services),
    { id },
  );
const reject = (id: string, adminNotes?: string) =>
  callWith(
    statusApi as never,
    appRequest(`/api/admin/submissions/${id}/status`, {
      method: "PATCH",
      json: { status: "rejected", adminNotes },
      cookie: admin,
    }),
    contextFor(services),
    { id },
  );
const count = (query: ReturnType<typeof sql.unsafe>) =>
  t.db.oneFirst(sql.type(z.object({ n: z.number() }))`SELECT count(*)::int AS n FROM (${query}) q`);
const jobsFor = (name: string, key: string, value: string) =>
  count(sql.unsafe`SELECT 1 FROM pgboss.job WHERE name = ${name} AND data->>${key} = ${value}`);
const Therapist = z.object({
  id: z.uuid(),
  slug: z.string(),
  status: z.string(),
  userId: z.uuid().nullable(),
  lastName: z.string(),
});
const therapistOf = (submissionId: string) =>
  t.db.maybeOne(sql.type(Therapist)`
  SELECT t.id, t.slug, t.status, t.user_id AS "userId", t.last_name AS "lastName"
  FROM therapists t JOIN therapist_submissions s ON s.therapist_id = t.id WHERE s.id = ${submissionId}`);

beforeAll(async () => {
  t = await createTestDb();
  services = await createTestServices(t);
  admin = await signedInCookie(services, "reviewer@example.com", "admin");
});
afterAll(async () => {
  await services.boss.stop({ graceful: false });
  await t.release();
});

describe("approval", () => {
  it("creates the approved, linked profile with its slug, marks the submission, and queues index + email + audit in one go", async () => {
    const { id, userId } = await seedSubmission(t.db, {
      firstName: "Jordan",
      lastName: "Okafor",
      email: "jordan.okafor@example.com",
    });
    const response = await approve(id, "Welcome aboard");
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ message: "Submission Approved", slug: "jordan-okafor" });
    const therapist = await therapistOf(id);
    expect(therapist).toMatchObject({ slug: "jordan-okafor", status: "approved", userId });
    const submission = await t.db.one(sql.type(
      z.object({ status: z.string(), reviewedAt: z.number().nullable(), reviewedBy: z.string().nullable() }),
    )`
      SELECT status, reviewed_at AS "reviewedAt", reviewed_by AS "reviewedBy" FROM therapist_submissions WHERE id = ${id}`);
    expect(submission.status).toBe("approved");
    expect(submission.reviewedAt).not.toBeNull();
    expect(submission.reviewedBy).not.toBeNull();
    expect(await jobsFor("index-therapist", "therapistId", therapist!.id)).toBe(1);
    const emails = await queuedEmailsTo(services, "jordan.okafor@example.com");
    expect(emails[0]?.text).toContain("/therapists/jordan-okafor");
    expect(emails[0]?.text).toContain("Welcome aboard");
    expect(
      await count(
        sql.unsafe`SELECT 1 FROM admin_audit_log WHERE submission_id = ${id} AND action = 'approve' AND after->>'slug' = 'jordan-okafor'`,
      ),
    ).toBe(1);
  });

  it("refuses a second approval and approving a rejected submission with 409", async () => {
    const first = await seedSubmission(t.db);
    expect((await approve(first.id)).status).toBe(200);
    const again = await approve(first.id);
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe("This submission has already been approved.");
    const second = await seedSubmission(t.db);
    expect((await reject(second.id, "Missing licence")).status).toBe(200);
    const approveRejected = await approve(second.id);
    expect(approveRejected.status).toBe(409);
    expect((await approveRejected.json()).message).toMatch(/rejected/);
    expect(await therapistOf(second.id)).toBeNull();
    expect((await reject(second.id)).status).toBe(409);
  });

  it("refuses to make a second listing with a registration number another listing has, and says which", async () => {
    const first = await seedSubmission(t.db, { firstName: "Robin", lastName: "Holder" });
    await t.db.query(
      sql.unsafe`UPDATE therapist_submissions SET license_number = 'CRPO #40404' WHERE id = ${first.id}`,
    );
    expect((await approve(first.id)).status).toBe(200);
    const holder = await therapistOf(first.id);
    const copy = await seedSubmission(t.db, { firstName: "Robin", lastName: "Holder" });
    // the same number written another way is the same number
    await t.db.query(sql.unsafe`UPDATE therapist_submissions SET license_number = 'crpo-40404' WHERE id = ${copy.id}`);
    const page = await behindAdminLayout(submissionPage)({
      request: appRequest(`/admin/submissions/${copy.id}`, { cookie: admin }),
      context: contextFor(services),
      params: { id: copy.id },
    } as never);
    const taken = `Registration number CRPO #40404 is already on the profile /therapists/${holder!.slug} (Robin Holder, approved).`;
    expect(page.registration).toMatch(new RegExp(`^${taken.replace(/[.()#/]/g, "\\$&")}`));
    const refused = await approve(copy.id);
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toMatch(/^Registration number CRPO #40404 is already on the profile/);
    expect(await therapistOf(copy.id)).toBeNull();
    // a removed listing holds no number: the application is approved once the other listing is gone
    await t.db.query(sql.unsafe`UPDATE therapists SET status = 'deleted', deleted_at = now() WHERE id = ${holder!.id}`);
    expect((await approve(copy.id)).status).toBe(200);
    // the applicant's own listing is not another: an approved therapist applying again keeps their number
    const own = await seedSubmission(t.db, { email: "robin.again@example.com", userEmail: "robin.again@example.com" });
    await t.db.query(sql.unsafe`UPDATE therapist_submissions SET license_number = 'CRPO 50505' WHERE id = ${own.id}`);
    expect((await approve(own.id)).status).toBe(200);
    const again = await seedSubmission(t.db, {
      email: "robin.again@example.com",
      userEmail: "robin.again@example.com",
    });
    await t.db.query(sql.unsafe`UPDATE therapist_submissions SET license_number = 'CRPO 50505' WHERE id = ${again.id}`);
    expect((await approve(again.id)).status).toBe(200);
  });

  it("gives colliding names -2, -3 slugs", async () => {
    const slugs = [];
    for (let i = 0; i < 3; i++) {
      const { id } = await seedSubmission(t.db, { firstName: "Sam", lastName: "Lee" });
      slugs.push((await (await approve(id)).json()).slug);
    }
    expect(slugs).toEqual(["sam-lee", "sam-lee-2", "sam-lee-3"]);
    expect(slugBase("Zoë", "O'Brien-Smith")).toBe("zoe-o-brien-smith");
    expect(slugBase("!!", "??")).toBe("therapist");
  });

  it("leaves nothing half-done when a step fails after the profile was written", async () => {
    const { id } = await seedSubmission(t.db, {
      firstName: "Riley",
      lastName: "Crash",
      email: "riley.crash@example.com",
    });
    // The audit insert is the last step: make it fail, after the therapist row, the submission update and the jobs.
    await t.db.query(
      sql.unsafe`CREATE FUNCTION fail_audit() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'audit down'; END $$`,
    );
    await t.db.query(
      sql.unsafe`CREATE TRIGGER fail_audit BEFORE INSERT ON admin_audit_log FOR EACH ROW EXECUTE FUNCTION fail_audit()`,
    );
    try {
      await expect(approve(id)).rejects.toThrow(/audit down/);
    } finally {
      await t.db.query(sql.unsafe`DROP TRIGGER fail_audit ON admin_audit_log`);
    }
    expect(await count(sql.unsafe`SELECT 1 FROM therapists WHERE email = 'riley.crash@example.com'`)).toBe(0);
    expect(
      await count(
        sql.unsafe`SELECT 1 FROM therapist_submissions WHERE id = ${id} AND status = 'pending' AND reviewed_at IS NULL`,
      ),
    ).toBe(1);
    expect(await queuedEmailsTo(services, "riley.crash@example.com")).toEqual([]);
    expect(
      await count(sql.unsafe`SELECT 1 FROM pgboss.job WHERE name = 'index-therapist'
      AND data->>'therapistId' NOT IN (SELECT id::text FROM therapists)`),
    ).toBe(0);
    // And it goes through once the fault is gone.
    expect((await approve(id)).status).toBe(200);
  });
});

describe("rejection and re-application", () => {
  it("stores and emails the note, lets the person apply again, and a later approval updates the same profile", async () => {
    const email = "morgan.reapply@example.com";
    const first = await seedSubmission(t.db, { firstName: "Morgan", lastName: "Reapply", email });
    expect((await approve(first.id)).status).toBe(200);
    const profile = await therapistOf(first.id);

    // They apply again (e.g. with a new name) and that one is rejected with a note, then a third one approved.
    const second = await seedSubmission(t.db, { firstName: "Morgan", lastName: "Reapplied", email });
    expect((await reject(second.id, "Please add your licence number")).status).toBe(200);
    const latest = await findLatestSubmission(t.db, first.userId);
    expect(latest).toMatchObject({ status: "rejected", adminNotes: "Please add your licence number" });
    expect((await queuedEmailsTo(services, email))[0]?.text).toContain("Please add your licence number");
    expect(
      await count(sql.unsafe`SELECT 1 FROM admin_audit_log WHERE submission_id = ${second.id} AND action = 'reject'`),
    ).toBe(1);

    const third = await seedSubmission(t.db, { firstName: "Morgan", lastName: "Reapplied", email });
    expect((await approve(third.id)).status).toBe(200);
    const updated = await therapistOf(third.id);
    expect(updated).toMatchObject({ id: profile!.id, slug: profile!.slug, lastName: "Reapplied", status: "approved" });
    expect(await count(sql.unsafe`SELECT 1 FROM therapists WHERE email = ${email}`)).toBe(1);
  });

  it("a status other than rejected is refused with field errors", async () => {
    const { id } = await seedSubmission(t.db);
    const response = await callWith(
      statusApi as never,
      appRequest(`/api/admin/submissions/${id}/status`, {
        method: "PATCH",
        json: { status: "approved" },
        cookie: admin,
      }),
      contextFor(services),
      { id },
    );
    expect(response.status).toBe(400);
    expect((await response.json()).errors.status).toBeTruthy();
  });
});

describe("the review queue", () => {
  it("counts, filters and pages the submissions", async () => {
    await seedSubmission(t.db, { firstName: "Ottawa", lastName: "Person", city: "Ottawa" });
    const stats = await (
      await callWith(statsApi as never, appRequest("/api/admin/stats", { cookie: admin }), contextFor(services), {})
    ).json();
    const actual = await t.db.one(sql.type(z.object({ pending: z.number(), active: z.number() }))`
      SELECT (SELECT count(*)::int FROM therapist_submissions WHERE status = 'pending') AS pending,
        (SELECT count(*)::int FROM therapists WHERE status = 'approved') AS active`);
    expect(stats).toMatchObject(actual);
    // One page's submissions as a list; X-Total-Count says how many match, Link where the other pages are.
    const list = async (query: string) => {
      const answer = await callWith(
        submissionsApi as never,
        appRequest(`/api/admin/submissions${query}`, { cookie: admin }),
        contextFor(services),
        {},
      );
      return {
        submissions: (await answer.json()) as Record<string, unknown>[],
        total: Number(answer.headers.get("X-Total-Count")),
        link: answer.headers.get("Link") ?? "",
      };
    };
    const ottawa = await list("?city=Ottawa&status=pending");
    expect(ottawa.submissions.map((s) => s.firstName)).toEqual(["Ottawa"]);
    expect((await list("?search=jordan")).submissions[0]).toMatchObject({
      lastName: "Okafor",
      status: "approved",
      therapistSlug: "jordan-okafor",
    });
    expect((await list("?search=nobody-matches")).total).toBe(0);
    for (let i = 0; i < 21; i++) await seedSubmission(t.db, { lastName: `Bulk${i}` });
    const page1 = await list("?search=bulk");
    const page2 = await list("?search=bulk&page=2");
    expect([page1.submissions.length, page2.submissions.length, page1.total]).toEqual([20, 1, 21]);
    expect(page1.link).toMatch(/[?&]page=2>; rel="next"/);
    expect(page2.link).toMatch(/>; rel="prev"/);
    expect(page2.link).not.toMatch(/rel="next"/);
    expect(
      (
        await callWith(
          submissionsApi as never,
          appRequest("/api/admin/submissions?status=nope", { cookie: admin }),
          contextFor(services),
          {},
        )
      ).status,
    ).toBe(400);
  });

  it("the page's own forms approve and reject without JavaScript", async () => {
    const { id } = await seedSubmission(t.db, { firstName: "Form", lastName: "Approve" });
    const approved = await call(
      dashboardAction as never,
      appRequest("/admin", { form: { intent: "approve", id }, cookie: admin }),
      contextFor(services),
    );
    expect(approved).toMatchObject({ ok: true, title: "Submission Approved" });
    const again = await call(
      dashboardAction as never,
      appRequest("/admin", { form: { intent: "approve", id }, cookie: admin }),
      contextFor(services),
    );
    expect(again).toMatchObject({ data: { ok: false, title: "Approval Failed" } });
    const page = await call(
      dashboardPage as never,
      appRequest("/admin?search=Form", { cookie: admin }),
      contextFor(services),
    );
    expect(page).toMatchObject({ total: 1 });
    const visitor = await call(dashboardPage as never, appRequest("/admin"), contextFor(services)).catch(
      (thrown: unknown) => thrown,
    );
    expect(visitor).toMatchObject({ data: { loginUrl: "/api/login?returnTo=%2Fadmin" }, init: { status: 401 } });
  });
});

describe("an application's own page", () => {
  it("names its fit codes as the profile does, in the lists' order", async () => {
    const { id } = await seedSubmission(t.db, { firstName: "Fit" });
    await t.db.query(sql.unsafe`
      UPDATE therapist_submissions SET populations = ${sql.array(["families", "adults"], "text")},
        access = ${sql.array(["evening-hours"], "text")}, identity = ${sql.array(["black"], "text")},
        identity_consent_at = now()
      WHERE id = ${id}`);
    const page = await behindAdminLayout(submissionPage)({
      request: appRequest(`/admin/submissions/${id}`, { cookie: admin }),
      context: contextFor(services),
      params: { id },
    } as never);
    expect(page.fit).toEqual({ populations: ["Adults", "Families"], access: ["Evening hours"], identity: ["Black"] });
  });
});
