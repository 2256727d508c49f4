import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "slonik";
import { z } from "zod";
import type { AppServices } from "#app/context.server.ts";
import { action as submissionsApi } from "#app/routes/api.therapist-submissions.ts";
import { loader as adminSubmissionsApi } from "#app/routes/api.admin.submissions.ts";
import { loader as myProfileApi } from "#app/routes/api.therapist.my-profile.ts";
import { action as signupAction, loader as signupLoader } from "#app/routes/therapist.signup.tsx";
import { ApplicationForm, MESSAGES } from "#app/submissions/application-schema.ts";
import { fieldErrors } from "#app/http/field-errors.ts";
import { UNSTORABLE_MESSAGE } from "#app/http/storable.ts";
import { createTestDb, type TestDatabase } from "../support/db.ts";
import {
  appRequest,
  call,
  callForResponse,
  contextFor,
  createTestServices,
  queuedEmailsTo,
  signedInCookie,
} from "../support/auth.ts";
import { validApplication } from "../support/onboarding.ts";

let t: TestDatabase;
let services: AppServices;

const post = (json: unknown, cookie?: string, ip?: string) =>
  callForResponse(
    submissionsApi as never,
    appRequest("/api/therapist-submissions", { json, cookie }),
    contextFor(services, ip),
  );
const countFor = (email: string) =>
  t.db.oneFirst(sql.type(z.object({ n: z.number() }))`
    SELECT count(*)::int AS n FROM therapist_submissions s JOIN users u ON u.id = s.user_id WHERE u.email = ${email}`);

beforeAll(async () => {
  t = await createTestDb();
  services = await createTestServices(t);
});
afterAll(async () => {
  await services.boss.stop({ graceful: false });
  await t.release();
});

describe("the application schema", () => {
  const errorsOf = (input: Record<string, unknown>) => {
    const result = ApplicationForm.safeParse(input);
    return result.success ? {} : fieldErrors(result.error);
  };

  it("gives each of the spec's messages", () => {
    expect(errorsOf(validApplication({ specialties: [] })).specialties).toEqual([MESSAGES.specialties]);
    expect(MESSAGES.specialties).toBe("Select at least one specialty");
    expect(errorsOf(validApplication({ therapyTypes: [] })).therapyTypes).toEqual(["Select at least one therapy type"]);
    expect(errorsOf(validApplication({ bio: "x".repeat(149) })).bio).toEqual(["Bio must be at least 150 characters"]);
    expect(errorsOf(validApplication({ bio: "x".repeat(150) })).bio).toBeUndefined();
    expect(errorsOf(validApplication({ email: "not-an-email" })).email).toEqual(["Please enter a valid email address"]);
    for (const phone of ["x", "1", "x1", "123 456"])
      expect(errorsOf(validApplication({ phone })).phone, phone).toEqual(["Please enter a valid phone number"]);
    expect(errorsOf(validApplication({ phone: "(416) 555-0199 x2" })).phone).toBeUndefined();
    for (const city of ["Ottawa</script><script>x()</script>", "123 Main St", "https://pills.example", "-Ottawa"])
      expect(errorsOf(validApplication({ city })).city, city).toEqual([
        "City must be a place name: letters, spaces, hyphens, apostrophes and periods",
      ]);
    for (const city of ["Sault Ste. Marie", "Niagara-on-the-Lake", "Saint-Jérôme", "Val-d’Or", "L'Orignal"])
      expect(errorsOf(validApplication({ city })).city, city).toBeUndefined();
    expect(MESSAGES.specialtiesInline).toBe("Please select at least one specialty");
    expect(MESSAGES.therapyTypesInline).toBe("Please select at least one therapy approach");
  });

  it("requires the marked fields and defaults the optional ones", () => {
    const errors = errorsOf({});
    for (const field of [
      "firstName",
      "lastName",
      "email",
      "phone",
      "credentials",
      "licenseNumber",
      "yearsExperience",
      "specialties",
      "therapyTypes",
      "city",
      "province",
      "bio",
    ]) {
      expect(errors[field], field).toBeTruthy();
    }
    for (const field of ["address", "rate", "acceptingClients", "virtualSessions", "inPersonSessions"])
      expect(errors[field], field).toBeUndefined();
    const parsed = ApplicationForm.parse(validApplication());
    expect(parsed).toMatchObject({
      acceptingClients: "yes",
      inPersonSessions: true,
      virtualSessions: false,
      rate: null,
      address: null,
    });
    expect(errorsOf(validApplication({ yearsExperience: "40" })).yearsExperience).toBeTruthy();
    expect(errorsOf(validApplication({ province: "XX" })).province).toBeTruthy();
    expect(errorsOf(validApplication({ specialties: ["Not a real specialty"] })).specialties).toEqual([
      "Unknown specialty",
    ]);
  });
});

