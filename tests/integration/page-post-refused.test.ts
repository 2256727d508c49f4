import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppServer, type AppServer } from "../support/app-server.ts";
import type { TestDatabase } from "../support/db.ts";
import { directoryServices, createDirectoryDb } from "../support/directory.ts";
import { capturedLogger } from "../support/logger.ts";

// A POST to a page that takes none (no form posts there) is refused with 405, naming what the page answers, in a
// few plain words: neither the page nor its navigation data names the route's module, and nothing is logged as a
// server error.

let t: TestDatabase;
let server: AppServer;
const { lines, logger } = capturedLogger("debug");

beforeAll(async () => {
  t = await createDirectoryDb();
  server = await startAppServer(directoryServices(t, logger));
}, 120_000);
afterAll(async () => {
  await server?.close();
  await t?.release();
});

const post = (path: string) =>
  fetch(`http://127.0.0.1:${server.port}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: `http://127.0.0.1:${server.port}`,
      "Sec-Fetch-Site": "same-origin",
    },
    body: "name=x",
  });

describe("a POST to a page without a form", () => {
  it.each(["/pricing", "/pricing.data", "/fr/tarifs", "/ontario", "/blog.data"])(
    "%s answers 405 with Allow: GET, HEAD, OPTIONS and no internal message",
    async (path) => {
      const before = lines.length;
      const answer = await post(path);
      const body = await answer.text();
      expect(answer.status).toBe(405);
      expect(answer.headers.get("Allow")).toBe("GET, HEAD, OPTIONS");
      expect(body).toBe("Method Not Allowed");
      const errors = lines.slice(before).filter((line) => (JSON.parse(line) as { level: number }).level >= 50);
      expect(errors).toEqual([]);
    },
  );

  it("a page that takes a form still gets it", async () => {
    const answer = await post("/login");
    expect(answer.status).not.toBe(405);
  });
});
