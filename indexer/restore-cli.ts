import "#app/runtime/library-mode.server.ts";
import path from "node:path";
import { storageFor } from "#app/uploads/configured-storage.server.ts";
import { parseServicesConfig } from "#app/config/config.server.ts";
import { loadConfigOrExit } from "#app/runtime/process.server.ts";
import { BackupError } from "./backup/backup-folder.ts";
import { required, runCommand } from "./backup/command.ts";
import { restore } from "./backup/restore.ts";

// `npm run restore`: a folder written by `npm run backup` back into a new database and the storage
// (indexer/backup/restore.ts).

const USAGE = `Usage: npm run restore -- --from DIR [--pg-bin DIR]

Restores a backup folder written by npm run backup: the database into the database at DATABASE_URL, which must
be empty (a new database: createdb), and every stored file the storage lacks into the configured storage (the S3
bucket, or $DATA_DIR/uploads; a file already there is kept). Every file's size and checksum is checked before
anything is changed. Last, what the erasure ledger (in the storage) records as erased since the backup was made is
erased again. Stop the app first.

Options:
  --from DIR    the backup folder (it holds manifest.json)
  --pg-bin DIR  where pg_restore is (default: PATH); its major version must be the dump's or newer
  -h, --help    this help

Reads DATABASE_URL and the storage settings (S3_* or DATA_DIR) as the app does.
Exit status: 0 restored, 1 failed (the reason is printed; nothing was changed if the checks failed), 2 bad usage.`;

await runCommand({
  usage: USAGE,
  options: { from: { type: "string" }, "pg-bin": { type: "string" } },
  run: async (options) => {
    const folder = path.resolve(required(options.from, "from", USAGE));
    const config = loadConfigOrExit(parseServicesConfig);
    if (!config.databaseUrl) {
      throw new BackupError("DATABASE_URL is not set: name the new, empty database to restore into.");
    }
    const summary = await restore({
      databaseUrl: config.databaseUrl,
      storage: storageFor(config),
      folder,
      pgBin: options["pg-bin"],
      payloadSecrets: config.sessionSecrets,
      now: () => new Date(),
      progress: (line) => console.log(line),
    });
    console.log(
      `Restored the backup of ${summary.createdAt}: the database and ${summary.uploads} stored file(s) ` +
        `(${summary.kept} already in the storage were kept); ${summary.erasedAgain} erasure(s) made since the ` +
        "backup applied again.",
    );
  },
});
