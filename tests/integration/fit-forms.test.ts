import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "slonik";
import { z } from "zod";
import type { AppServices } from "#app/context.server.ts";
import * as editTherapistPage from "#app/routes/admin.edit-therapist.tsx";
import { action as adminTherapistPut } from "#app/routes/api.admin.therapist.email.ts";
import { action as putMyProfile } from "#app/routes/api.therapist.my-profile.ts";
import { action as editAction } from "#app/routes/therapist.edit-profile.tsx";
import { ADMIN_CONSENT_MESSAGE, ADMIN_IDENTITY_MESSAGE } from "#app/admin/profiles.server.ts";
import { findSubmission } from "#app/admin/review.server.ts";
import { SearchParams } from "#app/search/api-params.server.ts";
import { FIT_MESSAGES } from "#app/submissions/fit-schema.ts";
import { postgresSearchEngine } from "#indexer/search/engine.ts";
import { createTestDb, type TestDatabase } from "../support/db.ts";
import { formRequest, listingColumns, profileForm } from "../support/fees-forms.ts";
import { appRequest, call, callForResponse, contextFor, createTestServices, signedInCookie } from "../support/auth.ts";
import { behindAdminLayout, callWith } from "../support/admin.ts";
import { applyThroughApi, approvedThroughApi } from "../support/applications.ts";

// Identity, populations and access on the application (API), approval, the owner's edit (form without JavaScript
// and partial API update) and the admin's edit: what each stores, the consent rule, withdrawal erasing the
// identity with its index job in the same transaction, and the 400s with their messages.

let t: TestDatabase;
let services: AppServices;
let admin = "";

const Json = z.object({ n: z.number() });
const listing = (email: string) => listingColumns(t.db, email);
const indexJobs = (email: string) =>
  t.db.oneFirst(sql.type(Json)`SELECT count(*)::int AS n FROM pgboss.job j JOIN therapists t
    ON j.data->>'therapistId' = t.id::text WHERE j.name = 'index-therapist' AND t.email = ${email}`);

const apply = (email: string, fields: Record<string, unknown>) => applyThroughApi(services, email, fields);
/** The identity the applications of the address kept, with whether a consent time is kept (every one's). */
const submitted = (email: string) =>
  t.db.any(sql.type(z.object({ identity: z.array(z.string()), consent: z.boolean() }))`
    SELECT identity, identity_consent_at IS NOT NULL AS consent FROM therapist_submissions WHERE email = ${email}`);
/** The audit log's records of the address's listing, and how many of them hold an identity or its consent's time. */
const audited = (email: string) =>
  t.db.one(sql.type(z.object({ records: z.number(), holding: z.number() }))`
    SELECT count(*)::int AS records,
      (count(*) FILTER (WHERE a.before::text ~ 'identity' OR a.after::text ~ 'identity'))::int AS holding
    FROM admin_audit_log a JOIN therapists t ON t.id = a.therapist_id WHERE t.email = ${email}`);
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
  it("refuses an identity without consent, and unknown or repeated codes, with field errors", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ identity: ["black"] }, "identityConsent", FIT_MESSAGES.consentNeeded],
      [{ identity: ["black"], identityConsent: false }, "identityConsent", FIT_MESSAGES.consentNeeded],
      [{ identity: ["elf"], identityConsent: true }, "identity", FIT_MESSAGES.identityUnknown],
      [{ populations: ["aliens"] }, "populations", FIT_MESSAGES.populationsUnknown],
      [{ access: ["teleporter"] }, "access", FIT_MESSAGES.accessUnknown],
      [{ access: ["evening-hours", "evening-hours"] }, "access", FIT_MESSAGES.twice],
    ];
    for (const [i, [fields, field, message]] of cases.entries()) {
      const { response } = await apply(`refused.${i}@example.com`, fields);
      expect(response.status, JSON.stringify(fields)).toBe(400);
      expect((await response.json()).errors[field]).toEqual([message]);
    }
  });

  it("the admin's review reads what the application states", async () => {
    const { response } = await apply("reviewed.fit@example.com", {
      identity: ["sikh"],
      identityConsent: true,
      populations: ["newcomers"],
      access: ["asl-lsq"],
    });
    expect(response.status).toBe(201);
    const review = await findSubmission(t.db, (await response.json()).submission.id);
    expect(review).toMatchObject({ identity: ["sikh"], populations: ["newcomers"], access: ["asl-lsq"] });
  });

  it("stores an identity with its consent time, a nation naming Indigenous, and an approval copies both", async () => {
    const before = Date.now();
    await approvedTherapist("consenting@example.com", {
      identity: ["metis", "woman"],
      identityConsent: true,
      populations: ["teens", "children"],
      access: ["weekend-hours", "step-free"],
    });
    const row = await listing("consenting@example.com");
    expect(row.identity).toEqual(["woman", "indigenous", "metis"]);
    expect(Date.parse(String(row.identityConsentAt))).toBeGreaterThanOrEqual(before - 1000);
    expect(row.populations).toEqual(["children", "teens"]);
    expect(row.access).toEqual(["step-free", "weekend-hours"]);
    await approvedTherapist("nothing.stated@example.com");
    expect(await listing("nothing.stated@example.com")).toMatchObject({
      identity: [],
      identityConsentAt: null,
      populations: [],
      access: [],
    });
  });
});

