import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "slonik";
import { createSessionStore } from "#app/auth/session.server.ts";
import type { AppServices } from "#app/context.server.ts";
import { loader as apiUser } from "#app/routes/api.auth.user.ts";
import { createTestDb, type TestDatabase } from "../support/db.ts";
import {
  appRequest,
  callForResponse,
  contextFor,
  cookieFrom,
  createTestServices,
  signedInCookie,
} from "../support/auth.ts";

// Sessions end for good 30 days after sign-in (an admin's 12 hours), renewals or not; in production the cookie
// is __Host- prefixed and Secure; the signing secret is a list (new first), so old cookies keep working while a
// new secret is rolled out.

let t: TestDatabase;
let services: AppServices;
beforeAll(async () => {
  t = await createTestDb();
  services = await createTestServices(t);
});
afterAll(async () => {
  await services.boss.stop({ graceful: false });
  await t.release();
});

const HOUR = 3600_000;
const OLD_SECRET = "o".repeat(40);
const NEW_SECRET = "n".repeat(40);

/** Moves the session's sign-in time back (its last renewal stays recent, its row unexpired). */
async function signedInAgo(cookie: string, ms: number) {
  const session = await createSessionStore(t.db, services.config).getSession(cookie);
  await t.db.query(sql.unsafe`
    UPDATE sessions SET sess = jsonb_set(sess, '{signedInAt}', to_jsonb(${Date.now() - ms}::bigint)), expire = now() + interval '1 day'
    WHERE sid = ${session.id}`);
}

const whoIs = async (s: AppServices, cookie: string) =>
  (await callForResponse(apiUser, appRequest("/api/auth/user", { cookie }), contextFor(s))).status;

describe("absolute lifetimes", () => {
  it("a user's session ends 30 days after sign-in even if renewed since", async () => {
    const cookie = await signedInCookie(services, "long-lived@example.com");
    await signedInAgo(cookie, 29 * 24 * HOUR);
    expect(await whoIs(services, cookie)).toBe(200);
    await signedInAgo(cookie, 30 * 24 * HOUR + 1000);
    expect(await whoIs(services, cookie)).toBe(401);
  });

  it("an admin's session ends 12 hours after sign-in", async () => {
    const cookie = await signedInCookie(services, "listed-admin@example.com", "admin");
    await signedInAgo(cookie, 11 * HOUR);
    expect(await whoIs(services, cookie)).toBe(200);
    await signedInAgo(cookie, 12 * HOUR + 1000);
    expect(await whoIs(services, cookie)).toBe(401);
  });
});

describe("the session cookie", () => {
  it("is __Host- prefixed and Secure in production", async () => {
    const storage = createSessionStore(t.db, { mode: "production", sessionSecrets: [NEW_SECRET] });
    const setCookie = await storage.commitSession(await storage.getSession());
    expect(setCookie).toMatch(/^__Host-session=/);
    expect(setCookie).toMatch(/; Path=\//);
    expect(setCookie).toMatch(/; Secure/);
    expect(setCookie).not.toMatch(/Domain=/i);
  });

  it("signed with an old secret is still accepted after rotation, and new cookies use the new secret", async () => {
    const before = createSessionStore(t.db, { mode: "demo", sessionSecrets: [OLD_SECRET] });
    const session = await before.getSession();
    session.set("returnTo", "/somewhere");
    const oldCookie = cookieFrom(await before.commitSession(session));

    const rotating = createSessionStore(t.db, { mode: "demo", sessionSecrets: [NEW_SECRET, OLD_SECRET] });
    const read = await rotating.getSession(oldCookie);
    expect(read.get("returnTo")).toBe("/somewhere");
    const newCookie = cookieFrom(await rotating.commitSession(read));

    const afterwards = createSessionStore(t.db, { mode: "demo", sessionSecrets: [NEW_SECRET] });
    expect((await afterwards.getSession(newCookie)).get("returnTo")).toBe("/somewhere");
    expect((await afterwards.getSession(oldCookie)).get("returnTo")).toBeUndefined();
  });
});
