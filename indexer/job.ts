import type { Job, Queue } from "pg-boss";
import type { z } from "zod";
import type { Db } from "#app/db/pool.server.ts";
import type { Logger } from "#app/logger.server.ts";
import type { Config } from "#app/config/config.server.ts";

/** What every job handler may use: the process's one pool, its config and logger. */
export type JobDeps = { db: Db; config: Config; logger: Logger };

/**
 * One background job: its kebab-case queue name, the zod schema of its payload (checked when it is sent and
 * again when it is received), the queue's retry/backoff/dead-letter policy, and a handler that is safe to run
 * twice for the same payload.
 */
export type JobDefinition<S extends z.ZodType> = {
  name: string;
  payload: S;
  queue: Omit<Queue, "name">;
  handle: (payload: z.infer<S>, deps: JobDeps, job: Job<unknown>) => Promise<void>;
};

export function defineJob<S extends z.ZodType>(definition: JobDefinition<S>): JobDefinition<S> {
  return definition;
}