describe("the owner's edits", () => {
  const EMAIL = "owner.identity@example.com";
  let cookie = "";
  beforeAll(async () => {
    cookie = await approvedTherapist(EMAIL);
  });
  type Answer = { data: { status: number; errors?: Record<string, string[]> } };
  const edit = (fields: Record<string, string | string[]>) =>
    call(
      editAction as never,
      formRequest("/therapist/edit-profile", cookie, profileForm(fields)),
      contextFor(services),
    ) as Promise<Answer>;
  const consentBox = (on: boolean, held: boolean): Record<string, string> => ({
    identityConsentPresent: "1",
    ...(on ? { identityConsent: "on" } : {}),
    ...(held ? { identityConsentHeld: "1" } : {}),
  });
  const engine = () => postgresSearchEngine(t.db);
  const searchBlack = async () => {
    const id = (await listing(EMAIL)).id as string;
    await engine().indexTherapist(id); // what the index-therapist job does
    return (await engine().search(SearchParams.parse({ identity: "black" }))).therapists.map((card) => card.id);
  };

  it("the form without JavaScript refuses ticked boxes without consent, then stores them with it", async () => {
    const refused = await edit({ identity: ["black"], ...consentBox(false, false) });
    expect(refused.data.status).toBe(400);
    expect(refused.data.errors).toEqual({ identityConsent: [FIT_MESSAGES.consentNeeded] });
    expect((await listing(EMAIL)).identity).toEqual([]);
    const saved = await edit({ identity: ["black", "man"], ...consentBox(true, false), populations: ["adults"] });
    expect(saved.data.status).toBe(200);
    expect(await listing(EMAIL)).toMatchObject({ identity: ["man", "black"], populations: ["adults"] });
    expect(await searchBlack()).toContain((await listing(EMAIL)).id);
  });

  it("keeps the consent's first time while it stands", async () => {
    const first = (await listing(EMAIL)).identityConsentAt;
    expect((await edit({ identity: ["black"], ...consentBox(true, true) })).data.status).toBe(200);
    expect(await listing(EMAIL)).toMatchObject({ identity: ["black"], identityConsentAt: first });
  });

  it("a value taken off, consent standing, is erased from the applications and the log's copies too", async () => {
    expect((await edit({ identity: ["black", "man"], ...consentBox(true, true) })).data.status).toBe(200);
    // as if the application (approved, and one still pending) had stated both, and an admin's edit had copied them
    await t.db.query(sql.unsafe`
      UPDATE therapist_submissions SET identity = '{man,black}', identity_consent_at = now() WHERE email = ${EMAIL}`);
    await t.db.query(sql.unsafe`
      INSERT INTO admin_audit_log (action, therapist_id, before, after)
      SELECT 'edit', id, '{"identity":["man","black"]}', '{"identity":["man","black"]}' FROM therapists
      WHERE email = ${EMAIL}`);
    expect((await edit({ identity: ["black"], ...consentBox(true, true) })).data.status).toBe(200);
    expect(await listing(EMAIL)).toMatchObject({ identity: ["black"] });
    expect(await submitted(EMAIL)).toEqual([{ identity: ["black"], consent: true }]);
    expect((await audited(EMAIL)).holding).toBe(0);
  });

  it("unticking consent withdraws it: the identity is erased, its index job enqueued, and search drops it", async () => {
    const jobs = await indexJobs(EMAIL);
    // as if the application had stated it too
    await t.db.query(sql.unsafe`
      UPDATE therapist_submissions SET identity = '{black}', identity_consent_at = now() WHERE email = ${EMAIL}`);
    expect(await submitted(EMAIL)).toEqual([{ identity: ["black"], consent: true }]);
    // boxes still ticked: the consent box decides
    const withdrawn = await edit({ identity: ["black"], ...consentBox(false, true) });
    expect(withdrawn.data.status).toBe(200);
    expect(await listing(EMAIL)).toMatchObject({ identity: [], identityConsentAt: null });
    // nothing of it is kept in the application either
    expect(await submitted(EMAIL)).toEqual([{ identity: [], consent: false }]);
    expect(await indexJobs(EMAIL)).toBe(jobs + 1);
    expect(await searchBlack()).not.toContain((await listing(EMAIL)).id);
  });

  it("a partial API update: identity only with consent sent, consent false erases, the rest alone", async () => {
    const put = (json: unknown) =>
      callForResponse(
        putMyProfile as never,
        appRequest("/api/therapist/my-profile", { method: "PUT", json, cookie }),
        contextFor(services),
      );
    const refused = await put({ identity: ["muslim"] });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ errors: { identityConsent: [FIT_MESSAGES.consentNeeded] } });
    expect((await put({ identity: ["muslim"], identityConsent: true })).status).toBe(200);
    expect((await put({ access: ["asl-lsq"] })).status).toBe(200);
    expect(await listing(EMAIL)).toMatchObject({ identity: ["muslim"], access: ["asl-lsq"] });
    const erased = await put({ identityConsent: false });
    expect(erased.status).toBe(200);
    expect(await listing(EMAIL)).toMatchObject({ identity: [], identityConsentAt: null, access: ["asl-lsq"] });
  });
});

