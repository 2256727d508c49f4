import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Storage } from "#app/uploads/storage.server.ts";
import {
  BackupError,
  DATABASE_FILE,
  FORMAT,
  MANIFEST_FILE,
  sha256,
  uploadFile,
  type Manifest,
} from "./backup-folder.ts";
import { connectionFor, runPostgresTool } from "./postgres-tools.ts";

// A backup is the database (pg_dump) and every stored file (the bucket, or the uploads folder), written into a
// new folder with a manifest of checksums (backup-folder.ts). The dump is one consistent snapshot, taken first;
// the files are copied after it. A file is removed only a day after nothing points at it, so every file a dumped
// row points at is still there to copy; a file uploaded meanwhile is copied too, and points at nothing.

export type BackupSummary = { folder: string; databaseBytes: number; uploads: number; uploadBytes: number };

export async function backup(options: {
  databaseUrl: string;
  storage: Storage;
  folder: string;
  pgBin: string | undefined;
  now: () => Date;
  progress: (line: string) => void;
}): Promise<BackupSummary> {
  const { folder, storage, progress } = options;
  await prepareEmptyFolder(folder);
  const createdAt = options.now().toISOString();
  const connection = connectionFor(options.databaseUrl);
  const dumpFile = path.join(folder, DATABASE_FILE);
  progress("Dumping the database (pg_dump)...");
  await runPostgresTool("pg_dump", ["--format=custom", `--file=${dumpFile}`, `--dbname=${connection.url}`], {
    pgBin: options.pgBin,
    env: connection.env,
  });
  const dump = await readFile(dumpFile);

  const keys = (await storage.list("")).map((object) => object.key).sort();
  progress(`Copying ${keys.length} stored file(s)...`);
  const uploads: Manifest["uploads"] = [];
  for (const key of keys) {
    const body = await storage.get(key);
    if (!body) continue; // removed since it was listed (an orphan purged by the nightly job)
    const file = uploadFile(folder, key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, body);
    uploads.push({ key, bytes: body.length, sha256: sha256(body) });
    if (uploads.length % 1000 === 0) progress(`${uploads.length}/${keys.length} stored files copied`);
  }

  const manifest: Manifest = {
    format: FORMAT,
    createdAt,
    database: { file: DATABASE_FILE, bytes: dump.length, sha256: sha256(dump) },
    uploads,
  };
  await writeFile(path.join(folder, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  return {
    folder,
    databaseBytes: dump.length,
    uploads: uploads.length,
    uploadBytes: uploads.reduce((sum, upload) => sum + upload.bytes, 0),
  };
}

/** Creates the folder, or takes an existing empty one; a folder with anything in it is never written into. */
async function prepareEmptyFolder(folder: string): Promise<void> {
  await mkdir(folder, { recursive: true });
  const inside = await readdir(folder);
  if (inside.length > 0) throw new BackupError(`${folder} is not empty: name a new folder with --out`);
}
