import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RouterContextProvider } from "react-router";
import { sql } from "slonik";
import { z } from "zod";
import { adminAccess, currentPath, requireAdmin, requireUser } from "#app/auth/guards.server.ts";
import type { AppServices } from "#app/context.server.ts";
import { loader as apiUser } from "#app/routes/api.auth.user.ts";
import { loader as apiMyProfile } from "#app/routes/api.therapist.my-profile.ts";
import { loader as dashboardPage } from "#app/routes/therapist.dashboard.tsx";
import { loader as adminDashboardPage, action as adminDashboardAction } from "#app/routes/admin.tsx";
import { loader as adminSubmissionPage } from "#app/routes/admin.submissions.id.tsx";
import { loader as adminStatsApi } from "#app/routes/api.admin.stats.ts";
import { loader as adminSubmissionsApi } from "#app/routes/api.admin.submissions.ts";
import { action as adminApproveApi } from "#app/routes/api.admin.submissions.id.approve.ts";
import { action as adminStatusApi } from "#app/routes/api.admin.submissions.id.status.ts";
import { loader as adminEditPage, action as adminEditAction } from "#app/routes/admin.edit-therapist.tsx";
import { loader as adminLinkPage, action as adminLinkAction } from "#app/routes/admin.link-therapists.tsx";
import { action as adminRemindApi } from "#app/routes/api.admin.send-linking-reminders.ts";
import { action as adminLinkUserApi } from "#app/routes/api.admin.therapists.id.link-user.ts";
import { loader as adminUsersSearchApi } from "#app/routes/api.admin.users.search.ts";
import { loader as adminInquiriesPage } from "#app/routes/admin.inquiries.tsx";
import { loader as adminInquiriesApi } from "#app/routes/api.admin.inquiries.ts";
import { loader as adminTherapistsApi } from "#app/routes/api.admin.therapists.ts";
import { action as adminDeleteApi } from "#app/routes/api.admin.therapists.id.ts";
import { loader as adminTherapistGet, action as adminTherapistPut } from "#app/routes/api.admin.therapist.email.ts";
import { behindAdminLayout } from "../support/admin.ts";
import { createTestDb, type TestDatabase } from "../support/db.ts";
import { appRequest, callForResponse, contextFor, createTestServices, signedInCookie } from "../support/auth.ts";

// Every protected route, as every kind of person: visitor, therapist (owner), another therapist, and admins
// (by ADMIN_EMAILS and by role). Each issue that adds a protected route adds its row to PROTECTED.

type Person = "visitor" | "therapist" | "other therapist" | "admin by ADMIN_EMAILS" | "admin by role";
type Access = "signed-in" | "admin";
type Handler = (args: { request: Request; context: RouterContextProvider }) => Promise<Response>;
type ProtectedRoute = {
  name: string;
  path: string;
  method?: string;
  kind: "api" | "page";
  access: Access;
  handler: Handler;
  /** What an allowed person gets when not 200 (e.g. 404 for an id that does not exist). */
  okStatus?: number;
};

const ALLOWED: Record<Access, Person[]> = {
  "signed-in": ["therapist", "other therapist", "admin by ADMIN_EMAILS", "admin by role"],
  admin: ["admin by ADMIN_EMAILS", "admin by role"],
};

let t: TestDatabase;
let services: AppServices;
const cookies = new Map<Person, string | undefined>();
let ownerId = "";

/** Stand-ins for handlers the later issues write, built on the same guards. */
const adminOnly: Handler = async ({ request, context }) => {
  await requireAdmin(request, context);
  return Response.json({ ok: true });
};
const userOnly: Handler = async ({ request, context }) => {
  await requireUser(request, context);
  return Response.json({ ok: true });
};

/** A handler given route params (the table's caller passes none). */
const withParams =
  (handler: unknown, params: Record<string, string>): Handler =>
  (args) =>
    (handler as Handler)({ ...args, params } as never);
