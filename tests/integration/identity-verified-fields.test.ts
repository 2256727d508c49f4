import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "slonik";
import { z } from "zod";
import type { AppServices } from "#app/context.server.ts";
import * as dashboard from "#app/routes/admin.tsx";
import { action as putMyProfile } from "#app/routes/api.therapist.my-profile.ts";
import { action as editAction, loader as editLoader } from "#app/routes/therapist.edit-profile.tsx";
import { findPublicProfileById } from "#app/therapists/profile.server.ts";
import { behindAdminLayout } from "../support/admin.ts";
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
import { startAppServer, type AppServer } from "../support/app-server.ts";

// Verified fields: an approved therapist's new name, licence number, credentials, receipt designation or province
// wait for an admin (the public profile keeps the verified values); other fields publish at once, and so does a
// designation taken away.

let t: TestDatabase;
let services: AppServices;
let owner = "";
let admin = "";
let therapistId = "";
let server: AppServer;

const put = (json: unknown, cookie = owner) =>
  callForResponse(
    putMyProfile as never,
    appRequest("/api/therapist/my-profile", { method: "PUT", json, cookie }),
    contextFor(services),
  );
const adminAction = behindAdminLayout(dashboard.action);
const adminLoader = behindAdminLayout(dashboard.loader);
const decide = (intent: string, requestId: string, cookie = admin) =>
  call(adminAction as never, appRequest("/admin", { form: { intent, requestId }, cookie }), contextFor(services));
type Queue = {
  changeRequests: {
    id: string;
    therapistId: string;
    changes: Record<string, string>;
    current: Record<string, string>;
  }[];
};
const queue = async () =>
  ((await call(adminLoader as never, appRequest("/admin", { cookie: admin }), contextFor(services))) as Queue)
    .changeRequests;
/** The owner's profile editor as served, as a person reads it (its words travel in its data too: left out). */
const editPageText = async () =>
  (await (await fetch(`http://127.0.0.1:${server.port}/therapist/edit-profile`, { headers: { Cookie: owner } })).text())
    .replace(/<!-- -->/g, "")
    .replace(/<script[\s\S]*?<\/script>/g, "");
const audits = (action: string) =>
  t.db.oneFirst(sql.type(z.object({ n: z.number() }))`
  SELECT count(*)::int AS n FROM admin_audit_log WHERE action = ${action} AND therapist_id = ${therapistId}`);

beforeAll(async () => {
  t = await createTestDb();
  services = await createTestServices(t);
  owner = await signedInCookie(services, "vee@example.com");
  admin = await signedInCookie(services, "checker@example.com", "admin");
  const a = validApplication();
  therapistId = await t.db.oneFirst(sql.type(z.object({ id: z.uuid() }))`
    INSERT INTO therapists (user_id, slug, first_name, last_name, email, phone, credentials, license_number, years_experience,
      specialties, therapy_types, city, province, bio, status)
    VALUES ((SELECT id FROM users WHERE email = 'vee@example.com'), 'vee-verified', 'Vee', 'Verified', 'vee@example.com',
      ${String(a.phone)}, 'MSW, RSW', 'OCSWSSW-1', '6-10', ${sql.array(a.specialties as string[], "text")},
      ${sql.array(a.therapyTypes as string[], "text")}, 'Ottawa', 'ON', ${String(a.bio)}, 'approved')
    RETURNING id`);
  server = await startAppServer(services);
}, 120_000);
afterAll(async () => {
  await server?.close();
  await services.boss.stop({ graceful: false });
  await t.release();
});

