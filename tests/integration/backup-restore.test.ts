import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import sharp from "sharp";
import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { parseConfig } from "#app/config/config.server.ts";
import { migrate } from "#app/db/migrate.server.ts";
import { ensureQueues, startBoss } from "#app/jobs/queue.server.ts";
import { createDbPool, type Db } from "#app/db/pool.server.ts";
import { writeErasure } from "#app/privacy/erasure-ledger.server.ts";
import { storageFor } from "#app/uploads/configured-storage.server.ts";
import { processProfilePhoto } from "#app/uploads/profile-image.server.ts";
import { seedDemoData } from "#indexer/seed/seed.server.ts";
import { postgresBinDir, startThrowawayServer, type ThrowawayServer } from "../support/postgres-installation.ts";
import { CHILD_ENV } from "../support/child-env.ts";

// npm run backup and npm run restore as an operator runs them: a database with the demo data's rows and photos
// in an S3 bucket (s3rver) is backed up, then restored into a new database with the uploads in a local folder;
// every table's rows and every file come back, a file the storage holds is kept, and the erasure ledger in the storage
// is applied last. A restore refuses a database that has tables, and a damaged backup is refused before anything
// changes.

const root = path.resolve(import.meta.dirname, "../..");
const work = mkdtempSync(path.join(os.tmpdir(), "backup-test-"));
const backupFolder = path.join(work, "backup");
const restoredDataDir = path.join(work, "restored-data");
let server: ThrowawayServer;
let s3: S3rver;
let s3Env: Record<string, string>;
let binDir: string;
let source: Db;
const photoKeys: string[] = [];
/** An entry of the erasure ledger: the backup holds it as written before; the storage restored into, a newer one. */
const ledgerEntry = { kind: "account" as const, id: "0b6f4a57-3c1e-4d8a-9f2b-5e7c8d9a1b2c" };
const ledgerKey = `erasures/account-${ledgerEntry.id}.json`;

async function createDatabase(name: string): Promise<string> {
  const admin = await createDbPool(server.adminUrl, { maximumPoolSize: 1 });
  await admin.query(sql.unsafe`CREATE DATABASE ${sql.identifier([name])}`);
  await admin.end();
  return server.urlOf(name);
}

/** Runs a command to its end without blocking this process (the S3 server it talks to runs here). */
function cli(script: string, args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, [script, ...args], {
    cwd: work,
    env: { ...CHILD_ENV, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk));
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on("close", (status) => resolve({ status, stdout, stderr })),
  );
}
const backupCli = path.join(root, "indexer/backup-cli.ts");
const restoreCli = path.join(root, "indexer/restore-cli.ts");
/** `npm run restore -- --from folder` into the database at `url`, with the uploads folder of `dataDir`. */
const restoreInto = (folder: string, url: string, dataDir: string) =>
  cli(restoreCli, ["--from", folder, "--pg-bin", binDir], { DATABASE_URL: url, DATA_DIR: dataDir });
/** A listing's status in a database. */
const statusIn = (db: Db, id: string) =>
  db.oneFirst(sql.type(z.object({ status: z.string() }))`SELECT status FROM therapists WHERE id = ${id}`);

