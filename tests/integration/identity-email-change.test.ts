import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "slonik";
import { z } from "zod";
import { EMAIL_CHANGE_TTL_MINUTES, confirmEmailChange } from "#app/auth/email-change.server.ts";
import { generateToken, hashToken } from "#app/auth/tokens.server.ts";
import { purgeExpiredAuthData } from "#app/auth/purge.server.ts";
import type { AppServices } from "#app/context.server.ts";
import { action as confirmAction } from "#app/routes/account.confirm-email.tsx";
import { action as putMyProfile } from "#app/routes/api.therapist.my-profile.ts";
import { action as submitApi } from "#app/routes/api.therapist-submissions.ts";
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

// Email change: the new address gets a single-use, expiring link (only its hash stored); the old address is told;
// nothing changes until the link is used. An address another account uses is answered exactly as a free one (the
// answer says nothing about other accounts); its owner is told by email instead of sent a link.

let t: TestDatabase;
let services: AppServices;
let owner = "";

const put = (json: unknown) =>
  callForResponse(
    putMyProfile as never,
    appRequest("/api/therapist/my-profile", { method: "PUT", json, cookie: owner }),
    contextFor(services),
  );
const confirm = (token: string) =>
  call(
    confirmAction as never,
    appRequest("/account/confirm-email", { form: { token } }),
    contextFor(services),
  ) as Promise<{ data?: { ok: boolean; message?: string }; init?: { status: number }; ok?: boolean; email?: string }>;
const Emails = z.object({ account: z.string(), profile: z.string() });
const emails = () =>
  t.db.one(sql.type(Emails)`
  SELECT u.email AS account, t.email AS profile FROM therapists t JOIN users u ON u.id = t.user_id WHERE t.slug = 'cam-changer'`);
