import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "slonik";
import { z } from "zod";
import { findSubmission } from "#app/admin/review.server.ts";
import { purgeExpiredAuthData } from "#app/auth/purge.server.ts";
import type { AppServices } from "#app/context.server.ts";
import { action as confirmAction } from "#app/routes/account.confirm-email.tsx";
import { action as approveApi } from "#app/routes/api.admin.submissions.id.approve.ts";
import { action as adminEditApi } from "#app/routes/api.admin.therapist.email.ts";
import { action as statusApi } from "#app/routes/api.admin.submissions.id.status.ts";
import { action as submitApi } from "#app/routes/api.therapist-submissions.ts";
import { loader as myProfileApi } from "#app/routes/api.therapist.my-profile.ts";
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
import { callWith } from "../support/admin.ts";
import { startAppServer, type AppServer } from "../support/app-server.ts";
import { validApplication } from "../support/onboarding.ts";

// A listing's email is an address its owner proved: the address they sign in with, or one they confirmed through
// the link sent to it. Approval never puts an unproved address on a listing, an address that changes is told, and
// when two accounts claim one address the one that proved it wins.

let t: TestDatabase;
let services: AppServices;
let admin = "";
let server: AppServer;

const ctx = () => contextFor(services);
const apply = (cookie: string, email: string) =>
  callForResponse(
    submitApi as never,
    appRequest("/api/therapist-submissions", { json: validApplication({ email }), cookie }),
    ctx(),
  );
const approve = (id: string) =>
  callWith(
    approveApi as never,
    appRequest(`/api/admin/submissions/${id}/approve`, { json: {}, cookie: admin }),
    ctx(),
    {
      id,
    },
  );
const reject = (id: string) =>
  callWith(
    statusApi as never,
    appRequest(`/api/admin/submissions/${id}/status`, { method: "PATCH", json: { status: "rejected" }, cookie: admin }),
    ctx(),
    { id },
  );
const myProfile = async (cookie: string) =>
  (await callForResponse(myProfileApi as never, appRequest("/api/therapist/my-profile", { cookie }), ctx())).json();
const reviewPage = async (id: string) => {
  const page = await fetch(`http://127.0.0.1:${server.port}/admin/submissions/${id}`, { headers: { Cookie: admin } });
  expect(page.status).toBe(200);
  return (await page.text()).replace(/<!-- -->/g, "");
};

/** The confirmation link in the newest email to an address. */
async function proofLink(address: string): Promise<string> {
  const [mail] = await queuedEmailsTo(services, address);
  const token = mail?.text.match(/\/account\/confirm-email\?token=([A-Za-z0-9_-]+)&for=application/)?.[1];
  if (!token) throw new Error(`No confirmation link to ${address}`);
  return token;
}
const confirm = (token: string) =>
  call(confirmAction as never, appRequest("/account/confirm-email", { form: { token, for: "application" } }), ctx());

const Listing = z.object({ email: z.string(), userId: z.uuid().nullable() });
const listingBySlug = (slug: string) =>
  t.db.one(sql.type(Listing)`SELECT email, user_id AS "userId" FROM therapists WHERE slug = ${slug}`);

async function listingOf(account: string, slug: string, email: string) {
  await t.db.query(sql.unsafe`
    INSERT INTO therapists (user_id, slug, first_name, last_name, email, specialties, therapy_types, city, province, status)
    VALUES ((SELECT id FROM users WHERE email = ${account}), ${slug}, 'Lee', 'Listed', ${email},
      ${sql.array(["Anxiety"], "text")}, ${sql.array(["CBT"], "text")}, 'Toronto', 'ON', 'approved')`);
}

beforeAll(async () => {
  t = await createTestDb();
  services = await createTestServices(t);
  admin = await signedInCookie(services, "reviewer@example.com", "admin");
  server = await startAppServer(services);
}, 120_000);
afterAll(async () => {
  await server?.close();
  await services.boss.stop({ graceful: false });
  await t.release();
});

