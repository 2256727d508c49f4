import type { JobDeps } from "./job.ts";
import { JOBS } from "./jobs/index.ts";
import type { Boss } from "./queue.ts";

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
 * Starts a worker for every job and registers the scheduled ones. Each payload is validated again on receipt; a
 * payload that does not parse is a bug in the sender, so it fails (and, after its retries, lands in the
 * dead-letter queue) rather than running.
 */
export async function startWorkers(boss: Boss, deps: JobDeps): Promise<void> {
  for (const job of JOBS) {
    await boss.work(job.name, { batchSize: 1, pollingIntervalSeconds: job.pollSeconds ?? 1 }, async ([received]) => {
      if (!received) return;
      const payload = job.payload.parse(received.data);
      await job.handle(payload, deps, received);
    });
    if (job.schedule) await boss.schedule(job.name, job.schedule, {});
  }
}
