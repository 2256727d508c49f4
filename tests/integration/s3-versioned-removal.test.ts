import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseConfig } from "#app/config/config.server.ts";
import { storageFor } from "#app/uploads/configured-storage.server.ts";
import { versionedBucket } from "../support/versioned-bucket.ts";

// A removed photo leaves no older version behind in a bucket that keeps versions: a replaced or deleted photo is
// personal data, and a version kept by the bucket would outlive its deletion.

let bucket: Awaited<ReturnType<typeof versionedBucket>>;

beforeAll(async () => {
  bucket = await versionedBucket("photos");
});
afterAll(async () => {
  await bucket.close();
});

const storage = () =>
  storageFor(
    parseConfig({
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "s3-versioned-")),
      S3_BUCKET: "photos",
      S3_ENDPOINT: bucket.endpoint,
      S3_REGION: "ca-central-1",
      S3_ACCESS_KEY_ID: "key",
      S3_SECRET_ACCESS_KEY: "secret",
    }),
  );

describe("removing from a versioned bucket", () => {
  it("deletes every version of the key and its delete marker, over several pages, and nothing of another key", async () => {
    const s3 = storage();
    const key = "profile-images/0000-versioned.webp";
    const neighbour = "profile-images/0000-versioned-2.webp";
    for (const bytes of ["a", "b", "c"]) await s3.put(key, Buffer.from(bytes), "image/webp");
    await s3.put(neighbour, Buffer.from("n"), "image/webp");
    expect(bucket.entries.filter((e) => e.key === key)).toHaveLength(3);

    await s3.remove(key);

    expect(bucket.entries.filter((e) => e.key === key)).toEqual([]);
    expect(bucket.entries.filter((e) => e.key === neighbour)).toHaveLength(1);
    expect(await s3.get(key)).toBeNull();
    expect(await s3.get(neighbour)).toEqual(Buffer.from("n"));
  });

  it("a second removal of a key already gone is no error and leaves no delete marker", async () => {
    const s3 = storage();
    const key = "profile-images/0000-twice.webp";
    await s3.put(key, Buffer.from("x"), "image/webp");
    await s3.remove(key);
    await s3.remove(key);
    expect(bucket.entries.filter((e) => e.key === key)).toEqual([]);
  });
});
