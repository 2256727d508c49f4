import type { Job, PgBoss, Queue } from "pg-boss";
import type { z } from "zod";
import type { Db } from "#app/db/pool.server.ts";
import type { Logger } from "#app/logger.server.ts";
import type { Config } from "#app/config/config.server.ts";

/** What every job handler may use: the process's one pool, its job queue, config and logger. */
export type JobDeps = { db: Db; boss: PgBoss; config: Config; logger: Logger };

/**
 * One background job: its kebab-case queue name, the zod schema of its payload (checked when it is sent and
 * again when it is received), the queue's retry/backoff/dead-letter policy, and a handler that is safe to run
 * twice for the same payload.
 */
export type JobDefinition<S extends z.ZodType> = {
  name: string;
  payload: S;
  queue: Omit<Queue, "name">;
  /** A cron expression (UTC) when the job also runs on a schedule, e.g. "15 3 * * *" for 03:15 every night. */
  schedule?: string;
  /**
   * The payload holds a secret or personal data: it is stored encrypted in the job row (indexer/sealed-payload.ts),
   * and the queue deletes the job soon after it completes (its deleteAfterSeconds).
   */
  sealed?: boolean;
  /** How this process's worker takes jobs from the queue (default: one at a time, polling every second). */
  work?: (config: Config) => WorkPolicy;
  handle(payload: z.infer<S>, deps: JobDeps, job: Job<unknown>): Promise<void>;
};

/**
 * batchSize: jobs fetched at once (run together, each settled on its own); localConcurrency: fetch loops in this
 * process; pollingIntervalSeconds: the least time between two fetches of one loop (pg-boss's minimum is 0.5).
 */
export type WorkPolicy = { batchSize?: number; localConcurrency?: number; pollingIntervalSeconds?: number };

/** Any job, as the worker handles them all alike. */
export type AnyJob = JobDefinition<z.ZodType>;

export function defineJob<S extends z.ZodType>(definition: JobDefinition<S>): JobDefinition<S> {
  return definition;
}
