import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "slonik";
import type { TestProject } from "vitest/node";
import { startEmbeddedPostgres, type EmbeddedDatabase } from "#app/db/embedded.server.ts";
import { migrate } from "#app/db/migrate.server.ts";
import { createDbPool } from "#app/db/pool.server.ts";
import { TEMPLATE_DATABASE } from "./db.ts";

declare module "vitest" {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
  }
}

// One PostgreSQL for the whole run: the embedded one in a temporary folder, or the server DATABASE_URL names.
// The template database is migrated once here; each test file clones it (CREATE DATABASE ... TEMPLATE).
export default async function setup(project: TestProject) {
  let embedded: EmbeddedDatabase | undefined;
  let dataDir: string | undefined;
  let adminUrl: string;
  if (process.env.DATABASE_URL) {
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = "/postgres";
    adminUrl = url.toString();
  } else {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "directory-test-"));
    embedded = await startEmbeddedPostgres(dataDir, { database: "postgres" });
    adminUrl = embedded.adminUrl;
  }
  const admin = await createDbPool(adminUrl, { maximumPoolSize: 1 });
  await admin.query(sql.unsafe`DROP DATABASE IF EXISTS ${sql.identifier([TEMPLATE_DATABASE])} WITH (FORCE)`);
  await admin.query(sql.unsafe`CREATE DATABASE ${sql.identifier([TEMPLATE_DATABASE])}`);
  const templateUrl = new URL(adminUrl);
  templateUrl.pathname = `/${TEMPLATE_DATABASE}`;
  await migrate(templateUrl.toString());
  await admin.end();
  project.provide("adminDatabaseUrl", adminUrl);

  return async () => {
    await embedded?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  };
}
