import type { Route } from "./+types/api.profile-images";
import { requireUser } from "#app/auth/guards.server.ts";
import { consume, limiterKey } from "#app/auth/rate-limit.server.ts";
import { servicesContext } from "#app/context.server.ts";
import { apiError, apiJson, methodNotAllowed, refuseMethods, tooManyRequests } from "#app/http/api.server.ts";
import { uploadProfilePhoto } from "#app/uploads/ownership.server.ts";
import { MAX_PHOTO_BYTES, PHOTO_MESSAGES, PhotoError } from "#app/uploads/profile-image.server.ts";
import { storageFor } from "#app/uploads/configured-storage.server.ts";

export const UPLOADS_PER_HOUR = 30;

export const loader = refuseMethods(["POST"], "Upload the photo with POST.");

// POST /api/profile-images: multipart/form-data with one `file`. 201 { objectPath, thumbnailPath } (paths under
// /uploads/); 400 not an allowed image or not exactly one file; 401 signed out; 413 over 5 MB; 422 an image that
// cannot be decoded (damaged, cut short); 429 too many.
// One request instead of three (POST /api/objects/upload, PUT to a signed URL, PUT /api/profile-images).
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"], "Upload the photo with POST.");
  const user = await requireUser(request, context);
  const { db, config, logger } = context.get(servicesContext);
  const key = limiterKey(config.sessionSecret, "upload:user", user.id);
  const limit = await consume(db, { key, limit: UPLOADS_PER_HOUR, windowSeconds: 3600 });
  if (!limit.allowed) return tooManyRequests(PHOTO_MESSAGES.tooMany, limit.retryAfterSeconds);
  try {
    // The body's size is capped at the HTTP edge (413 before the rest is read); the file's own size here.
    // Exactly one file in the whole body, and it is the `file` field (a second under another name is refused too).
    let files: [string, File][];
    try {
      files = [...(await request.formData()).entries()].flatMap(([name, value]) =>
        typeof value === "string" ? [] : [[name, value] as [string, File]],
      );
    } catch {
      throw new PhotoError(PHOTO_MESSAGES.missing);
    }
    const [only] = files;
    if (files.length !== 1 || !only || only[0] !== "file") throw new PhotoError(PHOTO_MESSAGES.missing);
    const file = only[1];
    if (file.size > MAX_PHOTO_BYTES) throw new PhotoError(PHOTO_MESSAGES.tooLarge, 413);
    const stored = await uploadProfilePhoto(db, storageFor(config), user.id, Buffer.from(await file.arrayBuffer()));
    return apiJson(stored, { status: 201 });
  } catch (error) {
    if (error instanceof PhotoError) return apiError(error.status, error.message, { file: [error.message] });
    logger.error({ err: error }, "photo upload failed");
    return apiError(500, PHOTO_MESSAGES.unreadable);
  }
}
