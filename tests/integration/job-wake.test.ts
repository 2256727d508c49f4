import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { TestClock } from "pg-boss";
import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { parseConfig } from "#app/config/config.server.ts";
import { createAppServices } from "#app/context.server.ts";
import { listFailedJobs, retryFailedJob } from "#app/jobs/failed-jobs.server.ts";
import { JOB_CONTRACTS } from "#app/jobs/index.server.ts";
import { indexTherapistJob } from "#app/jobs/index-therapist.server.ts";
import { enqueue, startBoss, type Boss } from "#app/jobs/queue.server.ts";
import { createLogger } from "#app/logger.server.ts";
import { startWorkers } from "#indexer/worker.ts";
import { createTestDb, type TestDatabase } from "../support/db.ts";

// A new job wakes the worker that takes it, and a woken worker takes jobs until its queue is empty. The queue runs
// on pg-boss's test clock, which stands still here: a worker's poll, which waits on that clock, never comes, so a
// job that runs was started by the notice of its creation, or by the drain after the job before it.

let t: TestDatabase;
let boss: Boss;
const clock = new TestClock("2031-03-01T12:00:00Z");

beforeAll(async () => {
  t = await createTestDb();
  const config = parseConfig({ DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "job-wake-test-")) });
  boss = await startBoss(t.url, "worker", () => undefined, config.sessionSecrets, clock);
  await startWorkers(createAppServices({ db: t.db, boss, config, logger: createLogger("silent") }));
}, 60_000);
afterAll(async () => {
  await boss?.stop({ graceful: false });
  await t?.release();
});

const states = (ids: readonly string[]) =>
  t.db.manyFirst(sql.type(z.object({ state: z.string() }))`
    SELECT state::text AS state FROM pgboss.job WHERE id = ANY(${sql.array(ids, "uuid")}) ORDER BY id`);

const completed = (ids: readonly string[]) =>
  expect.poll(() => states(ids), { timeout: 10_000, interval: 50 }).toEqual(ids.map(() => "completed"));

describe("waking the worker", () => {
  it("gives every queue but the paced mail queues a notice of each new job", async () => {
    const queues = await boss.getQueues(JOB_CONTRACTS.map((job) => job.name));
    const notified = Object.fromEntries(queues.map((queue) => [queue.name, queue.notify ?? false]));
    expect(notified).toEqual(Object.fromEntries(JOB_CONTRACTS.map((job) => [job.name, !job.paced])));
    expect(JOB_CONTRACTS.filter((job) => job.paced).map((job) => job.name)).toEqual(["send-email", "send-bulk-email"]);
  });

  it("starts a job sent while its worker waits, and drains a batch sent in one transaction", async () => {
    const first = (await enqueue(boss, indexTherapistJob, { therapistId: randomUUID() }))!;
    await completed([first]);
    // the worker has fetched again after that job, found none, and now waits for a notice (its clock stands still)
    await new Promise((resolve) => setTimeout(resolve, 300));
    const batch = await t.db.transaction(async (tx) => {
      const ids: string[] = [];
      for (let i = 0; i < 3; i++) {
        ids.push((await enqueue(boss, indexTherapistJob, { therapistId: randomUUID() }, { db: tx }))!);
      }
      return ids;
    });
    await completed(batch);
  });

  it("runs at once a failed job an operator sends back to its queue (pg-boss's retry sends no notice of its own)", async () => {
    // refused on receipt (not a UUID) with no retries left: dead-lettered at once by the woken worker
    const id = (await boss.send(indexTherapistJob.name, { therapistId: "wake-not-a-uuid" }, { retryLimit: 0 }))!;
    await expect.poll(async () => (await listFailedJobs(t.db)).jobs.some((job) => job.id === id)).toBe(true);
    expect(await retryFailedJob(t.db, boss, id)).toEqual({ kind: "retried", queue: indexTherapistJob.name });
    const again = async () =>
      (await boss.findJobs(indexTherapistJob.name, { data: { therapistId: "wake-not-a-uuid" } }))
        .filter((job) => job.id !== id && job.sourceRootId === id)
        .map((job) => job.state);
    // it ran, failed again and waits for its queue's retry (never due: the clock stands still); not run, it is "created"
    await expect.poll(again, { timeout: 10_000, interval: 50 }).toEqual(["retry"]);
  });
});
