import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import type { AppServices } from "#app/context.server.ts";
import routes from "#app/routes.ts";
import { DEMO_THERAPIST_EMAIL } from "#indexer/seed/seed.server.ts";
import { seedSubmission } from "../support/admin.ts";
import { startAppServer, type AppServer } from "../support/app-server.ts";
import { APP_URL, createTestServices, signedInCookie } from "../support/auth.ts";
import { approvedTherapist, validPost } from "../support/blog.ts";
import { createTestDb, type TestDatabase } from "../support/db.ts";
import { seedDirectory } from "../support/directory.ts";

// The authorisation matrix. Every route in app/routes.ts is either PUBLIC (anyone may use it, with the reason) or
// has MATRIX checks: a request made as each role (signed out, applicant, therapist, another therapist, admin) with
// the status each must get. A route added to app/routes.ts in neither list fails the suite, so a new route is
// decided on before it ships. Writes use an id that does not exist or a body that does not validate, so an
// allowed role gets 400/404 (it passed the guard) and nothing changes between checks.

type Role = "signed out" | "applicant" | "therapist" | "other therapist" | "admin";
const ROLES: readonly Role[] = ["signed out", "applicant", "therapist", "other therapist", "admin"];
type Statuses = Record<Role, number>;
type Check = { method?: string; path: (f: Fixture) => string; body?: unknown; expect: Statuses };
type Fixture = {
  therapistId: string;
  therapistSlug: string;
  therapistEmail: string;
  postId: string;
  postSlug: string;
  submissionId: string;
};

const NO_SUCH_ID = "00000000-0000-4000-8000-000000000000";

/**
 * Status rows: a page sends the signed-out to sign in (302), an API answers 401; a role without the right gets 403.
 * Admin pages answer the signed-out with their own sign-in prompt (200, no data) and others 403.
 */
const adminApi = (ok: number): Statuses => ({
  "signed out": 401,
  applicant: 403,
  therapist: 403,
  "other therapist": 403,
  admin: ok,
});
const adminPage = (ok: number): Statuses => ({
  "signed out": 200,
  applicant: 403,
  therapist: 403,
  "other therapist": 403,
  admin: ok,
});
const signedInApi = (ok: number, overrides: Partial<Statuses> = {}): Statuses => ({
  "signed out": 401,
  applicant: ok,
  therapist: ok,
  "other therapist": ok,
  admin: ok,
  ...overrides,
});
const signedInPage = (ok: number, overrides: Partial<Statuses> = {}): Statuses => ({
  "signed out": 302,
  applicant: ok,
  therapist: ok,
  "other therapist": ok,
  admin: ok,
  ...overrides,
});

/** Routes anyone may use, signed in or not, and why. */
const PUBLIC: Record<string, string> = {
  "": "home page",
  "therapists/:slug": "public profile (its contact form is rate-limited, not signed-in)",
  "privacy-policy": "static page",
  "terms-and-conditions": "static page",
  contact: "static page",
  healthz: "health check, says only whether the database answers",
  "dev/mailbox": "demo mode only (404 in production, see production-start test)",
  login: "sign-in form",
  "auth/verify": "uses a one-time sign-in token",
  logout: "ends the caller's own session only",
  "api/login": "sign-in entry",
  "api/auth/request-magic-link": "sign-in request, rate-limited per address and IP",
  "api/auth/verify-magic-link": "uses a one-time sign-in token",
  "account/confirm-email": "uses a one-time email-change token (a button, so opening the link changes nothing)",
  "api/therapists/:id/contact": "contact form, rate-limited per IP and therapist",
  "api/therapists/:id/blog-posts": "published articles of a profile",
  "api/events": "anonymous analytics events",
  blog: "published articles",
  "blog/rss.xml": "published articles",
  "blog/:slug": "a published article",
  "api/blog-posts/by-slug/:slug": "a published article",
  ontario: "directory page",
  "ontario/:city": "directory page",
  "issues/:issue": "directory page",
  "sitemap.xml": "public URLs",
  "robots.txt": "crawler rules",
  "api/therapists": "directory search",
  "api/therapists/filters/cities": "directory facets",
  "api/therapists/filters/specialties": "directory facets",
  "api/therapists/by-slug/:slug": "public profile",
  "api/therapists/:id": "public profile",
  pricing: "static page",
  "api/stripe/webhook": "signed by the payment provider (featured-webhook test)",
  "therapist/signup": "page explains sign-in first; its action requires a user",
  "badge/:file": "public badge image",
  "uploads/*": "public profile photos",
  "*": "not-found page",
};

