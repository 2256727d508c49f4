import { randomBytes } from "node:crypto";
import { sql } from "slonik";
import { inject } from "vitest";
import { createDbPool, type Db } from "#app/db/pool.server.ts";

export const TEMPLATE_DATABASE = "directory_test_template";
/** The template migrated and then given the demo data, indexed (tests/support/directory.ts). */
export const DIRECTORY_TEMPLATE_DATABASE = "directory_test_directory";

/**
 * `release`: the file is done with it (its pool closed; the database dropped on DATABASE_URL's server, and left to
 * the run's own cluster, deleted whole when the run ends, otherwise). `drop`: closed and dropped now.
 */
export type TestDatabase = {
  db: Db;
  url: string;
  name: string;
  release: () => Promise<void>;
  drop: () => Promise<void>;
};

/** The address of another database on the server `adminUrl` reaches. */
export function databaseUrl(adminUrl: string, name: string): URL {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url;
}

/**
 * A fresh, migrated database of its own for one test file (never a mock): a copy of the empty template, or of the
 * one that holds the demo directory.
 */
export async function createTestDb(template = TEMPLATE_DATABASE): Promise<TestDatabase> {
  const adminUrl = inject("adminDatabaseUrl");
  const name = `directory_test_${randomBytes(6).toString("hex")}`;
  const admin = await createDbPool(adminUrl, { maximumPoolSize: 1 });
  try {
    // In the run's own cluster (which waits for no disk), copying the template's files is faster than writing
    // them through the WAL; on DATABASE_URL's server the copy would force a checkpoint, so there the default.
    const strategy = inject("dropDatabases") ? sql.fragment`` : sql.fragment`STRATEGY FILE_COPY`;
    await admin.query(
      sql.unsafe`CREATE DATABASE ${sql.identifier([name])} TEMPLATE ${sql.identifier([template])} ${strategy}`,
    );
  } finally {
    await admin.end();
  }
  const url = databaseUrl(adminUrl, name);
  const db = await createDbPool(url.toString(), { maximumPoolSize: 4 });
  const drop = async () => {
    await db.end();
    const cleanup = await createDbPool(adminUrl, { maximumPoolSize: 1 });
    await cleanup.query(sql.unsafe`DROP DATABASE IF EXISTS ${sql.identifier([name])} WITH (FORCE)`);
    await cleanup.end();
  };
  return {
    db,
    url: url.toString(),
    name,
    drop,
    release: () => (inject("dropDatabases") ? drop() : db.end()),
  };
}
