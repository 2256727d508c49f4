import { mkdtempSync, readdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "slonik";
import { z } from "zod";
import { parseConfig } from "#app/config/config.server.ts";
import { createAppServices } from "#app/context.server.ts";
import { createLogger } from "#app/logger.server.ts";
import { listOutbox } from "#app/mail/outbox.server.ts";
import { replayErasuresJob } from "#app/jobs/replay-erasures.server.ts";
import { sendEmail } from "#app/jobs/send-email.server.ts";
import { ensureQueues, enqueue, startBoss, type Boss } from "#app/jobs/queue.server.ts";
import { payloadKey, seal } from "#app/jobs/sealed-payload.server.ts";
import { startWorkers } from "#indexer/worker.ts";
import { createTestDb, type TestDatabase } from "../support/db.ts";

let t: TestDatabase;
let boss: Boss;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "jobs-test-"));
const config = parseConfig({ DATA_DIR: dataDir });

beforeAll(async () => {
  t = await createTestDb();
  boss = await startBoss(t.url, "worker", () => undefined, config.sessionSecrets);
  await ensureQueues(boss);
});
afterAll(async () => {
  await boss.stop({ graceful: false });
  await t.release();
});

const countQueued = () =>
  t.db.oneFirst(
    sql.type(z.object({ n: z.number() }))`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'send-email'`,
  );

async function waitFor<T>(probe: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const value = await probe();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return probe();
}

describe("jobs", () => {
  it("creates every queue with its retry, backoff and dead-letter policy", async () => {
    const queue = await boss.getQueue("send-email");
    expect(queue).toMatchObject({ retryLimit: 6, retryBackoff: true, deadLetter: "send-email-dead" });
    expect(await boss.getQueue("send-email-dead")).toBeTruthy();
    expect(await boss.getQueue("send-bulk-email")).toMatchObject({
      retryLimit: 6,
      retryBackoff: true,
      deadLetter: "send-bulk-email-dead",
    });
    expect(await boss.getQueue("send-bulk-email-dead")).toBeTruthy();
  });

  it("refuses a payload that does not match the job's schema", async () => {
    await expect(enqueue(boss, sendEmail, { to: "not-an-email", subject: "x", text: "y" })).rejects.toThrow();
  });

  it("enqueues inside the caller's transaction: nothing on rollback, one job on commit", async () => {
    const before = await countQueued();
    await expect(
      t.db.transaction(async (tx) => {
        await enqueue(boss, sendEmail, { to: "a@example.com", subject: "Rolled back", text: "x" }, { db: tx });
        throw new Error("abort");
      }),
    ).rejects.toThrow("abort");
    expect(await countQueued()).toBe(before);
    await t.db.transaction(async (tx) => {
      await enqueue(
        boss,
        sendEmail,
        { to: "b@example.com", subject: "Committed", text: "Visit http://localhost:3000/x" },
        { db: tx },
      );
    });
    expect(await countQueued()).toBe(before + 1);
  });

  it("the worker delivers queued email to the demo outbox as a parseable .eml", async () => {
    await startWorkers(createAppServices({ db: t.db, boss, config, logger: createLogger("silent") }));
    const messages = await waitFor(
      () => listOutbox(dataDir),
      (list) => list.length >= 1,
    );
    expect(readdirSync(path.join(dataDir, "outbox")).every((file) => /^\d{4}-\d\d-\d\dT.*\.eml$/.test(file))).toBe(
      true,
    );
    expect(messages[0]).toMatchObject({
      to: "b@example.com",
      subject: "Committed",
      links: ["http://localhost:3000/x"],
    });
    expect(messages.some((m) => m.subject === "Rolled back")).toBe(false);
  });

  it("on its start the worker sends the erasure ledger's replay once, and it completes", async () => {
    const states = await waitFor(
      () =>
        t.db.anyFirst(sql.type(z.object({ state: z.string() }))`
          SELECT state FROM pgboss.job WHERE name = ${replayErasuresJob.name}`),
      (list) => list.length > 0 && list.every((state) => state === "completed"),
    );
    expect(states).toEqual(["completed"]);
  });
});

describe("a job that fails", () => {
  it("is settled on its own: marked for retry with the error, as the queue's policy says", async () => {
    // The worker started above; a payload that bypassed enqueue's check fails on receipt.
    const id = await boss.send("send-email", seal(payloadKey(config.sessionSecret), { to: "not-an-email" }));
    const Row = z.object({ state: z.string(), message: z.string().nullable() });
    const row = await waitFor(
      () => t.db.one(sql.type(Row)`SELECT state, output ->> 'message' AS message FROM pgboss.job WHERE id = ${id}`),
      (value) => value.state === "retry",
    );
    expect(row.state).toBe("retry");
    expect(row.message).toMatch(/Must be an email address/);
  });
});
