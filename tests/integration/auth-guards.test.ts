import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requireAdmin, requireUser } from "#app/auth/guards.server.ts";
import type { AppServices } from "#app/context.server.ts";
import { loader as apiUser } from "#app/routes/api.auth.user.ts";
import { loader as apiMyProfile } from "#app/routes/api.therapist.my-profile.ts";
import { loader as dashboardPage } from "#app/routes/therapist.dashboard.tsx";
import { action as adminDashboardAction } from "#app/routes/admin.tsx";
import { loader as adminStatsApi } from "#app/routes/api.admin.stats.ts";
import { loader as adminSubmissionsApi } from "#app/routes/api.admin.submissions.ts";
import { action as adminApproveApi } from "#app/routes/api.admin.submissions.id.approve.ts";
import { action as adminStatusApi } from "#app/routes/api.admin.submissions.id.status.ts";
import { action as adminEditAction } from "#app/routes/admin.edit-therapist.tsx";
import { action as adminLinkAction } from "#app/routes/admin.link-therapists.tsx";
import { action as adminRemindApi } from "#app/routes/api.admin.send-linking-reminders.ts";
import { action as adminLinkUserApi } from "#app/routes/api.admin.therapists.id.link-user.ts";
import { loader as adminUsersSearchApi } from "#app/routes/api.admin.users.search.ts";
import { loader as adminInquiriesApi } from "#app/routes/api.admin.inquiries.ts";
import { loader as adminTherapistsApi } from "#app/routes/api.admin.therapists.ts";
import { action as adminDeleteApi } from "#app/routes/api.admin.therapists.id.ts";
import { loader as adminTherapistGet, action as adminTherapistPut } from "#app/routes/api.admin.therapist.email.ts";
import { behindAdminLayout } from "../support/admin.ts";
import { createTestDb, type TestDatabase } from "../support/db.ts";
import { appRequest, callForResponse, contextFor, createTestServices } from "../support/auth.ts";
import {
  ALLOWED,
  NO_SUCH_ID,
  PEOPLE,
  signInEveryone,
  thrownStatus,
  withParams,
  type Access,
  type Handler,
  type Person,
} from "../support/guards.ts";

// Every protected route, as every kind of person: visitor, therapist (owner), another therapist, and admins
// (by ADMIN_EMAILS and by role). Each issue that adds a protected route adds its row to PROTECTED. The admin pages'
// own answers and the roles: auth-guards-admin-pages.test.ts.

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

let t: TestDatabase;
let services: AppServices;
let cookies: Map<Person, string | undefined>;

/** Stand-ins for handlers the later issues write, built on the same guards. */
const adminOnly: Handler = async ({ request, context }) => {
  await requireAdmin(request, context);
  return Response.json({ ok: true });
};
const userOnly: Handler = async ({ request, context }) => {
  await requireUser(request, context);
  return Response.json({ ok: true });
};

/** A page loader that returns data (not a Response) when allowed: 200 for the table. */
const pageData =
  (loader: unknown): Handler =>
  async (args) => {
    const result: unknown = await (loader as Handler)(args);
    return result instanceof Response ? result : Response.json({ ok: true });
  };
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
  cookies = await signInEveryone(services);
});
afterAll(async () => {
  await services.boss.stop({ graceful: false });
  await t.release();
});

describe.each(PROTECTED)("$name", (route) => {
  it.each(PEOPLE)("as %s", async (person) => {
    // Page actions read a posted form (an empty one here), as a browser sends; API writes a JSON body that is no
    // object (refused with 400 once the guard lets the person through).
    const form = route.kind === "page" && route.method === "POST" ? {} : undefined;
    const json = route.kind === "api" && route.method && route.method !== "GET" ? "not an object" : undefined;
    const method = route.method ?? "GET";
    const request = appRequest(route.path, { method, cookie: cookies.get(person), form, json });
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
