import { sql } from "slonik";
import { z } from "zod";
import type { Db } from "#app/db/pool.server.ts";
import { forgetUpload } from "./ownership.server.ts";
import { PHOTO_FOLDER, photoIdOf } from "./profile-image.server.ts";
import { UPLOADS_PATH, type Storage } from "./storage.server.ts";

// Orphaned photos: an applicant may upload a photo and never send the form, or replace it before saving; a
// therapist may replace a listing's photo; an account may be deleted, or an admin may remove its listing. Photos
// that nothing shown points at are deleted once they are older than a day (so a form being filled in keeps its
// fresh upload): what points at a photo is a user, an application under review or rejected (an approved one
// handed its photo to its listing, which shows it from then on), or a listing not removed. A photo and its
// thumbnail share one id and go together.

export const ORPHAN_GRACE_HOURS = 24;

const Referenced = z.object({ url: z.string() });

/** The ids of every photo still shown: by a user, an application not approved, or a listing not removed. */
async function referencedPhotoIds(db: Db): Promise<Set<string>> {
  const uploaded = `${UPLOADS_PATH}%`;
  const urls = await db.anyFirst(sql.type(Referenced)`
    SELECT profile_image_url AS url FROM users WHERE profile_image_url LIKE ${uploaded}
    UNION SELECT profile_image_url FROM therapist_submissions
      WHERE status <> 'approved' AND profile_image_url LIKE ${uploaded}
    UNION SELECT profile_image_url FROM therapists WHERE status <> 'deleted' AND profile_image_url LIKE ${uploaded}`);
  const ids = new Set<string>();
  for (const url of urls) {
    const id = photoIdOf(url.slice(UPLOADS_PATH.length));
    if (id) ids.add(id);
  }
  return ids;
}

/** Deletes unreferenced photos older than the grace period; returns how many objects it deleted. */
export async function purgeOrphanPhotos(db: Db, storage: Storage, now: Date = new Date()): Promise<number> {
  const cutoff = now.getTime() - ORPHAN_GRACE_HOURS * 3600_000;
  const objects = await storage.list(PHOTO_FOLDER);
  // Listed before the references are read: a photo saved to a profile meanwhile is then seen as referenced.
  const referenced = await referencedPhotoIds(db);
  let deleted = 0;
  for (const object of objects) {
    const id = photoIdOf(object.key);
    if (!id || referenced.has(id) || object.modifiedAt.getTime() > cutoff) continue;
    await storage.remove(object.key);
    await forgetUpload(db, object.key);
    deleted++;
  }
  return deleted;
}
