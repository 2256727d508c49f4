import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import type { Sharp } from "sharp";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { PHOTO_MESSAGES, processProfilePhoto, sniffImageFormat } from "#app/uploads/profile-image.server.ts";
import { localStorage } from "#app/uploads/storage.server.ts";

// An uploaded file is judged by its first bytes before any image decoder sees it (libvips has SVG, TIFF, PDF and
// more decoders, each a parser an attacker could aim at), and an accepted photo is decoded once. The image
// library is wrapped to record which inputs it was handed; it still does all the work.

const handed = vi.hoisted(() => [] as unknown[]);
vi.mock("sharp", async (importOriginal) => {
  const real = ((await importOriginal()) as { default: typeof sharp }).default;
  const wrapped = (input?: unknown, options?: unknown) => {
    handed.push(input);
    return (real as (i?: unknown, o?: unknown) => Sharp)(input, options);
  };
  return { default: Object.assign(wrapped, real) };
});

const storage = localStorage(mkdtempSync(path.join(os.tmpdir(), "photo-decoding-")));
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
);
// A little-endian TIFF header (II*\0) followed by padding: a real TIFF decoder would parse it.
const TIFF = Buffer.concat([Buffer.from([0x49, 0x49, 0x2a, 0x00, 0x08, 0x00, 0x00, 0x00]), Buffer.alloc(64)]);

beforeEach(() => {
  handed.length = 0;
});

describe("photo decoding", () => {
  it("refuses SVG, TIFF and unknown files by their first bytes, before any decoder runs", async () => {
    for (const file of [SVG, TIFF, Buffer.from("%PDF-1.7\n"), Buffer.from("GIF90a......")]) {
      await expect(processProfilePhoto(storage, file)).rejects.toThrow(PHOTO_MESSAGES.wrongType);
    }
    expect(handed).toEqual([]);
  });

  it("decodes an accepted photo once, and still stores a 400x400 WebP", async () => {
    const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#336699" } })
      .jpeg()
      .toBuffer();
    handed.length = 0;
    const { objectPath } = await processProfilePhoto(storage, jpeg);
    expect(handed.filter((input) => input === jpeg)).toHaveLength(1);
    const stored = await storage.get(objectPath.replace(/^\/uploads\//, ""));
    expect(stored).not.toBeNull();
  });

  it("knows the four accepted signatures", async () => {
    const make = (image: Sharp) => image.toBuffer();
    const base = () => sharp({ create: { width: 4, height: 4, channels: 3, background: "#fff" } });
    expect(sniffImageFormat(await make(base().jpeg()))).toBe("jpeg");
    expect(sniffImageFormat(await make(base().png()))).toBe("png");
    expect(sniffImageFormat(await make(base().gif()))).toBe("gif");
    expect(sniffImageFormat(await make(base().webp()))).toBe("webp");
    expect(sniffImageFormat(SVG)).toBeNull();
    expect(sniffImageFormat(TIFF)).toBeNull();
  });
});
