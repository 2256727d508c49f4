import { sql, type CommonQueryMethods } from "slonik";
import { z } from "zod";
import { selectOf } from "#app/db/columns.server.ts";
import { JOB_CONTRACTS } from "./index.server.ts";
import { wakeWorkers, type Boss } from "./queue.server.ts";

// The jobs that failed every attempt, as an operator sees and retries them (the admin's Failed Jobs page and
// `npm run jobs`). A job of a queue with a dead-letter queue is copied there when its last attempt fails and kept
// 14 days: it is shown by that copy, and retried by moving the copy back to its queue as a fresh job with all its
// attempts (pg-boss's redrive). Its failed original is not shown too: retrying both would run it twice. A job of a
// queue without one stays failed in its own queue until the queue deletes it, and is retried in place (pg-boss's
// retry, one more attempt). pg-boss lists a queue's jobs whole and unfiltered (payloads included), so the list is
// read here, by state, newest first and capped; each retry goes through pg-boss.

export const FAILED_JOBS_SHOWN = 200;

const DEAD_LETTER_QUEUES = JOB_CONTRACTS.flatMap((job) => (job.queue.deadLetter ? [job.queue.deadLetter] : []));
const QUEUES_WITHOUT_DEAD_LETTER = JOB_CONTRACTS.filter((job) => !job.queue.deadLetter).map((job) => job.name);

export const FailedJob = z.object({
  /** The failed job's id, as the worker's "job failed" log lines name it; what a retry is asked for by. */
  id: z.uuid(),
  queue: z.string(),
  /** The dead-letter queue holding the job's copy, or null when the job is held failed in its own queue. */
  deadLetter: z.string().nullable(),
  failedAt: z.number(),
  attempts: z.number().int(),
  /** The error's message as the worker stored it (or pg-boss's own, for a job that ran out of time). */
  error: z.string().nullable(),
});
export type FailedJob = z.infer<typeof FailedJob>;

const messageOf = (output: ReturnType<typeof sql.fragment>) =>
  sql.fragment`coalesce(${output} ->> 'message', ${output} #>> '{value,message}', ${output}::text)`;

const deadLettered = selectOf("j", FailedJob, {
  id: sql.fragment`coalesce(j.source_id, j.id)`,
  queue: sql.fragment`coalesce(j.source_name, j.name)`,
  deadLetter: sql.fragment`j.name`,
  failedAt: sql.fragment`j.created_on`,
  attempts: sql.fragment`coalesce(j.source_retry_count, 0) + 1`,
  error: messageOf(sql.fragment`coalesce(j.source_output, j.output)`),
});
const failedInPlace = selectOf("j", FailedJob, {
  queue: sql.fragment`j.name`,
  deadLetter: sql.fragment`NULL::text`,
  failedAt: sql.fragment`j.completed_on`,
  attempts: sql.fragment`j.retry_count + 1`,
  error: messageOf(sql.fragment`j.output`),
});

/** Every failed job, dead-lettered or held failed, one row each. */
const failedJobs = sql.fragment`
  SELECT ${deadLettered} FROM pgboss.job j
  WHERE j.name = ANY(${sql.array(DEAD_LETTER_QUEUES, "text")}) AND j.state IN ('created', 'retry')
  UNION ALL
  SELECT ${failedInPlace} FROM pgboss.job j
  WHERE j.name = ANY(${sql.array(QUEUES_WITHOUT_DEAD_LETTER, "text")}) AND j.state = 'failed'`;

/** The most recent failed jobs (newest first, at most FAILED_JOBS_SHOWN) and how many there are in all. */
export async function listFailedJobs(db: CommonQueryMethods): Promise<{ jobs: readonly FailedJob[]; total: number }> {
  const [jobs, total] = await Promise.all([
    db.any(sql.type(FailedJob)`
      SELECT * FROM (${failedJobs}) f ORDER BY "failedAt" DESC, id LIMIT ${FAILED_JOBS_SHOWN}`),
    db.oneFirst(sql.type(z.object({ n: z.number().int() }))`SELECT count(*)::int AS n FROM (${failedJobs}) f`),
  ]);
  return { jobs, total };
}

export type RetryOutcome = { kind: "retried"; queue: string } | { kind: "not-found" };

const Held = z.object({ rowId: z.uuid(), queue: z.string(), deadLetter: z.string().nullable() });
/** What pg-boss answers a command with (its type declares no fields): how many of the jobs it changed. */
const Command = z.object({ affected: z.number().int() });

/**
 * Sends a failed job back to its queue: a dead-lettered one as a fresh job, a job held failed for one more
 * attempt. A job already retried (by someone else a moment ago, say) or no longer kept is `not-found`.
 */
export async function retryFailedJob(db: CommonQueryMethods, boss: Boss, id: string): Promise<RetryOutcome> {
  const held = await db.maybeOne(sql.type(Held)`
    SELECT "rowId", queue, "deadLetter" FROM (
      SELECT j.id AS "rowId", j.source_name AS queue, j.name AS "deadLetter" FROM pgboss.job j
      WHERE j.name = ANY(${sql.array(DEAD_LETTER_QUEUES, "text")}) AND j.state IN ('created', 'retry')
        AND j.source_id = ${id} AND j.source_name IS NOT NULL
      UNION ALL
      SELECT j.id, j.name, NULL FROM pgboss.job j
      WHERE j.name = ANY(${sql.array(QUEUES_WITHOUT_DEAD_LETTER, "text")}) AND j.state = 'failed' AND j.id = ${id}
    ) held LIMIT 1`);
  if (!held) return { kind: "not-found" };
  const done = held.deadLetter
    ? (await boss.redrive(held.deadLetter, { ids: [held.rowId], limit: 1 })) === 1
    : Command.parse(await boss.retry(held.queue, held.rowId)).affected === 1;
  if (!done) return { kind: "not-found" };
  // neither of pg-boss's ways back notifies: the worker would find the job only at its next poll
  await wakeWorkers(db, held.queue);
  return { kind: "retried", queue: held.queue };
}
