import { PgBoss } from "pg-boss";
import type { CommonQueryMethods } from "slonik";
import type { z } from "zod";
import { bossDbAdapter } from "#app/db/raw.server.ts";
import type { JobDefinition } from "./job.ts";

export type Boss = PgBoss;

/**
 * pg-boss on the app's own database. A web process only sends jobs; the worker process (or `npm start`, which
 * runs both) also supervises queues and runs schedules. Queues are created by ensureQueues (worker.ts).
 */
export async function startBoss(
  databaseUrl: string,
  role: "web" | "worker",
  onError: (error: Error) => void = (error) => console.error(error),
): Promise<Boss> {
  const boss = new PgBoss({
    connectionString: databaseUrl,
    max: role === "worker" ? 4 : 2,
    supervise: role === "worker",
    schedule: role === "worker",
    migrate: true,
    application_name: `directory-${role}`,
  });
  // Without a listener an 'error' event (a dropped connection, say) would end the process.
  boss.on("error", onError);
  await boss.start();
  return boss;
}

/**
 * Sends a job whose payload is checked against the job's schema. Pass the transaction that made the change
 * the job follows from, so the job exists exactly when that change committed.
 */
export async function enqueue<S extends z.ZodType>(
  boss: Boss,
  job: JobDefinition<S>,
  payload: z.input<S>,
  options: { db?: CommonQueryMethods; singletonKey?: string; startAfter?: number | Date } = {},
): Promise<string | null> {
  const data = job.payload.parse(payload) as object;
  return boss.send(job.name, data, {
    db: options.db ? bossDbAdapter(options.db) : undefined,
    singletonKey: options.singletonKey,
    startAfter: options.startAfter,
  });
}
