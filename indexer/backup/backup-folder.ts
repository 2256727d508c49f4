import { createHash } from "node:crypto";
import path from "node:path";
import { z } from "zod";
import { isValidKey } from "#app/uploads/storage.server.ts";

// What a backup folder holds, written by backup.ts and read by restore.ts:
//   database.dump   pg_dump's custom format (pg_restore reads it; tables, rows, sequences, the job queue's schema)
//   uploads/<key>   every stored file, at its storage key (profile-images/<id>.webp, erasures/...)
//   manifest.json   the format, when it was made, and each file's size and SHA-256, checked before a restore

/** A backup or restore that cannot go on, with a sentence that says why (printed as it is, no stack). */
export class BackupError extends Error {
  override name = "BackupError";
}

export const FORMAT = "therapist-directory-backup/1";
export const DATABASE_FILE = "database.dump";
export const UPLOADS_FOLDER = "uploads";
export const MANIFEST_FILE = "manifest.json";

const FileEntry = z.object({ bytes: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) });

export const Manifest = z.object({
  format: z.literal(FORMAT),
  createdAt: z.iso.datetime(),
  database: FileEntry.extend({ file: z.literal(DATABASE_FILE) }),
  uploads: z.array(FileEntry.extend({ key: z.string().refine(isValidKey, "not an upload key") })),
});
export type Manifest = z.infer<typeof Manifest>;

export const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** Where an upload's copy lives in the backup folder. */
export const uploadFile = (folder: string, key: string) => path.join(folder, UPLOADS_FOLDER, ...key.split("/"));
