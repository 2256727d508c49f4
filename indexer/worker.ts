import type { Job, JobResult } from "pg-boss";
import type { ServicesConfig } from "#app/config/config.server.ts";
import type { AppServices } from "#app/context.server.ts";
import { redactAddresses } from "#app/http/redact.ts";
import { JOB_CONTRACTS } from "#app/jobs/index.server.ts";
import { enqueue, openPayload } from "#app/jobs/queue.server.ts";
import { replayErasuresJob } from "#app/jobs/replay-erasures.server.ts";
import type { AnyJobHandler } from "./job.ts";
import { JOBS } from "./jobs/index.ts";

/**
 * How often a worker whose queue wakes it on each new job (app/jobs/queue.server.ts) still looks for jobs: those
 * that no new job's notice announces (a retry whose delay ran out, a job sent to start later, a notice lost with
 * a connection) are started within this many seconds.
 */
const BACKSTOP_POLL_SECONDS = 15;

/**
 * Starts a worker for every job, with the job's work policy, and registers the scheduled ones (a job whose contract
 * has no schedule has none: one taken out of a contract stops being sent from the next start). Each job of a
 * fetched batch runs at once and is settled on its own (a failure retries only that job). Each payload is
 * validated again on receipt; a payload that does not parse is a bug in the sender, so it fails (and, after its
 * retries, lands in the dead-letter queue) rather than running. A sealed payload is decrypted first. Then sends the
 * erasure ledger's replay once.
 */
export async function startWorkers(services: AppServices<ServicesConfig>): Promise<void> {
  const { boss, config } = services;
  const unhandled = JOB_CONTRACTS.filter((job) => !JOBS.some((handler) => handler.job === job));
  if (unhandled.length > 0)
    throw new Error(`No handler in indexer/jobs for: ${unhandled.map((job) => job.name).join(", ")}`);
  for (const handler of JOBS) {
    const { job } = handler;
    const policy = { batchSize: 1, localConcurrency: 1, pollingIntervalSeconds: 1, ...handler.work?.(config) };
    // A woken worker takes jobs until a fetch finds none (pg-boss calls this only with a batch that holds jobs; then
    // it waits to be woken again, or for the backstop poll); a paced one fetches at its pace whatever it found.
    const backstop = job.paced ? policy.pollingIntervalSeconds : BACKSTOP_POLL_SECONDS;
    // the callback reads it from the second batch on (the first may run before boss.work has answered)
    let workerId: string | undefined = undefined;
    workerId = await boss.work(
      job.name,
      { ...policy, notifyPollingIntervalSeconds: backstop, perJobResults: true },
      async (batch) => {
        const results = await Promise.all(batch.map((received) => run(handler, received, services)));
        if (!job.paced && workerId) boss.notifyWorker(workerId);
        return results;
      },
    );
    if (job.schedule) await boss.schedule(job.name, job.schedule, {});
    else await boss.unschedule(job.name);
  }
  // A database restored from a backup (or rewound) holds again what was erased after it was made: the ledger is
  // applied again now, not only at its hourly run.
  await enqueue(boss, replayErasuresJob, {});
}

async function run(
  handler: AnyJobHandler,
  received: Job<unknown>,
  services: AppServices<ServicesConfig>,
): Promise<JobResult> {
  const { job } = handler;
  try {
    await handler.handle(job.payload.parse(openPayload(services.boss, job, received.data)), services, received);
    return { id: received.id, status: "completed" };
  } catch (error) {
    const { name, message, stack } = error instanceof Error ? error : new Error(String(error));
    services.logger.warn({ job: job.name, id: received.id, err: error }, "job failed");
    const output = { name, message: redactAddresses(message), stack: stack && redactAddresses(stack) };
    return { id: received.id, status: "failed", output };
  }
}
