import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BACKUP_RETENTION_DAYS } from "#app/privacy/retention.ts";
import { FORMAT, MANIFEST_FILE, type Manifest } from "#indexer/backup/backup-folder.ts";
import { pruneBackups } from "#indexer/backup/prune.ts";

// A backup holds every personal datum of its day, those deleted since included: each `npm run backup` deletes the
// backups beside it made more than BACKUP_RETENTION_DAYS before, read from their manifests, and nothing else. The
// clock is set.

const NOW = new Date("2031-03-01T03:00:00Z");
const DAY = 86_400_000;

/** A backup folder whose manifest says it was made `daysAgo` days before NOW. */
function backupMade(parent: string, name: string, daysAgo: number): string {
  const folder = path.join(parent, name);
  mkdirSync(folder);
  const manifest: Manifest = {
    format: FORMAT,
    createdAt: new Date(NOW.getTime() - daysAgo * DAY).toISOString(),
    database: { file: "database.dump", bytes: 4, sha256: "0".repeat(64) },
    uploads: [],
  };
  writeFileSync(path.join(folder, MANIFEST_FILE), JSON.stringify(manifest));
  writeFileSync(path.join(folder, "database.dump"), "dump");
  return folder;
}

describe("a backup", () => {
  it(`is deleted by a later backup once made more than ${BACKUP_RETENTION_DAYS} days before, not a day sooner`, async () => {
    const parent = mkdtempSync(path.join(os.tmpdir(), "backups-"));
    const old = backupMade(parent, "2029-01-01T03-00-00Z", BACKUP_RETENTION_DAYS + 1);
    const recent = backupMade(parent, "2029-02-01T03-00-00Z", BACKUP_RETENTION_DAYS - 1);
    const written = backupMade(parent, "2031-03-01T03-00-00Z", 0);
    // Not a backup of this tool's: never touched, whatever its age.
    mkdirSync(path.join(parent, "notes"));
    writeFileSync(path.join(parent, "notes", MANIFEST_FILE), '{"format":"something else"}');
    const prune = () => pruneBackups({ parent, keep: written, now: NOW, days: BACKUP_RETENTION_DAYS });
    expect(await prune()).toEqual([old]);
    expect(existsSync(old)).toBe(false);
    expect(readdirSync(parent).sort()).toEqual([path.basename(recent), path.basename(written), "notes"]);
    expect(await prune()).toEqual([]);
  });

  it("never deletes the backup just written, whatever its manifest says", async () => {
    const parent = mkdtempSync(path.join(os.tmpdir(), "backups-"));
    const written = backupMade(parent, "restored-copy", BACKUP_RETENTION_DAYS * 10);
    expect(await pruneBackups({ parent, keep: written, now: NOW, days: BACKUP_RETENTION_DAYS })).toEqual([]);
    expect(existsSync(written)).toBe(true);
  });
});
