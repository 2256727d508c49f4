import { createHash, randomBytes } from "node:crypto";
import { sql, type CommonQueryMethods } from "slonik";
import { z } from "zod";
import { LANGUAGES, type Language } from "#app/i18n/language.ts";

// Magic-link tokens. The emailed token is 256 random bits; the table keeps only its SHA-256 hash, so a copy of
// the database signs nobody in. A token works once, for 15 minutes; asking for a new link leaves older unused
// ones valid until they expire. A token also records which browser asked for it (the hash of that browser's
// binding value, see browser-binding.server.ts): only there may it be used without the person confirming.

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
  {
    email,
    token,
    returnTo,
    browser,
    now,
    language = "en",
  }: {
    email: string;
    token: string;
    returnTo: string | null;
    browser: string | null;
    now: Date;
    /** The language of the page that asked for the link: the account's language once the link is used. */
    language?: Language;
  },
): Promise<void> {
  const expiresAt = new Date(now.getTime() + MAGIC_LINK_TTL_MINUTES * 60_000);
  const browserHash = browser === null ? null : hashToken(browser);
  await db.one(sql.type(z.object({ id: z.uuid() }))`
    INSERT INTO magic_link_tokens (email, token_hash, expires_at, return_to, browser_hash, created_at, language)
    VALUES (${email}, ${hashToken(token)}, ${sql.timestamp(expiresAt)}, ${returnTo}, ${browserHash},
            ${sql.timestamp(now)}, ${language})
    RETURNING id`);
}

/** What lets a browser use a link: it is the browser that asked for it, or the person confirmed the address. */
export type LinkProof = { browser: string | null; confirmed: boolean };

const UsableToken = z.object({ email: z.string(), bound: z.boolean() });
export type UsableToken = z.infer<typeof UsableToken>;

const usable = (token: string, now: Date) =>
  sql.fragment`token_hash = ${hashToken(token)} AND used = false AND expires_at > ${sql.timestamp(now)}`;
const boundTo = (browser: string | null) =>
  browser === null ? sql.fragment`false` : sql.fragment`coalesce(browser_hash = ${hashToken(browser)}, false)`;

/** An unused, unexpired token's address, and whether this browser asked for it; null otherwise. Uses nothing. */
export async function findMagicLinkToken(
  db: CommonQueryMethods,
  token: string,
  browser: string | null,
  now: Date,
): Promise<UsableToken | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  return db.maybeOne(sql.type(UsableToken)`
    SELECT email, ${boundTo(browser)} AS bound FROM magic_link_tokens WHERE ${usable(token, now)}`);
}

const UsedToken = z.object({ email: z.string(), returnTo: z.string().nullable(), language: z.enum(LANGUAGES) });
export type UsedToken = z.infer<typeof UsedToken>;

/**
 * Uses the token up if the proof holds, atomically: of any number of concurrent calls with the same token, exactly
 * one gets the address back. Unknown, used and expired tokens, and a proof that does not hold, all give null.
 */
export async function consumeMagicLinkToken(
  db: CommonQueryMethods,
  token: string,
  proof: LinkProof,
  now: Date,
): Promise<UsedToken | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const allowed = proof.confirmed ? sql.fragment`true` : boundTo(proof.browser);
  return db.maybeOne(sql.type(UsedToken)`
    UPDATE magic_link_tokens SET used = true
    WHERE ${usable(token, now)} AND ${allowed}
    RETURNING email, return_to AS "returnTo", language`);
}

/** Deletes tokens created more than a day before `now` (all long expired). */
export async function purgeMagicLinkTokens(db: CommonQueryMethods, now: Date = new Date()): Promise<number> {
  const before = new Date(now.getTime() - 24 * 3600_000);
  return db.oneFirst(sql.type(z.object({ count: z.number().int() }))`
    WITH deleted AS (DELETE FROM magic_link_tokens WHERE created_at < ${sql.timestamp(before)} RETURNING 1)
    SELECT count(*)::int AS count FROM deleted`);
}