const NO_SUCH_ID = "00000000-0000-4000-8000-000000000000";

/** A page loader that returns data (not a Response) when allowed: 200 for the table. */
const pageData =
  (loader: unknown): Handler =>
  async (args) => {
    const result: unknown = await (loader as Handler)(args);
    return result instanceof Response ? result : Response.json({ ok: true });
  };
/** A thrown `data()` answer (React Router renders it with its status), or undefined for anything else. */
const thrownStatus = (value: unknown) =>
  value && typeof value === "object" && "init" in value
    ? (value as { init: { status: number } }).init.status
    : undefined;
/** An admin page's loader or action behind the admin layout's middleware, as the table's page handler. */
const adminPageData =
  (handler: unknown): Handler =>
  async (args) => {
    try {
      return await pageData(behindAdminLayout(handler as Handler))(args);
    } catch (thrown) {
      const status = thrownStatus(thrown);
      if (status === undefined) throw thrown;
      return new Response(null, { status });
    }
  };

const PROTECTED: ProtectedRoute[] = [
  {
    name: "GET /api/auth/user",
    path: "/api/auth/user",
    kind: "api",
    access: "signed-in",
    handler: apiUser as unknown as Handler,
  },
  { name: "requireAdmin on an API route", path: "/api/admin/stats", kind: "api", access: "admin", handler: adminOnly },
  { name: "requireAdmin on a page", path: "/admin", kind: "page", access: "admin", handler: adminOnly },
  { name: "requireUser on a page", path: "/therapist/dashboard", kind: "page", access: "signed-in", handler: userOnly },
  {
    name: "GET /api/therapist/my-profile",
    path: "/api/therapist/my-profile",
    kind: "api",
    access: "signed-in",
    handler: apiMyProfile as unknown as Handler,
  },
  {
    name: "/therapist/dashboard page",
    path: "/therapist/dashboard",
    kind: "page",
    access: "signed-in",
    handler: pageData(dashboardPage),
  },
  {
    name: "GET /api/admin/stats",
    path: "/api/admin/stats",
    kind: "api",
    access: "admin",
    handler: adminStatsApi as unknown as Handler,
  },
  {
    name: "GET /api/admin/submissions",
    path: "/api/admin/submissions",
    kind: "api",
    access: "admin",
    handler: adminSubmissionsApi as unknown as Handler,
  },
  {
    name: "POST /api/admin/submissions/{id}/approve",
    path: `/api/admin/submissions/${NO_SUCH_ID}/approve`,
    method: "POST",
    kind: "api",
    access: "admin",
    handler: withParams(adminApproveApi, { id: NO_SUCH_ID }),
    okStatus: 400,
  },
  {
    name: "PATCH /api/admin/submissions/{id}/status",
    path: `/api/admin/submissions/${NO_SUCH_ID}/status`,
    method: "PATCH",
    kind: "api",
    access: "admin",
    handler: withParams(adminStatusApi, { id: NO_SUCH_ID }),
    okStatus: 400,
  },
  {
    name: "POST /admin (approve/reject form)",
    path: "/admin",
    method: "POST",
    kind: "page",
    access: "admin",
    handler: adminPageData(adminDashboardAction),
  },
  {
    name: "GET /api/admin/therapists",
    path: "/api/admin/therapists",
    kind: "api",
    access: "admin",
    handler: adminTherapistsApi as unknown as Handler,
  },
  {
    name: "GET /api/admin/therapists?email=",
    path: "/api/admin/therapists?email=nobody%40example.com",
    kind: "api",
    access: "admin",
    handler: adminTherapistsApi as unknown as Handler,
    okStatus: 404,
  },
  {
    name: "DELETE /api/admin/therapists/{id}",
    path: `/api/admin/therapists/${NO_SUCH_ID}`,
    method: "DELETE",
    kind: "api",
    access: "admin",
    handler: withParams(adminDeleteApi, { id: NO_SUCH_ID }),
    okStatus: 404,
  },
  {
    name: "GET /api/admin/therapist/{email}",
    path: "/api/admin/therapist/nobody%40example.com",
    kind: "api",
    access: "admin",
    handler: withParams(adminTherapistGet, { email: "nobody@example.com" }),
    okStatus: 404,
  },
  {
    name: "PUT /api/admin/therapist/{email}",
    path: "/api/admin/therapist/nobody%40example.com",
    method: "PUT",
    kind: "api",
    access: "admin",
    handler: withParams(adminTherapistPut, { email: "nobody@example.com" }),
    okStatus: 400,
  },
  {
    name: "POST /admin/edit-therapist/{email} (form)",
    path: "/admin/edit-therapist/nobody%40example.com",
    method: "POST",
    kind: "page",
    access: "admin",
    handler: adminPageData(withParams(adminEditAction, { email: "nobody@example.com" })),
  },
  {
    name: "GET /api/admin/users/search",
    path: "/api/admin/users/search?email=example",
    kind: "api",
    access: "admin",
    handler: adminUsersSearchApi as unknown as Handler,
  },
  {
    name: "POST /api/admin/therapists/{id}/link-user",
    path: `/api/admin/therapists/${NO_SUCH_ID}/link-user`,
    method: "POST",
    kind: "api",
    access: "admin",
    handler: withParams(adminLinkUserApi, { id: NO_SUCH_ID }),
    okStatus: 400,
  },
  {
    name: "POST /api/admin/send-linking-reminders",
    path: "/api/admin/send-linking-reminders",
    method: "POST",
    kind: "api",
    access: "admin",
    handler: adminRemindApi as unknown as Handler,
  },
  {
    name: "POST /admin/link-therapists (form)",
    path: "/admin/link-therapists",
    method: "POST",
    kind: "page",
    access: "admin",
    handler: adminPageData(adminLinkAction),
  },
  {
    name: "GET /api/admin/inquiries",
    path: "/api/admin/inquiries",
    kind: "api",
    access: "admin",
    handler: adminInquiriesApi as unknown as Handler,
  },
];

