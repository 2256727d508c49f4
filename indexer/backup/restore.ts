import { readFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "slonik";
import { z } from "zod";
import { createDbPool } from "#app/db/pool.server.ts";
import { contentTypeOf, type Storage } from "#app/uploads/storage.server.ts";
import { BackupError, DATABASE_FILE, Manifest, MANIFEST_FILE, sha256, uploadFile } from "./backup-folder.ts";
import { eraseAgainAfterRestore } from "./erasures-after-restore.ts";
import { connectionFor, runPostgresTool } from "./postgres-tools.ts";

// A restore puts a backup folder back: the database into an empty database (never over live data), then every
// stored file the storage lacks into the configured storage (the bucket or the uploads folder, whichever the backup
// came from). A file the storage holds is kept: a photo's key is never reused for other bytes, and an entry of the
// erasure ledger there is as new as the backup's or newer. Last, the ledger is applied to the restored database:
// what was erased after the backup was made is erased again (erasures-after-restore.ts).
// Nothing is changed until the manifest and every file's size and checksum have been checked.

export type RestoreSummary = { createdAt: string; uploads: number; kept: number; erasedAgain: number };

export async function restore(options: {
  databaseUrl: string;
  storage: Storage;
  folder: string;
  pgBin: string | undefined;
  /** The job queue's payload secrets (SESSION_SECRET), for the jobs the erasures applied again send. */
  payloadSecrets: readonly string[];
  now: () => Date;
  progress: (line: string) => void;
}): Promise<RestoreSummary> {
  const { folder, storage, progress } = options;
  const manifest = await readManifest(folder);
  progress(`Checking the backup of ${manifest.createdAt}: the database and ${manifest.uploads.length} file(s)...`);
  await checkFile(path.join(folder, DATABASE_FILE), manifest.database);
  for (const upload of manifest.uploads) await checkFile(uploadFile(folder, upload.key), upload);
  await assertEmptyDatabase(options.databaseUrl);

  progress("Restoring the database (pg_restore)...");
  const connection = connectionFor(options.databaseUrl);
  await runPostgresTool(
    "pg_restore",
    [
      `--dbname=${connection.url}`,
      "--no-owner",
      "--no-privileges",
      "--exit-on-error",
      "--single-transaction",
      path.join(folder, DATABASE_FILE),
    ],
    { pgBin: options.pgBin, env: connection.env },
  );
  const present = new Set((await storage.list("")).map((object) => object.key));
  const missing = manifest.uploads.filter((upload) => !present.has(upload.key));
  progress(`Restoring ${missing.length} stored file(s) (${manifest.uploads.length - missing.length} already there)...`);
  let done = 0;
  for (const upload of missing) {
    await storage.put(upload.key, await readFile(uploadFile(folder, upload.key)), contentTypeOf(upload.key));
    done += 1;
    if (done % 1000 === 0) progress(`${done}/${missing.length} stored files restored`);
  }
  progress("Erasing again what the erasure ledger records as erased since...");
  const erasedAgain = await eraseAgainAfterRestore({ ...options, now: options.now() });
  return {
    createdAt: manifest.createdAt,
    uploads: missing.length,
    kept: manifest.uploads.length - missing.length,
    erasedAgain: erasedAgain.length,
  };
}

async function readManifest(folder: string): Promise<Manifest> {
  let text: string;
  try {
    text = await readFile(path.join(folder, MANIFEST_FILE), "utf8");
  } catch {
    throw new BackupError(`${folder} is not a backup: it has no ${MANIFEST_FILE}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BackupError(`${path.join(folder, MANIFEST_FILE)} is not JSON`);
  }
  const parsed = Manifest.safeParse(json);
  if (!parsed.success) {
    throw new BackupError(
      `${path.join(folder, MANIFEST_FILE)} is not a backup manifest: ${z.prettifyError(parsed.error)}`,
    );
  }
  return parsed.data;
}

async function checkFile(file: string, expected: { bytes: number; sha256: string }): Promise<void> {
  const bytes = await readFile(file).catch(() => null);
  if (!bytes) throw new BackupError(`The backup is incomplete: ${file} is missing`);
  if (bytes.length !== expected.bytes || sha256(bytes) !== expected.sha256) {
    throw new BackupError(`The backup is damaged: ${file} does not match its checksum in the manifest`);
  }
}

/** Refuses a database that has any table of its own: a restore goes into a new, empty database. */
async function assertEmptyDatabase(databaseUrl: string): Promise<void> {
  const db = await createDbPool(databaseUrl, { maximumPoolSize: 1 });
  try {
    const tables = await db.oneFirst(
      sql.type(z.object({ count: z.number() }))`
        SELECT count(*)::int AS count FROM pg_catalog.pg_tables
        WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`,
    );
    if (tables > 0) {
      throw new BackupError(
        `The database at DATABASE_URL already has ${tables} table(s): restore into a new, empty database ` +
          "(createdb), then point DATABASE_URL at it.",
      );
    }
  } finally {
    await db.end();
  }
}
