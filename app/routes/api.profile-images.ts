import { z } from "zod";
import type { Route } from "./+types/api.profile-images";
import { requireUser } from "#app/auth/guards.server.ts";
import { servicesContext, type AppServices } from "#app/context.server.ts";
import {
  acceptMethods,
  apiJson,
  badRequest,
  parseJsonBody,
  refuseMethods,
  tooManyRequests,
} from "#app/http/api.server.ts";
import { uploadProfilePhoto } from "#app/uploads/ownership.server.ts";
import { MAX_PHOTO_BYTES, PHOTO_MESSAGES, PhotoError } from "#app/uploads/profile-image.server.ts";
import { PHOTO_NOT_YOURS } from "#app/uploads/photo-rules.ts";
import { storageFor } from "#app/uploads/configured-storage.server.ts";
import { answerPhotoUpload } from "#app/uploads/photo-answer.server.ts";
import { countPhotoUpload } from "#app/uploads/upload-limit.server.ts";
import { finishedUpload } from "#app/uploads/upload-urls.server.ts";

const Finished = z.object({ profileImageURL: z.string().trim().min(1, PHOTO_NOT_YOURS).max(2048) });
const TAKES = "Upload the photo with POST, or name an upload URL's finished photo with PUT.";

export const loader = refuseMethods(["POST", "PUT"], TAKES);

export const action = acceptMethods(["POST", "PUT"], TAKES, async ({ request, context }: Route.ActionArgs) => {
  const user = await requireUser(request, context);
  const services = context.get(servicesContext);
  return request.method === "POST" ? upload(request, services, user.id) : finish(request, services, user.id);
});

// POST /api/profile-images: multipart/form-data with one `file`. 201 { objectPath, thumbnailPath } (paths under
// /uploads/); 400 not an allowed image or not exactly one file; 401 signed out; 413 over 5 MB; 422 an image that
// cannot be decoded (damaged, cut short); 429 too many.
// One request instead of three (POST /api/objects/upload, PUT to a signed URL, PUT /api/profile-images), which
// are there too.
async function upload(request: Request, { db, config, logger }: AppServices, userId: string) {
  const limit = await countPhotoUpload(db, config, userId);
  if (!limit.allowed) return tooManyRequests(PHOTO_MESSAGES.tooMany, limit.retryAfterSeconds);
  return answerPhotoUpload(logger, async () => {
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
    const stored = await uploadProfilePhoto(db, storageFor(config), userId, Buffer.from(await file.arrayBuffer()));
    return apiJson(stored, { status: 201 });
  });
}

// PUT /api/profile-images, JSON { profileImageURL }: the last of the three calls. profileImageURL is the uploadURL
// or publicUrl POST /api/objects/upload gave (or any stored photo's path the caller uploaded). 200 { objectPath }
// (the path to put in profileImageUrl); 400 with field errors when it is not a finished upload of the caller's;
// 401 signed out.
async function finish(request: Request, { db, config }: AppServices, userId: string) {
  const { profileImageURL } = await parseJsonBody(request, Finished);
  const objectPath = await finishedUpload(db, config, userId, profileImageURL);
  if (!objectPath) return badRequest({ profileImageURL: [PHOTO_NOT_YOURS] });
  return apiJson({ objectPath });
}