describe("POST /api/therapist-submissions", () => {
  it("is 401 signed out and stores nothing", async () => {
    const response = await post(validApplication());
    expect(response.status).toBe(401);
  });

  it("is 400 with field errors", async () => {
    const cookie = await signedInCookie(services, "bad-input@example.com");
    const response = await post(validApplication({ bio: "short", specialties: [] }), cookie);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.errors.bio).toEqual(["Bio must be at least 150 characters"]);
    expect(body.errors.specialties).toEqual(["Select at least one specialty"]);
    expect(await countFor("bad-input@example.com")).toBe(0);
  });

  it("is 400 when a list repeats a value (it would count twice in the directory)", async () => {
    const cookie = await signedInCookie(services, "twice@example.com");
    const twice = {
      specialties: ["Anxiety", "Anxiety"],
      therapyTypes: ["CBT", "CBT"],
      insuranceProviders: ["Sun Life", "Sun Life"],
    };
    const response = await post(validApplication(twice), cookie);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.errors).toEqual({
      specialties: ["Each specialty may be chosen only once"],
      therapyTypes: ["Each therapy type may be chosen only once"],
      insuranceProviders: ["Each insurance provider may be chosen only once"],
    });
    expect(await countFor("twice@example.com")).toBe(0);
  });

  it("stores a pending application for the caller, ignores server-owned fields, and queues a confirmation email", async () => {
    const cookie = await signedInCookie(services, "applicant@example.com");
    const response = await post(
      validApplication({
        email: "Avery@Example.com",
        status: "approved",
        adminNotes: "hi",
        userId: "00000000-0000-0000-0000-000000000000",
        rate: 140,
      }),
      cookie,
    );
    expect(response.status).toBe(201);
    const row = await t.db.one(sql.type(
      z.object({
        status: z.string(),
        adminNotes: z.string().nullable(),
        email: z.string(),
        owner: z.string(),
        rate: z.number(),
      }),
    )`
      SELECT s.status, s.admin_notes AS "adminNotes", s.email, u.email AS owner, s.rate FROM therapist_submissions s JOIN users u ON u.id = s.user_id`);
    expect(row).toEqual({
      status: "pending",
      adminNotes: null,
      email: "avery@example.com",
      owner: "applicant@example.com",
      rate: 140,
    });
    // The typed address is not the signed-in one: it gets a link to confirm it, the account gets the receipt.
    const [ask] = await queuedEmailsTo(services, "avery@example.com");
    expect(ask?.subject).toMatch(/Confirm your email address/);
    const [receipt] = await queuedEmailsTo(services, "applicant@example.com");
    expect(receipt?.subject).toMatch(/received your application/);
  });

  it("refuses a second application while one is pending (409), and accepts one after a rejection", async () => {
    const cookie = await signedInCookie(services, "again@example.com");
    expect((await post(validApplication(), cookie, "198.51.100.1")).status).toBe(201);
    const second = await post(validApplication(), cookie, "198.51.100.1");
    expect(second.status).toBe(409);
    expect((await second.json()).message).toMatch(/already have an application under review/);
    const page = (await call(
      signupLoader as never,
      appRequest("/therapist/signup?plan=free", { cookie }),
      contextFor(services),
    )) as { pending: boolean };
    expect(page.pending).toBe(true);
    expect(await countFor("again@example.com")).toBe(1);
    await t.db.query(sql.unsafe`
      UPDATE therapist_submissions SET status = 'rejected', reviewed_at = now(), admin_notes = 'License not found'
      WHERE user_id = (SELECT id FROM users WHERE email = 'again@example.com')`);
    const afterRejection = (await call(
      signupLoader as never,
      appRequest("/therapist/signup?plan=free", { cookie }),
      contextFor(services),
    )) as { pending: boolean };
    expect(afterRejection.pending).toBe(false);
    expect((await post(validApplication(), cookie, "198.51.100.1")).status).toBe(201);
    expect(await countFor("again@example.com")).toBe(2);
  });
  it("answers the availability typed in the application in the applicant's own view and the admin's list", async () => {
    const cookie = await signedInCookie(services, "hours@example.com");
    const availability = "Tuesday and Thursday evenings";
    expect((await post(validApplication({ email: "hours@example.com", availability }), cookie)).status).toBe(201);
    const own = (await call(
      myProfileApi as never,
      appRequest("/api/therapist/my-profile", { cookie }),
      contextFor(services),
    )) as Response;
    expect((await own.json()).submission).toMatchObject({ email: "hours@example.com", availability });
    const admin = await signedInCookie(services, "hours-admin@example.com", "admin");
    const list = (await call(
      adminSubmissionsApi as never,
      appRequest("/api/admin/submissions?search=hours@example.com", { cookie: admin }),
      contextFor(services),
    )) as Response;
    const [submission] = (await list.json()) as Record<string, unknown>[];
    expect(submission).toMatchObject({ email: "hours@example.com", availability });
  });
});