describe("the admin's edit", () => {
  const EMAIL = "admin.identity@example.com";
  const editAsAdmin = behindAdminLayout(editTherapistPage.action) as unknown as (a: unknown) => Promise<unknown>;
  const apiPut = (json: unknown) =>
    callWith(
      adminTherapistPut as never,
      appRequest(`/api/admin/therapist/${encodeURIComponent(EMAIL)}`, { method: "PUT", json, cookie: admin }),
      contextFor(services),
      { email: EMAIL },
    );

  it("saves populations and access, never gives consent, and may erase an identity", async () => {
    await approvedTherapist(EMAIL, { identity: ["jewish"], identityConsent: true });
    expect(await submitted(EMAIL)).toEqual([{ identity: ["jewish"], consent: true }]);
    const saved = await editAsAdmin({
      request: formRequest(
        `/admin/edit-therapist/${encodeURIComponent(EMAIL)}`,
        admin,
        profileForm({
          populations: ["veterans"],
          access: ["evening-hours"],
          identityConsentPresent: "1",
          identityConsent: "on",
        }),
      ),
      context: contextFor(services),
      params: { email: EMAIL },
    });
    expect(saved).toMatchObject({ ok: true });
    expect(await listing(EMAIL)).toMatchObject({
      populations: ["veterans"],
      access: ["evening-hours"],
      identity: ["jewish"],
    });
    // an identity sent by an admin is refused, and named as the field refused
    const stated = await apiPut({ identity: ["sikh"] });
    expect(stated.status).toBe(400);
    expect(await stated.json()).toMatchObject({ errors: { identity: [ADMIN_IDENTITY_MESSAGE] } });
    expect((await listing(EMAIL)).identity).toEqual(["jewish"]);
    const erased = await apiPut({ identityConsent: false });
    expect(erased.status).toBe(200);
    expect(await listing(EMAIL)).toMatchObject({ identity: [], identityConsentAt: null });
    expect(await submitted(EMAIL)).toEqual([{ identity: [], consent: false }]);
    // the log keeps who did what, and no copy of the identity (the removal's own record included)
    expect(await audited(EMAIL)).toMatchObject({ holding: 0 });
    expect((await audited(EMAIL)).records).toBeGreaterThan(1);
    const refused = await apiPut({ identityConsent: true });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ errors: { identityConsent: [ADMIN_CONSENT_MESSAGE] } });
  });
});
