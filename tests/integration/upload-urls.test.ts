import sharp from "sharp";
import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { AppServices } from "#app/context.server.ts";
import { action as askForUrl, loader as askForUrlGet } from "#app/routes/api.objects.upload.ts";
import { action as putBytes } from "#app/routes/api.objects.uploads.token.ts";
import { action as profileImages } from "#app/routes/api.profile-images.ts";
import { loader as uploadsLoader } from "#app/routes/uploads.ts";
import { photoErrors } from "#app/uploads/ownership.server.ts";
import { MAX_PHOTO_BYTES, PHOTO_MESSAGES, PHOTO_PATH } from "#app/uploads/photo-rules.ts";
import { countPhotoUpload, UPLOADS_PER_HOUR } from "#app/uploads/upload-limit.server.ts";
import { issueUploadUrl, UPLOAD_URL_PATH } from "#app/uploads/upload-urls.server.ts";
import { createTestDb, type TestDatabase } from "../support/db.ts";
import {
  APP_URL,
  appRequest,
  callForResponse,
  contextFor,
  createTestServices,
  signedInCookie,
} from "../support/auth.ts";

// The three-call photo upload over its route handlers: an upload URL (POST /api/objects/upload), one PUT of the
// image's bytes to it, then its path (PUT /api/profile-images).

let t: TestDatabase;
let services: AppServices;
let alice = "";
let bob = "";
let aliceId = "";
let png: Buffer;

const ask = (cookie?: string) =>
  callForResponse(
    askForUrl as never,
    appRequest("/api/objects/upload", { method: "POST", cookie }),
    contextFor(services),
  );
/** A new upload URL of the cookie's user. */
async function newUrl(cookie: string): Promise<{ uploadURL: string; publicUrl: string }> {
  const response = await ask(cookie);
  expect(response.status).toBe(200);
  return response.json();
}
const put = (uploadURL: string, bytes: Uint8Array, cookie?: string, type = "image/png") => {
  const url = new URL(uploadURL, APP_URL);
  const token = url.pathname.slice(UPLOAD_URL_PATH.length);
  const headers: Record<string, string> = { Origin: APP_URL, "Content-Type": type };
  if (cookie) headers.Cookie = cookie;
  return callForResponse(
    ((args: { request: Request; context: never }) => putBytes({ ...args, params: { token } } as never)) as never,
    new Request(url, { method: "PUT", body: new Uint8Array(bytes), headers }),
    contextFor(services),
  );
};
const finish = (json: unknown, cookie?: string) =>
  callForResponse(
    profileImages as never,
    appRequest("/api/profile-images", { method: "PUT", json, cookie }),
    contextFor(services),
  );
const served = (path: string) =>
  callForResponse(
    ((args: { request: Request; context: never }) =>
      uploadsLoader({ ...args, params: { "*": path.slice("/uploads/".length) } } as never)) as never,
    new Request(`${APP_URL}${path}`),
    contextFor(services),
  );
const MINUTE = 60_000;

beforeAll(async () => {
  t = await createTestDb();
  services = await createTestServices(t);
  alice = await signedInCookie(services, "alice.upload@example.com");
  bob = await signedInCookie(services, "bob.upload@example.com");
  aliceId = await t.db.oneFirst(sql.type(z.object({ id: z.uuid() }))`
    SELECT id FROM users WHERE email = 'alice.upload@example.com'`);
  png = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#336699" } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await services.boss.stop({ graceful: false });
  await t.release();
});

