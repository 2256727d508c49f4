import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDemoAndProduction, type AppServer } from "../support/app-server.ts";
import { createTestDb, type TestDatabase } from "../support/db.ts";
import { rawRequest, requestHead } from "../support/raw-http.ts";

// DNS rebinding, through the real HTTP application: a page on the attacker's name, whose DNS now points at this
// server, reads and posts as if it were this site unless the server answers only the names it is meant to. Demo
// mode answers localhost, 127.0.0.1, [::1] (any port), HOST and APP_URL's host; production APP_URL's host only.

let t: TestDatabase;
let demoServer: AppServer;
let productionServer: AppServer;
let close: () => Promise<void>;

beforeAll(async () => {
  t = await createTestDb();
  const served = await startDemoAndProduction(t, "https://directory.example.org");
  demoServer = served.demo.server;
  productionServer = served.production.server;
  close = served.close;
}, 120_000);
afterAll(async () => {
  await close?.();
  await t?.release();
});

const send = (server: AppServer, method: string, path: string, headers: Record<string, string>) =>
  rawRequest(server.port, requestHead(method, path, headers));

describe("demo mode", () => {
  it("does not show the mailbox (the admin's second-factor code) to a rebound host name: 421", async () => {
    const response = await send(demoServer, "GET", "/dev/mailbox", {
      Host: `rebind.attacker.example:${demoServer.port}`,
    });
    expect(response.status).toBe(421);
    expect(response.body).toMatch(/does not answer to that host name/);
    expect(response.body).not.toMatch(/DEMOADMINTOTPKEY|admin@example\.com/);
  });

  it("shows it at localhost, 127.0.0.1 and [::1] on any port, and at APP_URL's host", async () => {
    for (const host of [`localhost:${demoServer.port}`, "127.0.0.1:3000", "[::1]", "LOCALHOST.", "app.test"]) {
      const response = await send(demoServer, "GET", "/dev/mailbox", { Host: host });
      expect(response.status, host).toBe(200);
      expect(response.body).toContain("admin@example.com");
    }
  });

  it("refuses a rebound page's write even with an Origin equal to its own host", async () => {
    const rebound = `rebind.attacker.example:${demoServer.port}`;
    for (const path of ["/logout", "/api/auth/request-magic-link"]) {
      const response = await send(demoServer, "POST", path, {
        Host: rebound,
        Origin: `http://${rebound}`,
        "Content-Type": "application/json",
        "Content-Length": "2",
      });
      expect(response.status).toBe(421);
    }
  });

  it("answers JSON on the API", async () => {
    const response = await send(demoServer, "GET", "/api/therapists", { Host: "rebind.attacker.example" });
    expect(response.status).toBe(421);
    expect(JSON.parse(response.body)).toEqual({ message: "This site does not answer to that host name." });
  });
});

describe("production", () => {
  it("answers only APP_URL's host, also through a trusted proxy's X-Forwarded-Host", async () => {
    expect((await send(productionServer, "GET", "/", { Host: "directory.example.org" })).status).toBe(200);
    expect((await send(productionServer, "GET", "/", { Host: "127.0.0.1:8080" })).status).toBe(421);
    expect((await send(productionServer, "GET", "/", { Host: "localhost" })).status).toBe(421);
    const proxied = (forwarded: string) =>
      send(productionServer, "GET", "/", { Host: "web:3000", "X-Forwarded-Host": forwarded });
    expect((await proxied("directory.example.org")).status).toBe(200);
    expect((await proxied("rebind.attacker.example")).status).toBe(421);
  });

  it("answers the health check whatever the host (a container asks by address)", async () => {
    const response = await send(productionServer, "GET", "/healthz", { Host: "127.0.0.1:3000" });
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toEqual({ ok: true });
  });
});
