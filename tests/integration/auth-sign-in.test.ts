import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "slonik";
import { z } from "zod";
import { hashToken } from "#app/auth/tokens.server.ts";
import { createSessionStore } from "#app/auth/session.server.ts";
import { signInWithMagicLink } from "#app/auth/sign-in.server.ts";
import type { AppServices } from "#app/context.server.ts";
import { action as requestLink } from "#app/routes/api.auth.request-magic-link.ts";
import { loader as verifyGet } from "#app/routes/api.auth.verify-magic-link.ts";
import { action as verifyPage } from "#app/routes/auth.verify.tsx";
import { createTestDb, type TestDatabase } from "../support/db.ts";
import {
  APP_URL,
  appRequest,
  call,
  callForResponse,
  contextFor,
  cookieFrom,
  createTestServices,
  latestToken,
  queuedEmailsTo,
} from "../support/auth.ts";

// The magic link, end to end below the browser: request, email, token storage, use, sessions.

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

const count = (query: ReturnType<typeof sql.unsafe>) =>
  t.db.oneFirst(sql.type(z.object({ n: z.number() }))`SELECT count(*)::int AS n FROM (${query}) q`);
const Token = z.object({ tokenHash: z.string(), used: z.boolean(), expiresAt: z.number(), createdAt: z.number() });
const tokensFor = (email: string) =>
  t.db.any(sql.type(Token)`
    SELECT token_hash AS "tokenHash", used, expires_at AS "expiresAt", created_at AS "createdAt"
    FROM magic_link_tokens WHERE email = ${email} ORDER BY created_at`);

/** Asks for a link as a browser would; answers the token and the cookie that binds it to that browser. */
async function askForLinkIn(email: string, cookie?: string): Promise<{ token: string; browser: string }> {
  const response = await callForResponse(
    requestLink,
    appRequest("/api/auth/request-magic-link", { json: { email }, cookie }),
    contextFor(services),
  );
  expect(response.status).toBe(200);
  return {
    token: await latestToken(services, email.trim().toLowerCase()),
    browser: cookieFrom(response.headers.get("Set-Cookie")),
  };
}
const askForLink = async (email: string) => (await askForLinkIn(email)).token;

/** The spec's GET, from the browser that asked for the link (its binding cookie, and the session's if given). */
const verifyIn = (token: string, browser: string, session?: string) =>
  callForResponse(
    verifyGet,
    appRequest(`/api/auth/verify-magic-link?token=${token}`, { cookie: [session, browser].filter(Boolean).join("; ") }),
    contextFor(services),
  );

describe("requesting a link", () => {
  it("emails one link built from APP_URL, and stores only the token's SHA-256 hash", async () => {
    const token = await askForLink("  New.Person@Example.com ");
    const [email] = await queuedEmailsTo(services, "new.person@example.com");
    const links = email?.text.match(/https?:\/\/\S+/g) ?? [];
    expect(links).toEqual([`${APP_URL}/auth/verify?token=${token}`]);
    expect(Buffer.from(token, "base64url")).toHaveLength(32); // 256 random bits
    const [row] = await tokensFor("new.person@example.com");
    expect(row?.tokenHash).toBe(hashToken(token));
    expect(row?.tokenHash).not.toContain(token);
    const plain = await count(sql.unsafe`SELECT 1 FROM magic_link_tokens t WHERE t::text LIKE ${`%${token}%`}`);
    expect(plain).toBe(0);
    expect(row!.expiresAt - row!.createdAt).toBe(15 * 60_000);
  });

  it("answers the same whether or not the address has an account, and makes no account yet", async () => {
    await t.db.query(sql.unsafe`INSERT INTO users (email) VALUES ('known@example.com')`);
    const ask = (email: string) =>
      callForResponse(
        requestLink,
        appRequest("/api/auth/request-magic-link", { json: { email } }),
        contextFor(services, "198.51.100.1"),
      );
    const known = await ask("known@example.com");
    const unknown = await ask("stranger@example.com");
    expect(known.status).toBe(unknown.status);
    expect(await known.json()).toEqual(await unknown.json());
    expect(await count(sql.unsafe`SELECT 1 FROM users WHERE email = 'stranger@example.com'`)).toBe(0);
  });

  it("refuses a malformed address with 400 and the field error", async () => {
    for (const json of [{ email: "not-an-email" }, {}, { email: "" }]) {
      const response = await callForResponse(
        requestLink,
        appRequest("/api/auth/request-magic-link", { json }),
        contextFor(services),
      );
      expect(response.status).toBe(400);
      expect((await response.json()).errors.email).toEqual(["Please enter a valid email address"]);
    }
  });
});

