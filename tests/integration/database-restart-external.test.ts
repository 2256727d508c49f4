import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { sql } from "slonik";
import { z } from "zod";
import { freePort, startEmbeddedPostgres, type EmbeddedDatabase } from "#app/db/embedded.server.ts";
import { createDbPool, type Db } from "#app/db/pool.server.ts";
import { startBoss, type Boss } from "#app/jobs/queue.server.ts";

// With DATABASE_URL the server is not ours: when it restarts, the pool and pg-boss must find it again by
// themselves. A second embedded instance plays that server; it gets a fast shutdown and starts again on
// the same port while queries and jobs keep coming.

const dataDir = mkdtempSync(path.join(os.tmpdir(), "external-restart-test-"));
let server: EmbeddedDatabase | undefined;
let db: Db | undefined;
let boss: Boss | undefined;
afterAll(async () => {
  await boss?.stop({ graceful: false, timeout: 5_000 });
  await db?.end();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function eventually(check: () => Promise<boolean> | boolean, what: string): Promise<void> {
  for (let waited = 0; waited < 30_000; waited += 100) {
    if (
      await Promise.resolve()
        .then(check)
        .catch(() => false)
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`never happened: ${what}`);
}

const Probe = z.object({ label: z.string() });
const selectOne = (pool: Db) => pool.oneFirst(sql.type(z.object({ one: z.number() }))`SELECT 1 AS one`);

it("after the server restarts under load, the pool answers again and a job sent afterwards is processed", async () => {
  const port = await freePort();
  server = await startEmbeddedPostgres(dataDir, { port });
  const pool = (db = await createDbPool(server.url));
  const queue = (boss = await startBoss(server.url, "worker", () => {}));
  await queue.createQueue("restart-probe");
  const processed: string[] = [];
  await queue.work("restart-probe", { pollingIntervalSeconds: 0.5 }, async ([job]) => {
    if (job) processed.push(Probe.parse(job.data).label);
  });

  let running = true;
  let answered = 0;
  const load = (async () => {
    while (running) {
      await selectOne(pool).then(
        () => (answered += 1),
        () => new Promise((resolve) => setTimeout(resolve, 50)),
      );
    }
  })();
  await queue.send("restart-probe", { label: "before" });
  await eventually(() => processed.includes("before"), "the job sent before the restart ran");

  await server.stop();
  server = await startEmbeddedPostgres(dataDir, { port });
  const answeredBefore = answered;
  await eventually(() => answered > answeredBefore + 10, "the pool answers again under load");
  expect(await selectOne(pool)).toBe(1);

  await eventually(async () => (await queue.send("restart-probe", { label: "after" })) !== null, "a job is sent");
  await eventually(() => processed.includes("after"), "the job sent after the restart ran");
  running = false;
  await load;
  expect(processed).toEqual(["before", "after"]);
});
