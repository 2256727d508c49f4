import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import S3rver from "s3rver";
import sharp from "sharp";
import { parseConfig } from "#app/config/config.server.ts";
import { processProfilePhoto } from "#app/uploads/profile-image.server.ts";
import { storageFor } from "#app/uploads/configured-storage.server.ts";

// The S3 path of the storage module against a local S3-compatible server (s3rver), no network.

let server: S3rver;
let endpoint = "";

beforeAll(async () => {
  server = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory: mkdtempSync(path.join(os.tmpdir(), "s3rver-")),
    configureBuckets: [{ name: "photos", configs: [] }],
  });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await server.close();
});

/** The storage module configured for the local S3 server's bucket. */
function s3rverStorage() {
  const config = parseConfig({
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "s3-config-")),
    S3_BUCKET: "photos",
    S3_ENDPOINT: endpoint,
    S3_REGION: "us-east-1",
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
  });
  return storageFor(config);
}

describe("S3 storage", () => {
  it("stores the re-encoded photo in the bucket and reads it back; a missing key is null", async () => {
    const storage = s3rverStorage();
    const jpeg = await sharp({ create: { width: 500, height: 300, channels: 3, background: "#123456" } })
      .jpeg()
      .toBuffer();
    const { objectPath } = await processProfilePhoto(storage, jpeg);
    const stored = await storage.get(objectPath.slice("/uploads/".length));
    expect(stored).not.toBeNull();
    expect(await sharp(stored!).metadata()).toMatchObject({ format: "webp", width: 400, height: 400 });
    expect(await storage.get("profile-images/not-there.webp")).toBeNull();
    // The bucket's copy says the same cache lifetime as GET /uploads/{key} (decision 077).
    const head = await fetch(`${endpoint}/photos${objectPath.slice("/uploads".length)}`, { method: "HEAD" });
    expect(head.headers.get("Cache-Control")).toBe("public, max-age=86400, immutable");
  });

  it("lists the folder's objects with their times, and removes one (a second removal is no error)", async () => {
    const storage = s3rverStorage();
    await storage.put("profile-images/0000-list-test.webp", Buffer.from("x"), "image/webp");
    await storage.put("other-folder/0000-list-test.webp", Buffer.from("x"), "image/webp");
    const listed = await storage.list("profile-images/");
    const mine = listed.find((o) => o.key === "profile-images/0000-list-test.webp");
    expect(mine?.modifiedAt).toBeInstanceOf(Date);
    expect(listed.every((o) => o.key.startsWith("profile-images/"))).toBe(true);
    await storage.remove("profile-images/0000-list-test.webp");
    await storage.remove("profile-images/0000-list-test.webp");
    expect(await storage.get("profile-images/0000-list-test.webp")).toBeNull();
    expect((await storage.list("profile-images/")).map((o) => o.key)).not.toContain(
      "profile-images/0000-list-test.webp",
    );
  });
});
