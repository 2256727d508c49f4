import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "slonik";
import { createSessionStore } from "#app/auth/session.server.ts";
import { signOut, takeReturnTo } from "#app/auth/sign-in.server.ts";
import type { AppServices } from "#app/context.server.ts";
import { loader as apiLogin } from "#app/routes/api.login.ts";
import { action as requestLink } from "#app/routes/api.auth.request-magic-link.ts";
import { action as verifyPage } from "#app/routes/auth.verify.tsx";
import { loader as join } from "#app/routes/join.tsx";
import { createTestDb, type TestDatabase } from "../support/db.ts";
import {
  appRequest,
  call,
  callForResponse,
  contextFor,
  cookieFrom,
  createTestServices,
  latestToken,
  signedInCookie,
} from "../support/auth.ts";

// /api/login stores where the person was going (never another site) and /join takes them there after sign-in.

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

const get = (handler: Parameters<typeof callForResponse>[0], path: string, cookie?: string) =>
  callForResponse(handler, appRequest(path, { cookie }), contextFor(services));
const storedReturnTo = async (setCookie: string | null) =>
  (await createSessionStore(t.db, services.config).getSession(cookieFrom(setCookie))).get("returnTo");

describe("/api/login", () => {
  it("stores a same-site return target and sends the visitor to /login", async () => {
    const response = await get(apiLogin, `/api/login?returnTo=${encodeURIComponent("/therapist/signup?plan=free")}`);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/login");
    expect(await storedReturnTo(response.headers.get("Set-Cookie"))).toBe("/therapist/signup?plan=free");
  });

  it.each(["//evil.com", "/\\evil.com", "https://evil.com/x", "/\t/evil.com", "/..//evil.com"])(
    "ignores the open-redirect attempt %j (no session stored, straight to /login)",
    async (target) => {
      const before = await t.db.oneFirst(sql.unsafe`SELECT count(*)::int FROM sessions`);
      const response = await get(apiLogin, `/api/login?returnTo=${encodeURIComponent(target)}`);
      expect(response.headers.get("Location")).toBe("/login");
      expect(response.headers.get("Set-Cookie")).toBeNull();
      expect(await t.db.oneFirst(sql.unsafe`SELECT count(*)::int FROM sessions`)).toBe(before);
    },
  );

  it("sends someone already signed in straight to the target", async () => {
    const cookie = await signedInCookie(services, "already@example.com");
    expect((await get(apiLogin, "/api/login?returnTo=/admin", cookie)).headers.get("Location")).toBe("/admin");
    expect((await get(apiLogin, "/api/login?returnTo=//evil.com", cookie)).headers.get("Location")).toBe(
      "/therapist/dashboard",
    );
  });
});

it("the database refuses a return target that is not a path on this site", async () => {
  const insert = (target: string) =>
    t.db.query(sql.unsafe`INSERT INTO magic_link_tokens (email, token_hash, expires_at, return_to)
                          VALUES ('x@example.com', ${`h-${target}`}, now(), ${target})`);
  for (const bad of ["//evil.com", "/\\evil.com", "https://evil.com"]) {
    await expect(insert(bad)).rejects.toMatchObject({ constraint: "magic_link_tokens_return_to_relative" });
  }
  await expect(insert("/admin")).resolves.toBeTruthy();
});

describe("/join after sign-in", () => {
  it("goes to the target stored before the link was asked for, once; then to the dashboard", async () => {
    const entry = await get(apiLogin, "/api/login?returnTo=/therapist/signup%3Fplan%3Dfeatured");
    const visitorCookie = cookieFrom(entry.headers.get("Set-Cookie"));
    const ask = appRequest("/api/auth/request-magic-link", {
      json: { email: "returning@example.com" },
      cookie: visitorCookie,
    });
    expect((await callForResponse(requestLink, ask, contextFor(services))).status).toBe(200);
    // The link is opened in another browser (no cookie), where the person confirms: the target travels with the link.
    const token = await latestToken(services, "returning@example.com");
    const signedIn = (await call(
      verifyPage,
      appRequest("/auth/verify", { form: { token, intent: "continue" } }),
      contextFor(services),
    )) as { init: ResponseInit };
    const cookie = cookieFrom(new Headers(signedIn.init.headers).get("Set-Cookie"));
    const first = await get(join, "/join", cookie);
    expect(first.headers.get("Location")).toBe("/therapist/signup?plan=featured");
    const second = await get(join, "/join", cookieFrom(first.headers.get("Set-Cookie")));
    expect(second.headers.get("Location")).toBe("/therapist/dashboard");
  });

  it("keeps an admin's session as short as sign-in made it: its cookie and row still end 12 hours after sign-in", async () => {
    const entry = await get(apiLogin, "/api/login?returnTo=/admin");
    const ask = appRequest("/api/auth/request-magic-link", {
      json: { email: "listed-admin@example.com" },
      cookie: cookieFrom(entry.headers.get("Set-Cookie")),
    });
    expect((await callForResponse(requestLink, ask, contextFor(services))).status).toBe(200);
    const token = await latestToken(services, "listed-admin@example.com");
    const signedIn = (await call(
      verifyPage,
      appRequest("/auth/verify", { form: { token, intent: "continue" } }),
      contextFor(services),
    )) as { init: ResponseInit };
    const end = Date.now() + 12 * 3600_000;
    const joined = await get(join, "/join", cookieFrom(new Headers(signedIn.init.headers).get("Set-Cookie")));
    expect(joined.headers.get("Location")).toBe("/admin");
    const setCookie = joined.headers.get("Set-Cookie") ?? "";
    const maxAge = Number(/; Max-Age=(\d+)/i.exec(setCookie)?.[1]);
    expect(Date.now() + maxAge * 1000).toBeLessThanOrEqual(end + 1000);
    const session = await createSessionStore(t.db, services.config).getSession(cookieFrom(setCookie));
    const expire = await t.db.oneFirst(sql.unsafe`SELECT expire FROM sessions WHERE sid = ${session.id}`);
    expect(Number(expire)).toBeLessThanOrEqual(end + 1000);
  });

  it("leaves a session signed out between its read and its write signed out: no row written back, no cookie", async () => {
    const cookie = await signedInCookie(services, "join-sign-out@example.com");
    const store = createSessionStore(t.db, services.config);
    // /join has read the session, with a return target still to take...
    const read = await store.getSession(cookie);
    read.set("returnTo", "/therapist/dashboard");
    // ...when the same browser's sign-out commits
    await signOut(services, { session: await store.getSession(cookie) });
    const taken = await takeReturnTo(services, read, { adminRole: false });
    expect(await t.db.exists(sql.unsafe`SELECT 1 FROM sessions WHERE sid = ${read.id}`)).toBe(false);
    expect(taken).toBeNull();
    expect((await get(join, "/join", cookie)).headers.get("Location")).toBe("/login");
  });

  it("sends a signed-out visitor to /login", async () => {
    expect((await get(join, "/join")).headers.get("Location")).toBe("/login");
  });
});
