import { timingSafeEqual } from "node:crypto";
import { hmac } from "#app/auth/hmac.server.ts";

// A signed "form shown at" time: a message sent faster than a person could type one is a bot's. With the words
// sent, it also names one message: the same form posted again with the same words (a reload of the page that sent
// it, a double click) is the message already sent, while another message written in the same page is a new one.

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

/** The key of one message: the form's token, the therapist and the words, hashed with the secret. */
export function submissionKey(
  secret: string,
  token: string,
  therapistId: string,
  form: { name: string; email: string; phone?: string | undefined; message: string },
): string {
  const words = [token, therapistId, form.name, form.email.toLowerCase(), form.phone ?? "", form.message];
  return hmac(secret, `contact-message:${JSON.stringify(words)}`, "base64url");
}
