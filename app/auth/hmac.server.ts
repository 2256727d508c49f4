import { createHmac, createSecretKey, type KeyObject } from "node:crypto";

// HMAC-SHA256 with the key held as a key object: an HMAC keyed by a string or raw bytes builds a new key object
// on every call, which costs several times the hash itself on pages that sign something for each visitor.

const keys = new Map<string, KeyObject>();

/** The key object of a secret (a handful of secrets per process: the session secrets). */
export function hmacKey(secret: string | Buffer): KeyObject {
  if (typeof secret !== "string") return createSecretKey(secret);
  let key = keys.get(secret);
  if (!key) keys.set(secret, (key = createSecretKey(Buffer.from(secret))));
  return key;
}

export function hmac(key: KeyObject | string, data: string, encoding: "base64url"): string;
export function hmac(key: KeyObject | string, data: string): Buffer;
export function hmac(key: KeyObject | string, data: string, encoding?: "base64url"): string | Buffer {
  const digest = createHmac("sha256", typeof key === "string" ? hmacKey(key) : key).update(data);
  return encoding ? digest.digest(encoding) : digest.digest();
}
