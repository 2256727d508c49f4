import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "slonik";
import { z } from "zod";
import type { AppServices } from "#app/context.server.ts";
import * as editTherapistPage from "#app/routes/admin.edit-therapist.tsx";
import { action as submissionsApi } from "#app/routes/api.therapist-submissions.ts";
import { action as putMyProfile, loader as getMyProfile } from "#app/routes/api.therapist.my-profile.ts";
import { action as editAction } from "#app/routes/therapist.edit-profile.tsx";
import { action as signupAction } from "#app/routes/therapist.signup.tsx";
import { ApplicationForm } from "#app/submissions/application-schema.ts";
import { FEE_MESSAGES } from "#app/submissions/fees-schema.ts";
import { createTestDb, type TestDatabase } from "../support/db.ts";
import { formRequest, listingColumns, profileForm } from "../support/fees-forms.ts";
import { appRequest, call, callForResponse, contextFor, createTestServices, signedInCookie } from "../support/auth.ts";
import { behindAdminLayout } from "../support/admin.ts";
import { validApplication } from "../support/onboarding.ts";
import { approvedThroughApi } from "../support/applications.ts";

// Fees and coverage on the application, the owner's edit (page and API) and the admin's edit: what each takes,
// what it refuses and with which message, and who confirms direct billing.

let t: TestDatabase;
let services: AppServices;
let admin = "";

const FEES = {
  rate: 140,
  sessionMinutes: 60,
  couplesFee: 180,
  slidingScale: true,
  slidingScaleMin: 80,
  slidingScaleOpen: true,
  freeConsultationMinutes: 15,
  receiptDesignation: "RP",
  insuranceProviders: ["Sun Life", "Green Shield Canada", "Other Private Insurance"],
  directBilling: ["Green Shield Canada"],
};
const therapistByEmail = (email: string) => listingColumns(t.db, email);
const setConfirmed = (email: string, at: string | null) =>
  t.db.query(sql.unsafe`UPDATE therapists SET direct_billing_confirmed_at = ${at}::timestamptz WHERE email = ${email}`);

const approvedTherapist = (email: string, fees: Record<string, unknown> = FEES) =>
  approvedThroughApi(services, admin, email, fees);

beforeAll(async () => {
  t = await createTestDb();
  services = await createTestServices(t);
  admin = await signedInCookie(services, "reviewer@example.com", "admin");
});
afterAll(async () => {
  await services.boss.stop({ graceful: false });
  await t.release();
});

describe("the fee rules", () => {
  it("takes the fees and coverage, defaulting to 50-minute sessions and nothing else stated", () => {
    expect(ApplicationForm.parse(validApplication(FEES))).toMatchObject(FEES);
    expect(ApplicationForm.parse(validApplication())).toMatchObject({
      sessionMinutes: 50,
      couplesFee: null,
      slidingScale: false,
      slidingScaleMin: null,
      slidingScaleOpen: false,
      freeConsultationMinutes: null,
      receiptDesignation: null,
      directBilling: [],
    });
  });
});

describe("the application", () => {
  it("the JSON API answers 400 with field errors for bad fees", async () => {
    const cookie = await signedInCookie(services, "bad.fees@example.com");
    const response = await callForResponse(
      submissionsApi as never,
      appRequest("/api/therapist-submissions", { json: validApplication({ ...FEES, slidingScaleMin: 200 }), cookie }),
      contextFor(services),
    );
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain(FEE_MESSAGES.floorAboveFee);
  });

  it("the page's form, posted without JavaScript, stores the fees; a refused one is told inline with what was typed", async () => {
    const email = "form.applicant@example.com";
    const cookie = await signedInCookie(services, email);
    const base = profileForm({
      ...(validApplication({ email }) as Record<string, string | string[]>),
      rate: "140",
      sessionMinutes: "60",
      couplesFee: "",
      slidingScalePresent: "1",
      slidingScale: "on",
      slidingScaleMin: "95",
      slidingScaleOpenPresent: "1",
      freeConsultationMinutes: "20",
      receiptDesignation: "RP",
      insuranceProviders: ["Sun Life"],
      directBilling: ["Sun Life", "Manulife"],
    });
    const refused = (await call(
      signupAction as never,
      formRequest("/therapist/signup", cookie, base),
      contextFor(services, "198.51.100.77"),
    )) as { data: { status: number; errors: Record<string, string[]>; values: Record<string, unknown> } };
    expect(refused.data.status).toBe(400);
    expect(refused.data.errors).toEqual({
      directBilling: ["Also tick Manulife under Insurance Accepted, or untick direct billing for it"],
    });
    expect(refused.data.values).toMatchObject({ slidingScaleMin: "95", directBilling: ["Sun Life", "Manulife"] });

    const fixed = base.filter(([name, value]) => !(name === "directBilling" && value === "Manulife"));
    const created = (await call(
      signupAction as never,
      formRequest("/therapist/signup", cookie, fixed),
      contextFor(services, "198.51.100.77"),
    )) as { data: { status: number } };
    expect(created.data.status).toBe(201);
    const stored = await t.db.one(sql.type(z.object({ row: z.record(z.string(), z.unknown()) }))`
      SELECT to_jsonb(s) AS row FROM therapist_submissions s WHERE email = ${email}`);
    expect(stored.row).toMatchObject({
      rate: 140,
      session_minutes: 60,
      couples_fee: null,
      sliding_scale: true,
      sliding_scale_min: 95,
      sliding_scale_open: false,
      free_consultation_minutes: 20,
      receipt_designation: "RP",
      direct_billing: ["Sun Life"],
    });
  });
});

