import { randomBytes } from "node:crypto";
import { sql } from "slonik";
import { inject } from "vitest";
import { createDbPool, type Db } from "#app/db/pool.server.ts";

export const TEMPLATE_DATABASE = "directory_test_template";

export type TestDatabase = { db: Db; url: string; name: string; drop: () => Promise<void> };

/** A fresh, migrated database of its own for one test file (never a mock). */
export async function createTestDb(): Promise<TestDatabase> {
  const adminUrl = inject("adminDatabaseUrl");
  const name = `directory_test_${randomBytes(6).toString("hex")}`;
  const admin = await createDbPool(adminUrl, { maximumPoolSize: 1 });
  try {
    await admin.query(
      sql.unsafe`CREATE DATABASE ${sql.identifier([name])} TEMPLATE ${sql.identifier([TEMPLATE_DATABASE])}`,
    );
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await createDbPool(url.toString(), { maximumPoolSize: 4 });
  return {
    db,
    url: url.toString(),
    name,
    drop: async () => {
      await db.end();
      const cleanup = await createDbPool(adminUrl, { maximumPoolSize: 1 });
      await cleanup.query(sql.unsafe`DROP DATABASE IF EXISTS ${sql.identifier([name])} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
