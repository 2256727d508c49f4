import type { Job, JobResult } from "pg-boss";
import type { AnyJob, JobDeps } from "./job.ts";
import { JOBS } from "./jobs/index.ts";
import { openPayload, type Boss } from "./queue.ts";

/** Creates (or updates) every queue with its retry, backoff and dead-letter policy. Safe to run on each start. */
export async function ensureQueues(boss: Boss): Promise<void> {
  for (const job of JOBS) {
    if (job.queue.deadLetter && !(await boss.getQueue(job.queue.deadLetter))) {
      await boss.createQueue(job.queue.deadLetter, { retentionSeconds: 14 * 24 * 3600 });
    }
    if (await boss.getQueue(job.name)) await boss.updateQueue(job.name, job.queue);
    else await boss.createQueue(job.name, job.queue);
  }
}

/**
 * Starts a worker for every job, with the job's work policy, and registers the scheduled ones. Each job of a
 * fetched batch runs at once and is settled on its own (a failure retries only that job). Each payload is
 * validated again on receipt; a payload that does not parse is a bug in the sender, so it fails (and, after its
 * retries, lands in the dead-letter queue) rather than running. A sealed payload is decrypted first.
 */
export async function startWorkers(boss: Boss, deps: JobDeps): Promise<void> {
  for (const job of JOBS) {
    const policy = { batchSize: 1, localConcurrency: 1, pollingIntervalSeconds: 1, ...job.work?.(deps.config) };
    await boss.work(job.name, { ...policy, perJobResults: true }, (batch) => Promise.all(batch.map((received) => run(job, received, deps))));
    if (job.schedule) await boss.schedule(job.name, job.schedule, {});
  }
}

async function run(job: AnyJob, received: Job<unknown>, deps: JobDeps): Promise<JobResult> {
  try {
    await job.handle(job.payload.parse(openPayload(deps.boss, job, received.data)), deps, received);
    return { id: received.id, status: "completed" };
  } catch (error) {
    const { name, message, stack } = error instanceof Error ? error : new Error(String(error));
    deps.logger.warn({ job: job.name, id: received.id, err: error }, "job failed");
    return { id: received.id, status: "failed", output: { name, message, stack } };
  }
}
