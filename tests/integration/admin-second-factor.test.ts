import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "slonik";
import { z } from "zod";
import { createSessionStore } from "#app/auth/session.server.ts";
import { completeSecondFactor, signOut } from "#app/auth/sign-in.server.ts";
import { findOrCreateUser, toCurrentUser } from "#app/auth/users.server.ts";
import { DEMO_TOTP_SECRET, SECOND_FACTOR_LIMIT } from "#app/auth/second-factor.server.ts";
import type { AppServices } from "#app/context.server.ts";
import { loader as adminLoader } from "#app/routes/admin.tsx";
import { action as secondFactorAction, loader as secondFactorLoader } from "#app/routes/admin.second-factor.tsx";
import { loader as apiUser } from "#app/routes/api.auth.user.ts";
import { loader as adminStatsApi } from "#app/routes/api.admin.stats.ts";
import { behindAdminLayout } from "../support/admin.ts";
import { createTestDb, type TestDatabase } from "../support/db.ts";
import { appRequest, call, callForResponse, contextFor, cookieFrom, createTestServices } from "../support/auth.ts";
import { currentStep, totpAt } from "../support/totp.ts";

// Admins pass a second factor (TOTP, or a recovery code) before their session acts as admin: set up on the
// first admin sign-in, each code accepted once, tries limited; the demo admin's authenticator is the fixed one.

let t: TestDatabase;
let services: AppServices;
let demo: AppServices;
beforeAll(async () => {
  t = await createTestDb();
  services = await createTestServices(t);
  demo = await createTestServices(t, { ADMIN_EMAILS: "admin@example.com" });
});
afterAll(async () => {
  await services.boss.stop({ graceful: false });
  await demo.boss.stop({ graceful: false });
  await t.release();
});

const adminPage = behindAdminLayout(adminLoader);

const Id = z.object({ id: z.uuid() });
const Count = z.object({ n: z.number() });

/** A session as the magic link leaves it: signed in, second factor not passed yet. */
async function signedInWithoutSecondFactor(s: AppServices, email: string): Promise<string> {
  const user = await t.db.one(sql.type(Id)`
    INSERT INTO users (email) VALUES (${email}) ON CONFLICT (email) DO UPDATE SET email = EXCLUDED.email RETURNING id`);
  const storage = createSessionStore(s.db, s.config);
  const session = await storage.getSession();
  session.set("userId", user.id);
  session.set("renewedAt", Date.now());
  session.set("signedInAt", Date.now());
  return cookieFrom(await storage.commitSession(session));
}

type View = { view: { mode: "setup"; secret: string; qrSvg: string } | { mode: "challenge" }; returnTo: string };

async function submitCode(s: AppServices, cookie: string, code: string, returnTo = "/admin") {
  const request = appRequest("/admin/second-factor", { cookie, form: { code, returnTo } });
  return call(secondFactorAction, request, contextFor(s));
}

const statusOf = (result: unknown) =>
  result instanceof Response ? result.status : ((result as { init?: { status?: number } }).init?.status ?? 200);
const dataOf = (result: unknown) => (result as { data: unknown }).data;

