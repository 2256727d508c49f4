import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer, type ViteDevServer } from "vite";
import type { AppServices } from "#app/context.server.ts";
import { APP_URL, createTestServices, signedInCookie } from "../support/auth.ts";
import { createTestDb, type TestDatabase } from "../support/db.ts";
import type * as Unguarded from "../support/unguarded-admin-page.ts";

// Admin access is the admin layout's to decide: a page added under it with no guard of its own (its loader and
// action hand out admin-only data to whoever asks) is still refused to everyone but an admin, on a page load, a
// client navigation (`.data`) and a form post with or without JavaScript, and its loader and action never run.

let t: TestDatabase;
let services: AppServices;
let vite: ViteDevServer;
let app: Unguarded.UnguardedApp;
let page: { path: string; secret: string };
const cookies: Record<string, string | undefined> = {};

beforeAll(async () => {
  t = await createTestDb();
  services = await createTestServices(t, { ADMIN_EMAILS: "listed-admin@example.com" });
  vite = await createServer({
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: "custom",
    logLevel: "silent",
  });
  const support = (await vite.ssrLoadModule("./tests/support/unguarded-admin-page.ts")) as typeof Unguarded;
  app = support.appWithUnguardedAdminPage(services);
  page = { path: support.UNGUARDED_PATH, secret: support.SECRET };
  cookies["signed out"] = undefined;
  cookies["signed in, not an admin"] = await signedInCookie(services, "owner@example.com");
  cookies["admin before the second factor"] = await signedInCookie(services, "role-admin@example.com", "admin", {
    secondFactor: false,
  });
  cookies.admin = await signedInCookie(services, "listed-admin@example.com");
}, 120_000);
afterAll(async () => {
  await vite?.close();
  await services?.boss.stop({ graceful: false });
  await t?.release();
});

type Kind = "page load" | "client navigation (.data)" | "form post" | "scripted form post (.data)";
const KINDS: Kind[] = ["page load", "client navigation (.data)", "form post", "scripted form post (.data)"];

/** The request a browser makes for each kind, with the session's cookie. */
function request(kind: Kind, cookie: string | undefined): Request {
  const data = kind.endsWith("(.data)");
  const post = kind.includes("post");
  const headers = new Headers({ Accept: data ? "*/*" : "text/html" });
  if (cookie) headers.set("Cookie", cookie);
  if (post) {
    headers.set("Origin", APP_URL);
    headers.set("Content-Type", "application/x-www-form-urlencoded");
  }
  return new Request(`${APP_URL}${page.path}${data ? ".data" : ""}`, {
    method: post ? "POST" : "GET",
    headers,
    body: post ? "intent=anything" : undefined,
  });
}

type Person = "signed out" | "signed in, not an admin" | "admin before the second factor";
type Expected = { status: number; to?: string; shows?: string[]; hides?: string[] };

const returnTo = () => encodeURIComponent(page.path);
const SIGN_IN = () => `/api/login?returnTo=${returnTo()}`;
const SECOND_FACTOR = () => `/admin/second-factor?returnTo=${returnTo()}`;
const TITLE = "<title>Admin Dashboard | ";

/** What each person gets, as the admin pages answer today; a redirect of a `.data` request is a 202 naming it. */
const REFUSED: Record<Person, Record<Kind, () => Expected>> = {
  "signed out": {
    "page load": () => ({ status: 401, shows: [TITLE, "Authentication Required", SIGN_IN()], hides: ["Sign out"] }),
    "client navigation (.data)": () => ({ status: 401, shows: ["adminRefusal", SIGN_IN()] }),
    "form post": () => ({ status: 302, to: SIGN_IN() }),
    "scripted form post (.data)": () => ({ status: 202, shows: [SIGN_IN()] }),
  },
  "signed in, not an admin": {
    // The header is the signed-in one, though no loader (the root's neither) ran.
    "page load": () => ({ status: 403, shows: [TITLE, "Not Allowed", "Sign out"] }),
    "client navigation (.data)": () => ({ status: 403, shows: ["adminRefusal"] }),
    "form post": () => ({ status: 403, shows: [TITLE, "Not Allowed", "Sign out"] }),
    "scripted form post (.data)": () => ({ status: 403, shows: ["adminRefusal"] }),
  },
  "admin before the second factor": {
    "page load": () => ({ status: 302, to: SECOND_FACTOR() }),
    "client navigation (.data)": () => ({ status: 202, shows: [SECOND_FACTOR()] }),
    "form post": () => ({ status: 302, to: SECOND_FACTOR() }),
    "scripted form post (.data)": () => ({ status: 202, shows: [SECOND_FACTOR()] }),
  },
};

describe("an admin page without a guard of its own, under the admin layout", () => {
  describe.each(Object.keys(REFUSED) as Person[])("is refused %s", (person) => {
    it.each(KINDS)("%s", async (kind) => {
      const expected = REFUSED[person][kind]();
      const before = { ...app.calls };
      const response = await app.fetch(request(kind, cookies[person]));
      const body = await response.text();
      expect(response.status).toBe(expected.status);
      if (expected.to) expect(response.headers.get("Location")).toBe(expected.to);
      for (const text of expected.shows ?? []) expect(body).toContain(text);
      for (const text of expected.hides ?? []) expect(body).not.toContain(text);
      expect(body).not.toContain(page.secret);
      expect(app.calls, "the page's loader and action never ran").toEqual(before);
    });
  });

  // The page itself works: what the others were refused is what an admin gets.
  it.each(KINDS)("answers an admin: %s", async (kind) => {
    const before = { ...app.calls };
    const response = await app.fetch(request(kind, cookies.admin));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(page.secret);
    expect(app.calls.loader + app.calls.action).toBeGreaterThan(before.loader + before.action);
  });
});
