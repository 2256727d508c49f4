import { sql, type CommonQueryMethods } from "slonik";
import { z } from "zod";
import { Instant } from "#app/db/instant.ts";
import type { FieldErrors } from "#app/http/field-errors.ts";
import { PHOTO_NOT_YOURS, PHOTO_PATH } from "./photo-rules.ts";
import { processProfilePhoto, type StoredPhoto } from "./profile-image.server.ts";
import { UPLOADS_PATH, type Storage } from "./storage.server.ts";

// Who uploaded each stored file. A profile or application may show only a photo its own account uploaded (or the
// one it already shows); an admin may set any stored upload. So nobody can put another person's photo, a
// tracker on another host, or a same-site URL that acts on a visitor's behalf, on every card and profile.

/** Stores the user's photo (re-encoded) and records it as theirs. */
export async function uploadProfilePhoto(
  db: CommonQueryMethods,
  storage: Storage,
  userId: string,
  input: Buffer,
): Promise<StoredPhoto> {
  const stored = await processProfilePhoto(storage, input);
  await recordUpload(db, userId, stored);
  return stored;
}

/** Records a stored photo and its thumbnail as the user's. */
export async function recordUpload(db: CommonQueryMethods, userId: string, stored: StoredPhoto): Promise<void> {
  const keys = [stored.objectPath, stored.thumbnailPath].map((path) => path.slice(UPLOADS_PATH.length));
  await db.query(sql.unsafe`
    INSERT INTO uploads (key, user_id) SELECT unnest(${sql.array(keys, "text")}), ${userId}::uuid
    ON CONFLICT (key) DO NOTHING`);
}

/** Whether the path is a stored photo's (not a thumbnail's) that the user uploaded. */
export async function isOwnPhoto(db: CommonQueryMethods, userId: string, path: string): Promise<boolean> {
  if (!PHOTO_PATH.test(path)) return false;
  return db.exists(sql.unsafe`
    SELECT 1 FROM uploads WHERE key = ${path.slice(UPLOADS_PATH.length)} AND user_id = ${userId}`);
}

export async function forgetUpload(db: CommonQueryMethods, key: string): Promise<void> {
  await db.query(sql.unsafe`DELETE FROM uploads WHERE key = ${key}`);
}

const Upload = z.object({ path: z.string(), uploadedAt: Instant });

/** The files the user uploaded, by their addresses under /uploads/, oldest first (the user's data export). */
export async function uploadsOf(db: CommonQueryMethods, userId: string): Promise<readonly z.infer<typeof Upload>[]> {
  return db.any(sql.type(Upload)`
    SELECT ${UPLOADS_PATH} || key AS path, created_at AS "uploadedAt" FROM uploads
    WHERE user_id = ${userId} ORDER BY created_at, key`);
}

/**
 * Forgets who uploaded the files of an account being deleted. Once its rows are gone nothing points at its photos,
 * and the nightly purge-uploads job deletes them (purge-uploads.server.ts).
 */
export async function forgetUploadsOf(tx: CommonQueryMethods, userId: string): Promise<void> {
  await tx.query(sql.unsafe`DELETE FROM uploads WHERE user_id = ${userId}`);
}

export type PhotoCaller = { userId: string; admin: boolean; current?: string | null };

/** Field errors when `url` is not a photo the caller may use; null when it may (or no photo is set). */
export async function photoErrors(
  db: CommonQueryMethods,
  url: string | null | undefined,
  caller: PhotoCaller,
): Promise<FieldErrors | null> {
  if (url === null || url === undefined || url === caller.current) return null;
  if (!PHOTO_PATH.test(url)) return { profileImageUrl: [PHOTO_NOT_YOURS] };
  const owner = await db.maybeOne(sql.type(z.object({ userId: z.uuid().nullable() }))`
    SELECT user_id AS "userId" FROM uploads WHERE key = ${url.slice(UPLOADS_PATH.length)}`);
  if (owner && (caller.admin || owner.userId === caller.userId)) return null;
  return { profileImageUrl: [PHOTO_NOT_YOURS] };
}
