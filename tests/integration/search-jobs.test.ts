import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { sql } from "slonik";
import { z } from "zod";
import { parseConfig } from "#app/config/config.server.ts";
import { createAppServices } from "#app/context.server.ts";
import { createLogger } from "#app/logger.server.ts";
import { SearchParams } from "#app/search/api-params.server.ts";
import { indexTherapistJob } from "#app/jobs/index-therapist.server.ts";
import { ensureQueues, enqueue, startBoss, type Boss } from "#app/jobs/queue.server.ts";
import { postgresSearchEngine } from "#indexer/search/engine.ts";
import { seedDemoData } from "#indexer/seed/seed.server.ts";
import { startWorkers } from "#indexer/worker.ts";
import { createTestDb, type TestDatabase } from "../support/db.ts";

// A profile change reaches search through the index-therapist job, enqueued in the change's own transaction.
let t: TestDatabase;
let boss: Boss;
beforeAll(async () => {
  t = await createTestDb();
  await seedDemoData(t.db);
  await postgresSearchEngine(t.db).rebuild();
  boss = await startBoss(t.url, "worker", () => undefined);
  await ensureQueues(boss);
  const config = parseConfig({ DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "search-jobs-")) });
  await startWorkers(createAppServices({ db: t.db, boss, config, logger: createLogger("silent") }));
});
afterAll(async () => {
  await boss.stop({ graceful: false });
  await t.release();
});

it("an edit committed with its index job becomes searchable", async () => {
  const id = await t.db.oneFirst(sql.type(z.object({ id: z.uuid() }))`
    SELECT id FROM therapists WHERE status = 'approved' ORDER BY slug LIMIT 1`);
  await t.db.transaction(async (tx) => {
    await tx.query(sql.unsafe`UPDATE therapists SET last_name = 'Zzyzxquist' WHERE id = ${id}`);
    await enqueue(boss, indexTherapistJob, { therapistId: id }, { db: tx });
  });
  const engine = postgresSearchEngine(t.db);
  let found = 0;
  for (let attempt = 0; attempt < 100 && found === 0; attempt++) {
    found = (await engine.search(SearchParams.parse({ query: "zzyzxquist" }))).total;
    if (found === 0) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(found).toBe(1);
});
