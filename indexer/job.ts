import type { Job } from "pg-boss";
import type { z } from "zod";
import type { ServicesConfig } from "#app/config/config.server.ts";
import type { AppServices } from "#app/context.server.ts";
import type { JobContract } from "#app/jobs/contract.server.ts";

/**
 * How the worker runs one job (its contract: app/jobs): the handler, safe to run twice for the same payload, given
 * the payload as the contract's schema parsed it on receipt and the process's services.
 */
export type JobHandler<S extends z.ZodType> = {
  job: JobContract<S>;
  /** How this process's worker takes jobs from the queue (default: one at a time, woken by each new job). */
  work?: (config: ServicesConfig) => WorkPolicy;
  handle(payload: z.infer<S>, services: AppServices<ServicesConfig>, job: Job<unknown>): Promise<void>;
};

/**
 * batchSize: jobs fetched at once (run together, each settled on its own); localConcurrency: fetch loops in this
 * process (more than one only for a paced job: a woken loop that drains its queue is the first); pollingIntervalSeconds:
 * a paced job's least time between two fetches of one loop, and any job's when the worker cannot listen for new jobs
 * (pg-boss's minimum is 0.5).
 */
type WorkPolicy = { batchSize?: number; localConcurrency?: number; pollingIntervalSeconds?: number };

/** Any job's handler, as the worker runs them all alike. */
export type AnyJobHandler = JobHandler<z.ZodType>;

export function handleJob<S extends z.ZodType>(
  job: JobContract<S>,
  handler: Omit<JobHandler<S>, "job">,
): JobHandler<S> {
  return { job, ...handler };
}
