import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { parseConfig } from "#app/config/config.server.ts";
import { servicesContext, type AppServices } from "#app/context.server.ts";
import { createLogger, type Logger } from "#app/logger.server.ts";
import { capturedLogger } from "../../tests/support/logger.ts";
import { CSRF_EXEMPT_PATHS, csrfMiddleware } from "./csrf.server.ts";

// The root middleware refuses state-changing requests that did not come from a page of this site.

// Demo mode listening on a LAN address (HOST), its links built from APP_URL.
const config = parseConfig({
  DATA_DIR: "/tmp/csrf-test",
  SESSION_SECRET: "x".repeat(32),
  APP_URL: "https://directory.example",
  HOST: "10.0.0.5",
});

async function run(
  method: string,
  path: string,
  headers: Record<string, string>,
  host = "https://directory.example",
  logger: Logger = createLogger("silent"),
) {
  const context = new RouterContextProvider();
  // The check reads only the configuration and the logger.
  context.set(servicesContext, { config, logger } as unknown as AppServices);
  const request = new Request(`${host}${path}`, { method, headers, body: method === "GET" ? undefined : "{}" });
  let reached = false;
  const response = (await csrfMiddleware(
    { request, context, params: {}, url: new URL(request.url), pattern: "" },
    async () => {
      reached = true;
      return new Response("ok");
    },
  )) as Response;
  return { reached, status: response.status, body: reached ? null : await response.json() };
}

describe("cross-site request forgery", () => {
  it.each(["POST", "PUT", "PATCH", "DELETE"])("refuses a cross-origin %s with 403 JSON", async (method) => {
    const result = await run(method, "/logout", { Origin: "https://evil.example" });
    expect(result).toMatchObject({ reached: false, status: 403 });
    expect(result.body.message).toMatch(/did not come from this site/);
  });

  it.each([
    ["a cross-site fetch", { "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" }],
    ["a sibling subdomain", { "Sec-Fetch-Site": "same-site", Origin: "https://evil.directory.example" }],
    ["a cross-site form whose Origin is hidden", { "Sec-Fetch-Site": "cross-site", Origin: "null" }],
    ["a sandboxed page (Origin null, no fetch metadata)", { Origin: "null" }],
    ["neither Origin nor fetch metadata", {}],
    [
      "a cross-site page that claims our Origin in fetch metadata's absence",
      { Origin: "https://directory.example.evil.com" },
    ],
  ])("refuses %s", async (_label, headers) => {
    expect(await run("POST", "/api/auth/request-magic-link", headers)).toMatchObject({ reached: false, status: 403 });
  });

  it.each([
    ["DELETE", "/api/account"],
    ["POST", "/account"],
    ["POST", "/account.data"],
    ["POST", "/fr/compte"],
  ])("refuses a cross-site account deletion (%s %s)", async (method, path) => {
    const headers = { "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" };
    expect(await run(method, path, headers)).toMatchObject({ reached: false, status: 403 });
  });

  it.each([
    ["Sec-Fetch-Site: same-origin", { "Sec-Fetch-Site": "same-origin" }],
    [
      "same-origin with Origin null (a form on a no-referrer page)",
      { "Sec-Fetch-Site": "same-origin", Origin: "null" },
    ],
    ["APP_URL's origin", { Origin: "https://directory.example" }],
  ])("lets through %s", async (_label, headers) => {
    expect(await run("POST", "/logout", headers)).toMatchObject({ reached: true, status: 200 });
  });

  it("accepts the request's own origin when the site answers to its host (HOST, reached directly)", async () => {
    for (const own of ["http://10.0.0.5:3000", "http://localhost:3000", "http://[::1]:8080"])
      expect(await run("POST", "/logout", { Origin: own }, own)).toMatchObject({ reached: true });
  });

  it("refuses an Origin that only equals what the Host header says (a rebound DNS name)", async () => {
    const rebound = "http://rebind.attacker.example:3000";
    expect(await run("POST", "/logout", { Origin: rebound }, rebound)).toMatchObject({ reached: false, status: 403 });
  });

  it("logs a refusal without the address a path holds", async () => {
    const { lines, logger } = capturedLogger("info");
    const path = "/api/admin/therapist/jane.private@clinic.example";
    const headers = { Origin: "https://evil.example" };
    expect(await run("POST", path, headers, undefined, logger)).toMatchObject({ reached: false });
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toMatch(/jane|clinic/);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      msg: "cross-site request refused",
      path: "/api/admin/therapist/[email]",
    });
  });

  it("never checks reads", async () => {
    expect(await run("GET", "/", { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" })).toMatchObject({
      reached: true,
    });
  });

  it("lets the allow-listed webhook take cross-site POSTs", async () => {
    expect(CSRF_EXEMPT_PATHS).toEqual(["/api/stripe/webhook"]);
    expect(await run("POST", "/api/stripe/webhook", {})).toMatchObject({ reached: true });
  });
});