/** Routes with a guard: each check is made as every role. */
const MATRIX: Record<string, Check[]> = {
  join: [{ path: () => "/join", expect: signedInPage(302) }],
  "api/auth/user": [{ path: () => "/api/auth/user", expect: signedInApi(200) }],
  "blog/create": [{ path: () => "/blog/create", expect: signedInPage(200) }],
  "blog/:slug/edit": [
    { path: (f) => `/blog/${f.postSlug}/edit`, expect: signedInPage(200, { applicant: 404, "other therapist": 404 }) },
  ],
  "api/blog-posts": [
    {
      path: () => "/api/blog-posts",
      expect: { "signed out": 200, applicant: 200, therapist: 200, "other therapist": 200, admin: 200 },
    },
    { method: "POST", path: () => "/api/blog-posts", body: {}, expect: signedInApi(400, { applicant: 403 }) },
  ],
  "api/blog-posts/:id": [
    {
      method: "PATCH",
      path: (f) => `/api/blog-posts/${f.postId}`,
      body: { status: "published" },
      expect: signedInApi(200, { applicant: 403, "other therapist": 403 }),
    },
  ],
  "api/create-subscription-checkout": [
    {
      method: "POST",
      path: () => "/api/create-subscription-checkout",
      body: {},
      expect: signedInApi(200, { applicant: 403, admin: 403 }),
    },
  ],
  "dev/checkout/:id": [{ path: () => `/dev/checkout/${NO_SUCH_ID}`, expect: signedInPage(404) }],
  "api/therapist-submissions": [
    { method: "POST", path: () => "/api/therapist-submissions", body: {}, expect: signedInApi(400) },
  ],
  "therapist/dashboard": [{ path: () => "/therapist/dashboard", expect: signedInPage(200) }],
  "api/therapist/my-profile": [
    { path: () => "/api/therapist/my-profile", expect: signedInApi(200) },
    { method: "PUT", path: () => "/api/therapist/my-profile", body: { firstName: "" }, expect: signedInApi(400) },
  ],
  "api/therapist/inquiry-count": [
    { path: () => "/api/therapist/inquiry-count", expect: signedInApi(200, { applicant: 404, admin: 404 }) },
  ],
  "therapist/edit-profile": [
    { path: () => "/therapist/edit-profile", expect: signedInPage(200, { applicant: 404, admin: 404 }) },
  ],
  "api/profile-images": [{ method: "POST", path: () => "/api/profile-images", body: {}, expect: signedInApi(400) }],
  admin: [{ path: () => "/admin", expect: adminPage(200) }],
  // The second step of an admin's sign-in: an admin who passed it goes on to the admin page.
  "admin/second-factor": [
    {
      path: () => "/admin/second-factor",
      expect: { "signed out": 302, applicant: 403, therapist: 403, "other therapist": 403, admin: 302 },
    },
  ],
  "admin/dashboard": [{ path: () => "/admin/dashboard", expect: adminPage(200) }],
  "admin/submissions/:id": [{ path: (f) => `/admin/submissions/${f.submissionId}`, expect: adminPage(200) }],
  "api/admin/stats": [{ path: () => "/api/admin/stats", expect: adminApi(200) }],
  "api/admin/submissions": [{ path: () => "/api/admin/submissions", expect: adminApi(200) }],
  "api/admin/submissions/:id/status": [
    {
      method: "PATCH",
      path: (f) => `/api/admin/submissions/${f.submissionId}/status`,
      body: { status: "nonsense" },
      expect: adminApi(400),
    },
  ],
  "api/admin/submissions/:id/approve": [
    { method: "POST", path: () => `/api/admin/submissions/${NO_SUCH_ID}/approve`, body: {}, expect: adminApi(404) },
  ],
  "admin/edit-therapist/:email?": [
    { path: (f) => `/admin/edit-therapist/${f.therapistEmail}`, expect: adminPage(200) },
  ],
  "api/admin/therapists": [{ path: () => "/api/admin/therapists", expect: adminApi(200) }],
  "api/admin/therapists/:id": [
    { method: "DELETE", path: () => `/api/admin/therapists/${NO_SUCH_ID}`, expect: adminApi(404) },
  ],
  "api/admin/therapist/:email": [
    { path: (f) => `/api/admin/therapist/${f.therapistEmail}`, expect: adminApi(200) },
    {
      method: "PUT",
      path: (f) => `/api/admin/therapist/${f.therapistEmail}`,
      body: { firstName: "" },
      expect: adminApi(400),
    },
  ],
  "admin/link-therapists": [{ path: () => "/admin/link-therapists", expect: adminPage(200) }],
  "api/admin/users/search": [{ path: () => "/api/admin/users/search?email=example", expect: adminApi(200) }],
  "api/admin/therapists/:id/link-user": [
    { method: "POST", path: () => `/api/admin/therapists/${NO_SUCH_ID}/link-user`, body: {}, expect: adminApi(400) },
  ],
  "api/admin/send-linking-reminders": [
    {
      method: "POST",
      path: () => "/api/admin/send-linking-reminders",
      body: { confirm: "nonsense" },
      expect: adminApi(200),
    },
  ],
  "admin/inquiries": [{ path: () => "/admin/inquiries", expect: adminPage(200) }],
  "api/admin/inquiries": [{ path: () => "/api/admin/inquiries", expect: adminApi(200) }],
};