describe("using a link", () => {
  it("signs in once, creates the user on first use, and fails the second time", async () => {
    const { token, browser } = await askForLinkIn("first-timer@example.com");
    expect(await count(sql.unsafe`SELECT 1 FROM users WHERE email = 'first-timer@example.com'`)).toBe(0);
    const first = await verifyIn(token, browser);
    expect(first.status).toBe(200);
    expect((await first.json()).user).toMatchObject({ email: "first-timer@example.com", role: "user", isAdmin: false });
    expect(first.headers.get("Set-Cookie")).toMatch(/^__session=.+; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax/);
    expect(await count(sql.unsafe`SELECT 1 FROM users WHERE email = 'first-timer@example.com'`)).toBe(1);
    const again = await verifyIn(token, browser);
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({
      message: "Invalid or expired magic link",
      errors: { token: ["Invalid or expired magic link"] },
    });
    expect(again.headers.get("Set-Cookie")).toBeNull();
  });

  it("a missing or unknown token is a 400 with the message", async () => {
    const { browser } = await askForLinkIn("getter@example.com");
    const missing = await callForResponse(verifyGet, appRequest("/api/auth/verify-magic-link"), contextFor(services));
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ message: "No token provided", errors: { token: ["No token provided"] } });
    const unknown = await verifyIn("A".repeat(43), browser);
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({
      message: "Invalid or expired magic link",
      errors: { token: ["Invalid or expired magic link"] },
    });
  });

  it("refuses an expired link (controllable clock) and accepts it just before", async () => {
    const { token, browser } = await askForLinkIn("clock@example.com");
    const session = await createSessionStore(t.db, services.config).getSession();
    const at = (minutes: number) => new Date(Date.now() + minutes * 60_000);
    const use = { token, session, ip: "x", cookie: browser, confirmed: false };
    expect(await signInWithMagicLink(services, { ...use, now: at(15.1) })).toEqual({ ok: false, reason: "invalid" });
    expect((await signInWithMagicLink(services, { ...use, now: at(14.9) })).ok).toBe(true);
  });

  it("a newer link does not cancel an older unused one, and both stay bound to the browser that asked", async () => {
    const older = await askForLinkIn("twice@example.com");
    const newer = await askForLinkIn("twice@example.com", older.browser);
    expect(older.token).not.toBe(newer.token);
    expect(newer.browser).toBe(older.browser); // one value per browser while it lasts
    expect((await verifyIn(older.token, older.browser)).status).toBe(200);
    expect((await verifyIn(newer.token, older.browser)).status).toBe(200);
  });

  it("twenty parallel uses of one link make exactly one session", async () => {
    const { token, browser } = await askForLinkIn("racer@example.com");
    const before = await count(sql.unsafe`SELECT 1 FROM sessions`);
    const results = await Promise.all(Array.from({ length: 20 }, () => verifyIn(token, browser)));
    expect(results.filter((response) => response.status === 200)).toHaveLength(1);
    expect(results.filter((response) => response.status === 400)).toHaveLength(19);
    expect(await count(sql.unsafe`SELECT 1 FROM sessions`)).toBe(before + 1);
    expect(await count(sql.unsafe`SELECT 1 FROM users WHERE email = 'racer@example.com'`)).toBe(1);
  });

  it("rotates the session id at sign-in: the old row is deleted, the return target carried over", async () => {
    const storage = createSessionStore(t.db, services.config);
    const visitor = await storage.getSession();
    visitor.set("returnTo", "/therapist/signup?plan=free");
    const oldCookie = cookieFrom(await storage.commitSession(visitor));
    const oldSid = (await storage.getSession(oldCookie)).id;
    expect(await count(sql.unsafe`SELECT 1 FROM sessions WHERE sid = ${oldSid}`)).toBe(1);

    const { token, browser } = await askForLinkIn("rotate@example.com");
    const response = await verifyIn(token, browser, oldCookie);
    const fresh = await storage.getSession(cookieFrom(response.headers.get("Set-Cookie")));
    expect(fresh.id).not.toBe(oldSid);
    expect(fresh.get("returnTo")).toBe("/therapist/signup?plan=free");
    expect(fresh.get("userId")).toBeTruthy();
    expect(await count(sql.unsafe`SELECT 1 FROM sessions WHERE sid = ${oldSid}`)).toBe(0);
  });

  it("the form on /auth/verify signs in the browser that asked, and reports failures with the spec's messages", async () => {
    const { token, browser } = await askForLinkIn("noscript@example.com");
    const post = (form: Record<string, string>) =>
      call(verifyPage, appRequest("/auth/verify", { form, cookie: browser }), contextFor(services));
    const ok = (await post({ token })) as { data: unknown; init: ResponseInit };
    expect(ok.data).toEqual({ status: "success" });
    expect(new Headers(ok.init.headers).get("Set-Cookie")).toMatch(/^__session=/);
    expect(((await post({ token })) as { data: unknown }).data).toEqual({
      status: "error",
      message: "Invalid or expired magic link",
    });
    expect(((await post({})) as { data: unknown }).data).toEqual({ status: "error", message: "No token provided" });
  });
});