beforeAll(async () => {
  t = await createTestDb();
  services = await createTestServices(t, { ADMIN_EMAILS: "listed-admin@example.com" });
  cookies.set("visitor", undefined);
  cookies.set("therapist", await signedInCookie(services, "owner@example.com"));
  cookies.set("other therapist", await signedInCookie(services, "other@example.com"));
  cookies.set("admin by ADMIN_EMAILS", await signedInCookie(services, "listed-admin@example.com"));
  cookies.set("admin by role", await signedInCookie(services, "role-admin@example.com", "admin"));
  ownerId = await t.db.oneFirst(
    sql.type(z.object({ id: z.uuid() }))`SELECT id FROM users WHERE email = 'owner@example.com'`,
  );
});
afterAll(async () => {
  await services.boss.stop({ graceful: false });
  await t.drop();
});

const PEOPLE: Person[] = ["visitor", "therapist", "other therapist", "admin by ADMIN_EMAILS", "admin by role"];

describe.each(PROTECTED)("$name", (route) => {
  it.each(PEOPLE)("as %s", async (person) => {
    // Page actions read a posted form (an empty one here), as a browser sends.
    const form = route.kind === "page" && route.method === "POST" ? {} : undefined;
    const request = appRequest(route.path, { method: route.method ?? "GET", cookie: cookies.get(person), form });
    const response = await callForResponse(route.handler as never, request, contextFor(services));
    if (ALLOWED[route.access].includes(person)) {
      expect(response.status).toBe(route.okStatus ?? 200);
    } else if (person === "visitor" && route.kind === "page") {
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe(`/api/login?returnTo=${encodeURIComponent(route.path)}`);
    } else if (route.kind === "page") {
      expect(response.status).toBe(403);
    } else {
      expect(response.status).toBe(person === "visitor" ? 401 : 403);
      expect(typeof (await response.json()).message).toBe("string");
    }
  });
});

