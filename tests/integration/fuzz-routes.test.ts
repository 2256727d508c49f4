import fc from "fast-check";
import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import type { AppServices } from "#app/context.server.ts";
import routes from "#app/routes.ts";
import { DEMO_ADMIN_EMAIL, DEMO_THERAPIST_EMAIL } from "#indexer/seed/seed.server.ts";
import { startAppServer, type AppServer } from "../support/app-server.ts";
import { createTestServices, signedInCookie } from "../support/auth.ts";
import type { TestDatabase } from "../support/db.ts";
import { createDirectoryDb } from "../support/directory.ts";
import { fuzzRequest, type FuzzRequest } from "../support/fuzz-requests.ts";
import { rawRequest, requestHead } from "../support/raw-http.ts";

// Property: whatever arrives (malformed query strings, paths, headers, and bodies of every content type, signed
// out or signed in as an admin or a therapist), every route in app/routes.ts answers below 500 and shows no stack
// trace, SQL, file path or the validation library's own wording. The route list is read from app/routes.ts, so a
// new route is covered by itself.
// fast-check picks a new seed each run and prints it (with the shrunk request) on failure.

// 20 requests a route (about 2,100 in all, some 20 s of a 2-core machine) in every test run, each run with a new
// seed, so the runs together search ever deeper; FUZZ_RUNS=1000 (say) searches deeper at once before a release.
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS) || 20;

/** Each route's URL pattern, nested ones joined; the index route is "/". */
function patterns(entries: readonly RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const own = entry.index ? parent : [parent, entry.path ?? ""].filter(Boolean).join("/");
    return [own, ...patterns(entry.children ?? [], own)];
  });
}

const LEAKS: [string, RegExp][] = [
  ["a stack trace", /\bat \S+ \(\S+:\d+:\d+\)|\n\s+at \S+/],
  ["a dependency path", /node_modules/],
  ["a file path", /\/work\/|\/home\/|\/tmp\/|[\w-]+\.tsx?:\d+/],
  [
    "SQL",
    /SELECT |INSERT INTO|syntax error at|violates .*constraint|relation "|invalid byte sequence|invalid input syntax/,
  ],
  // zod's own wording, which a refusal never uses: it names the library's types and option syntax, not the field
  [
    "the validation library's words",
    /Invalid (input|option|string|UUID|email address|ISO|key|element)\b|Too (small|big):|Unrecognized key/,
  ],
];

let t: TestDatabase;
let services: AppServices;
let server: AppServer;
let known: string[];

beforeAll(async () => {
  t = await createDirectoryDb();
  services = await createTestServices(t, { APP_URL: "http://app.test" });
  server = await startAppServer(services);
  const Row = z.object({ value: z.string() });
  const values = await t.db.anyFirst(sql.type(Row)`
    (SELECT slug AS value FROM therapists WHERE status = 'approved' ORDER BY slug LIMIT 2)
    UNION ALL (SELECT id::text FROM therapists ORDER BY id LIMIT 2)
    UNION ALL (SELECT id::text FROM therapist_submissions ORDER BY id LIMIT 2)
    UNION ALL (SELECT id::text FROM users ORDER BY id LIMIT 1)`);
  known = [...values, DEMO_ADMIN_EMAIL, DEMO_THERAPIST_EMAIL, "toronto", "anxiety", "profile-images/x.webp"];
}, 120_000);
afterAll(async () => {
  await server?.close();
  await services?.boss.stop({ graceful: false });
  await t?.release();
});

async function send(request: FuzzRequest) {
  const headers = { ...request.headers };
  if (request.identity !== "visitor" && headers.Cookie === undefined) {
    // A fresh session each time: a fuzzed POST /logout ends the one it was sent with.
    headers.Cookie =
      request.identity === "admin"
        ? await signedInCookie(services, DEMO_ADMIN_EMAIL, "admin")
        : await signedInCookie(services, DEMO_THERAPIST_EMAIL);
  }
  return rawRequest(server.port, requestHead(request.method, request.target, headers), request.body);
}

const ROUTES = [...new Set(patterns(routes as RouteConfigEntry[]))];

it("reads every route from app/routes.ts", () => {
  expect(ROUTES).toContain("therapists/:slug");
  expect(ROUTES).toContain("");
  expect(ROUTES.length).toBeGreaterThan(50);
});

describe.each(ROUTES)("/%s", (pattern) => {
  it("answers any request below 500 without leaking internals", async () => {
    await fc.assert(
      fc.asyncProperty(fuzzRequest(pattern, known), async (request) => {
        const response = await send(request);
        const shown = response.body;
        expect(response.status, `no answer to ${request.method} ${request.target}`).toBeGreaterThan(0);
        expect(response.status, `${request.method} ${request.target}: ${shown.slice(0, 300)}`).toBeLessThan(500);
        for (const [what, pattern] of LEAKS)
          expect(shown, `${what} in the answer to ${request.method} ${request.target}`).not.toMatch(pattern);
      }),
      { numRuns: RUNS_PER_ROUTE },
    );
  }, 120_000);
});
