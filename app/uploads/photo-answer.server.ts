import { apiError } from "#app/http/api.server.ts";
import type { Logger } from "#app/logger.server.ts";
import { PHOTO_MESSAGES, PhotoError } from "./profile-image.server.ts";

/**
 * The answer of a photo upload (the one-call upload and an upload URL's PUT): the upload's own, a refused photo
 * (PhotoError) as its status with the message at `file`, and anything else logged and answered 500 without detail.
 */
export async function answerPhotoUpload(logger: Logger, upload: () => Promise<Response>): Promise<Response> {
  try {
    return await upload();
  } catch (error) {
    if (error instanceof PhotoError) return apiError(error.status, error.message, { file: [error.message] });
    logger.error({ err: error }, "photo upload failed");
    return apiError(500, PHOTO_MESSAGES.unreadable);
  }
}
