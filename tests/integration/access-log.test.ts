import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "slonik";
import { z } from "zod";
import { startAppServer, type AppServer } from "../support/app-server.ts";
import type { TestDatabase } from "../support/db.ts";
import { directoryServices, createDirectoryDb } from "../support/directory.ts";
import { capturedLogger } from "../support/logger.ts";

// The access log through the real HTTP application: one line per request, naming the route pattern that answered
// it (or a static prefix), never the path, query or anything personal in them.

let t: TestDatabase;
let server: AppServer;
let slug = "";
const { lines, logger } = capturedLogger("debug");

beforeAll(async () => {
  t = await createDirectoryDb();
  server = await startAppServer(directoryServices(t, logger));
  slug = await t.db.oneFirst(
    sql.type(
      z.object({ slug: z.string() }),
    )`SELECT slug FROM therapists WHERE status = 'approved' ORDER BY slug LIMIT 1`,
  );
}, 120_000);
afterAll(async () => {
  await server?.close();
  await t?.release();
});

type Line = { level: number; msg: string; method: string; route: string; status: number; ms: number; data?: true };

/** Requests `path` and answers the response and the access log lines written for it. */
async function request(path: string, init: RequestInit = {}) {
  const before = lines.length;
  const response = await fetch(`http://127.0.0.1:${server.port}${path}`, { redirect: "manual", ...init });
  await response.arrayBuffer();
  const written = () => lines.slice(before).map((line) => JSON.parse(line) as Line);
  for (let i = 0; i < 50 && !written().some((line) => line.msg === "request"); i++)
    await new Promise((resolve) => setTimeout(resolve, 20));
  const logged = written();
  return {
    response,
    logged,
    access: logged.filter((line) => line.msg === "request"),
    text: lines.slice(before).join(""),
  };
}

describe("the access log", () => {
  it("writes one line for a page: method, route pattern, status, duration, and not the slug or the query", async () => {
    const { response, access, text } = await request(`/therapists/${slug}?utm_source=mail&email=jane%40example.org`);
    expect(response.status).toBe(200);
    expect(access).toHaveLength(1);
    expect(access[0]).toMatchObject({ level: 30, method: "GET", route: "/therapists/:slug", status: 200 });
    expect(access[0]!.ms).toBeGreaterThanOrEqual(0);
    for (const secret of [slug, "jane", "example.org", "utm_source"]) expect(text).not.toContain(secret);
  });

  it("names the page's pattern for a client navigation's .data request, and marks it", async () => {
    const { response, access, text } = await request(`/therapists/${slug}.data`);
    expect(response.status).toBe(200);
    expect(access).toEqual([expect.objectContaining({ route: "/therapists/:slug", status: 200, data: true })]);
    expect(text).not.toContain(slug);
  });

  it("names the pattern of a page answered from the page cache", async () => {
    await request("/ontario/toronto");
    const { response, access, text } = await request("/ontario/toronto");
    expect(response.headers.get("x-cache")).toMatch(/HIT|STALE/);
    expect(access).toEqual([expect.objectContaining({ route: "/ontario/:city", status: 200 })]);
    expect(text).not.toContain("toronto");
  });

  it("writes one line for an API route, with the status it answered", async () => {
    const found = await request(`/api/therapists/by-slug/${slug}`);
    expect(found.response.status).toBe(200);
    expect(found.access).toEqual([
      expect.objectContaining({ method: "GET", route: "/api/therapists/by-slug/:slug", status: 200 }),
    ]);
    expect(found.text).not.toContain(slug);
    const refused = await request("/api/therapists?page=nonsense");
    expect(refused.response.status).toBe(400);
    expect(refused.access).toEqual([expect.objectContaining({ route: "/api/therapists", status: 400 })]);
    expect(refused.text).not.toContain("nonsense");
  });

  it("writes a path no route matches as (unmatched), without the path", async () => {
    const { response, access, text } = await request("/no-such-page/jane@example.org");
    expect(response.status).toBe(404);
    expect(access).toEqual([expect.objectContaining({ method: "GET", route: "(unmatched)", status: 404 })]);
    expect(text).not.toContain("jane");
    expect(text).not.toContain("no-such-page");
    const manifest = await request("/__manifest?paths=%2Ftherapists%2Fjane-doe&version=old");
    expect(manifest.access).toEqual([expect.objectContaining({ route: "/__manifest" })]);
    expect(manifest.text).not.toContain("jane");
  });

  it("writes a form post to a page under the page's pattern, refused or not", async () => {
    const { response, access, text } = await request("/login", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "email=jane%40example.org",
    });
    expect(response.status).toBe(403);
    expect(access).toEqual([expect.objectContaining({ method: "POST", route: "/login", status: 403 })]);
    expect(text).not.toContain("jane");
  });

  it("writes the public and built files at debug level, under their name or static prefix", async () => {
    const file = await request("/favicon.svg");
    expect(file.response.status).toBe(200);
    expect(file.access).toEqual([expect.objectContaining({ level: 20, route: "/favicon.svg", status: 200 })]);
    const missing = await request("/assets/no-such-file-jane.js");
    expect(missing.response.status).toBe(404);
    expect(missing.access).toEqual([expect.objectContaining({ level: 20, route: "/assets/*", status: 404 })]);
    expect(missing.text).not.toContain("jane");
  });
});
