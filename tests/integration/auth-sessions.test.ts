import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "slonik";
import { z } from "zod";
import type { Job } from "pg-boss";
import { sessionRenewalMiddleware } from "#app/auth/auth-state.server.ts";
import { getUser } from "#app/auth/guards.server.ts";
import { createSessionStore } from "#app/auth/session.server.ts";
import type { AppServices } from "#app/context.server.ts";
import { action as logout } from "#app/routes/logout.ts";
import { purgeSessions } from "#app/jobs/purge-sessions.server.ts";
import { JOBS } from "#indexer/jobs/index.ts";
import { purgeSessionsHandler } from "#indexer/jobs/purge-sessions.ts";
import { startWorkers } from "#indexer/worker.ts";
import { createTestDb, type TestDatabase } from "../support/db.ts";
import {
  appRequest,
  callForResponse,
  contextFor,
  cookieFrom,
  createTestServices,
  signedInCookie,
} from "../support/auth.ts";

// Sessions: sliding 30-day expiry renewed at most daily, sign-out, tampering, and the purge job.

let t: TestDatabase;
let services: AppServices;
beforeAll(async () => {
  t = await createTestDb();
  services = await createTestServices(t, {}, { worker: true });
});
afterAll(async () => {
  await services.boss.stop({ graceful: false });
  await t.release();
});

const DAY = 24 * 3600_000;
const Expire = z.object({ expire: z.number() });
const sidOf = async (cookie: string) => (await createSessionStore(t.db, services.config).getSession(cookie)).id;
const expireOf = async (cookie: string) =>
  t.db.maybeOneFirst(sql.type(Expire)`SELECT expire FROM sessions WHERE sid = ${await sidOf(cookie)}`);

/** Runs the renewal middleware around a request that read the session (as every page's root loader does). */
async function requestWith(cookie: string): Promise<Response> {
  const request = appRequest("/", { cookie });
  const context = contextFor(services);
  const args = { request, context, params: {}, url: new URL(request.url), pattern: "/" };
  return (await sessionRenewalMiddleware(args, async () => {
    await getUser(request, context);
    return new Response("page");
  })) as Response;
}

async function ageSession(cookie: string, days: number) {
  const sid = await sidOf(cookie);
  const storage = createSessionStore(t.db, services.config);
  const session = await storage.getSession(cookie);
  await t.db.query(sql.unsafe`
    UPDATE sessions SET sess = jsonb_set(sess, '{renewedAt}', to_jsonb(${session.get("renewedAt")! - days * DAY}::bigint)),
                        expire = expire - make_interval(days => ${days})
    WHERE sid = ${sid}`);
}

describe("sliding expiry", () => {
  it("a session renewed today is not written again", async () => {
    const cookie = await signedInCookie(services, "fresh@example.com");
    const before = await expireOf(cookie);
    const response = await requestWith(cookie);
    expect(response.headers.get("Set-Cookie")).toBeNull();
    expect(await expireOf(cookie)).toBe(before);
  });

  it("a session last renewed over a day ago gets 30 new days and a new cookie, same id", async () => {
    const cookie = await signedInCookie(services, "regular@example.com");
    await ageSession(cookie, 2);
    const aged = (await expireOf(cookie))!;
    expect(aged).toBeLessThan(Date.now() + 29 * DAY);
    const response = await requestWith(cookie);
    const setCookie = response.headers.get("Set-Cookie");
    expect(setCookie).toMatch(/^__session=/);
    expect(await sidOf(cookieFrom(setCookie))).toBe(await sidOf(cookie));
    expect((await expireOf(cookie))!).toBeGreaterThan(Date.now() + 29 * DAY);
    expect((await requestWith(cookie)).headers.get("Set-Cookie")).toBeNull(); // once a day at most
  });

  it("a renewal's cookie ends when the session does, 30 days after sign-in, not 30 days after the renewal", async () => {
    const cookie = await signedInCookie(services, "near-the-end@example.com");
    await ageSession(cookie, 2);
    const signedInAt = Date.now() - 29.5 * DAY;
    await t.db.query(sql.unsafe`
      UPDATE sessions SET sess = jsonb_set(sess, '{signedInAt}', to_jsonb(${signedInAt}::bigint))
      WHERE sid = ${await sidOf(cookie)}`);
    const setCookie = (await requestWith(cookie)).headers.get("Set-Cookie") ?? "";
    expect(setCookie).toMatch(/^__session=/);
    // A browser keeps a cookie for its Max-Age when it has one, else until its Expires.
    const maxAge = /; Max-Age=(\d+)/i.exec(setCookie)?.[1];
    const expires = /; Expires=([^;]+)/i.exec(setCookie)?.[1];
    const keptUntil = maxAge !== undefined ? Date.now() + Number(maxAge) * 1000 : Date.parse(expires ?? "");
    expect(keptUntil).toBeLessThanOrEqual(signedInAt + 30 * DAY + 60_000);
    expect((await expireOf(cookie))!).toBeLessThanOrEqual(signedInAt + 30 * DAY + 1000);
  });

  it("an expired session signs nobody in", async () => {
    const cookie = await signedInCookie(services, "gone@example.com");
    await t.db.query(
      sql.unsafe`UPDATE sessions SET expire = now() - interval '1 second' WHERE sid = ${await sidOf(cookie)}`,
    );
    expect(await getUser(appRequest("/", { cookie }), contextFor(services))).toBeNull();
  });

  it("a tampered cookie signs nobody in", async () => {
    const cookie = await signedInCookie(services, "tamper@example.com");
    const [name, value] = cookie.split("=");
    const forged = `${name}=${value!.slice(0, -3)}abc`;
    expect(await getUser(appRequest("/", { cookie: forged }), contextFor(services))).toBeNull();
    expect(await getUser(appRequest("/", { cookie }), contextFor(services))).toMatchObject({
      email: "tamper@example.com",
    });
  });
});

