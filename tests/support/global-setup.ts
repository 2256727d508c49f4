import { chmod, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "slonik";
import type { TestProject } from "vitest/node";
import { startEmbeddedPostgres, type EmbeddedDatabase } from "#app/db/embedded.server.ts";
import { migrate } from "#app/db/migrate.server.ts";
import { ensureQueues, startBoss } from "#app/jobs/queue.server.ts";
import { createDbPool } from "#app/db/pool.server.ts";
import { databaseUrl, DIRECTORY_TEMPLATE_DATABASE, TEMPLATE_DATABASE } from "./db.ts";
import { seedDirectory } from "./directory.ts";

declare module "vitest" {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
    /** Whether a file's database is dropped when it ends: on DATABASE_URL's server, not in the run's own cluster. */
    dropDatabases: boolean;
  }
}

// One PostgreSQL for the whole run: the embedded one in a temporary folder, or the server DATABASE_URL names.
// The template database is migrated once here, and a second one made from it holds the demo directory; each test
// file clones one of them (CREATE DATABASE ... TEMPLATE).
export default async function setup(project: TestProject) {
  // The run's temporary folders (each file's DATA_DIR, uploads, outboxes) go in one folder of its own, deleted
  // with it when the run ends: the test files' workers start after this and take TMPDIR from here.
  const runTmp = await mkdtemp(path.join(os.tmpdir(), "directory-vitest-"));
  // enterable by the "postgres" user the embedded PostgreSQL runs as under root; each folder made in it is private
  await chmod(runTmp, 0o711);
  process.env.TMPDIR = runTmp;
  let embedded: EmbeddedDatabase | undefined;
  let adminUrl: string;
  if (process.env.DATABASE_URL) {
    adminUrl = databaseUrl(process.env.DATABASE_URL, "postgres").toString();
  } else {
    // a throwaway cluster: nothing in it outlives the run, so nothing waits for the disk
    embedded = await startEmbeddedPostgres(await mkdtemp(path.join(runTmp, "postgres-")), {
      database: "postgres",
      durable: false,
    });
    adminUrl = embedded.adminUrl;
  }
  const admin = await createDbPool(adminUrl, { maximumPoolSize: 1 });
  for (const name of [DIRECTORY_TEMPLATE_DATABASE, TEMPLATE_DATABASE]) {
    await admin.query(sql.unsafe`DROP DATABASE IF EXISTS ${sql.identifier([name])} WITH (FORCE)`);
  }
  await admin.query(sql.unsafe`CREATE DATABASE ${sql.identifier([TEMPLATE_DATABASE])}`);
  const templateUrl = databaseUrl(adminUrl, TEMPLATE_DATABASE);
  await migrate(templateUrl.toString());
  // pg-boss's schema and every queue, made once in the template: each file's start of pg-boss then finds them
  // (its ensureQueues only updates them), instead of each creating them again
  const boss = await startBoss(templateUrl.toString(), "web", () => undefined);
  await ensureQueues(boss);
  await boss.stop({ graceful: false });
  await admin.query(
    sql.unsafe`CREATE DATABASE ${sql.identifier([DIRECTORY_TEMPLATE_DATABASE])} TEMPLATE ${sql.identifier([TEMPLATE_DATABASE])}`,
  );
  const directory = await createDbPool(databaseUrl(adminUrl, DIRECTORY_TEMPLATE_DATABASE).toString(), {
    maximumPoolSize: 1,
  });
  await seedDirectory(directory);
  await directory.end();
  await admin.end();
  project.provide("adminDatabaseUrl", adminUrl);
  // The run's own cluster is deleted whole when the run ends: dropping each file's database first (about half a
  // second each on a 2-core machine) would only slow the run.
  project.provide("dropDatabases", embedded === undefined);

  return async () => {
    await embedded?.stop();
    await rm(runTmp, { recursive: true, force: true });
  };
}
