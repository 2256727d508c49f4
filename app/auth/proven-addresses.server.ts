import { sql, type CommonQueryMethods, type FragmentSqlToken } from "slonik";
import { z } from "zod";
import type { Config } from "#app/config/config.server.ts";
import type { AppServices } from "#app/context.server.ts";
import { ADDRESS_PROOF_TTL_DAYS } from "#app/privacy/retention.ts";
import { sendEmail } from "#app/jobs/send-email.server.ts";
import { enqueue } from "#app/jobs/queue.server.ts";
import { addressProofEmail } from "./account-emails.ts";
import { generateToken, hashToken } from "./tokens.server.ts";
import { userLanguage } from "./users.server.ts";

// An address a user proved they control: the one they sign in with (every sign-in link went to it), or one they
// confirmed by opening the link sent to it (address_proofs). Only a proved address is put on a listing. The link
// works once, for a week (an application waits 2-3 business days for review); only its SHA-256 hash is stored.

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** SQL: whether the user (a uuid expression) proved the address (a text expression). */
export function provedBy(userId: FragmentSqlToken, email: FragmentSqlToken): FragmentSqlToken {
  return sql.fragment`(EXISTS (SELECT 1 FROM users pu WHERE pu.id = ${userId} AND pu.email = ${email})
    OR EXISTS (SELECT 1 FROM address_proofs pp
      WHERE pp.user_id = ${userId} AND pp.email = ${email} AND pp.proven_at IS NOT NULL))`;
}

export async function isProved(db: CommonQueryMethods, userId: string, email: string): Promise<boolean> {
  return db.oneFirst(sql.type(z.object({ proved: z.boolean() }))`
    SELECT ${provedBy(sql.fragment`${userId}::uuid`, sql.fragment`${email}::text`)} AS proved`);
}

/** Mails a confirmation link to the address, for the user's application (inside the caller's transaction). */
export async function requestAddressProof(
  tx: CommonQueryMethods,
  { boss, config }: Pick<AppServices, "boss"> & { config: Pick<Config, "appUrl"> },
  input: { userId: string; email: string; firstName: string },
  now = new Date(),
): Promise<void> {
  const token = generateToken();
  const expiresAt = new Date(now.getTime() + ADDRESS_PROOF_TTL_DAYS * 86_400_000);
  await tx.query(sql.unsafe`
    INSERT INTO address_proofs (user_id, email, token_hash, expires_at, created_at)
    VALUES (${input.userId}, ${input.email}, ${hashToken(token)}, ${sql.timestamp(expiresAt)}, ${sql.timestamp(now)})`);
  const link = `${config.appUrl}/account/confirm-email?token=${token}&for=application`;
  const to = { to: input.email, firstName: input.firstName, language: await userLanguage(tx, input.userId) };
  await enqueue(boss, sendEmail, addressProofEmail(to, link, ADDRESS_PROOF_TTL_DAYS), { db: tx });
}

export type AddressProofOutcome = { kind: "proved"; email: string } | { kind: "invalid" };

/** Uses the link's token up: its user has proved the address from now on. */
export async function confirmAddressProof(
  db: CommonQueryMethods,
  token: string,
  now = new Date(),
): Promise<AddressProofOutcome> {
  if (!TOKEN_PATTERN.test(token)) return { kind: "invalid" };
  const email = await db.maybeOneFirst(sql.type(z.object({ email: z.string() }))`
    UPDATE address_proofs SET proven_at = ${sql.timestamp(now)}
    WHERE token_hash = ${hashToken(token)} AND proven_at IS NULL AND expires_at > ${sql.timestamp(now)}
    RETURNING email`);
  return email ? { kind: "proved", email } : { kind: "invalid" };
}

/** Deletes links never opened, a day after they expired; a proof stays while its account does. */
export async function purgeAddressProofs(db: CommonQueryMethods, now: Date = new Date()): Promise<number> {
  const before = new Date(now.getTime() - (ADDRESS_PROOF_TTL_DAYS + 1) * 86_400_000);
  return db.oneFirst(sql.type(z.object({ count: z.number().int() }))`
    WITH deleted AS (
      DELETE FROM address_proofs WHERE proven_at IS NULL AND created_at < ${sql.timestamp(before)} RETURNING 1
    )
    SELECT count(*)::int AS count FROM deleted`);
}