// Admin pages answer a signed-out visitor with a 200 answer of their own ('Authentication Required', then /api/login
// after 500 ms in the browser), a signed-in non-admin with 403 (the 'Not Allowed' screen), an admin with the page.
const ADMIN_PAGES: {
  name: string;
  path: string;
  loader: Handler;
  params?: Record<string, string>;
  okStatus?: number;
}[] = [
  { name: "/admin", path: "/admin", loader: adminDashboardPage as unknown as Handler },
  { name: "/admin/dashboard", path: "/admin/dashboard", loader: adminDashboardPage as unknown as Handler },
  {
    name: "/admin/edit-therapist/{email}",
    path: "/admin/edit-therapist/nobody%40example.com",
    loader: withParams(adminEditPage, { email: "nobody@example.com" }),
    okStatus: 404,
  },
  { name: "/admin/link-therapists", path: "/admin/link-therapists", loader: adminLinkPage as unknown as Handler },
  { name: "/admin/inquiries", path: "/admin/inquiries", loader: adminInquiriesPage as unknown as Handler },
  {
    name: "/admin/submissions/{id}",
    path: `/admin/submissions/${NO_SUCH_ID}`,
    loader: withParams(adminSubmissionPage, { id: NO_SUCH_ID }),
    okStatus: 404,
  },
];

describe.each(ADMIN_PAGES)("admin page $name", (page) => {
  it.each(PEOPLE)("as %s", async (person) => {
    const request = appRequest(page.path, { cookie: cookies.get(person) });
    let result: unknown;
    try {
      result = await behindAdminLayout(page.loader)({ request, context: contextFor(services) });
    } catch (thrown) {
      result = thrown;
    }
    const status = (value: unknown) => (value instanceof Response ? value.status : (thrownStatus(value) ?? 200));
    if (person === "visitor") {
      expect(result).toMatchObject({
        data: { loginUrl: `/api/login?returnTo=${encodeURIComponent(page.path)}` },
        init: { status: 200 },
      });
    } else if (ALLOWED.admin.includes(person)) {
      expect(status(result)).toBe(page.okStatus ?? 200);
    } else {
      expect(status(result)).toBe(403);
    }
  });
});

describe("roles", () => {
  it("/api/auth/user says who is admin: by ADMIN_EMAILS, by role, or neither", async () => {
    const userAs = async (person: Person) =>
      (
        await callForResponse(
          apiUser,
          appRequest("/api/auth/user", { cookie: cookies.get(person) }),
          contextFor(services),
        )
      ).json();
    expect(await userAs("admin by ADMIN_EMAILS")).toMatchObject({
      email: "listed-admin@example.com",
      role: "user",
      isAdmin: true,
    });
    expect(await userAs("admin by role")).toMatchObject({
      email: "role-admin@example.com",
      role: "admin",
      isAdmin: true,
    });
    const plain = await userAs("therapist");
    expect(plain).toEqual({
      id: ownerId,
      email: "owner@example.com",
      firstName: null,
      lastName: null,
      role: "user",
      isAdmin: false,
    });
  });

  it("adminAccess lets a page choose its own answer (the admin pages' toast) instead of throwing", async () => {
    const as = (person: Person) =>
      adminAccess(appRequest("/admin", { cookie: cookies.get(person) }), contextFor(services));
    expect(await as("visitor")).toEqual({ status: "signed-out" });
    expect((await as("therapist")).status).toBe("forbidden");
    expect((await as("admin by role")).status).toBe("ok");
  });

  it("the return target of a data request is the page's path, without React Router's details", () => {
    expect(currentPath(new Request("http://x/admin/inquiries.data?_routes=root,routes/admin&page=2"))).toBe(
      "/admin/inquiries?page=2",
    );
    expect(currentPath(new Request("http://x/_.data?index"))).toBe("/");
  });
});
