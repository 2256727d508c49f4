// `npm run jobs -- list` / `npm run jobs -- retry <id>`: the jobs that failed every attempt (dead-lettered, or held
// failed in their queue), and sending one back to its queue. The admin's Failed Jobs page shows the same.
import { z } from "zod";
import type { FailedJob } from "#app/jobs/failed-jobs.server.ts";
import { DATABASE_ENVIRONMENT, openCheckedDatabase, runCommand, usageError, type CommandSpec } from "./cli.ts";

const SPEC = {
  command: "npm run jobs --",
  positionals: { usage: "<list|retry> [ID]", min: 1, max: 2 },
  summary: [
    "The jobs that failed every attempt: dead-lettered (kept 14 days), or held failed in their queue.",
    "  list         the most recent failed jobs, newest first: queue, job id, failure time (UTC), attempts, error",
    "  retry <id>   sends the failed job with this id back to its queue (a dead-lettered one with all its attempts)",
  ].join("\n"),
  options: { json: { type: "boolean", description: "list: one JSON object a line, the error message whole." } },
  environment: DATABASE_ENVIRONMENT,
} satisfies CommandSpec;

type Command = { name: "list"; json: boolean } | { name: "retry"; id: string };

function command([name, ...rest]: string[], json: boolean): Command {
  if (name === "list" && rest.length === 0) return { name, json };
  if (name === "retry" && rest.length === 1 && !json) {
    const id = z.uuid().safeParse(rest[0]);
    if (!id.success) usageError(SPEC, `Not a job id: ${rest[0]}`);
    return { name, id: id.data };
  }
  if (name !== "list" && name !== "retry") usageError(SPEC, `Unknown command: ${name}`);
  usageError(SPEC, `Wrong arguments for ${name}.`);
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

await runCommand(SPEC, async ({ values, positionals }) => {
  const chosen = command(positionals, values.json === true);
  // Loaded once the arguments are understood: --help and a usage error answer at once and touch nothing.
  const { createDbPool } = await import("#app/db/pool.server.ts");
  const { listFailedJobs, retryFailedJob } = await import("#app/jobs/failed-jobs.server.ts");
  const { startBoss } = await import("#app/jobs/queue.server.ts");
  const database = await openCheckedDatabase();
  try {
    const db = await createDbPool(database.url, { maximumPoolSize: 2 });
    const boss = await startBoss(database.url, "web", () => undefined);
    try {
      if (chosen.name === "list") {
        const { jobs, total } = await listFailedJobs(db);
        if (chosen.json)
          for (const job of jobs)
            console.log(JSON.stringify({ ...job, failedAt: new Date(job.failedAt).toISOString() }));
        else printTable(jobs, total);
      } else {
        const outcome = await retryFailedJob(db, boss, chosen.id);
        if (outcome.kind === "not-found") {
          console.error(`No failed job ${chosen.id} (already retried, or no longer kept).`);
          process.exitCode = 1;
        } else console.log(`Job ${chosen.id} sent back to its queue, ${outcome.queue}.`);
      }
    } finally {
      await boss.stop({ graceful: false });
      await db.end();
    }
  } finally {
    await database.stop();
  }
});
