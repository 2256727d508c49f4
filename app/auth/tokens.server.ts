import { createHash, randomBytes } from "node:crypto";
import { sql, type CommonQueryMethods } from "slonik";
import { z } from "zod";

// Magic-link tokens. The emailed token is 256 random bits; the table keeps only its SHA-256 hash, so a copy of
// the database signs nobody in. A token works once, for 15 minutes; asking for a new link leaves older unused
// ones valid until they expire.

export const MAGIC_LINK_TTL_MINUTES = 15;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function generateToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export async function insertMagicLinkToken(
  db: CommonQueryMethods,
  { email, token, returnTo, now }: { email: string; token: string; returnTo: string | null; now: Date },
): Promise<void> {
  const expiresAt = new Date(now.getTime() + MAGIC_LINK_TTL_MINUTES * 60_000);
  await db.one(sql.type(z.object({ id: z.uuid() }))`
    INSERT INTO magic_link_tokens (email, token_hash, expires_at, return_to, created_at)
    VALUES (${email}, ${hashToken(token)}, ${sql.timestamp(expiresAt)}, ${returnTo}, ${sql.timestamp(now)})
    RETURNING id`);
}

const UsedToken = z.object({ email: z.string(), returnTo: z.string().nullable() });
export type UsedToken = z.infer<typeof UsedToken>;

/**
 * Uses the token up, atomically: of any number of concurrent calls with the same token, exactly one gets the
 * address back. Unknown, used and expired tokens all give null, and nothing says which.
 */
export async function consumeMagicLinkToken(
  db: CommonQueryMethods,
  token: string,
  now: Date,
): Promise<UsedToken | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  return db.maybeOne(sql.type(UsedToken)`
    UPDATE magic_link_tokens SET used = true
    WHERE token_hash = ${hashToken(token)} AND used = false AND expires_at > ${sql.timestamp(now)}
    RETURNING email, return_to AS "returnTo"`);
}

/** Deletes tokens created more than a day before `now` (all long expired). */
export async function purgeMagicLinkTokens(db: CommonQueryMethods, now: Date = new Date()): Promise<number> {
  const before = new Date(now.getTime() - 24 * 3600_000);
  return db.oneFirst(sql.type(z.object({ count: z.number().int() }))`
    WITH deleted AS (DELETE FROM magic_link_tokens WHERE created_at < ${sql.timestamp(before)} RETURNING 1)
    SELECT count(*)::int AS count FROM deleted`);
}
