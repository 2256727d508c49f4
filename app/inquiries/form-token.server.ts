import { timingSafeEqual } from "node:crypto";
import { hmac } from "#app/auth/hmac.server.ts";

// A signed "form shown at" time: a message sent faster than a person could type one is a bot's.

const MIN_FILL_MS = 3000;
const MAX_AGE_MS = 24 * 3600 * 1000;

const sign = (secret: string, issuedAt: number) => hmac(secret, `contact-form:${issuedAt}`, "base64url");

export function issueFormToken(secret: string, now = Date.now()): string {
  return `${now}.${sign(secret, now)}`;
}

/** "ok", "too-fast" (sent within MIN_FILL_MS), or "invalid" (forged, malformed or older than a day). */
export function checkFormToken(secret: string, token: string | undefined): "ok" | "too-fast" | "invalid" {
  const [stamp, signature] = (token ?? "").split(".");
  const issuedAt = Number(stamp);
  if (!Number.isSafeInteger(issuedAt) || !signature) return "invalid";
  const expected = Buffer.from(sign(secret, issuedAt));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return "invalid";
  const now = Date.now();
  if (now - issuedAt > MAX_AGE_MS || issuedAt > now + 60_000) return "invalid";
  return now - issuedAt < MIN_FILL_MS ? "too-fast" : "ok";
}
