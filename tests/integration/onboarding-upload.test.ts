import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import type { AppServices } from "#app/context.server.ts";
import { action as uploadApi } from "#app/routes/api.profile-images.ts";
import { loader as uploadsLoader } from "#app/routes/uploads.ts";
import { MAX_PHOTO_BYTES, PHOTO_MESSAGES } from "#app/uploads/photo-rules.ts";
import { createTestDb, type TestDatabase } from "../support/db.ts";
import { APP_URL, callForResponse, contextFor, createTestServices, signedInCookie } from "../support/auth.ts";

let t: TestDatabase;
let services: AppServices;
let cookie = "";

const upload = (files: { name: string; type: string; bytes: Uint8Array; field?: string }[], withCookie = true) => {
  const form = new FormData();
  for (const f of files) form.append(f.field ?? "file", new File([new Uint8Array(f.bytes)], f.name, { type: f.type }));
  const headers: Record<string, string> = { Origin: APP_URL };
  if (withCookie) headers.Cookie = cookie;
  return callForResponse(
    uploadApi as never,
    new Request(`${APP_URL}/api/profile-images`, { method: "POST", body: form, headers }),
    contextFor(services),
  );
};
const served = (key: string) =>
  callForResponse(
    ((args: { request: Request; context: never }) =>
      uploadsLoader({ ...args, params: { "*": key } } as never)) as never,
    new Request(`${APP_URL}/uploads/${key}`),
    contextFor(services),
  );

/** A photo with EXIF GPS coordinates and a rotation, as a phone would take it. */
async function phoneJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: "PhoneCo", Orientation: "6" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "43/1 39/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "79/1 23/1 0/1" },
    })
    .toBuffer();
}

beforeAll(async () => {
  t = await createTestDb();
  services = await createTestServices(t);
  cookie = await signedInCookie(services, "photographer@example.com");
});
afterAll(async () => {
  await services.boss.stop({ graceful: false });
  await t.release();
});

describe("POST /api/profile-images", () => {
  it("is 401 signed out", async () => {
    expect((await upload([{ name: "a.png", type: "image/png", bytes: new Uint8Array([1]) }], false)).status).toBe(401);
  });

  it("re-encodes to a 400x400 WebP and a thumbnail, with every metadata block (EXIF GPS too) gone, served with a day-long cache", async () => {
    const original = await phoneJpeg();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const response = await upload([{ name: "holiday.jpg", type: "image/jpeg", bytes: original }]);
    expect(response.status).toBe(201);
    const { objectPath, thumbnailPath } = await response.json();
    expect(objectPath).toMatch(/^\/uploads\/profile-images\/[0-9a-f-]+\.webp$/);
    const file = await served(objectPath.slice("/uploads/".length));
    expect(file.status).toBe(200);
    expect(file.headers.get("Cache-Control")).toBe("public, max-age=86400, immutable");
    const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 400, height: 400 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    const thumb = await sharp(
      Buffer.from(await (await served(thumbnailPath.slice("/uploads/".length))).arrayBuffer()),
    ).metadata();
    expect(thumb).toMatchObject({ width: 96, height: 96 });
  });

  it("judges the type by content: a text file named .png is refused; a GIF named .txt is accepted", async () => {
    const text = await upload([
      { name: "photo.png", type: "image/png", bytes: new TextEncoder().encode("not an image at all") },
    ]);
    expect(text.status).toBe(400);
    expect((await text.json()).message).toMatch(/not a JPG, PNG, GIF or WebP/);
    const gif = await sharp({ create: { width: 20, height: 20, channels: 3, background: "#00ff00" } })
      .gif()
      .toBuffer();
    expect((await upload([{ name: "notes.txt", type: "text/plain", bytes: gif }])).status).toBe(201);
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>');
    expect((await upload([{ name: "x.svg", type: "image/svg+xml", bytes: svg }])).status).toBe(400);
  });

  it("refuses a file over 5,242,880 bytes (6 MB) with 413, and anything but exactly one file", async () => {
    const big = await upload([{ name: "big.jpg", type: "image/jpeg", bytes: new Uint8Array(6 * 1024 * 1024) }]);
    expect(big.status).toBe(413);
    expect((await big.json()).message).toMatch(/larger than 5 MB/);
    const justOver = await upload([{ name: "b.jpg", type: "image/jpeg", bytes: new Uint8Array(MAX_PHOTO_BYTES + 1) }]);
    expect(justOver.status).toBe(413);
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    expect((await upload([])).status).toBe(400);
    expect(
      (
        await upload([
          { name: "a.png", type: "image/png", bytes: png },
          { name: "b.png", type: "image/png", bytes: png },
        ])
      ).status,
    ).toBe(400);
    // A second file under another field's name, or the only one under another name.
    const [second, misnamed] = await Promise.all([
      upload([
        { name: "a.png", type: "image/png", bytes: png },
        { name: "b.png", type: "image/png", bytes: png, field: "file2" },
      ]),
      upload([{ name: "a.png", type: "image/png", bytes: png, field: "photo" }]),
    ]);
    expect([second.status, misnamed.status]).toEqual([400, 400]);
    expect((await second.json()).errors.file).toHaveLength(1);
  });

  it("answers 422 with the processing message for an image whose header reads but whose pixels do not (cut short)", async () => {
    const whole = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#336699" } })
      .png()
      .toBuffer();
    const cut = await upload([
      { name: "cut.png", type: "image/png", bytes: whole.subarray(0, Math.floor(whole.length / 2)) },
    ]);
    expect(cut.status).toBe(422);
    const body = await cut.json();
    expect(body.message).toBe(PHOTO_MESSAGES.unreadable);
    expect(body.errors.file).toEqual([PHOTO_MESSAGES.unreadable]);
  });

  it("serves nothing outside the uploads keys", async () => {
    expect((await served("../session-secret")).status).toBe(404);
    expect((await served("profile-images/missing.webp")).status).toBe(404);
  });
});
