import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppServices } from "#app/context.server.ts";
import { startAppServer, type AppServer } from "../support/app-server.ts";
import { APP_URL, createTestServices } from "../support/auth.ts";
import { MATRIX, anyone, type Entry, type Statuses } from "../support/authorisation-matrix.ts";
import { ROLES, createRoles, rowDigests, type Fixture, type Role, type Send } from "../support/authorisation-roles.ts";
import type { TestDatabase } from "../support/db.ts";
import { createDirectoryDb } from "../support/directory.ts";
import { WRITES, routeMethods, type RouteMethods } from "../support/route-methods.ts";

// The authorisation matrix (tests/support/authorisation-matrix.ts), over HTTP against one app on the demo data:
// every route of app/routes.ts with every method its module answers has an entry, and each entry's request, made
// as every role, gets the status the entry states. A writing method that an action does not accept must be refused
// (405) whoever asks.

let t: TestDatabase;
let services: AppServices;
let server: AppServer;
let roles: Awaited<ReturnType<typeof createRoles>>;
let routes: RouteMethods[];
let before: Record<string, string>;

/** A request as a browser on the app's own page makes it (its origin, same-origin fetch metadata). */
const send: Send = (cookie, method, path, body) => {
  const headers: Record<string, string> = {
    Origin: `http://127.0.0.1:${server.port}`,
    "Sec-Fetch-Site": "same-origin",
    Accept: path.startsWith("/api/") ? "application/json" : "text/html",
  };
  if (cookie) headers.Cookie = cookie;
  let payload: string | undefined;
  if (body && "json" in body) {
    headers["Content-Type"] = "application/json";
    payload = JSON.stringify(body.json);
  } else if (body) {
    headers["Content-Type"] = "application/x-www-form-urlencoded";
    payload = new URLSearchParams(body.form).toString();
  }
  return fetch(`http://127.0.0.1:${server.port}${path}`, { method, headers, body: payload, redirect: "manual" });
};

beforeAll(async () => {
  t = await createDirectoryDb();
  services = await createTestServices(t, { APP_URL });
  server = await startAppServer(services);
  routes = await routeMethods();
  roles = await createRoles(services, send);
  before = await rowDigests(services.db);
}, 120_000);
afterAll(async () => {
  await server?.close();
  await services?.boss.stop({ graceful: false });
  await t?.release();
});

const [methodOf, patternOf] = [(key: string) => key.split(" ")[0]!, (key: string) => key.split(" ")[1]!];
/** The catch-all routes: what they match is a path no route has. */
const CATCH_ALLS = ["/*", "/api/*"];

/** The path an entry requests: its own, or the pattern itself when it has no parameters. */
function pathOf(key: string, entry: Entry, fixture: Fixture): string {
  if (entry.path) return entry.path(fixture);
  const pattern = patternOf(key);
  if (/[:*]/.test(pattern)) throw new Error(`"${key}" has parameters: give its entry a path`);
  return pattern;
}

/**
 * HEAD runs a GET's loaders and guards and only leaves out the body: it is asked as the roles that meet a guard's
 * three outcomes (signed out, signed in as someone the resource is not theirs, the admin who passes every guard)
 * rather than as all seven.
 */
const HEAD_ROLES: readonly Role[] = ["anonymous", "other therapist", "admin"];
const expectedOf = (statuses: Statuses, asked: readonly Role[]) =>
  Object.fromEntries(asked.map((role) => [role, statuses[role]]));

/** The status each role gets for the request; the anonymous never see the demo therapist's private address. */
async function statusesFor(
  method: string,
  path: string,
  entry: Entry,
  asked: readonly Role[] = ROLES,
): Promise<Partial<Statuses>> {
  const { fixture, cookies, freshCookie } = roles;
  const body = typeof entry.body === "function" ? entry.body(fixture) : entry.body;
  const answers = await Promise.all(
    asked.map(async (role): Promise<[Role, number]> => {
      const cookie = entry.endsSession ? await freshCookie(role) : cookies.get(role);
      const response = await send(cookie, method, path, body);
      const text = await response.text();
      // A URL that names the address is echoed in the sign-in link, so it is left out.
      if (role === "anonymous" && !path.includes(fixture.therapistEmail))
        expect(text, `${method} ${path}`).not.toContain(fixture.therapistEmail);
      return [role, response.status];
    }),
  );
  return Object.fromEntries(answers) as Partial<Statuses>;
}

/** The writing methods a route's action is sent that it has no entry for, with a path to send them to. */
function unlistedWrites(): { key: string; path: string; endsSession: boolean }[] {
  return routes.flatMap(({ pattern, action }) => {
    if (!action) return [];
    const listed = Object.entries(MATRIX).filter(([key]) => patternOf(key) === pattern);
    // The path of any of the route's entries (a new route has none: its parameters are filled in); a session that
    // one of its methods ends is one another might end.
    const path = listed[0] ? pathOf(...listed[0], roles.fixture) : pattern.replace(/:\w+\??|\*/g, "x");
    const endsSession = listed.some(([, entry]) => entry.endsSession);
    return WRITES.filter((method) => !(`${method} ${pattern}` in MATRIX)).map((method) => ({
      key: `${method} ${pattern}`,
      path,
      endsSession,
    }));
  });
}