describe("an approved therapist's change of verified fields", () => {
  it("publishes other fields at once, keeps the verified values public, and says what awaits review", async () => {
    const response = await put({ firstName: "Mallory", licenseNumber: "FAKE-999", province: "BC", city: "Kingston" });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.message).toMatch(/once our team has reviewed them/);
    expect(body.approvedProfile.pendingChanges).toEqual({
      firstName: "Mallory",
      licenseNumber: "FAKE-999",
      province: "BC",
    });
    expect(await findPublicProfileById(t.db, therapistId)).toMatchObject({
      firstName: "Vee",
      province: "ON",
      city: "Kingston",
    });
    const page = (await call(
      editLoader as never,
      appRequest("/therapist/edit-profile", { cookie: owner }),
      contextFor(services),
    )) as { profile: { pendingChanges: unknown } };
    expect(page.profile.pendingChanges).toEqual({ firstName: "Mallory", licenseNumber: "FAKE-999", province: "BC" });
    const html = await editPageText();
    expect(html).toContain("Our team checks changes to first name, license number, province");
    expect(html.match(/Awaiting review: your public profile shows/g)).toHaveLength(3);
  });

  it("merges a later edit into the one pending request; asking for the verified value again drops that field", async () => {
    const form = { firstName: "Vee", lastName: "Vanderbilt", credentials: "MSW, RSW" };
    const saved = (await call(
      editAction as never,
      appRequest("/therapist/edit-profile", { form, cookie: owner }),
      contextFor(services),
    )) as { data: { status: number; message: string } };
    expect(saved.data.status).toBe(200);
    expect(saved.data.message).toMatch(/reviewed/);
    const [request, ...others] = await queue();
    expect(others).toEqual([]);
    expect(request).toMatchObject({
      therapistId,
      changes: { lastName: "Vanderbilt", licenseNumber: "FAKE-999", province: "BC" },
      current: { lastName: "Verified" },
    });
    expect(request?.changes.firstName).toBeUndefined();
  });

  it("is refused to a non-admin; rejected, the profile keeps its values; approved, they publish; both audited", async () => {
    const [request] = await queue();
    const refused = await decide("change-approve", request!.id, owner).catch((thrown: unknown) => thrown);
    expect(refused).toMatchObject({ data: { adminRefusal: true, signedIn: true }, init: { status: 403 } });
    expect(await decide("change-reject", request!.id)).toMatchObject({ ok: true, title: "Changes Rejected" });
    expect(await findPublicProfileById(t.db, therapistId)).toMatchObject({ lastName: "Verified", province: "ON" });
    expect(await audits("change-reject")).toBe(1);
    expect(await queue()).toEqual([]);

    expect((await put({ firstName: "Veera", lastName: "Vanderbilt", credentials: "M.A., RP" })).status).toBe(200);
    const [next] = await queue();
    expect(await decide("change-approve", next!.id)).toMatchObject({ ok: true, title: "Changes Approved" });
    expect(await findPublicProfileById(t.db, therapistId)).toMatchObject({
      firstName: "Veera",
      lastName: "Vanderbilt",
      credentials: "M.A., RP",
    });
    // the letter telling it greets the approved name
    const told = (await queuedEmailsTo(services, "vee@example.com")).filter((m) => /are approved$/.test(m.subject));
    expect(told.map((m) => m.text.split("\n")[0])).toEqual(["Hello Veera,"]);
    expect(await audits("change-approve")).toBe(1);
    expect((await decide("change-approve", next!.id)) as { init: { status: number } }).toMatchObject({
      init: { status: 404 },
    });
  });

  it("refuses to approve a new registration number another listing has, and publishes one no listing has", async () => {
    await t.db.query(sql.unsafe`
      INSERT INTO therapists (slug, first_name, last_name, email, phone, credentials, license_number, specialties,
        therapy_types, city, province, bio, status)
      SELECT 'other-holder', 'Other', 'Holder', 'other.holder@example.com', phone, credentials, 'OCSWSSW #777',
        specialties, therapy_types, city, province, bio, 'approved'
      FROM therapists WHERE id = ${therapistId}`);
    expect((await put({ licenseNumber: "ocswssw 777" })).status).toBe(200);
    const [copied] = await queue();
    expect(await decide("change-approve", copied!.id)).toMatchObject({
      init: { status: 409 },
      data: {
        ok: false,
        title: "Update Failed",
        description: expect.stringMatching(
          /^Registration number OCSWSSW #777 is already on the profile \/therapists\/other-holder/,
        ),
      },
    });
    expect(await findPublicProfileById(t.db, therapistId)).toMatchObject({ licenseNumber: "OCSWSSW-1" });
    expect((await put({ licenseNumber: "OCSWSSW-778" })).status).toBe(200);
    const [own] = await queue();
    expect(await decide("change-approve", own!.id)).toMatchObject({ ok: true, title: "Changes Approved" });
    expect(await findPublicProfileById(t.db, therapistId)).toMatchObject({ licenseNumber: "OCSWSSW-778" });
  });

  it("holds a new receipt designation for review (a psychologist's title claimed is not published); none publishes at once", async () => {
    const claimed = await put({ receiptDesignation: "C.Psych." });
    expect(claimed.status).toBe(200);
    const body = await claimed.json();
    expect(body.message).toBe(
      "Profile Updated. Changes to your name, license number, professional title, designation on receipts or province appear once our team has reviewed them.",
    );
    expect(body.approvedProfile).toMatchObject({
      receiptDesignation: null,
      pendingChanges: { receiptDesignation: "C.Psych." },
    });
    expect(await findPublicProfileById(t.db, therapistId)).toMatchObject({ receiptDesignation: null });
    const html = await editPageText();
    expect(html).toContain("Our team checks changes to designation on receipts before");
    expect(html).toContain("Awaiting review: your public profile shows none until our team approves this change.");

    const [request] = await queue();
    expect(request).toMatchObject({
      changes: { receiptDesignation: "C.Psych." },
      current: { receiptDesignation: null },
    });
    expect(await decide("change-approve", request!.id)).toMatchObject({ ok: true });
    expect(await findPublicProfileById(t.db, therapistId)).toMatchObject({ receiptDesignation: "C.Psych." });

    // taken away (none), it publishes at once, and drops a designation still waiting
    expect((await put({ receiptDesignation: "RP" })).status).toBe(200);
    const cleared = await put({ receiptDesignation: null });
    expect((await cleared.json()).approvedProfile).toMatchObject({ receiptDesignation: null, pendingChanges: null });
    expect(await findPublicProfileById(t.db, therapistId)).toMatchObject({ receiptDesignation: null });
    expect(await queue()).toEqual([]);
  });
});