async function linkTo(address: string): Promise<string> {
  const [mail] = await queuedEmailsTo(services, address);
  const token = mail?.text.match(/\/account\/confirm-email\?token=([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`No confirmation link to ${address}`);
  return token;
}

beforeAll(async () => {
  t = await createTestDb();
  services = await createTestServices(t);
  owner = await signedInCookie(services, "cam@example.com");
  await signedInCookie(services, "taken@example.com");
  await t.db.query(sql.unsafe`
    INSERT INTO therapists (user_id, slug, first_name, last_name, email, specialties, therapy_types, city, province, status)
    VALUES ((SELECT id FROM users WHERE email = 'cam@example.com'), 'cam-changer', 'Cam', 'Changer', 'cam@example.com',
      ${sql.array(["Anxiety"], "text")}, ${sql.array(["CBT"], "text")}, 'Toronto', 'ON', 'approved')`);
});
afterAll(async () => {
  await services.boss.stop({ graceful: false });
  await t.release();
});

describe("changing a therapist's email address", () => {
  it("answers an address another account uses exactly as a free one, and tells that address's owner", async () => {
    const answer = async (email: string) => {
      const response = await put({ email });
      return { status: response.status, body: JSON.stringify(await response.json()).replaceAll(email, "ADDRESS") };
    };
    const taken = await answer("taken@example.com");
    const free = await answer("free@example.com");
    expect(taken.status).toBe(200);
    expect(taken).toEqual(free);
    const [told] = await queuedEmailsTo(services, "taken@example.com");
    expect(told?.text).toContain("already used on Canadian Therapist Directory");
    expect(told?.text).not.toMatch(/confirm-email\?token=/);
    expect(await linkTo("free@example.com")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The old address hears of both requests alike.
    const [forFree, forTaken] = await queuedEmailsTo(services, "cam@example.com");
    expect(forTaken?.text.replace("taken@example.com", "ADDRESS")).toBe(
      forFree?.text.replace("free@example.com", "ADDRESS"),
    );
    expect(await emails()).toEqual({ account: "cam@example.com", profile: "cam@example.com" });
  });

  it("sends a link to the new address and a notice to the old; nothing changes until the link is used, once", async () => {
    const response = await put({ email: "Cam.New@Example.com" });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.message).toMatch(/confirmation link to cam\.new@example\.com/);
    expect(body.approvedProfile.pendingEmail).toBe("cam.new@example.com");
    expect(await emails()).toEqual({ account: "cam@example.com", profile: "cam@example.com" });
    const [notice] = await queuedEmailsTo(services, "cam@example.com");
    expect(notice?.text).toContain("cam.new@example.com");
    const token = await linkTo("cam.new@example.com");
    const stored = await t.db.oneFirst(
      sql.type(
        z.object({ hash: z.string() }),
      )`SELECT token_hash AS hash FROM email_change_tokens WHERE new_email = 'cam.new@example.com'`,
    );
    expect(stored).not.toBe(token);
    expect(stored).toMatch(/^[0-9a-f]{64}$/);

    expect(await confirm(token)).toEqual({ ok: true, email: "cam.new@example.com" });
    expect(await emails()).toEqual({ account: "cam.new@example.com", profile: "cam.new@example.com" });
    const [done] = await queuedEmailsTo(services, "cam@example.com");
    expect(done?.subject).toMatch(/was changed/);
    const again = await confirm(token);
    expect(again.init?.status).toBe(400);
    expect(again.data?.ok).toBe(false);
  });

  it("refuses an expired link and a link whose address was taken meanwhile", async () => {
    expect((await put({ email: "later@example.com" })).status).toBe(200);
    const expired = await linkTo("later@example.com");
    const afterExpiry = new Date(Date.now() + (EMAIL_CHANGE_TTL_MINUTES + 1) * 60_000);
    expect(await confirmEmailChange(services, expired, afterExpiry)).toEqual({ kind: "invalid" });

    expect((await put({ email: "race@example.com" })).status).toBe(200);
    const raced = await linkTo("race@example.com");
    await signedInCookie(services, "race@example.com");
    expect(await confirmEmailChange(services, raced)).toEqual({ kind: "taken" });
    expect(await emails()).toEqual({ account: "cam.new@example.com", profile: "cam.new@example.com" });
  });

  it("forgets the tokens a day after they were made (the hourly purge-sessions job)", async () => {
    const count = () =>
      t.db.oneFirst(sql.type(z.object({ n: z.number() }))`SELECT count(*)::int AS n FROM email_change_tokens`);
    expect(await count()).toBe(5);
    expect((await purgeExpiredAuthData(t.db, new Date(Date.now() + 23 * 3600_000))).emailChangeTokens).toBe(0);
    expect((await purgeExpiredAuthData(t.db, new Date(Date.now() + 25 * 3600_000))).emailChangeTokens).toBe(5);
    expect(await count()).toBe(0);
  });
});

describe("an application typed with an address another account uses", () => {
  it("is answered as one with an unused address: nothing says the address has an account", async () => {
    const answer = async (applicant: string, email: string) => {
      const cookie = await signedInCookie(services, applicant);
      const request = appRequest("/api/therapist-submissions", { json: validApplication({ email }), cookie });
      const response = await callForResponse(submitApi as never, request, contextFor(services));
      const { message, submission } = await response.json();
      return { status: response.status, message, submission: { ...submission, id: "ID" } };
    };
    const taken = await answer("applies.taken@example.com", "taken@example.com");
    expect(taken).toEqual(await answer("applies.free@example.com", "unused@example.org"));
    expect(taken.submission.emailProven).toBe(false);
  });
});

describe("only the latest email change stands", () => {
  const pending = async () => (await (await put({})).json()).approvedProfile.pendingEmail as string | null;

  it("ends a waiting link when another address is asked for, so the first address's owner cannot use it", async () => {
    expect((await put({ email: "typo@example.con" })).status).toBe(200);
    const mistyped = await linkTo("typo@example.con");
    expect((await put({ email: "meant@example.com" })).status).toBe(200);
    const meant = await linkTo("meant@example.com");
    expect(await pending()).toBe("meant@example.com");
    const refused = await confirm(mistyped);
    expect(refused.init?.status).toBe(400);
    expect(await emails()).toEqual({ account: "cam.new@example.com", profile: "cam.new@example.com" });
    expect(await confirm(meant)).toEqual({ ok: true, email: "meant@example.com" });
    expect(await emails()).toEqual({ account: "meant@example.com", profile: "meant@example.com" });
  });

  it("ends it when the current address is given again, and keeps it (sending nothing) when the waiting one is", async () => {
    expect((await put({ email: "second@example.com" })).status).toBe(200);
    const link = await linkTo("second@example.com");
    const sent = (await queuedEmailsTo(services, "second@example.com")).length;
    // Saving the form again, which shows the waiting address: the same link stands, no new one is sent.
    const again = await put({ email: "second@example.com", bio: undefined });
    expect(again.status).toBe(200);
    expect((await queuedEmailsTo(services, "second@example.com")).length).toBe(sent);
    expect(await pending()).toBe("second@example.com");
    // Going back to the current address.
    expect((await put({ email: "meant@example.com" })).status).toBe(200);
    expect(await pending()).toBeNull();
    expect((await confirm(link)).init?.status).toBe(400);
    expect(await emails()).toEqual({ account: "meant@example.com", profile: "meant@example.com" });
  });
});

describe("an address that ADMIN_EMAILS names", () => {
  // services' ADMIN_EMAILS is listed-admin@example.com, an admin who has not signed in yet (no account)
  const admin = "listed-admin@example.com";

  it("never becomes another account's by an email change: answered as any, its owner told, no link sent", async () => {
    const response = await put({ email: "Listed-Admin@Example.com" });
    expect(response.status).toBe(200);
    const [told] = await queuedEmailsTo(services, admin);
    expect(told).toBeDefined();
    expect(told?.text).not.toMatch(/confirm-email\?token=/);
    expect((await emails()).account).not.toBe(admin);
  });

  it("is refused by a link for it all the same, so no account but the admin's own signs in as an admin", async () => {
    const token = generateToken();
    await t.db.query(sql.unsafe`
      INSERT INTO email_change_tokens (user_id, new_email, token_hash, expires_at, created_at)
      VALUES ((SELECT user_id FROM therapists WHERE slug = 'cam-changer'), ${admin}, ${hashToken(token)},
        now() + interval '1 hour', now())`);
    expect(await confirmEmailChange(services, token)).toEqual({ kind: "taken" });
    expect((await emails()).account).not.toBe(admin);
  });
});
