import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppServices } from "#app/context.server.ts";
import { startDemoAndProduction, type AppServer } from "../support/app-server.ts";
import { signedInCookie } from "../support/auth.ts";
import { createTestDb, type TestDatabase } from "../support/db.ts";

// Through the real HTTP application: answers that belong to one signed-in person are never stored by a browser
// or a shared cache (Cache-Control: no-store), and production never serves the demo parts under /dev.

let t: TestDatabase;
let demo: AppServices;
let demoServer: AppServer;
let productionServer: AppServer;
let close: () => Promise<void>;

beforeAll(async () => {
  t = await createTestDb();
  // production answers APP_URL's host only, and fetch sends the address it connects to as Host
  const served = await startDemoAndProduction(t, "http://127.0.0.1:8080");
  ({ services: demo, server: demoServer } = served.demo);
  productionServer = served.production.server;
  close = served.close;
}, 120_000);
afterAll(async () => {
  await close?.();
  await t?.release();
});

const get = (server: AppServer, path: string, cookie?: string) =>
  fetch(`http://127.0.0.1:${server.port}${path}`, {
    headers: { Host: "app.test", ...(cookie ? { Cookie: cookie } : {}) },
    redirect: "manual",
  });

describe("private answers", () => {
  it("send Cache-Control: no-store, signed in or not, pages and their data requests", async () => {
    const admin = await signedInCookie(demo, "listed-admin@example.com", "admin");
    const therapist = await signedInCookie(demo, "someone@example.com");
    const cases: [string, string | undefined][] = [
      ["/api/admin/stats", admin],
      ["/api/admin/submissions", undefined],
      ["/api/therapist/my-profile", therapist],
      ["/api/therapist/inquiry-count", therapist],
      ["/therapist/dashboard", therapist],
      ["/therapist/dashboard.data", therapist],
      ["/therapist/edit-profile", therapist],
      ["/admin", admin],
      ["/admin.data", admin],
      ["/admin/inquiries", admin],
      ["/admin/link-therapists", admin],
      ["/admin/jobs", admin],
      ["/admin/second-factor", admin],
      ["/account/confirm-email?token=x", undefined],
      ["/account", therapist],
      ["/account.data", therapist],
      ["/fr/compte", therapist],
      ["/api/account/export", therapist],
    ];
    for (const [path, cookie] of cases) {
      const response = await get(demoServer, path, cookie);
      expect(response.status, path).toBeLessThan(500);
      expect(response.headers.get("cache-control"), path).toBe("no-store");
    }
  });

  it("public pages keep their own caching", async () => {
    for (const path of ["/privacy-policy", "/api/therapists/filters/cities"]) {
      expect((await get(demoServer, path)).headers.get("cache-control") ?? "", path).not.toContain("no-store");
    }
  });
});

describe("production", () => {
  it("never serves the demo parts under /dev", async () => {
    for (const path of ["/dev/mailbox", "/dev/mailbox.data", "/dev/checkout/00000000-0000-0000-0000-000000000000"]) {
      expect((await get(productionServer, path)).status, path).toBe(404);
    }
    expect((await get(demoServer, "/dev/mailbox")).status).toBe(200);
  });
});
