import { randomUUID } from "node:crypto";
import sharp from "sharp";
import type { OutputInfo } from "sharp";
import { MAX_PHOTO_BYTES, PHOTO_MESSAGES } from "./photo-rules.ts";
import { publicPathOf, type Storage } from "./storage.server.ts";

export { MAX_PHOTO_BYTES, PHOTO_MESSAGES };

// Profile photos: one image, at most 5,242,880 bytes, JPEG/PNG/GIF/WebP judged by its content
// (its signature, checked before any decoder runs; the file name and declared type do not count). Re-encoded so that nothing of the
// original file survives: auto-rotated by its EXIF orientation, every metadata block (EXIF incl. GPS, XMP, ICC
// comments) dropped, the pixel count capped against decompression bombs, square-cropped to 400x400 and a 96x96
// thumbnail, both WebP.

const MAX_INPUT_PIXELS = 40_000_000;
export const ALLOWED_FORMATS = ["jpeg", "png", "gif", "webp"] as const;
const PHOTO_SIZE = 400;
const THUMB_SIZE = 96;

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

/**
 * The image format by the file's first bytes (its signature), or null. Checked before any decoder sees the
 * file: an SVG, TIFF, PDF or anything else never reaches an image library's parser.
 */
export function sniffImageFormat(input: Buffer): (typeof ALLOWED_FORMATS)[number] | null {
  const ascii = (start: number, end: number) => input.subarray(start, end).toString("latin1");
  if (input.length >= 3 && input[0] === 0xff && input[1] === 0xd8 && input[2] === 0xff) return "jpeg";
  if (input.length >= 8 && input.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return "png";
  if (input.length >= 6 && (ascii(0, 6) === "GIF87a" || ascii(0, 6) === "GIF89a")) return "gif";
  if (input.length >= 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  return null;
}

/** The stored path of the photo with this id (its thumbnail's is the same with -thumb). */
export const photoPathOf = (id: string) => publicPathOf(photoKey(id));

/** Checks, re-encodes and stores the photo under `id` (a new random one unless given: each id is stored once). */
export async function processProfilePhoto(
  storage: Storage,
  input: Buffer,
  id: string = randomUUID(),
): Promise<StoredPhoto> {
  if (input.byteLength === 0) throw new PhotoError(PHOTO_MESSAGES.missing);
  if (input.byteLength > MAX_PHOTO_BYTES) throw new PhotoError(PHOTO_MESSAGES.tooLarge, 413);
  if (!sniffImageFormat(input)) throw new PhotoError(PHOTO_MESSAGES.wrongType);
  // The original is decoded once, into the 400x400 square's pixels; the stored photo and its thumbnail are
  // encoded from those. The pixel limit is checked from the header before the pixels are decoded.
  let square: { data: Buffer; info: OutputInfo };
  try {
    square = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize(PHOTO_SIZE, PHOTO_SIZE, { fit: "cover", position: "attention" })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message))
      throw new PhotoError(PHOTO_MESSAGES.tooManyPixels);
    // An image by its signature whose pixels cannot be decoded (cut short, damaged): 422, "Photo Processing Error".
    throw new PhotoError(PHOTO_MESSAGES.unreadable, 422);
  }
  const { width, height, channels } = square.info;
  const pixels = () => sharp(square.data, { raw: { width, height, channels } });
  const photo = await pixels().webp({ quality: 82 }).toBuffer();
  const thumbnail = await pixels().resize(THUMB_SIZE, THUMB_SIZE).webp({ quality: 75 }).toBuffer();
  const objectPath = await storage.put(photoKey(id), photo, "image/webp");
  const thumbnailPath = await storage.put(thumbnailKey(id), thumbnail, "image/webp");
  return { objectPath, thumbnailPath };
}
