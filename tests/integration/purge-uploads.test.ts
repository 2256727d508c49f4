import { mkdtempSync, utimesSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "slonik";
import { z } from "zod";
import { ORPHAN_GRACE_HOURS, purgeOrphanPhotos } from "#app/uploads/purge-uploads.server.ts";
import { localStorage } from "#app/uploads/storage.server.ts";
import { issueUploadUrl, purgeUploadUrls, UPLOAD_URL_RETENTION_HOURS } from "#app/uploads/upload-urls.server.ts";
import { seedSubmission } from "../support/admin.ts";
import { createTestDb, type TestDatabase } from "../support/db.ts";

let t: TestDatabase;
const root = mkdtempSync(path.join(os.tmpdir(), "purge-uploads-"));
const storage = localStorage(root);
const NOW = new Date("2026-11-23T03:50:00Z");
const OLD = new Date(NOW.getTime() - (ORPHAN_GRACE_HOURS + 1) * 3600_000);

/** A photo and its thumbnail, as the upload stores them, last written at the given time. */
async function photo(id: string, writtenAt: Date): Promise<string> {
  for (const key of [`profile-images/${id}.webp`, `profile-images/${id}-thumb.webp`]) {
    await storage.put(key, Buffer.from("webp"), "image/webp");
    utimesSync(path.join(root, ...key.split("/")), writtenAt, writtenAt);
  }
  return `/uploads/profile-images/${id}.webp`;
}

const keys = async () => (await storage.list("profile-images/")).map((o) => o.key).sort();

beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => {
  await t.release();
});

describe("purgeOrphanPhotos", () => {
  it("deletes old photos nothing points at (with their thumbnails); keeps referenced and recent ones", async () => {
    const onApplication = await photo("00000000-0000-4000-8000-00000000000a", OLD);
    const onUser = await photo("00000000-0000-4000-8000-00000000000b", OLD);
    await photo("00000000-0000-4000-8000-00000000000c", OLD); // orphan, old: goes
    await photo("00000000-0000-4000-8000-00000000000d", NOW); // orphan, fresh (a form being filled in): stays
    const { id, userId } = await seedSubmission(t.db);
    await t.db.query(
      sql.unsafe`UPDATE therapist_submissions SET profile_image_url = ${onApplication} WHERE id = ${id}`,
    );
    await t.db.query(sql.unsafe`UPDATE users SET profile_image_url = ${onUser} WHERE id = ${userId}`);

    expect(await purgeOrphanPhotos(t.db, storage, NOW)).toBe(2);
    expect(await keys()).toEqual([
      "profile-images/00000000-0000-4000-8000-00000000000a-thumb.webp",
      "profile-images/00000000-0000-4000-8000-00000000000a.webp",
      "profile-images/00000000-0000-4000-8000-00000000000b-thumb.webp",
      "profile-images/00000000-0000-4000-8000-00000000000b.webp",
      "profile-images/00000000-0000-4000-8000-00000000000d-thumb.webp",
      "profile-images/00000000-0000-4000-8000-00000000000d.webp",
    ]);
    // Safe to run twice: nothing more goes.
    expect(await purgeOrphanPhotos(t.db, storage, NOW)).toBe(0);
  });

  it("a photo no longer pointed at (replaced on the application) goes once it is old", async () => {
    const { id } = await seedSubmission(t.db);
    const first = await photo("00000000-0000-4000-8000-0000000000e1", OLD);
    await t.db.query(sql.unsafe`UPDATE therapist_submissions SET profile_image_url = ${first} WHERE id = ${id}`);
    expect(await purgeOrphanPhotos(t.db, storage, NOW)).toBe(0);
    const second = await photo("00000000-0000-4000-8000-0000000000e2", OLD);
    await t.db.query(sql.unsafe`UPDATE therapist_submissions SET profile_image_url = ${second} WHERE id = ${id}`);
    expect(await purgeOrphanPhotos(t.db, storage, NOW)).toBe(2);
    expect(await keys()).not.toContain("profile-images/00000000-0000-4000-8000-0000000000e1.webp");
    expect(await keys()).toContain("profile-images/00000000-0000-4000-8000-0000000000e2.webp");
  });

  it("lists nothing (and deletes nothing) when no photo was ever uploaded", async () => {
    const empty = localStorage(mkdtempSync(path.join(os.tmpdir(), "purge-empty-")));
    expect(await empty.list("profile-images/")).toEqual([]);
    expect(await purgeOrphanPhotos(t.db, empty, NOW)).toBe(0);
  });
});

describe("purgeUploadUrls", () => {
  it("deletes upload URLs that expired more than a day ago, and no others", async () => {
    const config = { appUrl: "http://app.test", sessionSecret: "purge-upload-urls-secret-0123456789" };
    const { userId } = await seedSubmission(t.db);
    const hours = (n: number) => new Date(NOW.getTime() - n * 3600_000);
    await issueUploadUrl(t.db, config, userId, hours(UPLOAD_URL_RETENTION_HOURS + 1)); // expired over a day ago
    await issueUploadUrl(t.db, config, userId, hours(UPLOAD_URL_RETENTION_HOURS - 1)); // expired, kept a while
    await issueUploadUrl(t.db, config, userId, NOW); // still valid
    const count = () =>
      t.db.oneFirst(sql.type(z.object({ n: z.number() }))`SELECT count(*)::int AS n FROM upload_urls`);
    expect(await purgeUploadUrls(t.db, NOW)).toBe(1);
    expect(await count()).toBe(2);
    expect(await purgeUploadUrls(t.db, NOW)).toBe(0);
  });
});
