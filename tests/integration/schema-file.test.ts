import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest";
import { SQL_DIR } from "#app/db/migrate.server.ts";
import { createDbPool } from "#app/db/pool.server.ts";
import { dumpSchema } from "#app/db/schema-dump.server.ts";
import { createTestDb, type TestDatabase } from "../support/db.ts";

// sql/schema.sql is the whole schema after every migration: a migration that forgets to regenerate it fails here,
// and the file alone, applied to an empty database, builds the very same schema.
let migrated: TestDatabase;
let schemaFile: string;
beforeAll(async () => {
  migrated = await createTestDb();
  schemaFile = await readFile(path.join(SQL_DIR, "schema.sql"), "utf8");
});
afterAll(async () => migrated.release());

describe("sql/schema.sql", () => {
  it("is what the migrations build (run `npm run db:schema` after adding one)", async () => {
    expect(await dumpSchema(migrated.db)).toBe(schemaFile);
  });

  it("builds the same schema when applied to an empty database", async () => {
    const adminUrl = inject("adminDatabaseUrl");
    const name = `directory_schema_${randomBytes(6).toString("hex")}`;
    const admin = await createDbPool(adminUrl, { maximumPoolSize: 1 });
    await admin.query(sql.unsafe`CREATE DATABASE ${sql.identifier([name])} TEMPLATE template0`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    try {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      await client.query(schemaFile).finally(() => client.end());
      const db = await createDbPool(url.toString(), { maximumPoolSize: 1 });
      expect(await dumpSchema(db).finally(() => db.end())).toBe(schemaFile);
    } finally {
      await admin.query(sql.unsafe`DROP DATABASE IF EXISTS ${sql.identifier([name])} WITH (FORCE)`);
      await admin.end();
    }
  });

  it("defines each function once", () => {
    const names = [...schemaFile.matchAll(/^CREATE OR REPLACE FUNCTION (\S+)\(/gm)].map((match) => match[1]);
    expect(names.length).toBeGreaterThan(5);
    expect(new Set(names).size).toBe(names.length);
  });
});
