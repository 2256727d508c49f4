import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { startEmbeddedPostgres } from "#app/db/embedded.server.ts";
import { migrate, SQL_DIR } from "#app/db/migrate.server.ts";
import { createDbPool } from "#app/db/pool.server.ts";
import { dumpSchema } from "#app/db/schema-dump.server.ts";

// `npm run db:schema`: migrates a throw-away embedded database from nothing and writes the resulting schema to
// sql/schema.sql; with --check, compares instead and exits 1 when the file is out of date.
const USAGE = `Usage: npm run db:schema [-- --check]

Writes sql/schema.sql: the whole schema after every migration, read from a fresh database.
  --check   compare with sql/schema.sql instead of writing it; exit 1 when it differs
  --help    show this text`;

export const SCHEMA_FILE = path.join(SQL_DIR, "schema.sql");

let options: { check?: boolean; help?: boolean };
try {
  options = parseArgs({ options: { check: { type: "boolean" }, help: { type: "boolean" } } }).values;
} catch (error) {
  console.error(`${(error as Error).message}\n\n${USAGE}`);
  process.exit(2);
}
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), "directory-schema-"));
const database = await startEmbeddedPostgres(dataDir, { database: "schema" });
try {
  await migrate(database.url);
  const db = await createDbPool(database.url, { maximumPoolSize: 1 });
  const schema = await dumpSchema(db).finally(() => db.end());
  if (options.check) {
    const current = await readFile(SCHEMA_FILE, "utf8").catch(() => "");
    if (current !== schema) {
      console.error("sql/schema.sql is out of date: run `npm run db:schema` and commit it.");
      process.exitCode = 1;
    } else {
      console.log("sql/schema.sql matches the migrations.");
    }
  } else {
    await writeFile(SCHEMA_FILE, schema);
    console.log(`Wrote ${path.relative(process.cwd(), SCHEMA_FILE)} (${schema.split("\n").length} lines).`);
  }
} finally {
  await database.stop();
  await rm(dataDir, { recursive: true, force: true });
}
