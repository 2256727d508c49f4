import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "slonik";
import { z } from "zod";
import type { Db } from "./pool.server.ts";
import { sqlFile } from "./raw.server.ts";

// Forward-only migrations: every sql/NNN-name.sql file runs once, in name order, each in its own transaction,
// recorded in schema_migrations. An advisory lock keeps two processes from migrating at the same time.

const MIGRATION_LOCK = 72_411_001;
export const SQL_DIR = path.resolve(import.meta.dirname, "../../sql");

export async function migrate(db: Db, dir: string = SQL_DIR): Promise<string[]> {
  const files = (await readdir(dir)).filter((name) => /^\d+_[\w-]+\.sql$/.test(name)).sort();
  return db.connect(async (connection) => {
    await connection.query(sql.unsafe`SELECT pg_advisory_lock(${MIGRATION_LOCK})`);
    try {
      await connection.query(sql.unsafe`
        CREATE TABLE IF NOT EXISTS schema_migrations (
          name text PRIMARY KEY,
          applied_at timestamptz NOT NULL DEFAULT now()
        )`);
      const applied = new Set(
        await connection.anyFirst(sql.type(z.object({ name: z.string() }))`SELECT name FROM schema_migrations`),
      );
      const ran: string[] = [];
      for (const name of files) {
        if (applied.has(name)) continue;
        const text = await readFile(path.join(dir, name), "utf8");
        await connection.transaction(async (tx) => {
          await tx.query(sqlFile(text));
          await tx.query(sql.unsafe`INSERT INTO schema_migrations (name) VALUES (${name})`);
        });
        ran.push(name);
      }
      return ran;
    } finally {
      await connection.query(sql.unsafe`SELECT pg_advisory_unlock(${MIGRATION_LOCK})`);
    }
  });
}
