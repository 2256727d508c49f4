// `npm run jobs -- list` / `npm run jobs -- retry <id>`: the jobs that failed every attempt (dead-lettered, or held
// failed in their queue), and sending one back to its queue. The admin's Failed Jobs page shows the same.
import { parseArgs } from "node:util";
import { z } from "zod";
import type { FailedJob } from "#app/jobs/failed-jobs.server.ts";

const USAGE = `Usage: npm run jobs -- <command> [options]

The jobs that failed every attempt: dead-lettered (kept 14 days), or held failed in their queue.

Commands:
  list         the most recent failed jobs, newest first: queue, job id, failure time (UTC), attempts, error
  retry <id>   sends the failed job with this id back to its queue (a dead-lettered one with all its attempts)

Options:
  --json       list: one JSON object a line, the error message whole
  -h, --help   this text`;

type Command = { name: "list"; json: boolean } | { name: "retry"; id: string };

function usageError(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

function parseCommand(): Command {
  let parsed;
  try {
    parsed = parseArgs({
      options: { help: { type: "boolean", short: "h" }, json: { type: "boolean" } },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    usageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const [name, ...rest] = positionals;
  if (name === "list" && rest.length === 0) return { name, json: values.json === true };
  if (name === "retry" && rest.length === 1 && !values.json) {
    const id = z.uuid().safeParse(rest[0]);
    if (!id.success) usageError(`Not a job id: ${rest[0]}`);
    return { name, id: id.data };
  }
  if (name === undefined) usageError("A command is required.");
  if (name !== "list" && name !== "retry") usageError(`Unknown command: ${name}`);
  usageError(`Wrong arguments for ${name}.`);
}

const oneLine = (text: string | null, max: number) => {
  const line = (text ?? "").replace(/\s+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};
const utc = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace("T", " ");

function printTable(jobs: readonly FailedJob[], total: number): void {
  console.log(
    total === 0
      ? "No failed jobs."
      : `${total} failed job(s)${total > jobs.length ? `, the ${jobs.length} most recent` : ""}, newest first:`,
  );
  if (jobs.length === 0) return;
  const rows = [
    ["QUEUE", "JOB ID", "FAILED (UTC)", "ATTEMPTS", "ERROR"],
    ...jobs.map((job) => [job.queue, job.id, utc(job.failedAt), String(job.attempts), oneLine(job.error, 100)]),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  for (const row of rows)
    console.log(
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join("  ")
        .trimEnd(),
    );
}

const command = parseCommand();
// Loaded once the arguments are understood: --help and a usage error answer at once and touch nothing.
const { createDbPool } = await import("#app/db/pool.server.ts");
const { listFailedJobs, retryFailedJob } = await import("#app/jobs/failed-jobs.server.ts");
const { startBoss } = await import("#app/jobs/queue.server.ts");
const { openDatabaseOrExit } = await import("./cli.ts");
const database = await openDatabaseOrExit();
try {
  const db = await createDbPool(database.url, { maximumPoolSize: 2 });
  const boss = await startBoss(database.url, "web", () => undefined);
  try {
    if (command.name === "list") {
      const { jobs, total } = await listFailedJobs(db);
      if (command.json)
        for (const job of jobs) console.log(JSON.stringify({ ...job, failedAt: new Date(job.failedAt).toISOString() }));
      else printTable(jobs, total);
    } else {
      const outcome = await retryFailedJob(db, boss, command.id);
      if (outcome.kind === "not-found") {
        console.error(`No failed job ${command.id} (already retried, or no longer kept).`);
        process.exitCode = 1;
      } else console.log(`Job ${command.id} sent back to its queue, ${outcome.queue}.`);
    }
  } finally {
    await boss.stop({ graceful: false });
    await db.end();
  }
} catch (error) {
  console.error(`Could not read the jobs: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.stop();
}
