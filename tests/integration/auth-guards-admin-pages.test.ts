import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "slonik";
import { z } from "zod";
import { adminAccess, currentPath } from "#app/auth/guards.server.ts";
import type { AppServices } from "#app/context.server.ts";
import { loader as apiUser } from "#app/routes/api.auth.user.ts";
import { loader as adminDashboardPage } from "#app/routes/admin.tsx";
import { loader as adminSubmissionPage } from "#app/routes/admin.submissions.id.tsx";
import { loader as adminEditPage } from "#app/routes/admin.edit-therapist.tsx";
import { loader as adminLinkPage } from "#app/routes/admin.link-therapists.tsx";
import { loader as adminInquiriesPage } from "#app/routes/admin.inquiries.tsx";
import { action as adminJobsAction, loader as adminJobsPage } from "#app/routes/admin.jobs.tsx";
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
  type Handler,
  type Person,
} from "../support/guards.ts";

// The admin pages behind the admin layout, and who counts as admin, as every kind of person: visitor, therapist
// (owner), another therapist, and admins (by ADMIN_EMAILS and by role). Every protected route: auth-guards.test.ts.

let t: TestDatabase;
let services: AppServices;
let cookies: Map<Person, string | undefined>;
let ownerId = "";

beforeAll(async () => {
  t = await createTestDb();
  services = await createTestServices(t, { ADMIN_EMAILS: "listed-admin@example.com" });
  cookies = await signInEveryone(services);
  ownerId = await t.db.oneFirst(
    sql.type(z.object({ id: z.uuid() }))`SELECT id FROM users WHERE email = 'owner@example.com'`,
  );
});
afterAll(async () => {
  await services.boss.stop({ graceful: false });
  await t.release();
});

// Admin pages answer a signed-out visitor with a 401 answer of their own ('Authentication Required', then /api/login
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
  { name: "/admin/jobs", path: "/admin/jobs", loader: adminJobsPage as unknown as Handler },
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
        data: { adminRefusal: true, signedIn: false, loginUrl: `/api/login?returnTo=${encodeURIComponent(page.path)}` },
        init: { status: 401 },
      });
    } else if (ALLOWED.admin.includes(person)) {
      expect(status(result)).toBe(page.okStatus ?? 200);
    } else {
      expect(result).toMatchObject({ data: { adminRefusal: true, signedIn: true, loginUrl: null } });
      expect(status(result)).toBe(403);
    }
  });
});

// The Failed Jobs page's Retry post: the signed-out are sent to sign in, signed-in non-admins refused; an admin
// reaches the retry (a job that never failed: 404).
describe("the Failed Jobs retry post", () => {
  it.each(PEOPLE)("as %s", async (person) => {
    const request = appRequest("/admin/jobs", { cookie: cookies.get(person), form: { id: NO_SUCH_ID } });
    let result: unknown;
    try {
      result = await behindAdminLayout(adminJobsAction)({
        request,
        context: contextFor(services),
        params: {},
      } as never);
    } catch (thrown) {
      result = thrown;
    }
    const status = result instanceof Response ? result.status : thrownStatus(result);
    if (person === "visitor") {
      expect(status).toBe(302);
      expect((result as Response).headers.get("Location")).toMatch(/^\/api\/login\?returnTo=/);
    } else expect(status).toBe(ALLOWED.admin.includes(person) ? 404 : 403);
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
      profileImageUrl: null,
      role: "user",
      isAdmin: false,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
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