describe("the authorisation matrix", () => {
  it("has a GET entry for every route of app/routes.ts with a loader or a page, and none for what no route answers", () => {
    const keys = new Set(Object.keys(MATRIX));
    const missing = routes.filter((route) => route.reads && !keys.has(`GET ${route.pattern}`));
    expect(
      missing.map((route) => `GET ${route.pattern}`),
      "no entry in tests/support/authorisation-matrix.ts for these routes and methods",
    ).toEqual([]);
    const answered = (key: string) =>
      routes.some(
        ({ pattern, reads, action }) => pattern === patternOf(key) && (methodOf(key) === "GET" ? reads : action),
      );
    const stale = [...keys].filter((key) => !answered(key));
    expect(stale, "entries for a route or method that app/routes.ts does not have").toEqual([]);
  });

  it("has an entry for each writing method an action accepts: any other is refused (405) whoever asks", async () => {
    const probes = unlistedWrites();
    const accepted: string[] = [];
    // A few at a time: each is a 405 before any guard, so the roles' requests are cheap.
    for (let i = 0; i < probes.length; i += 6) {
      await Promise.all(
        probes.slice(i, i + 6).map(async ({ key, path, endsSession }) => {
          const got = await statusesFor(methodOf(key), path, { body: { json: {} }, expect: anyone(405), endsSession });
          if (Object.values(got).some((status) => status !== 405))
            accepted.push(`${key} answers ${JSON.stringify(got)}`);
        }),
      );
    }
    expect(accepted.sort(), "no entry in tests/support/authorisation-matrix.ts for these routes and methods").toEqual(
      [],
    );
  }, 120_000);

  it("answers OPTIONS of every route with 204, no body and Allow naming what it takes; 404 where no route is", async () => {
    const wrong: string[] = [];
    for (const { pattern, reads } of routes) {
      const listed = Object.entries(MATRIX).filter(([key]) => patternOf(key) === pattern);
      // the path its writes are sent to (the index route's at ?index), else any of its entries'
      const entry = listed.find(([key]) => methodOf(key) !== "GET") ?? listed[0];
      const path = entry ? pathOf(...entry, roles.fixture) : pattern.replace(/:\w+\??|\*/g, "x");
      const response = await send(undefined, "OPTIONS", path, undefined);
      const body = await response.text();
      const got = `${response.status} ${response.headers.get("Allow")} ${JSON.stringify(body.slice(0, 80))}`;
      if (CATCH_ALLS.includes(pattern)) {
        if (response.status !== 404 || response.headers.has("Allow")) wrong.push(`OPTIONS ${path} answers ${got}`);
        continue;
      }
      const writes = listed.map(([key]) => methodOf(key)).filter((method) => method !== "GET");
      const taken = [...(reads ? ["GET", "HEAD"] : []), ...writes, "OPTIONS"].sort();
      const allow = response.headers.get("Allow")?.split(", ").sort();
      if (response.status !== 204 || body !== "" || JSON.stringify(allow) !== JSON.stringify(taken))
        wrong.push(`OPTIONS ${path} answers ${got}, not 204 with ${taken.join(", ")}`);
    }
    expect(wrong).toEqual([]);
  });

  it("refuses what a route does not take (405, behind its guards); under /api/ as JSON naming what it takes (Allow)", async () => {
    const bodyFor = (method: string) => (method === "GET" || method === "HEAD" ? undefined : { json: {} });
    const refused = routes.flatMap(({ pattern, reads, action }) =>
      [...(reads ? [] : ["GET", "HEAD"]), ...(action ? [] : WRITES)].map((method) => ({
        method,
        pattern,
        path: pattern.replace(/:\w+\??|\*/g, "x"),
      })),
    );
    expect(refused.filter(({ method }) => method === "GET").length).toBeGreaterThan(10);
    const answered: string[] = [];
    for (const { method, pattern, path } of refused) {
      const got = await statusesFor(method, path, { body: bodyFor(method), expect: anyone(405) });
      // Whoever a route's guard turns away first (to sign in, or 403) is turned away; the admin passes every guard.
      const wrong = Object.values(got).some((status) => ![405, 302, 401, 403].includes(status));
      if (wrong || got.admin !== 405) answered.push(`${method} ${pattern} answers ${JSON.stringify(got)}`);
      // every 405 names what the path takes (RFC 9110), as its OPTIONS does; the admin passes every guard
      const refusal = await send(roles.cookies.get("admin"), method, path, bodyFor(method));
      const options = await send(undefined, "OPTIONS", path, undefined);
      expect(refusal.headers.get("Allow"), `${method} ${pattern}`).toMatch(/^[A-Z]+(, [A-Z]+)*$/);
      expect(refusal.headers.get("Allow"), `${method} ${pattern}`).not.toContain(method);
      if (!CATCH_ALLS.includes(pattern))
        expect(refusal.headers.get("Allow"), `${method} ${pattern}`).toBe(options.headers.get("Allow"));
      if (!pattern.startsWith("/api/")) continue;
      expect(refusal.headers.get("Content-Type"), `${method} ${pattern}`).toMatch(/^application\/json/);
    }
    expect(answered).toEqual([]);
  }, 240_000);

  it.each(Object.entries(MATRIX))("%s", async (key, entry) => {
    const path = pathOf(key, entry, roles.fixture);
    const method = methodOf(key);
    expect(await statusesFor(method, path, entry), `${key}: ${method} ${path}`).toEqual(entry.expect);
    if (method === "GET")
      expect(await statusesFor("HEAD", path, entry, HEAD_ROLES), `${key}: HEAD ${path}`).toEqual(
        expectedOf(entry.expect, HEAD_ROLES),
      );
  });

  it("changed nothing: every table the routes write holds the rows it held before the checks", async () => {
    expect(await rowDigests(services.db)).toEqual(before);
  });
});
