import { randomBytes } from "node:crypto";
import { generateTOTP, getTOTPAuthUri, verifyTOTP } from "@epic-web/totp";
import { sql, type CommonQueryMethods } from "slonik";
import { z } from "zod";
import type { Config } from "#app/config/config.server.ts";
import { consume, limiterKey } from "./rate-limit.server.ts";
import { hashToken } from "./tokens.server.ts";
import type { CurrentUser } from "./users.server.ts";

// The admins' second factor (TOTP, RFC 6238: SHA-1, 6 digits, 30 seconds, one step of clock drift either way)
// and its recovery codes. Each code is accepted once: a TOTP only for a later step than the last one accepted,
// a recovery code is deleted when used. Tries are limited per admin, so six digits cannot be guessed.
// In demo mode the demo admin's authenticator is set up already with a fixed, published secret, so a person
// trying the demo or a test can compute its codes; production never has a fixed secret.

export const TOTP = { period: 30, digits: 6, algorithm: "SHA-1" } as const;
/** Demo mode only: admin@example.com's TOTP secret (base32), also printed in the README and on /dev/mailbox. */
export const DEMO_TOTP_SECRET = "DEMOADMINTOTPKEY";
export const DEMO_ADMIN = "admin@example.com";
const RECOVERY_CODE_COUNT = 10;
export const SECOND_FACTOR_LIMIT = { limit: 10, windowSeconds: 15 * 60 } as const;

const FactorRow = z.object({ secret: z.string(), confirmed: z.boolean() });
const Step = z.object({ step: z.coerce.number() });
const Hash = z.object({ codeHash: z.string() });

export type SecondFactorSetup = { secret: string; otpauthUri: string };
/** What a check needs: the database, and the secret the limiter hashes its buckets with. */
type Checking = { db: CommonQueryMethods; config: Pick<Config, "sessionSecret"> };
export type CheckResult =
  { ok: true } | { ok: false; reason: "wrong-code" | "rate-limited"; retryAfterSeconds?: number };

function isDemoAdmin(user: Pick<CurrentUser, "email">, config: Pick<Config, "mode">): boolean {
  return config.mode === "demo" && user.email.toLowerCase() === DEMO_ADMIN;
}

async function factorOf(db: CommonQueryMethods, userId: string) {
  return db.maybeOne(sql.type(FactorRow)`
    SELECT secret, confirmed_at IS NOT NULL AS confirmed FROM admin_second_factors WHERE user_id = ${userId}`);
}

/** Whether the admin has a confirmed authenticator (the demo admin in demo mode always has). */
export async function hasSecondFactor(
  db: CommonQueryMethods,
  user: CurrentUser,
  config: Pick<Config, "mode">,
): Promise<boolean> {
  if (isDemoAdmin(user, config)) {
    await db.maybeOne(sql.type(Step)`
      INSERT INTO admin_second_factors (user_id, secret, confirmed_at) VALUES (${user.id}, ${DEMO_TOTP_SECRET}, now())
      ON CONFLICT (user_id) DO NOTHING RETURNING last_step AS step`);
  }
  return (await factorOf(db, user.id))?.confirmed ?? false;
}

/** The secret being set up (a new one on the first visit; the same one until confirmed) and its otpauth URI. */
export async function beginSetup(
  db: CommonQueryMethods,
  user: CurrentUser,
  issuer: string,
): Promise<SecondFactorSetup | null> {
  const { secret: fresh } = await generateTOTP(TOTP);
  await db.maybeOne(sql.type(Step)`
    INSERT INTO admin_second_factors (user_id, secret) VALUES (${user.id}, ${fresh})
    ON CONFLICT (user_id) DO NOTHING RETURNING last_step AS step`);
  const row = await factorOf(db, user.id);
  if (!row || row.confirmed) return null;
  return {
    secret: row.secret,
    otpauthUri: getTOTPAuthUri({ ...TOTP, secret: row.secret, accountName: user.email, issuer }),
  };
}