describe("admin second factor", () => {
  it("an admin session without it is refused by admin APIs and sent to the second step by admin pages", async () => {
    const cookie = await signedInWithoutSecondFactor(services, "listed-admin@example.com");
    const api = await callForResponse(adminStatsApi, appRequest("/api/admin/stats", { cookie }), contextFor(services));
    expect(api.status).toBe(403);
    expect((await api.json()).message).toMatch(/authenticator/);
    const page = await callForResponse(
      adminPage,
      appRequest("/admin?status=pending", { cookie }),
      contextFor(services),
    );
    expect(page.status).toBe(302);
    expect(page.headers.get("Location")).toBe("/admin/second-factor?returnTo=%2Fadmin%3Fstatus%3Dpending");
    const me = await callForResponse(apiUser, appRequest("/api/auth/user", { cookie }), contextFor(services));
    expect(await me.json()).toMatchObject({ email: "listed-admin@example.com", isAdmin: false });
  });

  it("is set up on first use: a wrong code is refused inline, the right one gives recovery codes and a new session", async () => {
    const cookie = await signedInWithoutSecondFactor(services, "listed-admin@example.com");
    const first = (await call(
      secondFactorLoader,
      appRequest("/admin/second-factor?returnTo=/admin/inquiries", { cookie }),
      contextFor(services),
    )) as View;
    expect(first.view.mode).toBe("setup");
    expect(first.returnTo).toBe("/admin/inquiries");
    if (first.view.mode !== "setup") throw new Error("setup expected");
    expect(first.view.qrSvg).toContain("<svg");
    const again = (await call(
      secondFactorLoader,
      appRequest("/admin/second-factor", { cookie }),
      contextFor(services),
    )) as View;
    expect(again.view).toMatchObject({ mode: "setup", secret: first.view.secret });

    const wrong = await submitCode(
      services,
      cookie,
      "000000" === totpAt(first.view.secret, currentStep()) ? "111111" : "000000",
    );
    expect(statusOf(wrong)).toBe(400);
    expect(dataOf(wrong)).toMatchObject({ status: "error", message: expect.stringMatching(/not right/) });

    const right = await submitCode(services, cookie, totpAt(first.view.secret, currentStep()), "/admin/inquiries");
    const answer = dataOf(right) as { status: string; codes: string[]; returnTo: string };
    expect(answer.status).toBe("recovery-codes");
    expect(answer.codes).toHaveLength(10);
    expect(answer.returnTo).toBe("/admin/inquiries");
    const passed = cookieFrom((right as { init: { headers: Record<string, string> } }).init.headers["Set-Cookie"]!);
    expect(passed).not.toBe(cookie);
    expect(
      (await callForResponse(adminStatsApi, appRequest("/api/admin/stats", { cookie: passed }), contextFor(services)))
        .status,
    ).toBe(200);
    // The id from before the second step names nothing any more.
    expect(
      (await callForResponse(adminStatsApi, appRequest("/api/admin/stats", { cookie }), contextFor(services))).status,
    ).toBe(401);

    // The next sign-in: no setup any more; the code already used is refused, a recovery code works once.
    const next = await signedInWithoutSecondFactor(services, "listed-admin@example.com");
    const view = (await call(
      secondFactorLoader,
      appRequest("/admin/second-factor", { cookie: next }),
      contextFor(services),
    )) as View;
    expect(view.view.mode).toBe("challenge");
    expect(statusOf(await submitCode(services, next, totpAt(first.view.secret, currentStep())))).toBe(400);
    const recovery = await submitCode(services, next, answer.codes[3]!.toUpperCase(), "/admin");
    expect(recovery).toBeInstanceOf(Response);
    expect((recovery as Response).headers.get("Location")).toBe("/admin");
    const later = await signedInWithoutSecondFactor(services, "listed-admin@example.com");
    expect(statusOf(await submitCode(services, later, answer.codes[3]!))).toBe(400);
    const totp = await submitCode(services, later, totpAt(first.view.secret, currentStep() + 1));
    expect((totp as Response).status).toBe(302);
  });

  it("limits tries per admin", async () => {
    const cookie = await signedInWithoutSecondFactor(demo, "admin@example.com");
    const results = [];
    for (let i = 0; i <= SECOND_FACTOR_LIMIT.limit; i++)
      results.push(statusOf(await submitCode(demo, cookie, "12345x")));
    expect(results.slice(0, SECOND_FACTOR_LIMIT.limit).every((status) => status === 400)).toBe(true);
    expect(results.at(-1)).toBe(429);
    const refused = (await submitCode(demo, cookie, "12345x")) as { init: { headers: Record<string, string> } };
    expect(Number(refused.init.headers["Retry-After"])).toBeGreaterThan(0);
  });

  it("in demo mode the demo admin's authenticator is the published one; others cannot use the page; bad input is a 400", async () => {
    const cookie = await signedInWithoutSecondFactor(demo, "admin@example.com");
    await t.db.query(sql.unsafe`DELETE FROM rate_limits WHERE bucket LIKE 'second-factor:%'`);
    const view = (await call(
      secondFactorLoader,
      appRequest("/admin/second-factor", { cookie }),
      contextFor(demo),
    )) as View;
    expect(view.view.mode).toBe("challenge");
    const passed = await submitCode(demo, cookie, totpAt(DEMO_TOTP_SECRET, currentStep()));
    expect((passed as Response).status).toBe(302);

    const plain = await signedInWithoutSecondFactor(demo, "someone@example.com");
    const refused = await call(
      secondFactorLoader,
      appRequest("/admin/second-factor", { cookie: plain }),
      contextFor(demo),
    ).catch((thrown: unknown) => thrown);
    expect(statusOf(refused)).toBe(403);
    const signedOut = await callForResponse(secondFactorLoader, appRequest("/admin/second-factor"), contextFor(demo));
    expect(signedOut.headers.get("Location")).toBe("/api/login?returnTo=%2Fadmin%2Fsecond-factor");
    const pending = await signedInWithoutSecondFactor(demo, "admin@example.com");
    const wrongForm = await call(
      secondFactorAction,
      appRequest("/admin/second-factor", { cookie: pending, form: { code: "1".repeat(65) } }),
      contextFor(demo),
    );
    expect(statusOf(wrongForm)).toBe(400);
  });

  it("a session signed out while its second factor was being checked stays signed out", async () => {
    const cookie = await signedInWithoutSecondFactor(demo, "admin@example.com");
    const store = createSessionStore(demo.db, demo.config);
    const read = await store.getSession(cookie);
    const user = toCurrentUser(await findOrCreateUser(t.db, "admin@example.com"), demo.config, false);
    const sessionsBefore = await t.db.oneFirst(sql.type(Count)`SELECT count(*)::int AS n FROM sessions`);
    // ...when the same browser's sign-out commits before the second factor's session is written
    await signOut(demo, { session: await store.getSession(cookie) });
    expect(await completeSecondFactor(demo, read, user)).toBeNull();
    expect(await t.db.oneFirst(sql.type(Count)`SELECT count(*)::int AS n FROM sessions`)).toBe(sessionsBefore - 1);
  });
});
