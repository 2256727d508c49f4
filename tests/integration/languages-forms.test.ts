import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "slonik";
import { z } from "zod";
import type { AppServices } from "#app/context.server.ts";
import * as editTherapistPage from "#app/routes/admin.edit-therapist.tsx";
import { action as adminTherapistPut } from "#app/routes/api.admin.therapist.email.ts";
import { action as putMyProfile, loader as getMyProfile } from "#app/routes/api.therapist.my-profile.ts";
import { action as editAction } from "#app/routes/therapist.edit-profile.tsx";
import { action as signupAction } from "#app/routes/therapist.signup.tsx";
import { findSubmission } from "#app/admin/review.server.ts";
import { LANGUAGE_MESSAGES } from "#app/submissions/languages-schema.ts";
import { createTestDb, type TestDatabase } from "../support/db.ts";
import { formRequest, listingColumns, profileForm } from "../support/fees-forms.ts";
import { appRequest, call, callForResponse, contextFor, createTestServices, signedInCookie } from "../support/auth.ts";
import { behindAdminLayout, callWith } from "../support/admin.ts";
import { validApplication } from "../support/onboarding.ts";
import { applyThroughApi, approvedThroughApi } from "../support/applications.ts";

// Languages of service on the application (API and form without JavaScript), approval, the owner's edit (page
// and partial API update) and the admin's edit (page and API): what each stores, and the 400s with their messages.

let t: TestDatabase;
let services: AppServices;
let admin = "";

const languagesOf = async (email: string) => (await listingColumns(t.db, email)).languages;

const apply = (email: string, fields: Record<string, unknown>) => applyThroughApi(services, email, fields);
const approvedTherapist = (email: string, fields: Record<string, unknown> = {}) =>
  approvedThroughApi(services, admin, email, fields);

beforeAll(async () => {
  t = await createTestDb();
  services = await createTestServices(t);
  admin = await signedInCookie(services, "reviewer@example.com", "admin");
});
afterAll(async () => {
  await services.boss.stop({ graceful: false });
  await t.release();
});

describe("the application", () => {
  it("the JSON API stores the languages (English when none are sent) and answers 400 for none or an unknown one", async () => {
    const none = await apply("no.language@example.com", { languages: [] });
    expect(none.response.status).toBe(400);
    expect(JSON.stringify(await none.response.json())).toContain(LANGUAGE_MESSAGES.none);
    const unknown = await apply("unknown.language@example.com", { languages: ["fr", "klingon"] });
    expect(unknown.response.status).toBe(400);
    expect(JSON.stringify(await unknown.response.json())).toContain(LANGUAGE_MESSAGES.unknown);
    const twice = await apply("twice.language@example.com", { languages: ["fr", "fr"] });
    expect(twice.response.status).toBe(400);
    expect(JSON.stringify(await twice.response.json())).toContain(LANGUAGE_MESSAGES.twice);

    const { response } = await apply("reviewed.languages@example.com", { languages: ["fr", "ar"] });
    expect(response.status).toBe(201);
    // what the admin's review page lists
    const review = await findSubmission(t.db, (await response.json()).submission.id);
    expect(review?.languages).toEqual(["fr", "ar"]);

    await approvedTherapist("bilingual@example.com", { languages: ["fr", "en", "ar"] });
    expect(await languagesOf("bilingual@example.com")).toEqual(["fr", "en", "ar"]);
    await approvedTherapist("english.default@example.com");
    expect(await languagesOf("english.default@example.com")).toEqual(["en"]);
  });

  it("the page's form without JavaScript refuses no box ticked inline, then stores the ticked ones", async () => {
    const email = "form.languages@example.com";
    const cookie = await signedInCookie(services, email);
    const base = profileForm({ ...(validApplication({ email }) as Record<string, string | string[]>) });
    const post = (languages: string[]) =>
      call(
        signupAction as never,
        formRequest("/therapist/signup", cookie, [...base, ...profileForm({ languages })]),
        contextFor(services, "198.51.100.88"),
      ) as Promise<{ data: { status: number; errors?: Record<string, string[]> } }>;
    const refused = await post([]);
    expect(refused.data.status).toBe(400);
    expect(refused.data.errors).toEqual({ languages: [LANGUAGE_MESSAGES.none] });
    expect((await post(["fr", "yue"])).data.status).toBe(201);
    const stored = await t.db.oneFirst(sql.type(z.object({ languages: z.array(z.string()) }))`
      SELECT languages FROM therapist_submissions WHERE email = ${email}`);
    expect(stored).toEqual(["fr", "yue"]);
  });
});

describe("the owner's edits", () => {
  const EMAIL = "owner.languages@example.com";
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

  it("the edit form saves the ticked languages and refuses none inline", async () => {
    const edit = (languages: string[]) =>
      call(
        editAction as never,
        formRequest("/therapist/edit-profile", cookie, profileForm({ languages })),
        contextFor(services),
      ) as Promise<{ data: { status: number; errors?: Record<string, string[]> } }>;
    expect((await edit(["en", "pa", "ur"])).data.status).toBe(200);
    expect(await languagesOf(EMAIL)).toEqual(["en", "pa", "ur"]);
    const refused = await edit([]);
    expect(refused.data.status).toBe(400);
    expect(refused.data.errors).toEqual({ languages: [LANGUAGE_MESSAGES.none] });
    expect(await languagesOf(EMAIL)).toEqual(["en", "pa", "ur"]);
  });

  it("a partial API update changes only the languages when it sends them, and is checked", async () => {
    expect((await put({ city: "Ottawa" })).status).toBe(200);
    expect(await languagesOf(EMAIL)).toEqual(["en", "pa", "ur"]);
    const bad = await put({ languages: ["en", "xx"] });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ errors: { languages: [LANGUAGE_MESSAGES.unknown] } });
    expect((await put({ languages: ["fr"] })).status).toBe(200);
    const mine = await callForResponse(
      getMyProfile as never,
      appRequest("/api/therapist/my-profile", { cookie }),
      contextFor(services),
    );
    expect((await mine.json()).approvedProfile).toMatchObject({ languages: ["fr"], city: "Ottawa" });
  });
});

describe("the admin's edit", () => {
  const EMAIL = "admin.languages@example.com";
  const editAsAdmin = behindAdminLayout(editTherapistPage.action) as unknown as (a: unknown) => Promise<unknown>;

  it("the page and the API save languages; none is refused with its message", async () => {
    await approvedTherapist(EMAIL);
    const saved = await editAsAdmin({
      request: formRequest(
        `/admin/edit-therapist/${encodeURIComponent(EMAIL)}`,
        admin,
        profileForm({ languages: ["en", "ase"] }),
      ),
      context: contextFor(services),
      params: { email: EMAIL },
    });
    expect(saved).toMatchObject({ ok: true });
    expect(await languagesOf(EMAIL)).toEqual(["en", "ase"]);
    const apiPut = (json: unknown) =>
      callWith(
        adminTherapistPut as never,
        appRequest(`/api/admin/therapist/${encodeURIComponent(EMAIL)}`, { method: "PUT", json, cookie: admin }),
        contextFor(services),
        { email: EMAIL },
      );
    const refused = await apiPut({ languages: [] });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ errors: { languages: [LANGUAGE_MESSAGES.none] } });
    const updated = await apiPut({ languages: ["fcs", "fr"] });
    expect(updated.status).toBe(200);
    expect(await updated.json()).toMatchObject({ languages: ["fcs", "fr"] });
  });
});