/** A TOTP for a step after the last accepted one; the step is recorded in the same statement (one winner). */
async function acceptTotp(db: CommonQueryMethods, userId: string, secret: string, code: string): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false;
  const match = await verifyTOTP({ ...TOTP, otp: code, secret, window: 1 });
  if (!match) return false;
  // The step on verifyTOTP's own clock (the present), moved by the drift it allowed.
  const step = Math.floor(Date.now() / 1000 / TOTP.period) + match.delta;
  const taken = await db.maybeOne(sql.type(Step)`
    UPDATE admin_second_factors SET last_step = ${step}, confirmed_at = coalesce(confirmed_at, now())
    WHERE user_id = ${userId} AND last_step < ${step} RETURNING last_step AS step`);
  return taken !== null;
}

/** A recovery code's stored hash, as sign-in tokens are hashed; case and separators do not matter. */
function hashRecoveryCode(code: string): string {
  return hashToken(code.toLowerCase().replace(/[^a-z0-9]/g, ""));
}

async function limitTries({ db, config }: Checking, userId: string, now: Date) {
  const key = limiterKey(config.sessionSecret, "second-factor:user", userId);
  return consume(db, { key, ...SECOND_FACTOR_LIMIT, now });
}

/**
 * Confirms the authenticator being set up with its first code, and answers the recovery codes (shown once;
 * only their hashes are kept).
 */
export async function confirmSetup(
  checking: Checking,
  user: CurrentUser,
  code: string,
): Promise<{ ok: true; recoveryCodes: string[] } | Exclude<CheckResult, { ok: true }>> {
  const { db } = checking;
  const tries = await limitTries(checking, user.id, new Date());
  if (!tries.allowed) return { ok: false, reason: "rate-limited", retryAfterSeconds: tries.retryAfterSeconds };
  const row = await factorOf(db, user.id);
  if (!row || row.confirmed) return { ok: false, reason: "wrong-code" };
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const raw = randomBytes(8).toString("hex");
    return `${raw.slice(0, 4)}-${raw.slice(4, 8)}-${raw.slice(8, 12)}-${raw.slice(12)}`;
  });
  const confirmed = await db.transaction(async (tx) => {
    if (!(await acceptTotp(tx, user.id, row.secret, code.replace(/\s/g, "")))) return false;
    await tx.any(sql.type(Hash)`
      INSERT INTO admin_recovery_codes (user_id, code_hash)
      SELECT ${user.id}, unnest(${sql.array(recoveryCodes.map(hashRecoveryCode), "text")})
      RETURNING code_hash AS "codeHash"`);
    return true;
  });
  return confirmed ? { ok: true, recoveryCodes } : { ok: false, reason: "wrong-code" };
}

/** Checks a sign-in's second factor: a current TOTP code, or one of the recovery codes (then used up). */
export async function checkSecondFactor(
  checking: Checking,
  user: CurrentUser,
  code: string,
  now = new Date(),
): Promise<CheckResult> {
  const { db } = checking;
  const tries = await limitTries(checking, user.id, now);
  if (!tries.allowed) return { ok: false, reason: "rate-limited", retryAfterSeconds: tries.retryAfterSeconds };
  const row = await factorOf(db, user.id);
  if (!row?.confirmed) return { ok: false, reason: "wrong-code" };
  const compact = code.replace(/\s/g, "");
  if (await acceptTotp(db, user.id, row.secret, compact)) return { ok: true };
  if (/^\d{6}$/.test(compact)) return { ok: false, reason: "wrong-code" };
  const used = await db.maybeOne(sql.type(Hash)`
    DELETE FROM admin_recovery_codes WHERE user_id = ${user.id} AND code_hash = ${hashRecoveryCode(compact)}
    RETURNING code_hash AS "codeHash"`);
  return used ? { ok: true } : { ok: false, reason: "wrong-code" };
}
