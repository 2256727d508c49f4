import type { CommonQueryMethods } from "slonik";
import { consume, limiterKey, type RateLimitResult } from "#app/auth/rate-limit.server.ts";
import type { Config } from "#app/config/config.server.ts";

// One limit on photo uploads per user, whichever way they come: each one-call upload (POST /api/profile-images)
// and each upload URL asked for (POST /api/objects/upload) counts once in the same hourly bucket.

export const UPLOADS_PER_HOUR = 30;

/** Counts one photo upload of the user; `allowed` is false past the hourly limit. */
export function countPhotoUpload(
  db: CommonQueryMethods,
  config: Pick<Config, "sessionSecret">,
  userId: string,
  now: Date = new Date(),
): Promise<RateLimitResult> {
  const key = limiterKey(config.sessionSecret, "upload:user", userId);
  return consume(db, { key, limit: UPLOADS_PER_HOUR, windowSeconds: 3600, now });
}