describe("sign-out", () => {
  it("deletes the session row, clears the cookie, and the old cookie is then worthless", async () => {
    const cookie = await signedInCookie(services, "leaving@example.com");
    const sid = await sidOf(cookie);
    const response = await callForResponse(
      logout,
      appRequest("/logout", { method: "POST", cookie }),
      contextFor(services),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
    expect(response.headers.get("Set-Cookie")).toMatch(/^__session=; .*Expires=Thu, 01 Jan 1970/);
    expect(await t.db.maybeOne(sql.unsafe`SELECT 1 FROM sessions WHERE sid = ${sid}`)).toBeNull();
    expect(await getUser(appRequest("/", { cookie }), contextFor(services))).toBeNull();
  });

  it("is not undone by a request of the same browser answered meanwhile: its renewal writes no session back", async () => {
    const cookie = await signedInCookie(services, "racing@example.com");
    await ageSession(cookie, 2);
    const request = appRequest("/", { cookie });
    const context = contextFor(services);
    const args = { request, context, params: {}, url: new URL(request.url), pattern: "/" };
    const response = (await sessionRenewalMiddleware(args, async () => {
      await getUser(request, context);
      // the same browser's Sign out, answered while this request still runs
      await callForResponse(logout, appRequest("/logout", { method: "POST", cookie }), contextFor(services));
      return new Response("page");
    })) as Response;
    expect(response.headers.get("Set-Cookie")).toBeNull();
    expect(await expireOf(cookie)).toBeNull();
    expect(await getUser(appRequest("/", { cookie }), contextFor(services))).toBeNull();
  });
});

describe("the purge-sessions job", () => {
  it("is scheduled and deletes expired sessions, day-old tokens and ended rate-limit windows, nothing else", async () => {
    expect(JOBS).toContain(purgeSessionsHandler);
    expect(purgeSessionsHandler.job).toBe(purgeSessions);
    expect(purgeSessions.schedule).toMatch(/^\S+ \S+ \S+ \S+ \S+$/);
    await t.db.query(sql.unsafe`
      INSERT INTO sessions (sid, sess, expire) VALUES ('expired-sid', '{}', now() - interval '1 minute'),
                                                      ('live-sid', '{}', now() + interval '1 day')`);
    await t.db.query(sql.unsafe`
      INSERT INTO magic_link_tokens (email, token_hash, expires_at, created_at) VALUES
        ('old@example.com', 'old-hash', now() - interval '25 hours' + interval '15 minutes', now() - interval '25 hours'),
        ('new@example.com', 'new-hash', now() + interval '15 minutes', now())`);
    await t.db.query(sql.unsafe`
      INSERT INTO rate_limits (bucket, hits, resets_at) VALUES ('ended', 3, now() - interval '1 second'),
                                                               ('running', 3, now() + interval '1 hour')`);
    await purgeSessionsHandler.handle({}, { ...services }, {} as Job<unknown>);
    const left = await t.db.manyFirst(sql.type(z.object({ k: z.string() }))`
      SELECT sid AS k FROM sessions WHERE sid IN ('expired-sid', 'live-sid')
      UNION ALL SELECT token_hash FROM magic_link_tokens WHERE token_hash IN ('old-hash', 'new-hash')
      UNION ALL SELECT bucket FROM rate_limits WHERE bucket IN ('ended', 'running')`);
    expect([...left].sort()).toEqual(["live-sid", "new-hash", "running"]);
  });

  it("is registered with pg-boss's scheduler when the worker starts", async () => {
    await startWorkers(services);
    const schedules = await services.boss.getSchedules();
    expect(schedules.find((schedule) => schedule.name === "purge-sessions")?.cron).toBe(purgeSessions.schedule);
  });
});