describe("/therapist/signup", () => {
  it("shows the plan choice, or Login Required for a chosen plan when signed out", async () => {
    const data = (await call(
      signupLoader as never,
      appRequest("/therapist/signup?plan=free"),
      contextFor(services),
    )) as { plan: string; signedIn: boolean };
    expect(data).toMatchObject({ plan: "free", signedIn: false });
    const paid = (await call(
      signupLoader as never,
      appRequest("/therapist/signup?subscription_success=true"),
      contextFor(services),
    )) as { plan: string; paid: boolean };
    // the address alone proves no payment: signed out, nothing is told; signed in without a checkout started,
    // nothing either (the payment step stays); after a checkout started, a payment on its way, not a success
    expect(paid).toMatchObject({ plan: "featured", paid: false });
    const cookie = await signedInCookie(services, "unpaid.return@example.com");
    const back = () =>
      call(
        signupLoader as never,
        appRequest("/therapist/signup?subscription_success=true", { cookie }),
        contextFor(services),
      );
    expect(await back()).toMatchObject({ plan: "featured", paid: false, featuredPaid: false });
    await t.db.query(sql.unsafe`
      INSERT INTO featured_checkouts (user_id, purpose, provider_session_id)
      SELECT id, 'presignup', 'cs_unpaid_return' FROM users WHERE email = 'unpaid.return@example.com'`);
    expect(await back()).toMatchObject({ plan: "featured", paid: true, paymentCleared: false, featuredPaid: true });
  });

  it("takes the form posted without JavaScript (checkboxes as lists), and sends a signed-out post to login", async () => {
    const cookie = await signedInCookie(services, "nojs@example.com");
    const { specialties, therapyTypes, ...rest } = validApplication();
    const body = new URLSearchParams(Object.entries(rest).map(([k, v]) => [k, String(v)]));
    for (const s of specialties as string[]) body.append("specialties", s);
    for (const s of therapyTypes as string[]) body.append("therapyTypes", s);
    body.append("specialtiesPresent", "1");
    body.append("virtualSessionsPresent", "1");
    body.append("virtualSessions", "on");
    body.append("inPersonSessionsPresent", "1");
    const request = () =>
      new Request("http://app.test/therapist/signup?plan=free", {
        method: "POST",
        body,
        headers: { Cookie: cookie, Origin: "http://app.test" },
      });
    const result = (await call(signupAction as never, request(), contextFor(services))) as { data: { status: number } };
    expect(result.data.status).toBe(201);
    const row = await t.db.one(sql.type(
      z.object({ virtual: z.boolean(), inPerson: z.boolean(), specialties: z.array(z.string()) }),
    )`
      SELECT virtual_sessions AS virtual, in_person_sessions AS "inPerson", specialties FROM therapist_submissions
      WHERE user_id = (SELECT id FROM users WHERE email = 'nojs@example.com')`);
    expect(row).toEqual({ virtual: true, inPerson: false, specialties });
    const again = (await call(signupAction as never, request(), contextFor(services))) as {
      data: { status: number; message: string };
      init: { status: number };
    };
    expect([again.init.status, again.data.status]).toEqual([409, 409]);
    expect(again.data.message).toMatch(/already have an application under review/);
    const signedOut = await callForResponse(
      signupAction as never,
      new Request("http://app.test/therapist/signup?plan=free", { method: "POST", body }),
      contextFor(services),
    );
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("Location")).toBe(
      `/api/login?returnTo=${encodeURIComponent("/therapist/signup?plan=free")}`,
    );
  });

  it("refuses text PostgreSQL cannot store (a NUL) with the form's inline message, not an error page, and stores nothing", async () => {
    const cookie = await signedInCookie(services, "nul.form@example.com");
    const form = Object.fromEntries(Object.entries(validApplication()).map(([k, v]) => [k, String(v)]));
    const request = appRequest("/therapist/signup?plan=free", { form: { ...form, lastName: "Nul\u0000" }, cookie });
    const refused = (await call(signupAction as never, request, contextFor(services))) as {
      data: { status: number; message: string; errors: Record<string, string[]> };
      init: { status: number };
    };
    expect([refused.init.status, refused.data.status, refused.data.message]).toEqual([
      400,
      400,
      "Please check the highlighted fields.",
    ]);
    expect(refused.data.errors).toEqual({ lastName: [UNSTORABLE_MESSAGE] });
    expect(await countFor("nul.form@example.com")).toBe(0);
  });
});
