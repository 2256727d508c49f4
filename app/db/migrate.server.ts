import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";

// Forward-only migrations: every sql/NNN_name.sql file runs once, in name order, each in its own transaction,
// recorded in schema_migrations. An advisory lock keeps two processes from migrating at the same time.
// A migration file holds several statements, which Slonik (rightly) refuses in one query, so this one
// routine talks to PostgreSQL through the pg driver underneath Slonik.

const MIGRATION_LOCK = 72_411_001;
export const SQL_DIR = path.resolve(import.meta.dirname, "../../sql");

export async function migrate(databaseUrl: string, dir: string = SQL_DIR): Promise<string[]> {
  const files = (await readdir(dir)).filter((name) => /^\d+_[\w-]+\.sql$/.test(name)).sort();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const { rows } = await client.query<{ name: string }>("SELECT name FROM schema_migrations");
    const applied = new Set(rows.map((row) => row.name));
    const ran: string[] = [];
    for (const name of files) {
      if (applied.has(name)) continue;
      const text = await readFile(path.join(dir, name), "utf8");
      try {
        await client.query("BEGIN");
        await client.query(text);
        await client.query("INSERT INTO schema_migrations (name) VALUES ($1)", [name]);
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK");
        throw new Error(`Migration ${name} failed: ${(error as Error).message}`, { cause: error });
      }
      ran.push(name);
    }
    return ran;
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => undefined);
    await client.end();
  }
}