describe("an application's typed address", () => {
  it("is not put on a listing until the link sent to it is opened; review says whether it is proved", async () => {
    const cookie = await signedInCookie(services, "typist@example.com");
    const response = await apply(cookie, "unconfirmed@example.org");
    expect(response.status).toBe(201);
    const { submission } = await response.json();
    expect(submission).toMatchObject({ status: "pending", emailProven: false });
    // The applicant's own address gets the receipt; the typed one gets only the link to confirm it.
    const [receipt] = await queuedEmailsTo(services, "typist@example.com");
    expect(receipt?.text).toContain("unconfirmed@example.org");
    const [ask] = await queuedEmailsTo(services, "unconfirmed@example.org");
    expect(ask?.subject).toMatch(/confirm/i);

    expect(await findSubmission(t.db, submission.id)).toMatchObject({ emailProven: false });
    expect(await reviewPage(submission.id)).toContain("Not confirmed");
    const refused = await approve(submission.id);
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toMatch(/not confirmed/);
    expect(await myProfile(cookie)).toMatchObject({
      submission: { email: "unconfirmed@example.org", emailProven: false },
      approvedProfile: null,
    });

    expect(await confirm(await proofLink("unconfirmed@example.org"))).toMatchObject({
      ok: true,
      email: "unconfirmed@example.org",
    });
    expect(await findSubmission(t.db, submission.id)).toMatchObject({ emailProven: true });
    expect(await reviewPage(submission.id)).toContain("Confirmed: the applicant opened the link sent to");
    expect((await approve(submission.id)).status).toBe(200);
    expect((await myProfile(cookie)).approvedProfile.email).toBe("unconfirmed@example.org");
  });

  it("is proved at once when it is the address the applicant signed in with", async () => {
    const cookie = await signedInCookie(services, "signed.in@example.com");
    const { submission } = await (await apply(cookie, "signed.in@example.com")).json();
    expect(submission.emailProven).toBe(true);
    expect(await reviewPage(submission.id)).toContain("The applicant signed in with signed.in@example.com");
    expect((await approve(submission.id)).status).toBe(200);
  });

  it("a rejection of an unproved application is mailed to the signed-in address, never the typed one", async () => {
    const cookie = await signedInCookie(services, "rejected@example.com");
    const { submission } = await (await apply(cookie, "someone.else@example.org")).json();
    expect((await reject(submission.id)).status).toBe(200);
    const [decision] = await queuedEmailsTo(services, "rejected@example.com");
    expect(decision?.subject).toMatch(/About your/);
    const typed = await queuedEmailsTo(services, "someone.else@example.org");
    expect(typed.map((mail) => mail.subject)).toEqual([expect.stringMatching(/confirm/i)]);
  });
});

describe("an approved therapist's new application", () => {
  it("changes their listing's address only to a proved one, and tells the old address", async () => {
    const cookie = await signedInCookie(services, "owner@example.com");
    await listingOf("owner@example.com", "lee-owner", "owner@example.com");
    const { submission } = await (await apply(cookie, "owner.new@example.org")).json();
    expect((await approve(submission.id)).status).toBe(409);
    expect(await listingBySlug("lee-owner")).toMatchObject({ email: "owner@example.com" });

    await confirm(await proofLink("owner.new@example.org"));
    expect((await approve(submission.id)).status).toBe(200);
    expect(await listingBySlug("lee-owner")).toMatchObject({ email: "owner.new@example.org" });
    const told = await queuedEmailsTo(services, "owner@example.com");
    expect(told.map((mail) => mail.subject)).toContain(
      "The email address of your Canadian Therapist Directory listing changed",
    );
    expect(told.find((mail) => /listing changed/.test(mail.subject))?.text).toContain("owner.new@example.org");
  });
});

describe("an admin's change of a listing's address", () => {
  it("is told to the address it replaces", async () => {
    await listingOf("nobody@example.com", "lee-edited", "lee.typo@example.con");
    const email = "lee.typo@example.con";
    const response = await callWith(
      adminEditApi as never,
      appRequest(`/api/admin/therapist/${encodeURIComponent(email)}`, {
        method: "PUT",
        json: { email: "lee.fixed@example.com" },
        cookie: admin,
      }),
      ctx(),
      { email },
    );
    expect(response.status).toBe(200);
    const [told] = await queuedEmailsTo(services, "lee.typo@example.con");
    expect(told?.subject).toBe("The email address of your Canadian Therapist Directory listing changed");
    expect(told?.text).toContain("it now uses lee.fixed@example.com");
  });
});

