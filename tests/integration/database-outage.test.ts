import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { sql } from "slonik";
import { z } from "zod";
import type { AppServices } from "#app/context.server.ts";
import { startEmbeddedPostgres, type EmbeddedDatabase } from "#app/db/embedded.server.ts";
import { migrate } from "#app/db/migrate.server.ts";
import { createDbPool, type Db } from "#app/db/pool.server.ts";
import { withUnavailableAs503 } from "#app/db/unavailable.server.ts";
import { loader as profileApiLoader } from "#app/routes/api.therapists.by-slug.ts";
import { callLoader } from "../support/directory.ts";

// Demo mode owns its database: a kill -9 of the embedded PostgreSQL is followed by a restart on the same port
// (crash recovery), requests meanwhile get 503 with Retry-After (never 500), and acknowledged writes survive.

const dataDir = mkdtempSync(path.join(os.tmpdir(), "database-outage-test-"));
let embedded: EmbeddedDatabase | undefined;
let db: Db | undefined;
afterAll(async () => {
  await db?.end();
  await embedded?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const Email = z.object({ email: z.string() });
const services = (pool: Db) =>
  ({ db: withUnavailableAs503(pool), logger: undefined, config: undefined, boss: undefined }) as unknown as AppServices;
const profile = (pool: Db) =>
  callLoader(profileApiLoader, services(pool), "/api/therapists/by-slug/nobody", { params: { slug: "nobody" } });

it("a killed embedded PostgreSQL comes back by itself with every acknowledged write", async () => {
  const events: string[] = [];
  const record = (_: object, message: string) => events.push(message);
  embedded = await startEmbeddedPostgres(dataDir, { supervisorLog: { warn: record, info: record } });
  await migrate(embedded.url);
  db = await createDbPool(embedded.url);
  await db.query(sql.unsafe`INSERT INTO users (email) VALUES ('acknowledged@example.com')`);

  const postmaster = Number(readFileSync(path.join(dataDir, "postgres", "postmaster.pid"), "utf8").split("\n")[0]);
  process.kill(postmaster, "SIGKILL");

  // Until it is back, a request answers 503 (or, racing the restart, its normal 404 for an unknown slug).
  const statuses: number[] = [];
  for (let waited = 0; waited < 30_000; waited += 100) {
    const response = await profile(db);
    const status = response instanceof Response ? response.status : 200;
    statuses.push(status);
    if (status === 503 && response instanceof Response) {
      expect(response.headers.get("Retry-After")).toBe("5");
      expect(await response.json()).toEqual({ message: expect.stringContaining("right back") });
    }
    if (status === 404 && statuses.includes(503)) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(statuses.filter((status) => status !== 503 && status !== 404)).toEqual([]);
  expect(statuses).toContain(503);
  expect(statuses.at(-1)).toBe(404);

  const emails = await db.manyFirst(sql.type(Email)`SELECT email FROM users`);
  expect(emails).toContain("acknowledged@example.com");
  expect(events[0]).toMatch(/stopped unexpectedly/);
  expect(events.at(-1)).toMatch(/is back/);
  expect(readFileSync(path.join(dataDir, "postgres", "postmaster.pid"), "utf8").split("\n")[0]).not.toBe(
    String(postmaster),
  );
});
