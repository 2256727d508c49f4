// The photo rules the browser checks before uploading and the server enforces: one image file, at most 5 MB.
export const MAX_PHOTO_BYTES = 5_242_880;
export const ACCEPTED_PHOTO_TYPES = ["image/jpeg", "image/png", "image/gif", "image/webp"] as const;

export const PHOTO_MESSAGES = {
  tooLarge: "The photo is larger than 5 MB. Please choose a smaller image.",
  wrongType: "That file is not a JPG, PNG, GIF or WebP image.",
  tooManyPixels: "The image is too large in pixels. Please choose a smaller image.",
  missing: "Please choose one image file.",
  unreadable: "The photo could not be processed: the file looks damaged or incomplete. Please try another image.",
  tooMany: "Too many photo uploads. Please try again later.",
} as const;

/** The browser's early check of a chosen file; the server decides by content. */
export function checkPhotoFile(file: { size: number; type: string }): string | null {
  if (file.size > MAX_PHOTO_BYTES) return PHOTO_MESSAGES.tooLarge;
  if (!(ACCEPTED_PHOTO_TYPES as readonly string[]).includes(file.type)) return PHOTO_MESSAGES.wrongType;
  return null;
}

/** The public path of a stored profile photo: the only image URL a profile or application may hold. */
export const PHOTO_PATH = /^\/uploads\/profile-images\/[0-9a-f-]+\.webp$/;
export const PHOTO_NOT_YOURS = "Please upload the photo again";

/** The URL if it is a stored photo's path, else null: any other image (another host, a same-site page) is not shown. */
export function photoSrc(url: string | null | undefined): string | null {
  return url && PHOTO_PATH.test(url) ? url : null;
}

/** The field a profile form sends its photo file in, when it takes the photo with it (no JavaScript). */
export const PHOTO_FIELD = "photo";