describe("two accounts and one address", () => {
  it("an account that typed someone's address is refused; the address's owner then applies and is approved", async () => {
    const impostor = await signedInCookie(services, "impostor@example.com");
    const first = (await (await apply(impostor, "realperson@clinic.example")).json()).submission;
    expect((await approve(first.id)).status).toBe(409);
    expect((await reject(first.id)).status).toBe(200);

    const real = await signedInCookie(services, "realperson@clinic.example");
    const second = (await (await apply(real, "realperson@clinic.example")).json()).submission;
    const approved = await approve(second.id);
    expect(approved.status).toBe(200);
    expect((await myProfile(real)).approvedProfile.email).toBe("realperson@clinic.example");
  });

  it("a listing that holds an address its account never proved gives it up to the address's owner", async () => {
    // A listing approved before addresses had to be proved: its account signs in as another address.
    await signedInCookie(services, "early@example.com");
    await listingOf("early@example.com", "lee-early", "owner2@clinic.example");
    const real = await signedInCookie(services, "owner2@clinic.example");
    const { submission } = await (await apply(real, "owner2@clinic.example")).json();
    expect(await findSubmission(t.db, submission.id)).toMatchObject({
      match: { slug: "lee-early", linkedToOther: true, otherProved: false },
    });
    expect(await reviewPage(submission.id)).toContain("approval moves the address to this applicant");

    const approved = await approve(submission.id);
    expect(approved.status).toBe(200);
    const { slug } = await approved.json();
    expect(slug).not.toBe("lee-early");
    expect(await listingBySlug(slug)).toMatchObject({ email: "owner2@clinic.example" });
    expect(await listingBySlug("lee-early")).toMatchObject({ email: "early@example.com" });
    const [notice] = await queuedEmailsTo(services, "early@example.com");
    expect(notice?.subject).toBe("The email address of your Canadian Therapist Directory listing changed");
    expect(notice?.text).toContain("early@example.com");
    const old = await queuedEmailsTo(services, "owner2@clinic.example");
    const takenOff = old.find(
      (mail) => mail.subject === "Your email address was taken off a Canadian Therapist Directory listing",
    );
    expect(takenOff?.text).toContain("/therapists/lee-early");
  });

  it("when the other account proved the address too, approval is refused and nothing moves", async () => {
    await signedInCookie(services, "shared@clinic.example");
    await listingOf("shared@clinic.example", "lee-shared", "shared@clinic.example");
    const colleague = await signedInCookie(services, "colleague@clinic.example");
    const { submission } = await (await apply(colleague, "shared@clinic.example")).json();
    await confirm(await proofLink("shared@clinic.example"));
    const refused = await approve(submission.id);
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toMatch(/proved it too/);
    expect(await listingBySlug("lee-shared")).toMatchObject({ email: "shared@clinic.example" });
  });
});

// Last: the purge ends the sessions the tests above use.
describe("confirmation links", () => {
  it("are forgotten a day after they expire unopened; an opened one stays as the proof", async () => {
    const proofs = () =>
      t.db.one(sql.type(z.object({ waiting: z.number(), proved: z.number() }))`
        SELECT count(*) FILTER (WHERE proven_at IS NULL)::int AS waiting,
          count(*) FILTER (WHERE proven_at IS NOT NULL)::int AS proved FROM address_proofs`);
    const before = await proofs();
    expect(before.waiting).toBeGreaterThan(0);
    expect((await purgeExpiredAuthData(t.db, new Date(Date.now() + 7 * 86_400_000))).addressProofs).toBe(0);
    const purged = await purgeExpiredAuthData(t.db, new Date(Date.now() + 9 * 86_400_000));
    expect(purged.addressProofs).toBe(before.waiting);
    expect(await proofs()).toEqual({ waiting: 0, proved: before.proved });
  });
});
