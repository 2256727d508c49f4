import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { z } from "zod";

// A payload that holds a secret or personal data (a sign-in link, a contact message, an email address) is stored
// in the job row encrypted (AES-256-GCM), so the job table, its dead-letter queues and any copy of the database
// hold nothing usable without the key. The key is derived from SESSION_SECRET, which never enters the database.

export const SealedPayload = z.object({ sealed: z.string().regex(/^[\w-]+$/) });
export type SealedPayload = z.infer<typeof SealedPayload>;

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The payload key for a secret: a separate key (HKDF), so it is never the key that signs cookies. */
export function payloadKey(secret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, "directory-job-payload", "job payload encryption v1", 32));
}

export function seal(key: Buffer, value: unknown): SealedPayload {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(value), "utf8"), cipher.final()]);
  return { sealed: Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url") };
}

/** The payload back; throws when it was sealed with another key or changed since. */
export function unseal(key: Buffer, payload: unknown): unknown {
  const bytes = Buffer.from(SealedPayload.parse(payload).sealed, "base64url");
  const decipher = createDecipheriv("aes-256-gcm", key, bytes.subarray(0, IV_BYTES));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  const text = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
    "utf8",
  );
  return JSON.parse(text) as unknown;
}
