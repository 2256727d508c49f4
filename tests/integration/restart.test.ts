import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { sql } from "slonik";
import { z } from "zod";
import { startEmbeddedPostgres } from "#app/db/embedded.server.ts";
import { migrate } from "#app/db/migrate.server.ts";
import { createDbPool } from "#app/db/pool.server.ts";

// The embedded database keeps its data across a stop and a start on the same DATA_DIR.
const dataDir = mkdtempSync(path.join(os.tmpdir(), "restart-test-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it("a restart on the same DATA_DIR finds the data intact", async () => {
  const first = await startEmbeddedPostgres(dataDir);
  await migrate(first.url);
  const db = await createDbPool(first.url);
  await db.query(sql.unsafe`INSERT INTO users (email) VALUES ('kept@example.com')`);
  await db.end();
  await first.stop();

  const second = await startEmbeddedPostgres(dataDir);
  expect(await migrate(second.url)).toEqual([]);
  const again = await createDbPool(second.url);
  const emails = await again.manyFirst(sql.type(z.object({ email: z.string() }))`SELECT email FROM users`);
  expect(emails).toEqual(["kept@example.com"]);
  await again.end();
  await second.stop();
});