describe("the three-call upload", () => {
  it("gives a URL, stores one PUT's photo at the promised path, and names it for the profile", async () => {
    const { uploadURL, publicUrl } = await newUrl(alice);
    expect(uploadURL).toMatch(/^http:\/\/app\.test\/api\/objects\/uploads\/[A-Za-z0-9_-]{43}$/);
    expect(publicUrl).toMatch(PHOTO_PATH);
    expect((await served(publicUrl)).status).toBe(404); // nothing there before the PUT
    const stored = await put(uploadURL, png, alice);
    expect(stored.status).toBe(200);
    const { objectPath, thumbnailPath } = await stored.json();
    expect(objectPath).toBe(publicUrl);
    expect(thumbnailPath).toBe(publicUrl.replace(/\.webp$/, "-thumb.webp"));
    const file = await served(publicUrl);
    const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 400, height: 400 });
    // Either URL names it; the path goes into profileImageUrl, where only its own account may put it.
    for (const profileImageURL of [uploadURL, publicUrl, `${APP_URL}${publicUrl}`]) {
      const named = await finish({ profileImageURL }, alice);
      expect(named.status).toBe(200);
      expect(await named.json()).toEqual({ objectPath: publicUrl });
    }
    expect(await photoErrors(t.db, objectPath, { userId: aliceId, admin: false })).toBeNull();
  });

  it("is 401 signed out, for each of the three calls", async () => {
    const { uploadURL } = await newUrl(alice);
    expect((await ask()).status).toBe(401);
    expect((await put(uploadURL, png)).status).toBe(401);
    expect((await finish({ profileImageURL: uploadURL })).status).toBe(401);
    expect((await put(uploadURL, png, alice)).status).toBe(200); // the signed-out PUT did not spend it
  });

  it("refuses another user's URL (403, and it stays its owner's) and another user's upload (400)", async () => {
    const { uploadURL, publicUrl } = await newUrl(alice);
    const stolen = await put(uploadURL, png, bob);
    expect(stolen.status).toBe(403);
    expect((await stolen.json()).message).toMatch(/another account/);
    expect((await put(uploadURL, png, alice)).status).toBe(200);
    for (const profileImageURL of [uploadURL, publicUrl]) {
      const named = await finish({ profileImageURL }, bob);
      expect(named.status).toBe(400);
      expect((await named.json()).errors.profileImageURL).toHaveLength(1);
    }
  });

  it("takes one PUT: a second is 410, and of two at once exactly one stores", async () => {
    const { uploadURL } = await newUrl(alice);
    expect((await put(uploadURL, png, alice)).status).toBe(200);
    const again = await put(uploadURL, png, alice);
    expect(again.status).toBe(410);
    expect((await again.json()).message).toMatch(/already used/);
    const other = await newUrl(alice);
    const both = await Promise.all([put(other.uploadURL, png, alice), put(other.uploadURL, png, alice)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 410]);
  });

  it("refuses a URL 15 minutes after it was given (410) and a forged one (403)", async () => {
    const late = await issueUploadUrl(t.db, services.config, aliceId, new Date(Date.now() - 15 * MINUTE));
    const lastMinute = await issueUploadUrl(t.db, services.config, aliceId, new Date(Date.now() - 14 * MINUTE));
    if (late.kind !== "issued" || lastMinute.kind !== "issued") throw new Error("no upload URL");
    const expired = await put(late.uploadURL, png, alice);
    expect(expired.status).toBe(410);
    expect((await expired.json()).message).toMatch(/expired/);
    expect((await finish({ profileImageURL: late.uploadURL }, alice)).status).toBe(400);
    expect((await put(lastMinute.uploadURL, png, alice)).status).toBe(200);
    const real = late.uploadURL.slice(-43);
    const altered = `${real[0] === "x" ? "y" : "x"}${real.slice(1)}`;
    for (const token of ["A".repeat(43), "not-a-token", altered]) {
      const forged = await put(`${UPLOAD_URL_PATH}${token}`, png, alice);
      expect(forged.status).toBe(403);
      expect(await forged.json()).toEqual({ message: expect.stringMatching(/not valid/) });
    }
  });

  it("refuses what the one-call upload refuses: over 5 MB (413), not an image (400), undecodable (422)", async () => {
    const tooLarge = await put((await newUrl(alice)).uploadURL, new Uint8Array(MAX_PHOTO_BYTES + 1), alice);
    expect(tooLarge.status).toBe(413);
    expect((await tooLarge.json()).errors.file).toEqual([PHOTO_MESSAGES.tooLarge]);
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>');
    for (const bytes of [new TextEncoder().encode("not an image at all"), svg, new Uint8Array()]) {
      const refused = await put((await newUrl(alice)).uploadURL, bytes, alice);
      expect(refused.status).toBe(400);
    }
    const cut = await put((await newUrl(alice)).uploadURL, png.subarray(0, Math.floor(png.length / 2)), alice);
    expect(cut.status).toBe(422);
    expect(await cut.json()).toEqual({
      message: PHOTO_MESSAGES.unreadable,
      errors: { file: [PHOTO_MESSAGES.unreadable] },
    });
    // Judged by content: a GIF declared as text is stored.
    const gif = await sharp({ create: { width: 20, height: 20, channels: 3, background: "#0f0" } })
      .gif()
      .toBuffer();
    expect((await put((await newUrl(alice)).uploadURL, gif, alice, "text/plain")).status).toBe(200);
  });

  it("spends the URL on a refused file: it names no photo, and a new URL is needed", async () => {
    const { uploadURL, publicUrl } = await newUrl(alice);
    expect((await put(uploadURL, new TextEncoder().encode("text"), alice)).status).toBe(400);
    expect((await put(uploadURL, png, alice)).status).toBe(410);
    expect((await finish({ profileImageURL: uploadURL }, alice)).status).toBe(400);
    expect((await finish({ profileImageURL: publicUrl }, alice)).status).toBe(400);
  });

  it("answers bad input to PUT /api/profile-images with 400 and field errors", async () => {
    const { uploadURL } = await newUrl(alice); // given, never PUT to
    const cases: unknown[] = [
      {},
      { profileImageURL: "" },
      { profileImageURL: 5 },
      { profileImageURL: ["/uploads/profile-images/0a.webp"] },
      { profileImageURL: uploadURL },
      { profileImageURL: "https://evil.example/uploads/profile-images/0a.webp" },
      { profileImageURL: "/uploads/profile-images/00000000-0000-4000-8000-000000000000.webp" },
      { profileImageURL: "http://[" },
      { profileImageURL: "x".repeat(5000) },
    ];
    for (const json of cases) {
      const response = await finish(json, alice);
      expect(response.status, JSON.stringify(json).slice(0, 80)).toBe(400);
      expect(Object.keys((await response.json()).errors), JSON.stringify(json).slice(0, 80)).toEqual([
        "profileImageURL",
      ]);
    }
    const malformed = new Request(`${APP_URL}/api/profile-images`, {
      method: "PUT",
      body: '{"profileImageURL": ',
      headers: { Cookie: alice, Origin: APP_URL, "Content-Type": "application/json" },
    });
    const response = await callForResponse(profileImages as never, malformed, contextFor(services));
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toBeDefined();
  });

  it("counts each URL asked for in the hourly photo upload limit (429 past it), and takes POST only", async () => {
    const carol = await signedInCookie(services, "carol.upload@example.com");
    const carolId = await t.db.oneFirst(sql.type(z.object({ id: z.uuid() }))`
      SELECT id FROM users WHERE email = 'carol.upload@example.com'`);
    for (let i = 0; i < UPLOADS_PER_HOUR - 1; i++) await countPhotoUpload(t.db, services.config, carolId);
    expect((await ask(carol)).status).toBe(200);
    const tooMany = await ask(carol);
    expect(tooMany.status).toBe(429);
    expect(tooMany.headers.get("Retry-After")).toMatch(/^\d+$/);
    const get = await callForResponse(askForUrlGet as never, appRequest("/api/objects/upload"), contextFor(services));
    expect([get.status, get.headers.get("Allow")]).toEqual([405, "POST, OPTIONS"]);
  });
});
