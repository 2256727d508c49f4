import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RouterContextProvider } from "react-router";
import { sql } from "slonik";
import { z } from "zod";
import { adminAccess, currentPath, requireAdmin, requireOwnerOf, requireUser } from "#app/auth/guards.server.ts";
import type { AppServices } from "#app/context.server.ts";
import { loader as apiUser } from "#app/routes/api.auth.user.ts";
import { loader as apiMyProfile } from "#app/routes/api.therapist.my-profile.ts";
import { loader as dashboardPage } from "#app/routes/therapist.dashboard.tsx";
import { createTestDb, type TestDatabase } from "../support/db.ts";
import { appRequest, callForResponse, contextFor, createTestServices, signedInCookie } from "../support/auth.ts";

// Every protected route, as every kind of person: visitor, therapist (owner), another therapist, and admins
// (by ADMIN_EMAILS and by role). Each issue that adds a protected route adds its row to PROTECTED.

type Person = "visitor" | "therapist" | "other therapist" | "admin by ADMIN_EMAILS" | "admin by role";
type Access = "signed-in" | "admin" | "owner";
type Handler = (args: { request: Request; context: RouterContextProvider }) => Promise<Response>;
type ProtectedRoute = { name: string; path: string; method?: string; kind: "api" | "page"; access: Access; handler: Handler };

const ALLOWED: Record<Access, Person[]> = {
  "signed-in": ["therapist", "other therapist", "admin by ADMIN_EMAILS", "admin by role"],
  admin: ["admin by ADMIN_EMAILS", "admin by role"],
  owner: ["therapist"],
};

let t: TestDatabase;
let services: AppServices;
const cookies = new Map<Person, string | undefined>();
let ownerId = "";

/** Stand-ins for handlers the later issues write, built on the same guards. */
const ownedResource: Handler = async ({ request, context }) => {
  const user = await requireUser(request, context);
  requireOwnerOf(user, ownerId);
  return Response.json({ ok: true });
};
const adminOnly: Handler = async ({ request, context }) => {
  await requireAdmin(request, context);
  return Response.json({ ok: true });
};
const userOnly: Handler = async ({ request, context }) => {
  await requireUser(request, context);
  return Response.json({ ok: true });
};

/** A page loader that returns data (not a Response) when allowed: 200 for the table. */
const pageData = (loader: unknown): Handler => async (args) => {
  const result: unknown = await (loader as Handler)(args);
  return result instanceof Response ? result : Response.json({ ok: true });
};

const PROTECTED: ProtectedRoute[] = [
  { name: "GET /api/auth/user", path: "/api/auth/user", kind: "api", access: "signed-in", handler: apiUser as unknown as Handler },
  { name: "requireAdmin on an API route", path: "/api/admin/stats", kind: "api", access: "admin", handler: adminOnly },
  { name: "requireAdmin on a page", path: "/admin", kind: "page", access: "admin", handler: adminOnly },
  { name: "requireUser on a page", path: "/therapist/dashboard", kind: "page", access: "signed-in", handler: userOnly },
  { name: "GET /api/therapist/my-profile", path: "/api/therapist/my-profile", kind: "api", access: "signed-in", handler: apiMyProfile as unknown as Handler },
  { name: "/therapist/dashboard page", path: "/therapist/dashboard", kind: "page", access: "signed-in", handler: pageData(dashboardPage) },
  { name: "requireOwnerOf on an API write", path: "/api/therapist/my-profile", method: "PUT", kind: "api", access: "owner", handler: ownedResource },
];

beforeAll(async () => {
  t = await createTestDb();
  services = await createTestServices(t, { ADMIN_EMAILS: "listed-admin@example.com" });
  cookies.set("visitor", undefined);
  cookies.set("therapist", await signedInCookie(services, "owner@example.com"));
  cookies.set("other therapist", await signedInCookie(services, "other@example.com"));
  cookies.set("admin by ADMIN_EMAILS", await signedInCookie(services, "listed-admin@example.com"));
  cookies.set("admin by role", await signedInCookie(services, "role-admin@example.com", "admin"));
  ownerId = await t.db.oneFirst(sql.type(z.object({ id: z.uuid() }))`SELECT id FROM users WHERE email = 'owner@example.com'`);
});
afterAll(async () => {
  await services.boss.stop({ graceful: false });
  await t.drop();
});

const PEOPLE: Person[] = ["visitor", "therapist", "other therapist", "admin by ADMIN_EMAILS", "admin by role"];

describe.each(PROTECTED)("$name", (route) => {
  it.each(PEOPLE)("as %s", async (person) => {
    const request = appRequest(route.path, { method: route.method ?? "GET", cookie: cookies.get(person) });
    const response = await callForResponse(route.handler as never, request, contextFor(services));
    if (ALLOWED[route.access].includes(person)) {
      expect(response.status).toBe(200);
    } else if (person === "visitor" && route.kind === "page") {
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe(`/api/login?returnTo=${encodeURIComponent(route.path)}`);
    } else {
      expect(response.status).toBe(person === "visitor" ? 401 : 403);
      expect(typeof (await response.json()).message).toBe("string");
    }
  });
});

describe("roles", () => {
  it("/api/auth/user says who is admin: by ADMIN_EMAILS, by role, or neither", async () => {
    const userAs = async (person: Person) =>
      (await callForResponse(apiUser, appRequest("/api/auth/user", { cookie: cookies.get(person) }), contextFor(services))).json();
    expect(await userAs("admin by ADMIN_EMAILS")).toMatchObject({ email: "listed-admin@example.com", role: "user", isAdmin: true });
    expect(await userAs("admin by role")).toMatchObject({ email: "role-admin@example.com", role: "admin", isAdmin: true });
    const plain = await userAs("therapist");
    expect(plain).toEqual({ id: ownerId, email: "owner@example.com", firstName: null, lastName: null, role: "user", isAdmin: false });
  });

  it("adminAccess lets a page choose its own answer (the admin pages' toast) instead of throwing", async () => {
    const as = (person: Person) => adminAccess(appRequest("/admin", { cookie: cookies.get(person) }), contextFor(services));
    expect(await as("visitor")).toEqual({ status: "signed-out" });
    expect((await as("therapist")).status).toBe("forbidden");
    expect((await as("admin by role")).status).toBe("ok");
  });

  it("a resource with no owner belongs to nobody", async () => {
    const user = await requireUser(appRequest("/", { cookie: cookies.get("therapist") }), contextFor(services));
    expect(() => requireOwnerOf(user, null)).toThrow();
    expect(() => requireOwnerOf(user, ownerId)).not.toThrow();
  });

  it("the return target of a data request is the page's path, without React Router's details", () => {
    expect(currentPath(new Request("http://x/admin/inquiries.data?_routes=root,routes/admin&page=2"))).toBe("/admin/inquiries?page=2");
    expect(currentPath(new Request("http://x/_.data?index"))).toBe("/");
  });
});
