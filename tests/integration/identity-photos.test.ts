import { copyFileSync, mkdtempSync, readdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { z } from "zod";
import type { AppServices } from "#app/context.server.ts";
import { migrate, SQL_DIR } from "#app/db/migrate.server.ts";
import { createDbPool } from "#app/db/pool.server.ts";
import { action as adminPut } from "#app/routes/api.admin.therapist.email.ts";
import { action as uploadApi } from "#app/routes/api.profile-images.ts";
import { action as applyApi } from "#app/routes/api.therapist-submissions.ts";
import { action as putMyProfile } from "#app/routes/api.therapist.my-profile.ts";
import { photoSrc } from "#app/uploads/photo-rules.ts";
import { securityHeaders } from "../../server/security.ts";
import { callWith } from "../support/admin.ts";
import { createTestDb, type TestDatabase } from "../support/db.ts";
import {
  APP_URL,
  appRequest,
  callForResponse,
  contextFor,
  createTestServices,
  signedInCookie,
} from "../support/auth.ts";
import { validApplication } from "../support/onboarding.ts";

// Foreign images: a profile or application shows only a photo its own account uploaded (admins: any stored
// upload); old rows with other image URLs lose them; the CSP lets images come only from this site.

let t: TestDatabase;
let services: AppServices;
let alice = "";
let bob = "";
let admin = "";

async function uploadAs(cookie: string): Promise<string> {
  const png = await sharp({ create: { width: 200, height: 200, channels: 3, background: "#336699" } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append("file", new File([new Uint8Array(png)], "me.png", { type: "image/png" }));
  const response = await callForResponse(
    uploadApi as never,
    new Request(`${APP_URL}/api/profile-images`, {
      method: "POST",
      body: form,
      headers: { Origin: APP_URL, Cookie: cookie },
    }),
    contextFor(services),
  );
  expect(response.status).toBe(201);
  return ((await response.json()) as { objectPath: string }).objectPath;
}

const put = (json: unknown, cookie: string) =>
  callForResponse(
    putMyProfile as never,
    appRequest("/api/therapist/my-profile", { method: "PUT", json, cookie }),
    contextFor(services),
  );
const imageOf = (email: string) =>
  t.db.oneFirst(sql.type(z.object({ url: z.string().nullable() }))`
  SELECT profile_image_url AS url FROM therapists WHERE email = ${email}`);

beforeAll(async () => {
  t = await createTestDb();
  services = await createTestServices(t);
  alice = await signedInCookie(services, "alice@example.com");
  bob = await signedInCookie(services, "bob@example.com");
  admin = await signedInCookie(services, "boss@example.com", "admin");
  await t.db.query(sql.unsafe`
    INSERT INTO therapists (user_id, slug, first_name, last_name, email, specialties, therapy_types, city, province, status)
    VALUES ((SELECT id FROM users WHERE email = 'bob@example.com'), 'bob-b', 'Bob', 'B', 'bob@example.com',
      ${sql.array(["Anxiety"], "text")}, ${sql.array(["CBT"], "text")}, 'Toronto', 'ON', 'approved')`);
});
afterAll(async () => {
  await services.boss.stop({ graceful: false });
  await t.release();
});

describe("profileImageUrl", () => {
  it("refuses another user's upload, other hosts and same-site URLs that are not photos (400 on the field)", async () => {
    const alicesPhoto = await uploadAs(alice);
    for (const url of [
      alicesPhoto,
      "https://tracker.example/pixel.gif",
      "//tracker.example/p.gif",
      "/api/auth/verify-magic-link?token=abc",
    ]) {
      const response = await put({ profileImageUrl: url }, bob);
      expect(response.status, url).toBe(400);
      expect((await response.json()).errors.profileImageUrl).toEqual(["Please upload the photo again"]);
    }
    expect(await imageOf("bob@example.com")).toBeNull();
  });

  it("accepts the caller's own upload, on a profile and on an application", async () => {
    const bobsPhoto = await uploadAs(bob);
    expect((await put({ profileImageUrl: bobsPhoto }, bob)).status).toBe(200);
    expect(await imageOf("bob@example.com")).toBe(bobsPhoto);
    const alicesPhoto = await uploadAs(alice);
    const apply = (profileImageUrl: string) =>
      callForResponse(
        applyApi as never,
        appRequest("/api/therapist-submissions", {
          json: validApplication({ email: "alice@example.com", profileImageUrl }),
          cookie: alice,
        }),
        contextFor(services),
      );
    expect((await apply(bobsPhoto)).status).toBe(400);
    expect((await apply(alicesPhoto)).status).toBe(201);
  });

  it("lets an admin set any stored upload, but not a path nobody uploaded", async () => {
    const alicesPhoto = await uploadAs(alice);
    const adminSet = (profileImageUrl: string) =>
      callWith(
        adminPut as never,
        appRequest("/api/admin/therapist/bob%40example.com", {
          method: "PUT",
          json: { profileImageUrl },
          cookie: admin,
        }),
        contextFor(services),
        { email: "bob@example.com" },
      );
    expect((await adminSet("/uploads/profile-images/00000000-0000-4000-8000-000000000000.webp")).status).toBe(400);
    expect((await adminSet(alicesPhoto)).status).toBe(200);
    expect(await imageOf("bob@example.com")).toBe(alicesPhoto);
  });

  it("renders no image for a stored URL that is not a photo path", () => {
    expect(photoSrc("https://tracker.example/p.gif")).toBeNull();
    expect(photoSrc("/api/auth/verify-magic-link?token=abc")).toBeNull();
    expect(photoSrc("/uploads/profile-images/1b2c-3d.webp")).toBe("/uploads/profile-images/1b2c-3d.webp");
  });
});

describe("migration 018", () => {
  it("drops existing image URLs that are not uploads and records existing uploads as their profile's", async () => {
    const adminUrl = inject("adminDatabaseUrl");
    const name = `identity_migration_${Date.now()}`;
    const server = await createDbPool(adminUrl, { maximumPoolSize: 1 });
    await server.query(sql.unsafe`CREATE DATABASE ${sql.identifier([name])}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const before = mkdtempSync(path.join(os.tmpdir(), "sql-before-"));
    for (const file of readdirSync(SQL_DIR).filter((f) => f < "018"))
      copyFileSync(path.join(SQL_DIR, file), path.join(before, file));
    await migrate(url.toString(), before);
    const db = await createDbPool(url.toString(), { maximumPoolSize: 1 });
    try {
      const own = "/uploads/profile-images/0a1b2c3d-0000-4000-8000-000000000001.webp";
      await db.query(sql.unsafe`INSERT INTO users (email) VALUES ('old@example.com')`);
      await db.query(sql.unsafe`
        INSERT INTO therapists (user_id, slug, first_name, last_name, email, specialties, therapy_types, status, profile_image_url)
        VALUES ((SELECT id FROM users WHERE email = 'old@example.com'), 'a-a', 'A', 'A', 'a@example.com', '{Anxiety}', '{CBT}', 'approved', ${own}),
          (NULL, 'b-b', 'B', 'B', 'b@example.com', '{Anxiety}', '{CBT}', 'approved', 'https://tracker.example/p.gif'),
          (NULL, 'c-c', 'C', 'C', 'c@example.com', '{Anxiety}', '{CBT}', 'approved', '/api/auth/verify-magic-link?token=x')`);
      await migrate(url.toString());
      const images = await db.any(sql.type(z.object({ slug: z.string(), url: z.string().nullable() }))`
        SELECT slug, profile_image_url AS url FROM therapists ORDER BY slug`);
      expect(images).toEqual([
        { slug: "a-a", url: own },
        { slug: "b-b", url: null },
        { slug: "c-c", url: null },
      ]);
      expect(
        await db.oneFirst(sql.type(z.object({ email: z.string() }))`
        SELECT u.email FROM uploads JOIN users u ON u.id = uploads.user_id WHERE key = ${own.slice("/uploads/".length)}`),
      ).toBe("old@example.com");
      await expect(
        db.query(sql.unsafe`UPDATE therapists SET profile_image_url = 'https://x.example/a.png' WHERE slug = 'a-a'`),
      ).rejects.toThrow();
    } finally {
      await db.end();
      await server.query(sql.unsafe`DROP DATABASE IF EXISTS ${sql.identifier([name])} WITH (FORCE)`);
      await server.end();
    }
  });
});

describe("Content-Security-Policy", () => {
  it("lets images load only from this site (no https: wildcard)", () => {
    const headers = new Map<string, string>();
    const res = {
      locals: {},
      setHeader: (k: string, v: string) => headers.set(k, v),
      append: () => undefined,
      set: () => undefined,
    };
    securityHeaders({ production: true })({} as never, res as never, () => undefined);
    const imgSrc = headers
      .get("Content-Security-Policy")
      ?.split("; ")
      .find((d) => d.startsWith("img-src"));
    expect(imgSrc).toBe("img-src 'self' data: blob:");
  });
});
