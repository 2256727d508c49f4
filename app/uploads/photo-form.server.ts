import type { z } from "zod";
import type { AppServices } from "#app/context.server.ts";
import { fieldErrors, type FieldErrors } from "#app/http/field-errors.ts";
import { uploadProfilePhoto } from "./ownership.server.ts";
import { PHOTO_MESSAGES, PhotoError } from "./profile-image.server.ts";
import { storageFor } from "./configured-storage.server.ts";
import { countPhotoUpload } from "./upload-limit.server.ts";
import { PHOTO_FIELD } from "./photo-rules.ts";

// A photo sent with a profile form itself (its `photo` file field): how a person without JavaScript gives their
// photo, in the same post as the rest of the form. It is checked, re-encoded and stored as the one-call upload does
// (the same rules, the same hourly limit, recorded as the sender's), and the form goes on with its address as
// `profileImageUrl`. With JavaScript the photo is uploaded as soon as it is chosen, and the field is sent empty.

export type PhotoSent =
  | { kind: "none" }
  | { kind: "stored"; url: string }
  /** Refused, in the upload API's English words (photo-messages.ts has the page's). */
  | { kind: "refused"; message: string };

/**
 * A profile form's fields checked by its schema, the photo it sent stored first: refused with the rest, the form
 * comes back with the stored photo's address in `values`, so it is not sent again.
 */
export async function checkProfileForm<T>(
  services: Pick<AppServices, "db" | "config" | "logger">,
  userId: string,
  form: FormData,
  values: Record<string, unknown>,
  schema: z.ZodType<T>,
) {
  const photo = await photoSentWithForm(services, userId, form);
  if (photo.kind === "stored") values.profileImageUrl = photo.url;
  return checkedWithPhoto(schema.safeParse(values), photo);
}

/** Stores the photo sent in the form, if one was (a file field left empty sends nothing). */
async function photoSentWithForm(
  { db, config, logger }: Pick<AppServices, "db" | "config" | "logger">,
  userId: string,
  form: FormData,
): Promise<PhotoSent> {
  const file = form.get(PHOTO_FIELD);
  if (!(file instanceof File) || (file.size === 0 && file.name === "")) return { kind: "none" };
  const limit = await countPhotoUpload(db, config, userId);
  if (!limit.allowed) return { kind: "refused", message: PHOTO_MESSAGES.tooMany };
  try {
    const stored = await uploadProfilePhoto(db, storageFor(config), userId, Buffer.from(await file.arrayBuffer()));
    return { kind: "stored", url: stored.objectPath };
  } catch (error) {
    if (error instanceof PhotoError) return { kind: "refused", message: error.message };
    logger.error({ err: error }, "photo sent with a form failed");
    return { kind: "refused", message: PHOTO_MESSAGES.unreadable };
  }
}

/**
 * A profile form's check with the photo it sent: its data, or the field errors of both (a refused photo is told
 * beside the other fields, at `profileImageUrl`).
 */
function checkedWithPhoto<T>(
  parsed: z.ZodSafeParseResult<T>,
  photo: PhotoSent,
): { ok: true; data: T } | { ok: false; errors: FieldErrors } {
  if (parsed.success && photo.kind !== "refused") return { ok: true, data: parsed.data };
  return {
    ok: false,
    errors: {
      ...(parsed.success ? {} : fieldErrors(parsed.error)),
      ...(photo.kind === "refused" && { profileImageUrl: [photo.message] }),
    },
  };
}