describe("approval", () => {
  it("copies the fees and dates the direct billing list; a listing without one has no date", async () => {
    const before = Date.now();
    await approvedTherapist("approved.fees@example.com");
    expect(await therapistByEmail("approved.fees@example.com")).toMatchObject({
      ...FEES,
      directBillingConfirmedAt: expect.any(Number),
    });
    expect((await therapistByEmail("approved.fees@example.com")).directBillingConfirmedAt).toBeGreaterThanOrEqual(
      before - 1000,
    );
    await approvedTherapist("no.billing@example.com", { rate: 120 });
    expect(await therapistByEmail("no.billing@example.com")).toMatchObject({
      sessionMinutes: 50,
      directBilling: [],
      directBillingConfirmedAt: null,
    });
  });
});

describe("the owner's edits", () => {
  const EMAIL = "owner.fees@example.com";
  let cookie = "";
  beforeAll(async () => {
    cookie = await approvedTherapist(EMAIL);
  });
  const put = (json: unknown) =>
    callForResponse(
      putMyProfile as never,
      appRequest("/api/therapist/my-profile", { method: "PUT", json, cookie }),
      contextFor(services),
    );

  it("the edit form confirms direct billing when saved; unticking the sliding scale clears its floor and spots", async () => {
    await setConfirmed(EMAIL, "2025-01-01T00:00:00Z");
    const before = Date.now();
    const saved = (await call(
      editAction as never,
      formRequest(
        "/therapist/edit-profile",
        cookie,
        profileForm({
          rate: "140",
          sessionMinutes: "50",
          slidingScalePresent: "1",
          slidingScaleOpenPresent: "1",
          freeConsultationMinutes: "",
          receiptDesignation: "",
          insuranceProviders: ["Sun Life", "Green Shield Canada"],
          directBilling: ["Sun Life", "Green Shield Canada"],
        }),
      ),
      contextFor(services),
    )) as { data: { status: number } };
    expect(saved.data.status).toBe(200);
    const after = await therapistByEmail(EMAIL);
    expect(after).toMatchObject({
      sessionMinutes: 50,
      slidingScale: false,
      slidingScaleMin: null,
      slidingScaleOpen: false,
      freeConsultationMinutes: null,
      receiptDesignation: null,
      directBilling: ["Sun Life", "Green Shield Canada"],
    });
    expect(after.directBillingConfirmedAt).toBeGreaterThanOrEqual(before - 1000);
    const mine = await callForResponse(
      getMyProfile as never,
      appRequest("/api/therapist/my-profile", { cookie }),
      contextFor(services),
    );
    expect((await mine.json()).approvedProfile).toMatchObject({
      directBilling: ["Sun Life", "Green Shield Canada"],
      directBillingConfirmedAt: new Date(after.directBillingConfirmedAt!).toISOString(),
    });
  });

  it("the API checks a partial update against the listing: 400 on the field sent; dropped insurers drop their direct billing", async () => {
    expect((await put({ slidingScale: true, slidingScaleMin: 100, slidingScaleOpen: true })).status).toBe(200);
    const floorTooHigh = await put({ slidingScaleMin: 150 });
    expect(floorTooHigh.status).toBe(400);
    expect(JSON.stringify(await floorTooHigh.json())).toContain(FEE_MESSAGES.floorAboveFee);
    const feeTooLow = await put({ rate: 90 });
    expect(feeTooLow.status).toBe(400);
    expect(JSON.stringify(await feeTooLow.json())).toContain(FEE_MESSAGES.feeBelowFloor);
    const notAccepted = await put({ directBilling: ["Manulife"] });
    expect(notAccepted.status).toBe(400);
    expect(JSON.stringify(await notAccepted.json())).toContain("Also tick Manulife under Insurance Accepted");
    expect(await therapistByEmail(EMAIL)).toMatchObject({ rate: 140, slidingScaleMin: 100 });

    await setConfirmed(EMAIL, "2025-06-01T00:00:00Z");
    expect((await put({ insuranceProviders: ["Sun Life"] })).status).toBe(200);
    const pruned = await therapistByEmail(EMAIL);
    expect(pruned.directBilling).toEqual(["Sun Life"]);
    // Only a list the therapist sends confirms it.
    expect(pruned.directBillingConfirmedAt).toBe(Date.parse("2025-06-01T00:00:00Z"));
    expect((await put({ slidingScale: false })).status).toBe(200);
    expect(await therapistByEmail(EMAIL)).toMatchObject({ slidingScaleMin: null, slidingScaleOpen: false });
  });
});

