import { readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { Manifest, MANIFEST_FILE } from "./backup-folder.ts";

// Backups are kept BACKUP_RETENTION_DAYS (app/privacy/retention.ts): each backup, once written, deletes the backups
// beside it (in the same folder) made longer ago than that, read from their manifests. A folder without this
// tool's manifest is never touched, nor the backup just written.

/** Deletes the backups in `parent` made more than `days` days before `now`, but `keep`; answers the folders deleted. */
export async function pruneBackups(options: {
  parent: string;
  keep: string;
  now: Date;
  days: number;
}): Promise<readonly string[]> {
  const cutoff = options.now.getTime() - options.days * 86_400_000;
  const deleted: string[] = [];
  for (const entry of await readdir(options.parent, { withFileTypes: true })) {
    const folder = path.join(options.parent, entry.name);
    if (!entry.isDirectory() || folder === path.resolve(options.keep)) continue;
    const made = await madeAt(folder);
    if (made === null || made >= cutoff) continue;
    await rm(folder, { recursive: true, force: true });
    deleted.push(folder);
  }
  return deleted.sort();
}

/** When the backup in the folder was made (its manifest's createdAt), or null for a folder that holds none. */
async function madeAt(folder: string): Promise<number | null> {
  try {
    const manifest = Manifest.safeParse(JSON.parse(await readFile(path.join(folder, MANIFEST_FILE), "utf8")));
    return manifest.success ? Date.parse(manifest.data.createdAt) : null;
  } catch {
    return null;
  }
}
