import { afterAll, beforeAll, expect, it } from "vitest";
import { startWorkerHealth, type WorkerHealth } from "#indexer/worker-health.ts";
import { createTestDb, type TestDatabase } from "../support/db.ts";
import { capturedLogger } from "../support/logger.ts";

// The worker's health check answers from the worker's own database pool: ok while it answers, 503 once it cannot.

let database: TestDatabase;
let health: WorkerHealth;
beforeAll(async () => {
  database = await createTestDb();
  health = await startWorkerHealth(
    { db: database.db, logger: capturedLogger().logger },
    { port: 0, host: "127.0.0.1" },
  );
});
afterAll(async () => {
  await health.close();
  await database.release().catch(() => {});
});

const get = async (path: string) => {
  const answer = await fetch(`http://127.0.0.1:${health.port}${path}`);
  return { status: answer.status, body: (await answer.json()) as unknown, cache: answer.headers.get("cache-control") };
};

it("answers 200 { ok: true } while the database answers, 404 anything else", async () => {
  expect(await get("/healthz")).toEqual({ status: 200, body: { ok: true }, cache: "no-store" });
  expect((await get("/")).status).toBe(404);
});

it("answers 503 { ok: false } once its database pool cannot answer", async () => {
  await database.db.end();
  expect(await get("/healthz")).toEqual({ status: 503, body: { ok: false }, cache: "no-store" });
});
