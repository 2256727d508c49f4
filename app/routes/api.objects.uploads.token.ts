import { z } from "zod";
import type { Route } from "./+types/api.objects.uploads.token";
import { requireUser } from "#app/auth/guards.server.ts";
import { servicesContext } from "#app/context.server.ts";
import { acceptMethods, apiError, apiJson, refuseMethods } from "#app/http/api.server.ts";
import { PHOTO_MESSAGES, PhotoError } from "#app/uploads/profile-image.server.ts";
import { storageFor } from "#app/uploads/configured-storage.server.ts";
import { answerPhotoUpload } from "#app/uploads/photo-answer.server.ts";
import { receiveUpload, type UploadUrlRefusal } from "#app/uploads/upload-urls.server.ts";

const Params = z.object({ token: z.string() });

const ASK_AGAIN = "Ask for a new one with POST /api/objects/upload.";
const REFUSALS: Record<UploadUrlRefusal, { status: number; message: string }> = {
  unknown: { status: 403, message: `This upload URL is not valid. ${ASK_AGAIN}` },
  "not-yours": { status: 403, message: `This upload URL was given to another account. ${ASK_AGAIN}` },
  expired: { status: 410, message: `This upload URL has expired: it works for 15 minutes. ${ASK_AGAIN}` },
  used: { status: 410, message: `This upload URL was already used: it takes one upload. ${ASK_AGAIN}` },
};

export const loader = refuseMethods(["PUT"], "Upload the photo's bytes with PUT.");

// PUT /api/objects/uploads/{token} (the uploadURL of POST /api/objects/upload): the image's bytes as the body. The
// type is judged by content as in POST /api/profile-images (the declared Content-Type does not count). 200
// { objectPath, thumbnailPath }; 400 not a JPEG/PNG/GIF/WebP; 401 signed out; 403 not a valid URL, or another
// account's; 410 expired or already used; 413 over 5 MB; 422 an image that cannot be decoded.
export const action = acceptMethods(
  ["PUT"],
  "Upload the photo's bytes with PUT.",
  async ({ request, params, context }: Route.ActionArgs) => {
    const user = await requireUser(request, context);
    const { db, config, logger } = context.get(servicesContext);
    const { token } = Params.parse(params);
    return answerPhotoUpload(logger, async () => {
      // The body's size is capped at the HTTP edge (413 before the rest is read); a body cut there fails here.
      let body: Buffer;
      try {
        body = Buffer.from(await request.arrayBuffer());
      } catch {
        throw new PhotoError(PHOTO_MESSAGES.missing);
      }
      const receipt = await receiveUpload(db, storageFor(config), { token, userId: user.id, body });
      if (receipt.kind === "refused") {
        const refusal = REFUSALS[receipt.reason];
        return apiError(refusal.status, refusal.message);
      }
      return apiJson(receipt.photo);
    });
  },
);