/** Each route's URL pattern, nested ones joined; the index route is "". */
function patterns(entries: readonly RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const own = entry.index ? parent : [parent, entry.path ?? ""].filter(Boolean).join("/");
    return [own, ...patterns(entry.children ?? [], own)];
  });
}
const ROUTES = [...new Set(patterns(routes as RouteConfigEntry[]))];

let t: TestDatabase;
let services: AppServices;
let server: AppServer;
let fixture: Fixture;
const cookies = new Map<Role, string>();

beforeAll(async () => {
  t = await createTestDb();
  await seedDirectory(t);
  services = await createTestServices(t, { APP_URL });
  server = await startAppServer(services);
  cookies.set("therapist", await signedInCookie(services, DEMO_THERAPIST_EMAIL));
  cookies.set("admin", await signedInCookie(services, "matrix-admin@example.com", "admin"));
  const other = await approvedTherapist(services, "other-therapist@example.com");
  cookies.set("other therapist", other.cookie);
  const submission = await seedSubmission(t.db, { userEmail: "applicant@example.com" });
  cookies.set("applicant", await signedInCookie(services, "applicant@example.com"));
  const Own = z.object({ id: z.uuid(), slug: z.string(), email: z.string() });
  const own = await t.db.one(sql.type(Own)`
    SELECT t.id, t.slug, t.email FROM therapists t JOIN users u ON u.id = t.user_id WHERE u.email = ${DEMO_THERAPIST_EMAIL}`);
  const post = await send("therapist", "POST", "/api/blog-posts", validPost(own.id));
  expect(post.status).toBe(201);
  const { post: created } = (await post.json()) as { post: { id: string; slug: string } };
  fixture = {
    therapistId: own.id,
    therapistSlug: own.slug,
    therapistEmail: own.email,
    postId: created.id,
    postSlug: created.slug,
    submissionId: submission.id,
  };
}, 120_000);
afterAll(async () => {
  await server?.close();
  await services?.boss.stop({ graceful: false });
  await t?.drop();
});

function send(role: Role, method: string, path: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = {
    Origin: APP_URL,
    Accept: path.startsWith("/api/") ? "application/json" : "text/html",
  };
  const cookie = cookies.get(role);
  if (cookie) headers.Cookie = cookie;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  return fetch(`http://127.0.0.1:${server.port}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: "manual",
  });
}

describe("the authorisation matrix", () => {
  it("lists every route of app/routes.ts as public or in the matrix, and no route that does not exist", () => {
    expect(ROUTES.length).toBeGreaterThan(50);
    const undecided = ROUTES.filter((route) => !(route in PUBLIC) && !(route in MATRIX));
    expect(undecided, "routes neither public nor in the authorisation matrix").toEqual([]);
    const both = ROUTES.filter((route) => route in PUBLIC && route in MATRIX);
    expect(both, "routes both public and in the matrix").toEqual([]);
    const stale = [...Object.keys(PUBLIC), ...Object.keys(MATRIX)].filter((route) => !ROUTES.includes(route));
    expect(stale, "listed routes that app/routes.ts no longer has").toEqual([]);
  });

  it("includes the blog and Featured routes", () => {
    for (const route of [
      "blog/create",
      "blog/:slug/edit",
      "api/blog-posts",
      "api/blog-posts/:id",
      "api/create-subscription-checkout",
      "dev/checkout/:id",
    ]) {
      expect(MATRIX[route], route).toBeDefined();
    }
  });

  const checks = Object.entries(MATRIX).flatMap(([route, list]) => list.map((check) => ({ route, check })));
  it.each(checks)("$route: $check.method as each role", async ({ check }) => {
    const method = check.method ?? "GET";
    const path = check.path(fixture);
    const got: Partial<Statuses> = {};
    for (const role of ROLES) {
      const response = await send(role, method, path, check.body);
      got[role] = response.status;
      // The signed-out never see a therapist's private address, whatever the status (admin pages answer them with
      // 200 and a sign-in prompt). A URL that names the address itself is echoed in the sign-in link, so it is left out.
      if (role === "signed out" && !path.includes(fixture.therapistEmail))
        expect(await response.text(), `${method} ${path}`).not.toContain(fixture.therapistEmail);
    }
    expect(got, `${method} ${path}: ${JSON.stringify(got)}`).toEqual(check.expect);
  });
});
