import { sql, type CommonQueryMethods } from "slonik";
import { z } from "zod";
import type { Config } from "#app/config/config.server.ts";
import type { AppServices } from "#app/context.server.ts";
import { indexTherapistJob } from "#app/jobs/index-therapist.server.ts";
import { sendEmail } from "#app/jobs/send-email.server.ts";
import { enqueue } from "#app/jobs/queue.server.ts";
import {
  addressChangedEmail,
  addressInUseEmail,
  changeRequestedEmail,
  confirmNewAddressEmail,
} from "./account-emails.ts";
import { generateToken, hashToken } from "./tokens.server.ts";
import { userLanguage } from "./users.server.ts";

// Changing a therapist's email address (their sign-in address and their profile's contact address): nothing changes
// until the new owner of the address opens the link sent to it. The link works once, for an hour; only its SHA-256 hash
// is stored. The old address is told when the change is asked for and when it is done. An address already used by
// another account or profile, or named in ADMIN_EMAILS, is answered exactly as a free one, so the answer says nothing
// about other accounts: its owner is told by email instead of sent a link, and a confirmation that finds it taken
// meanwhile is refused (to the link's holder, the address's owner). Only the latest request stands: a newer one, going
// back to the current address, or a confirmed change ends every other link of the account, so a mistyped address's
// owner cannot take the account over with a link its rightful owner has since replaced.

export const EMAIL_CHANGE_TTL_MINUTES = 60;
/** Shown only to whoever opens the link, the address's owner, when the address was taken after it was sent. */
export const EMAIL_TAKEN = "That email address is already used by another account.";
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * Whether the address belongs to someone else: another account or profile uses it, or ADMIN_EMAILS names it (an
 * admin's address signs in as admin, so it is only ever the account its own link makes).
 */
async function addressTaken(
  db: CommonQueryMethods,
  email: string,
  userId: string,
  adminEmails: readonly string[],
): Promise<boolean> {
  if (adminEmails.includes(email.toLowerCase())) return true;
  return db.exists(sql.unsafe`
    SELECT 1 FROM users WHERE email = ${email} AND id <> ${userId}
    UNION ALL SELECT 1 FROM therapists WHERE email = ${email} AND user_id IS DISTINCT FROM ${userId}::uuid`);
}

/**
 * Sends the confirmation link to the new address (or, when another account or profile uses it, a notice that
 * nothing changes) and a notice to the old one, inside the caller's transaction. The caller's answer is the same
 * either way, and so is what the account shows (the address waits, as any does, until the link is opened).
 */
export async function requestEmailChange(
  tx: CommonQueryMethods,
  { boss, config }: Pick<AppServices, "boss"> & { config: Pick<Config, "appUrl" | "adminEmails"> },
  user: { id: string; email: string; firstName: string },
  newEmail: string,
): Promise<void> {
  const taken = await addressTaken(tx, newEmail, user.id, config.adminEmails);
  const now = new Date();
  await cancelEmailChanges(tx, user.id, now);
  // The row is written either way (it is what "pendingEmail" shows); a taken address's token is never sent.
  const token = generateToken();
  const expiresAt = new Date(now.getTime() + EMAIL_CHANGE_TTL_MINUTES * 60_000);
  await tx.query(sql.unsafe`
    INSERT INTO email_change_tokens (user_id, new_email, token_hash, expires_at, created_at)
    VALUES (${user.id}, ${newEmail}, ${hashToken(token)}, ${sql.timestamp(expiresAt)}, ${sql.timestamp(now)})`);
  const language = await userLanguage(tx, user.id);
  const to = { firstName: user.firstName, language };
  const link = `${config.appUrl}/account/confirm-email?token=${token}`;
  const toNewAddress = taken
    ? addressInUseEmail(newEmail, language, config.appUrl)
    : confirmNewAddressEmail({ ...to, to: newEmail }, link, EMAIL_CHANGE_TTL_MINUTES);
  await enqueue(boss, sendEmail, toNewAddress, { db: tx });
  await enqueue(boss, sendEmail, changeRequestedEmail({ ...to, to: user.email }, newEmail), { db: tx });
}

/** Ends the account's open email-change links (they can no longer be used); how many there were. */
export async function cancelEmailChanges(tx: CommonQueryMethods, userId: string, now = new Date()): Promise<number> {
  const ended = await tx.query(sql.unsafe`
    UPDATE email_change_tokens SET used_at = ${sql.timestamp(now)} WHERE user_id = ${userId} AND used_at IS NULL`);
  return ended.rowCount;
}

export type EmailChangeOutcome = { kind: "changed"; email: string } | { kind: "invalid" } | { kind: "taken" };

const Used = z.object({ userId: z.uuid(), newEmail: z.string(), oldEmail: z.string() });

/** Uses the token up and moves the account and its profiles to the new address; the old address is told. */
export async function confirmEmailChange(
  { db, boss, config }: Pick<AppServices, "db" | "boss"> & { config: Pick<Config, "adminEmails"> },
  token: string,
  now = new Date(),
): Promise<EmailChangeOutcome> {
  if (!TOKEN_PATTERN.test(token)) return { kind: "invalid" };
  return db.transaction(async (tx) => {
    const used = await tx.maybeOne(sql.type(Used)`
      UPDATE email_change_tokens c SET used_at = ${sql.timestamp(now)}
      FROM users u
      WHERE c.token_hash = ${hashToken(token)} AND c.used_at IS NULL AND c.expires_at > ${sql.timestamp(now)} AND u.id = c.user_id
      RETURNING c.user_id AS "userId", c.new_email AS "newEmail", u.email AS "oldEmail"`);
    if (!used) return { kind: "invalid" };
    if (await addressTaken(tx, used.newEmail, used.userId, config.adminEmails)) return { kind: "taken" };
    await tx.query(sql.unsafe`UPDATE users SET email = ${used.newEmail} WHERE id = ${used.userId}`);
    await cancelEmailChanges(tx, used.userId, now);
    // Sign-in links already sent to the old address stop working.
    await tx.query(
      sql.unsafe`UPDATE magic_link_tokens SET used = true WHERE email = ${used.oldEmail} AND used = false`,
    );
    const therapistIds = await tx.anyFirst(sql.type(z.object({ id: z.uuid() }))`
      UPDATE therapists SET email = ${used.newEmail} WHERE user_id = ${used.userId} RETURNING id`);
    for (const therapistId of therapistIds) await enqueue(boss, indexTherapistJob, { therapistId }, { db: tx });
    const email = addressChangedEmail(used.oldEmail, await userLanguage(tx, used.userId), used.newEmail);
    await enqueue(boss, sendEmail, email, { db: tx });
    return { kind: "changed", email: used.newEmail };
  });
}

/** Deletes email-change tokens created more than a day before `now` (all long expired or used). */
export async function purgeEmailChangeTokens(db: CommonQueryMethods, now: Date = new Date()): Promise<number> {
  const before = new Date(now.getTime() - 24 * 3600_000);
  return db.oneFirst(sql.type(z.object({ count: z.number().int() }))`
    WITH deleted AS (DELETE FROM email_change_tokens WHERE created_at < ${sql.timestamp(before)} RETURNING 1)
    SELECT count(*)::int AS count FROM deleted`);
}
