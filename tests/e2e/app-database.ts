import { readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { PgBoss } from "pg-boss";
import { limiterKey } from "../../app/auth/rate-limit.server.ts";
import { appSecret, e2eDataDir } from "./app.ts";

// The worker app's own database, for specs that must reach past its pages: its embedded PostgreSQL (the port is on
// the fourth line of its postmaster.pid) and its job queue, where a job sent here is run by the app's worker as
// one it scheduled itself.

export function appDatabaseUrl(): string {
  const port = readFileSync(path.join(e2eDataDir(), "postgres", "postmaster.pid"), "utf8")
    .split("\n")[3]
    ?.trim();
  return `postgres://postgres:postgres@127.0.0.1:${port}/directory`;
}

/** Runs one statement on the app's database; its rows. */
export async function appQuery<Row extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: appDatabaseUrl() });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/**
 * Starts a rate limit's count over for the given subjects (an address, an IP bucket): the spec files share one app,
 * and count together against limits a person meets alone. Each limit itself is tested with subjects of its own.
 */
export async function forgetRateLimit(scope: string, subjects: string[]): Promise<void> {
  const buckets = subjects.map((subject) => limiterKey(appSecret(), scope, subject));
  await appQuery("DELETE FROM rate_limits WHERE bucket = ANY($1)", [buckets]);
}

/** Sends a job to the app's queue (as its schedule or a domain module would); the job's id. */
export async function sendAppJob(name: string, data: object, options: { retryLimit?: number } = {}): Promise<string> {
  const boss = new PgBoss({ connectionString: appDatabaseUrl(), supervise: false, schedule: false, migrate: false });
  boss.on("error", () => undefined);
  await boss.start();
  try {
    const id = await boss.send(name, data, options);
    if (!id) throw new Error(`The app's queue did not take the ${name} job.`);
    return id;
  } finally {
    await boss.stop({ graceful: false });
  }
}