describe("an amount with a third decimal place", () => {
  const EMAIL = "cents.fees@example.com";
  let cookie = "";
  beforeAll(async () => {
    cookie = await approvedTherapist(EMAIL);
  });
  const CENTS = "Individual session fee must have at most 2 decimal places";
  const edit = (path: string, rate: string) =>
    call(
      editAction as never,
      formRequest(path, cookie, profileForm({ rate, sessionMinutes: "60" })),
      contextFor(services),
    ) as Promise<{ data: { status: number; errors: Record<string, string[]> } }>;

  it("is refused by the JSON APIs (400 on the field) and stored by none of them", async () => {
    const applicant = await signedInCookie(services, "cents.applicant@example.com");
    const applied = await callForResponse(
      submissionsApi as never,
      appRequest("/api/therapist-submissions", {
        json: validApplication({ ...FEES, rate: 120.555 }),
        cookie: applicant,
      }),
      contextFor(services),
    );
    expect(applied.status).toBe(400);
    expect(await applied.json()).toMatchObject({ errors: { rate: [CENTS] } });
    const put = await callForResponse(
      putMyProfile as never,
      appRequest("/api/therapist/my-profile", { method: "PUT", json: { couplesFee: 180.001 }, cookie }),
      contextFor(services),
    );
    expect(put.status).toBe(400);
    expect(await put.json()).toMatchObject({
      errors: { couplesFee: ["Couples or family session fee must have at most 2 decimal places"] },
    });
    expect(await therapistByEmail(EMAIL)).toMatchObject({ rate: 140, couplesFee: 180 });
  });

  it("is refused inline on the profile editor, in English and in French, and not rounded into the listing", async () => {
    const english = await edit("/therapist/edit-profile", "120.555");
    expect(english.data.status).toBe(400);
    expect(english.data.errors).toEqual({ rate: [CENTS] });
    const french = await edit("/fr/therapeute/modifier-le-profil", "120.555");
    expect(french.data.status).toBe(400);
    expect(french.data.errors).toEqual({ rate: ["Le champ « Tarif » accepte au plus 2 décimales"] });
    expect(await therapistByEmail(EMAIL)).toMatchObject({ rate: 140 });
    expect((await edit("/therapist/edit-profile", "120.55")).data.status).toBe(200);
    expect(await therapistByEmail(EMAIL)).toMatchObject({ rate: 120.55 });
  });
});

describe("the admin's edit", () => {
  const EMAIL = "admin.edited@example.com";
  const editAsAdmin = behindAdminLayout(editTherapistPage.action) as unknown as (a: unknown) => Promise<unknown>;
  const post = (entries: [string, string][]) =>
    editAsAdmin({
      request: formRequest(`/admin/edit-therapist/${encodeURIComponent(EMAIL)}`, admin, entries),
      context: contextFor(services),
      params: { email: EMAIL },
    });

  it("changes the list but keeps the therapist's confirmation date; refuses a broken rule inline", async () => {
    await approvedTherapist(EMAIL);
    await setConfirmed(EMAIL, "2025-03-01T00:00:00Z");
    const saved = await post(
      profileForm({ insuranceProviders: ["Sun Life", "Manulife"], directBilling: ["Sun Life", "Manulife"] }),
    );
    expect(saved).toMatchObject({ ok: true });
    expect(await therapistByEmail(EMAIL)).toMatchObject({
      directBilling: ["Sun Life", "Manulife"],
      directBillingConfirmedAt: Date.parse("2025-03-01T00:00:00Z"),
    });
    const refused = (await post(profileForm({ rate: "60" }))) as {
      data: { ok: boolean; errors: Record<string, string[]> };
      init: { status: number };
    };
    expect(refused.init.status).toBe(400);
    expect(refused.data.errors).toEqual({ rate: [FEE_MESSAGES.feeBelowFloor] });
  });
});
