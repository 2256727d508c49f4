import type { Queue } from "pg-boss";
import type { z } from "zod";

/**
 * What the app and the worker agree on about one background job: its kebab-case queue name, the zod schema of its
 * payload (checked when it is sent and again when it is received), and the queue's retry/backoff/dead-letter
 * policy. The app sends it (enqueue, queue.server.ts); its handler is in indexer/jobs, under the same name.
 */
export type JobContract<S extends z.ZodType> = {
  name: string;
  payload: S;
  queue: Omit<Queue, "name">;
  /** A cron expression (UTC) when the job is also sent on a schedule, e.g. "15 3 * * *" for 03:15 every night. */
  schedule?: string;
  /**
   * The payload holds a secret or personal data: it is stored encrypted in the job row (sealed-payload.server.ts),
   * and the queue deletes the job soon after it completes (its deleteAfterSeconds).
   */
  sealed?: boolean;
  /**
   * Its worker fetches at a fixed pace (a mail provider's rate): its queue does not wake the worker on each new job,
   * which would fetch between two beats. Every other queue does (ensureQueues).
   */
  paced?: boolean;
};

/** Any job's contract, as the queue set-up and the worker take them all alike. */
export type AnyJobContract = JobContract<z.ZodType>;

export function defineJob<S extends z.ZodType>(contract: JobContract<S>): JobContract<S> {
  return contract;
}

/**
 * A job that writes one search document (a therapist's or a blog post's): retried five times, from 5 s backing off
 * to 10 minutes, each try running up to 5 minutes; a job that fails every try goes to the queue `{name}-dead`.
 */
export function defineIndexWriteJob<S extends z.ZodType>(name: string, payload: S): JobContract<S> {
  return defineJob({
    name,
    payload,
    queue: {
      retryLimit: 5,
      retryDelay: 5,
      retryBackoff: true,
      retryDelayMax: 600,
      expireInSeconds: 300,
      deadLetter: `${name}-dead`,
    },
  });
}
