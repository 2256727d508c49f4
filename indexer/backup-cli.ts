import "#app/runtime/library-mode.server.ts";
import path from "node:path";
import { storageFor } from "#app/uploads/configured-storage.server.ts";
import { parseServicesConfig } from "#app/config/config.server.ts";
import { BACKUP_RETENTION_DAYS } from "#app/privacy/retention.ts";
import { loadConfigOrExit } from "#app/runtime/process.server.ts";
import { backup } from "./backup/backup.ts";
import { BackupError } from "./backup/backup-folder.ts";
import { runCommand } from "./backup/command.ts";
import { pruneBackups } from "./backup/prune.ts";

// `npm run backup`: the database and every stored file (uploaded photos, the erasure ledger) into a new folder
// (indexer/backup/backup.ts); then the backups beside it older than their retention period are deleted
// (indexer/backup/prune.ts).

const USAGE = `Usage: npm run backup -- [--out DIR] [--pg-bin DIR]

Backs up the database at DATABASE_URL (pg_dump, custom format) and every stored file (the S3 bucket, or
$DATA_DIR/uploads) into a new folder, with a manifest of each file's size and SHA-256. Then deletes the backups
beside it (in the same folder) made more than ${BACKUP_RETENTION_DAYS} days ago: they hold personal data deleted since.

Options:
  --out DIR     the folder to write: new or empty (default: backups/<UTC date and time>)
  --pg-bin DIR  where pg_dump is (default: PATH); its major version must be the server's or newer
  -h, --help    this help

Reads DATABASE_URL and the storage settings (S3_* or DATA_DIR) as the app does.
Exit status: 0 written, 1 failed (the reason is printed), 2 bad usage.`;

await runCommand({
  usage: USAGE,
  options: { out: { type: "string" }, "pg-bin": { type: "string" } },
  run: async (options) => {
    const config = loadConfigOrExit(parseServicesConfig);
    if (!config.databaseUrl) {
      throw new BackupError(
        "DATABASE_URL is not set. Demo mode's embedded database is backed up by copying its .data folder while npm start is stopped.",
      );
    }
    const started = performance.now();
    const stamp = new Date()
      .toISOString()
      .replace(/:/g, "-")
      .replace(/\.\d+Z$/, "Z");
    const summary = await backup({
      databaseUrl: config.databaseUrl,
      storage: storageFor(config),
      folder: path.resolve(options.out ?? path.join("backups", stamp)),
      pgBin: options["pg-bin"],
      now: () => new Date(),
      progress: (line) => console.log(line),
    });
    const pruned = await pruneBackups({
      parent: path.dirname(summary.folder),
      keep: summary.folder,
      now: new Date(),
      days: BACKUP_RETENTION_DAYS,
    });
    for (const folder of pruned) console.log(`Deleted ${folder}: made more than ${BACKUP_RETENTION_DAYS} days ago`);
    const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;
    console.log(
      `Backup written to ${summary.folder}: database ${megabytes(summary.databaseBytes)}, ` +
        `${summary.uploads} stored file(s) ${megabytes(summary.uploadBytes)}, ` +
        `in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  },
});