beforeAll(async () => {
  binDir = postgresBinDir();
  server = await startThrowawayServer(binDir);
  s3 = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory: path.join(work, "s3"),
    configureBuckets: [{ name: "uploads", configs: [] }],
  });
  const { port } = await s3.run();
  s3Env = {
    S3_BUCKET: "uploads",
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: "us-east-1",
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
  };
  const url = await createDatabase("directory");
  await migrate(url);
  // The job queue's tables, as the app's first start makes them.
  const boss = await startBoss(url, "web", () => undefined);
  await ensureQueues(boss);
  await boss.stop({ graceful: false });
  source = await createDbPool(url, { maximumPoolSize: 2 });
  await seedDemoData(source, { now: new Date("2026-11-01T12:00:00Z") });
  const storage = storageFor(parseConfig({ DATA_DIR: path.join(work, "source-data"), ...s3Env }));
  for (const background of ["#123456", "#abcdef"]) {
    const jpeg = await sharp({ create: { width: 300, height: 300, channels: 3, background } })
      .jpeg()
      .toBuffer();
    const { objectPath, thumbnailPath } = await processProfilePhoto(storage, jpeg);
    photoKeys.push(objectPath.slice("/uploads/".length), thumbnailPath.slice("/uploads/".length));
  }
  await writeErasure(storage, { ...ledgerEntry, at: "2026-11-01T12:00:00.000Z" });
  await source.query(sql.unsafe`
    UPDATE therapists SET profile_image_url = ${`/uploads/${photoKeys[0]}`}
    WHERE id = (SELECT id FROM therapists ORDER BY id LIMIT 1)`);
}, 300_000);

afterAll(async () => {
  await source?.end();
  await s3?.close();
  await server?.stop();
  rmSync(work, { recursive: true, force: true });
});

/** Every table of the database (the job queue's included) with its rows, each table's rows in one stable order. */
async function everyRow(url: string): Promise<Record<string, string[]>> {
  const db = await createDbPool(url, { maximumPoolSize: 1 });
  try {
    const tables = await db.any(
      sql.type(z.object({ schema: z.string(), name: z.string() }))`
        SELECT schemaname AS schema, tablename AS name FROM pg_catalog.pg_tables
        WHERE schemaname NOT IN ('pg_catalog', 'information_schema') ORDER BY 1, 2`,
    );
    const rows: Record<string, string[]> = {};
    for (const { schema, name } of tables) {
      const table = sql.identifier([schema, name]);
      rows[`${schema}.${name}`] = [
        ...(await db.anyFirst(sql.type(z.object({ row: z.string() }))`SELECT t::text AS row FROM ${table} t`)),
      ].sort();
    }
    return rows;
  } finally {
    await db.end();
  }
}

const tableCount = async (url: string) => Object.keys(await everyRow(url)).length;

