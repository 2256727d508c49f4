import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { AppServices } from "#app/context.server.ts";
import { DEMO_THERAPIST_EMAIL } from "#indexer/seed/seed.server.ts";
import { seedSubmission } from "../support/admin.ts";
import { startAppServer, type AppServer } from "../support/app-server.ts";
import { APP_URL, createTestServices, signedInCookie } from "../support/auth.ts";
import { MATRIX, ROLES, type Fixture, type Role, type Statuses } from "../support/authorisation-matrix.ts";
import { approvedTherapist, validPost } from "../support/blog.ts";
import { createTestDb, type TestDatabase } from "../support/db.ts";
import { seedDirectory } from "../support/directory.ts";

// The authorisation matrix's checks (tests/support/authorisation-matrix.ts), over HTTP on the demo data: each is
// made as every role (signed out, applicant, therapist, another therapist, admin), and each must get its status.
// That every route is public or in the matrix: authorisation-matrix-routes.test.ts.

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
