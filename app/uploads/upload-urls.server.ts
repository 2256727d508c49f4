import { createHash, randomBytes, randomUUID } from "node:crypto";
import { sql, type CommonQueryMethods, type DatabasePool } from "slonik";
import { z } from "zod";
import type { Config } from "#app/config/config.server.ts";
import { Instant } from "#app/db/instant.ts";
import { isOwnPhoto, recordUpload } from "./ownership.server.ts";
import { photoPathOf, processProfilePhoto, type StoredPhoto } from "./profile-image.server.ts";
import type { Storage } from "./storage.server.ts";
import { countPhotoUpload } from "./upload-limit.server.ts";

// Signed upload URLs, the three-call photo upload: POST /api/objects/upload gives a signed-in user a URL on this
// site; one PUT of the image's bytes to it, by that same user, stores the photo exactly as the one-call upload does
// (same checks, same re-encoding, recorded as theirs); PUT /api/profile-images then names the finished upload and
// gets its path back. The token in the URL is 256 random bits (base64url); the table keeps only its SHA-256 hash.
// A URL expires 15 minutes after it was given, and is spent by the first PUT its user sends to it, whatever that
// PUT's file turns out to be: a refused file means asking for a new URL. The row's id is the id of the photo it
// stores, so the photo's public path is known (and given) before the file arrives.

export const UPLOAD_URL_TTL_MINUTES = 15;
/** The path every upload URL starts with; its token follows. */
export const UPLOAD_URL_PATH = "/api/objects/uploads/";
/** How long after it expired a URL's row is kept: as long as an unsaved photo is (purge-uploads). */
export const UPLOAD_URL_RETENTION_HOURS = 24;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

export type UploadUrlIssue =
  { kind: "issued"; uploadURL: string; publicUrl: string } | { kind: "too-many"; retryAfterSeconds: number };

/** A new upload URL for the user (counted against their hourly photo uploads), valid 15 minutes from `now`. */
export async function issueUploadUrl(
  db: DatabasePool,
  config: Pick<Config, "appUrl" | "sessionSecret">,
  userId: string,
  now: Date = new Date(),
): Promise<UploadUrlIssue> {
  return db.transaction(async (tx) => {
    const limit = await countPhotoUpload(tx, config, userId, now);
    if (!limit.allowed) return { kind: "too-many", retryAfterSeconds: limit.retryAfterSeconds };
    const id = randomUUID();
    const token = randomBytes(32).toString("base64url");
    const expiresAt = new Date(now.getTime() + UPLOAD_URL_TTL_MINUTES * 60_000);
    await tx.query(sql.type(z.object({}))`
      INSERT INTO upload_urls (id, token_hash, user_id, created_at, expires_at)
      VALUES (${id}, ${hashOf(token)}, ${userId}, ${sql.timestamp(now)}, ${sql.timestamp(expiresAt)})`);
    return { kind: "issued", uploadURL: `${config.appUrl}${UPLOAD_URL_PATH}${token}`, publicUrl: photoPathOf(id) };
  });
}

/** Why a PUT to an upload URL stores nothing: no such URL, another user's, expired, or already used. */
export type UploadUrlRefusal = "unknown" | "not-yours" | "expired" | "used";
export type UploadUrlReceipt = { kind: "stored"; photo: StoredPhoto } | { kind: "refused"; reason: UploadUrlRefusal };

const Claimed = z.object({ id: z.uuid() });
const Stated = z.object({ userId: z.uuid(), expiresAt: Instant, usedAt: Instant.nullable() });

/** Spends the URL: of any number of concurrent PUTs to it, one gets its photo id; the others why they may not. */
async function claim(
  db: CommonQueryMethods,
  { token, userId, now }: { token: string; userId: string; now: Date },
): Promise<{ id: string } | { reason: UploadUrlRefusal }> {
  if (!TOKEN_PATTERN.test(token)) return { reason: "unknown" };
  const claimed = await db.maybeOne(sql.type(Claimed)`
    UPDATE upload_urls SET used_at = ${sql.timestamp(now)}
    WHERE token_hash = ${hashOf(token)} AND user_id = ${userId} AND used_at IS NULL
      AND expires_at > ${sql.timestamp(now)}
    RETURNING id`);
  if (claimed) return claimed;
  const url = await db.maybeOne(sql.type(Stated)`
    SELECT user_id AS "userId", expires_at AS "expiresAt", used_at AS "usedAt"
    FROM upload_urls WHERE token_hash = ${hashOf(token)}`);
  if (!url) return { reason: "unknown" };
  // Another user's URL says nothing more about itself (whether it is used or expired).
  if (url.userId !== userId) return { reason: "not-yours" };
  return { reason: url.usedAt !== null ? "used" : "expired" };
}

/**
 * The PUT of a file to an upload URL: spends the URL, then checks and stores the photo as the one-call upload does
 * (throwing its PhotoError: 400, 413, 422) and records it as the user's in one transaction with the URL's result.
 */
export async function receiveUpload(
  db: DatabasePool,
  storage: Storage,
  input: { token: string; userId: string; body: Buffer; now?: Date },
): Promise<UploadUrlReceipt> {
  const { token, userId, body, now = new Date() } = input;
  const claimed = await claim(db, { token, userId, now });
  if ("reason" in claimed) return { kind: "refused", reason: claimed.reason };
  const photo = await processProfilePhoto(storage, body, claimed.id);
  await db.transaction(async (tx) => {
    await recordUpload(tx, userId, photo);
    await tx.query(sql.type(z.object({}))`
      UPDATE upload_urls SET object_path = ${photo.objectPath} WHERE id = ${claimed.id}`);
  });
  return { kind: "stored", photo };
}

const StoredPath = z.object({ objectPath: z.string() });

/**
 * The stored path of a finished upload of the user's, named by its upload URL or by its public path (whole, on
 * this site's address, or the path alone); null for anything else: not a URL of this site, not the user's, or a
 * URL whose PUT did not store a photo.
 */
export async function finishedUpload(
  db: CommonQueryMethods,
  config: Pick<Config, "appUrl">,
  userId: string,
  url: string,
): Promise<string | null> {
  let parsed: URL;
  try {
    parsed = new URL(url, config.appUrl);
  } catch {
    return null;
  }
  if (parsed.origin !== new URL(config.appUrl).origin) return null;
  const path = parsed.pathname;
  if (!path.startsWith(UPLOAD_URL_PATH)) return (await isOwnPhoto(db, userId, path)) ? path : null;
  const token = path.slice(UPLOAD_URL_PATH.length);
  if (!TOKEN_PATTERN.test(token)) return null;
  return db.maybeOneFirst(sql.type(StoredPath)`
    SELECT object_path AS "objectPath" FROM upload_urls
    WHERE token_hash = ${hashOf(token)} AND user_id = ${userId} AND object_path IS NOT NULL`);
}

/** Deletes the URLs that expired more than the retention period before `now`; returns how many. */
export async function purgeUploadUrls(db: CommonQueryMethods, now: Date = new Date()): Promise<number> {
  const before = new Date(now.getTime() - UPLOAD_URL_RETENTION_HOURS * 3600_000);
  return db.oneFirst(sql.type(z.object({ count: z.number().int() }))`
    WITH deleted AS (DELETE FROM upload_urls WHERE expires_at < ${sql.timestamp(before)} RETURNING 1)
    SELECT count(*)::int AS count FROM deleted`);
}