describe("npm run backup, then npm run restore into a new database", () => {
  it("brings back every row of every table and every stored file, keeping a newer one already there", async () => {
    // A backup made long ago beside the new one: past its retention period, the new backup deletes it.
    const stale = path.join(work, "2020-01-01T03-00-00Z");
    mkdirSync(stale);
    writeFileSync(
      path.join(stale, "manifest.json"),
      JSON.stringify({
        format: "therapist-directory-backup/1",
        createdAt: "2020-01-01T03:00:00.000Z",
        database: { file: "database.dump", bytes: 0, sha256: "0".repeat(64) },
        uploads: [],
      }),
    );
    const backedUp = await cli(backupCli, ["--out", backupFolder, "--pg-bin", binDir], {
      DATABASE_URL: server.urlOf("directory"),
      DATA_DIR: path.join(work, "source-data"),
      ...s3Env,
    });
    expect(backedUp.stderr).toBe("");
    expect(backedUp.stdout).toMatch(/Backup written to .*backup: database [\d.]+ MB, 5 stored file\(s\)/);
    expect(backedUp.status).toBe(0);
    expect(backedUp.stdout).toContain(`Deleted ${stale}: made more than 30 days ago`);
    expect(existsSync(stale)).toBe(false);

    const newer = { ...ledgerEntry, at: "2026-11-20T12:00:00.000Z" };
    await writeErasure(storageFor(parseConfig({ DATA_DIR: restoredDataDir })), newer);
    const restoredUrl = await createDatabase("restored");
    const restored = await restoreInto(backupFolder, restoredUrl, restoredDataDir);
    expect(restored.stderr).toBe("");
    expect(restored.stdout).toContain(
      "the database and 4 stored file(s) (1 already in the storage were kept); 0 erasure(s) made since the backup",
    );
    expect(restored.status).toBe(0);

    const before = await everyRow(server.urlOf("directory"));
    const after = await everyRow(restoredUrl);
    expect(before["public.therapists"]!.length).toBeGreaterThanOrEqual(200);
    expect(Object.keys(after)).toEqual(Object.keys(before));
    for (const table of Object.keys(before)) expect(after[table], table).toEqual(before[table]);

    const sourceStorage = storageFor(parseConfig({ DATA_DIR: path.join(work, "source-data"), ...s3Env }));
    for (const key of photoKeys) {
      const file = path.join(restoredDataDir, "uploads", ...key.split("/"));
      expect(readFileSync(file).equals((await sourceStorage.get(key))!), key).toBe(true);
    }
    const kept = readFileSync(path.join(restoredDataDir, "uploads", ...ledgerKey.split("/")), "utf8");
    expect(JSON.parse(kept)).toEqual(newer);
  });

  it("erases again, last, what the erasure ledger in the storage records as erased since the backup", async () => {
    const listing = await source.oneFirst(sql.type(z.object({ id: z.uuid() }))`
      SELECT id FROM therapists WHERE status = 'approved' ORDER BY id LIMIT 1`);
    const dataDir = path.join(work, "restored-data-2");
    const removedSince = { kind: "listing" as const, id: listing, at: new Date().toISOString() };
    await writeErasure(storageFor(parseConfig({ DATA_DIR: dataDir })), removedSince);
    const url = await createDatabase("restored_2");
    const restored = await restoreInto(backupFolder, url, dataDir);
    expect(restored.stderr).toBe("");
    expect(restored.stdout).toContain("; 1 erasure(s) made since the backup applied again.");
    expect(restored.status).toBe(0);
    const db = await createDbPool(url, { maximumPoolSize: 1 });
    try {
      expect(await statusIn(db, listing)).toBe("deleted");
      expect(await statusIn(source, listing)).toBe("approved");
    } finally {
      await db.end();
    }
  });

  it("refuses to restore over a database that has tables", async () => {
    const again = await restoreInto(backupFolder, server.urlOf("restored"), restoredDataDir);
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(/^The database at DATABASE_URL already has \d+ table\(s\): restore into a new/);
  });

  it("refuses a damaged backup before it changes anything", async () => {
    const damaged = path.join(work, "damaged");
    cpSync(backupFolder, damaged, { recursive: true });
    const photo = path.join(damaged, "uploads", ...photoKeys[1]!.split("/"));
    const bytes = readFileSync(photo);
    bytes.writeUInt8(bytes.readUInt8(0) ^ 0xff, 0);
    writeFileSync(photo, bytes);
    const emptyUrl = await createDatabase("untouched");
    const dataDir = path.join(work, "untouched-data");
    const refused = await restoreInto(damaged, emptyUrl, dataDir);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain("The backup is damaged:");
    expect(await tableCount(emptyUrl)).toBe(0);
    expect(existsSync(path.join(dataDir, "uploads"))).toBe(false);
  });
});

describe("the commands' usage", () => {
  it("--help prints the usage and exits 0 without reading or writing anything", async () => {
    for (const script of [backupCli, restoreCli]) {
      const help = await cli(script, ["--help"], { DATABASE_URL: "postgres://127.0.0.1:1/none" });
      expect(help.status).toBe(0);
      expect(help.stdout).toMatch(/^Usage: npm run (backup|restore) -- /);
    }
    expect(readdirSync(work)).not.toContain("backups");
  });

  it("an unknown option or a missing --from prints the usage and exits 2", async () => {
    const unknown = await cli(backupCli, ["--to", "x"], {});
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toMatch(/Unknown option '--to'[\s\S]*Usage: npm run backup/);
    const missing = await cli(restoreCli, [], {});
    expect(missing.status).toBe(2);
    expect(missing.stderr).toMatch(/--from is required[\s\S]*Usage: npm run restore/);
  });
});
