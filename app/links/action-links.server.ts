import { createHash, randomBytes } from "node:crypto";
import { sql, type CommonQueryMethods } from "slonik";
import { z } from "zod";
import { Instant } from "#app/db/instant.ts";
import type { ActionPurpose } from "./purposes.ts";

// Single-purpose links that act without signing in: the emailed token is 256 random bits (base64url); the table
// keeps only its SHA-256 hash, the purpose, the subject (the uuid it acts on), when it expires and when it was used.
// A link works once, before it expires, for its own purpose only. Opening one never acts by itself (mail scanners
// open links): its page shows one button that posts, and only that post redeems it.

const DAY = 86_400_000;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** An expired link's row is deleted this many days after it expired (it answers "expired" until then). */
export const ACTION_LINK_RETENTION_DAYS = 30;

export type ActionLinkOutcome =
  { kind: "valid"; subjectId: string } | { kind: "used" } | { kind: "expired" } | { kind: "invalid" };

type LinkQuery = { token: string; purpose: ActionPurpose; now: Date };

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** A new link for the purpose and subject, valid `validDays` from `now`: the token to put in the URL. */
export async function issueActionLink(
  db: CommonQueryMethods,
  input: { purpose: ActionPurpose; subjectId: string; now: Date; validDays: number },
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(input.now.getTime() + input.validDays * DAY);
  await db.query(sql.type(z.object({}))`
    INSERT INTO action_links (token_hash, purpose, subject_id, expires_at, created_at)
    VALUES (${hashOf(token)}, ${input.purpose}, ${input.subjectId}, ${sql.timestamp(expiresAt)},
            ${sql.timestamp(input.now)})`);
  return token;
}

const Stored = z.object({ subjectId: z.uuid(), expiresAt: Instant, usedAt: Instant.nullable() });

/** What the link would do now, changing nothing: valid (with its subject), used, expired or invalid. */
export async function peekActionLink(
  db: CommonQueryMethods,
  { token, purpose, now }: LinkQuery,
): Promise<ActionLinkOutcome> {
  if (!TOKEN_PATTERN.test(token)) return { kind: "invalid" };
  const link = await db.maybeOne(sql.type(Stored)`
    SELECT subject_id AS "subjectId", expires_at AS "expiresAt", used_at AS "usedAt"
    FROM action_links WHERE token_hash = ${hashOf(token)} AND purpose = ${purpose}`);
  if (!link) return { kind: "invalid" };
  if (link.usedAt !== null) return { kind: "used" };
  if (link.expiresAt <= now.getTime()) return { kind: "expired" };
  return { kind: "valid", subjectId: link.subjectId };
}

/**
 * Uses the link up: of any number of concurrent calls with one token, exactly one gets "valid" (the update claims
 * the row only while it is unused and unexpired); the others get what peek then says (used).
 */
export async function redeemActionLink(db: CommonQueryMethods, query: LinkQuery): Promise<ActionLinkOutcome> {
  if (!TOKEN_PATTERN.test(query.token)) return { kind: "invalid" };
  const subjectId = await db.maybeOneFirst(sql.type(z.object({ subjectId: z.uuid() }))`
    UPDATE action_links SET used_at = ${sql.timestamp(query.now)}
    WHERE token_hash = ${hashOf(query.token)} AND purpose = ${query.purpose}
      AND used_at IS NULL AND expires_at > ${sql.timestamp(query.now)}
    RETURNING subject_id AS "subjectId"`);
  if (subjectId) return { kind: "valid", subjectId };
  const now = await peekActionLink(db, query);
  return now.kind === "valid" ? { kind: "used" } : now;
}

/** Deletes links that expired more than the retention period before `now`; returns how many. */
export async function purgeActionLinks(db: CommonQueryMethods, now: Date): Promise<number> {
  const before = new Date(now.getTime() - ACTION_LINK_RETENTION_DAYS * DAY);
  return db.oneFirst(sql.type(z.object({ count: z.number().int() }))`
    WITH deleted AS (DELETE FROM action_links WHERE expires_at < ${sql.timestamp(before)} RETURNING 1)
    SELECT count(*)::int AS count FROM deleted`);
}

/** Deletes every link acting on these subjects (a deleted account's listings and the messages written to them). */
export async function forgetActionLinks(db: CommonQueryMethods, subjectIds: readonly string[]): Promise<void> {
  await db.query(sql.unsafe`DELETE FROM action_links WHERE subject_id = ANY(${sql.array(subjectIds, "uuid")})`);
}
