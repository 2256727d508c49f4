import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseConfig } from "#app/config/config.server.ts";
import { createAppServices } from "#app/context.server.ts";
import { listFailedJobs, retryFailedJob, type FailedJob } from "#app/jobs/failed-jobs.server.ts";
import { ensureQueues, startBoss, type Boss } from "#app/jobs/queue.server.ts";
import { createLogger } from "#app/logger.server.ts";
import { startWorkers } from "#indexer/worker.ts";
import { createTestDb, type TestDatabase } from "../support/db.ts";
import { CHILD_ENV } from "../support/child-env.ts";

// Failed and dead-lettered jobs with a real pg-boss and the real worker: a job whose payload does not parse fails
// on receipt; with no retries left it is dead-lettered (a queue with a dead-letter queue) or held failed (a queue
// without one). The list shows each once, a retry sends it back to its queue, and `npm run jobs` does the same.

let t: TestDatabase;
let boss: Boss;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "failed-jobs-test-"));
const config = parseConfig({ DATA_DIR: dataDir });
let deadId = "";
let heldId = "";

async function waitFor<T>(probe: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const value = await probe();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return probe();
}

const listed = async (id: string) => (await listFailedJobs(t.db)).jobs.filter((job) => job.id === id);

/** `npm run jobs -- ...` on the test database. */
function jobsCli(...args: string[]) {
  const run = spawnSync(process.execPath, ["indexer/jobs-cli.ts", ...args], {
    env: { ...CHILD_ENV, DATABASE_URL: t.url, DATA_DIR: dataDir, LOG_LEVEL: "silent" },
    encoding: "utf8",
    timeout: 60_000,
  });
  return { status: run.status, out: run.stdout, err: run.stderr };
}

beforeAll(async () => {
  t = await createTestDb();
  boss = await startBoss(t.url, "worker", () => undefined, config.sessionSecrets);
  await ensureQueues(boss);
  await startWorkers(createAppServices({ db: t.db, boss, config, logger: createLogger("silent") }));
  // Sent around enqueue's check, with no retries: each fails on receipt, once.
  deadId = (await boss.send("index-therapist", { therapistId: "not-a-uuid" }, { retryLimit: 0 }))!;
  heldId = (await boss.send("purge-sessions", null, { retryLimit: 0 }))!;
  await waitFor(
    () => listFailedJobs(t.db),
    ({ jobs }) => jobs.some((job) => job.id === deadId) && jobs.some((job) => job.id === heldId),
  );
}, 60_000);
afterAll(async () => {
  await boss?.stop({ graceful: false });
  await t?.release();
});

describe("failed jobs", () => {
  it("lists a dead-lettered job once, by its own id and queue, with its failure time, attempts and error", async () => {
    const { jobs, total } = await listFailedJobs(t.db);
    expect(total).toBe(2);
    const dead = jobs.filter((job) => job.id === deadId);
    expect(dead).toEqual([
      expect.objectContaining<Partial<FailedJob>>({
        queue: "index-therapist",
        deadLetter: "index-therapist-dead",
        attempts: 1,
      }),
    ]);
    expect(dead[0]!.error).toMatch(/Must be an id \(UUID\)/);
    expect(Math.abs(dead[0]!.failedAt - Date.now())).toBeLessThan(60_000);
  });

  it("lists a failed job of a queue without a dead-letter queue, held in its own queue", async () => {
    const held = await listed(heldId);
    expect(held).toEqual([
      expect.objectContaining<Partial<FailedJob>>({ queue: "purge-sessions", deadLetter: null, attempts: 1 }),
    ]);
    // the payload's refusal as the schema reports it (its wording is the app's: tests/integration share a process)
    expect(held[0]!.error).toMatch(/"code": "invalid_type"/);
    expect(held[0]!.error).toMatch(/"expected": "object"/);
  });

  it("retries a dead-lettered job as a fresh job in its queue, once", async () => {
    expect(await retryFailedJob(t.db, boss, deadId)).toEqual({ kind: "retried", queue: "index-therapist" });
    expect(await listed(deadId)).toEqual([]);
    const again = await boss.findJobs<{ therapistId: string }>("index-therapist", {
      data: { therapistId: "not-a-uuid" },
    });
    expect(again.filter((job) => job.id !== deadId && job.sourceRootId === deadId)).toHaveLength(1);
    expect(await retryFailedJob(t.db, boss, deadId)).toEqual({ kind: "not-found" });
  });

  it("retries a held failed job in place: it runs once more and, failing again, is listed with two attempts", async () => {
    expect(await retryFailedJob(t.db, boss, heldId)).toEqual({ kind: "retried", queue: "purge-sessions" });
    const held = await waitFor(
      () => listed(heldId),
      (jobs) => jobs[0]?.attempts === 2,
    );
    expect(held).toEqual([expect.objectContaining({ queue: "purge-sessions", attempts: 2 })]);
  });

  it("answers not-found for a job that never failed", async () => {
    expect(await retryFailedJob(t.db, boss, "00000000-0000-4000-8000-000000000000")).toEqual({ kind: "not-found" });
  });
});

// Each run starts a Node process: a few seconds each on a busy machine.
describe("npm run jobs", { timeout: 120_000 }, () => {
  it("lists the failed jobs and retries one by its id", () => {
    const list = jobsCli("list");
    expect(list.status).toBe(0);
    expect(list.out).toMatch(/^1 failed job\(s\), newest first:/);
    expect(list.out).toMatch(
      new RegExp(`purge-sessions\\s+${heldId}\\s+\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d\\s+2\\s+`),
    );
    const json = jobsCli("list", "--json");
    expect(JSON.parse(json.out.trim())).toMatchObject({ id: heldId, queue: "purge-sessions", attempts: 2 });
    expect(JSON.parse(json.out.trim()).failedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const retried = jobsCli("retry", heldId);
    expect(retried).toMatchObject({ status: 0, out: `Job ${heldId} sent back to its queue, purge-sessions.\n` });
    const twice = jobsCli("retry", deadId);
    expect(twice.status).toBe(1);
    expect(twice.err).toContain(`No failed job ${deadId}`);
  });

  it("answers --help without touching the database, and exits 2 on an unknown option or command", () => {
    const help = spawnSync(process.execPath, ["indexer/jobs-cli.ts", "--help"], {
      env: { ...CHILD_ENV, DATABASE_URL: "postgres://nobody@127.0.0.1:1/none" },
      encoding: "utf8",
    });
    expect(help.status).toBe(0);
    expect(help.stdout).toContain("Usage: npm run jobs -- [options] <list|retry> [ID]");
    for (const args of [["list", "--all"], ["purge"], []]) {
      const refused = jobsCli(...args);
      expect(refused.status, args.join(" ")).toBe(2);
      expect(refused.err).toContain("Usage: npm run jobs");
    }
  });

  it("says in one line that the database cannot be reached, and exits 1", () => {
    const run = spawnSync(process.execPath, ["indexer/jobs-cli.ts", "list"], {
      env: { ...CHILD_ENV, DATABASE_URL: "postgres://nobody@127.0.0.1:1/none", DATA_DIR: dataDir },
      encoding: "utf8",
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split("\n")).toHaveLength(1);
  });
});
