import { PgBoss, type Clock } from "pg-boss";
import { sql, type CommonQueryMethods } from "slonik";
import type { z } from "zod";
import { bossDbAdapter } from "#app/db/raw.server.ts";
import type { AnyJobContract, JobContract } from "./contract.server.ts";
import { JOB_CONTRACTS } from "./index.server.ts";
import { payloadKey, seal, unseal } from "./sealed-payload.server.ts";

export type Boss = PgBoss;

/**
 * Each queue connection carries its payload key (derived from SESSION_SECRET) for jobs whose payloads are sealed.
 * It is a property of the connection under a registry symbol, not module state: the server build bundles its
 * own copy of this module, which must find the key the process entry's copy registered.
 */
const PAYLOAD_KEY = Symbol.for("directory.job-payload-key");
type KeyedBoss = Boss & { [PAYLOAD_KEY]?: readonly Buffer[] };

/**
 * pg-boss on the app's own database. A web process only sends jobs; the worker process (or `npm start`, which
 * runs both) also supervises queues, runs schedules and listens for new jobs: a queue that notifies on a job's
 * creation (ensureQueues) has its worker start the job at once instead of at its next poll.
 * Queues are created by ensureQueues. `clock` is the system's unless a test passes pg-boss's TestClock (then the
 * queue's times, retries and deletions follow the test's clock).
 */
export async function startBoss(
  databaseUrl: string,
  role: "web" | "worker",
  onError: (error: Error) => void = (error) => console.error(error),
  payloadSecrets: readonly string[] = [],
  clock?: Clock,
): Promise<Boss> {
  const boss = new PgBoss({
    clock,
    connectionString: databaseUrl,
    max: role === "worker" ? 4 : 2,
    supervise: role === "worker",
    // The pass that deletes finished jobs past their queue's deleteAfterSeconds (a sent email's an hour after) and
    // dead letters past their 14 days runs every minute: pg-boss's default, once a day, kept them up to a day more.
    maintenanceIntervalSeconds: 60,
    schedule: role === "worker",
    // one connection of its own, held for LISTEN (a NOTIFY reaches no pooled connection)
    useListenNotify: role === "worker",
    migrate: true,
    application_name: `directory-${role}`,
  });
  // Without a listener an 'error' event (a dropped connection, say) would end the process.
  boss.on("error", onError);
  // Sealed with the first secret; any of them opens (SESSION_SECRET rotation: jobs queued before it still run).
  if (payloadSecrets.length > 0) (boss as KeyedBoss)[PAYLOAD_KEY] = payloadSecrets.map(payloadKey);
  await boss.start();
  return boss;
}

/**
 * Creates (or updates) every queue with its retry, backoff and dead-letter policy, and, unless it is paced, with
 * `notify`: creating a job (by a web process, the schedule, a retry or a CLI) wakes the worker that takes it, in
 * the transaction's commit. Safe to run on each start.
 * `update: false` only creates the queues that are missing, leaving the others as they are.
 */
export async function ensureQueues(boss: Boss, { update = true }: { update?: boolean } = {}): Promise<void> {
  // the queues there are, read once (a read per queue took as long again as the updates)
  const existing = new Set((await boss.getQueues()).map((queue) => queue.name));
  for (const job of JOB_CONTRACTS) {
    if (job.queue.deadLetter && !existing.has(job.queue.deadLetter)) {
      await boss.createQueue(job.queue.deadLetter, { retentionSeconds: 14 * 24 * 3600 });
      existing.add(job.queue.deadLetter);
    }
    const options = { ...job.queue, notify: !job.paced };
    if (!existing.has(job.name)) await boss.createQueue(job.name, options);
    else if (update) await boss.updateQueue(job.name, options);
    existing.add(job.name);
  }
}

/**
 * Sends a job whose payload is checked against the job's schema. Pass the transaction that made the change
 * the job follows from, so the job exists exactly when that change committed.
 */
export async function enqueue<S extends z.ZodType>(
  boss: Boss,
  job: JobContract<S>,
  payload: z.input<S>,
  options: {
    db?: CommonQueryMethods;
    singletonKey?: string;
    /**
     * One job of the key per window of this many seconds: a send while the window's job exists (even done) is
     * queued once for the next window, and a send beyond that is dropped (a job then runs after it anyway).
     */
    debounceSeconds?: number;
    startAfter?: number | Date;
    /** Jobs of a queue are taken highest priority first (0 by default), then oldest first. */
    priority?: number;
  } = {},
): Promise<string | null> {
  const parsed = job.payload.parse(payload) as object;
  const data = job.sealed ? seal(keysOf(boss, job.name)[0] as Buffer, parsed) : parsed;
  return boss.send(job.name, data, {
    db: options.db ? bossDbAdapter(options.db) : undefined,
    singletonKey: options.singletonKey,
    ...(options.debounceSeconds === undefined
      ? {}
      : { singletonSeconds: options.debounceSeconds, singletonNextSlot: true }),
    startAfter: options.startAfter,
    // pg-boss refuses a priority key whose value is not an integer, undefined included
    ...(options.priority === undefined ? {} : { priority: options.priority }),
  });
}

/**
 * The channel pg-boss's workers listen on for new jobs (its schema is the default, "pgboss"): the name pg-boss
 * derives from the schema's name. tests/integration/job-wake.test.ts holds it to pg-boss's: a failed job sent back
 * with a notice on it runs on a clock that never lets the worker poll.
 */
const NEW_JOB_CHANNEL = sql.fragment`'pgboss_' || left(encode(sha224('pgboss'::bytea), 'hex'), 24)`;

/**
 * Tells the queue's worker that jobs are ready, as pg-boss does when it creates one (on commit, when `db` is a
 * transaction): for the jobs it makes ready without a notice, a failed job sent back to its queue.
 */
export async function wakeWorkers(db: CommonQueryMethods, queue: string): Promise<void> {
  await db.query(sql.unsafe`SELECT pg_notify(${NEW_JOB_CHANNEL}, ${queue})`);
}

/** A received payload as its job's schema reads it: unsealed first when the job's payloads are sealed. */
export function openPayload(boss: Boss, job: AnyJobContract, data: unknown): unknown {
  if (!job.sealed) return data;
  const keys = keysOf(boss, job.name);
  for (const key of keys.slice(0, -1)) {
    try {
      return unseal(key, data);
    } catch {
      // sealed with another of the secrets
    }
  }
  return unseal(keys.at(-1) as Buffer, data);
}

function keysOf(boss: Boss, jobName: string): readonly Buffer[] {
  const keys = (boss as KeyedBoss)[PAYLOAD_KEY];
  if (!keys || keys.length === 0)
    throw new Error(`The ${jobName} job's payloads are sealed: start the queue with a payload secret`);
  return keys;
}
