import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { MAX_PHOTO_BYTES, PHOTO_MESSAGES } from "./photo-rules.ts";
import type { Storage } from "./storage.server.ts";

export { MAX_PHOTO_BYTES, PHOTO_MESSAGES };

// Profile photos (SPEC §5 photo, §9): one image, at most 5,242,880 bytes, JPEG/PNG/GIF/WebP judged by its content
// (sharp reads the real format; the file name and declared type do not count). Re-encoded so that nothing of the
// original file survives: auto-rotated by its EXIF orientation, every metadata block (EXIF incl. GPS, XMP, ICC
// comments) dropped, the pixel count capped against decompression bombs, square-cropped to 400x400 and a 96x96
// thumbnail, both WebP.

export const MAX_INPUT_PIXELS = 40_000_000;
export const ALLOWED_FORMATS = ["jpeg", "png", "gif", "webp"] as const;
export const PHOTO_SIZE = 400;
export const THUMB_SIZE = 96;

export class PhotoError extends Error {
  readonly status: number;
  constructor(message: string, status = 400) {
    super(message);
    this.status = status;
  }
}


export type StoredPhoto = { objectPath: string; thumbnailPath: string };

/** The storage folder of profile photos; a photo and its thumbnail share one random id. */
export const PHOTO_FOLDER = "profile-images/";
const photoKey = (id: string) => `${PHOTO_FOLDER}${id}.webp`;
const thumbnailKey = (id: string) => `${PHOTO_FOLDER}${id}-thumb.webp`;
const PHOTO_KEY = new RegExp(`^${PHOTO_FOLDER}([0-9a-f-]+?)(?:-thumb)?\\.webp$`);

/** The id of the photo a storage key belongs to (its own or its thumbnail's), or null for any other key. */
export function photoIdOf(key: string): string | null {
  return PHOTO_KEY.exec(key)?.[1] ?? null;
}

export async function processProfilePhoto(storage: Storage, input: Buffer): Promise<StoredPhoto> {
  if (input.byteLength === 0) throw new PhotoError(PHOTO_MESSAGES.missing);
  if (input.byteLength > MAX_PHOTO_BYTES) throw new PhotoError(PHOTO_MESSAGES.tooLarge, 413);
  let format: string | undefined;
  let pixels: number;
  try {
    const meta = await sharp(input, { limitInputPixels: false }).metadata();
    format = meta.format;
    pixels = (meta.width ?? 0) * (meta.height ?? 0);
  } catch {
    throw new PhotoError(PHOTO_MESSAGES.wrongType);
  }
  if (!format || !(ALLOWED_FORMATS as readonly string[]).includes(format)) throw new PhotoError(PHOTO_MESSAGES.wrongType);
  if (pixels > MAX_INPUT_PIXELS) throw new PhotoError(PHOTO_MESSAGES.tooManyPixels);
  const source = () => sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated: false }).rotate();
  let photo: Buffer;
  let thumbnail: Buffer;
  try {
    photo = await source().resize(PHOTO_SIZE, PHOTO_SIZE, { fit: "cover", position: "attention" }).webp({ quality: 82 }).toBuffer();
    thumbnail = await source().resize(THUMB_SIZE, THUMB_SIZE, { fit: "cover", position: "attention" }).webp({ quality: 75 }).toBuffer();
  } catch {
    // An image by its header whose pixels cannot be decoded (cut short, damaged): 422, "Photo Processing Error".
    throw new PhotoError(PHOTO_MESSAGES.unreadable, 422);
  }
  const id = randomUUID();
  const objectPath = await storage.put(photoKey(id), photo, "image/webp");
  const thumbnailPath = await storage.put(thumbnailKey(id), thumbnail, "image/webp");
  return { objectPath, thumbnailPath };
}
