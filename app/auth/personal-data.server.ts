import { sql, type CommonQueryMethods } from "slonik";
import { z } from "zod";
import { Instant } from "#app/db/instant.ts";
import { LANGUAGES } from "#app/i18n/language.ts";
import { UserRow } from "./users.server.ts";

// The account's own part of its owner's data (app/account/): the users row, the browsers signed in to it, the
// addresses it proved and those it was asked to confirm, an address change waiting for its link and the sign-in
// links sent to its address; and their erasure when the owner deletes it.

const Account = z.object({
  ...UserRow.shape,
  /** The language its emails are written in. */
  language: z.enum(LANGUAGES),
  lastSignInAt: Instant.nullable(),
});
const Session = z.object({ signedInAt: Instant.nullable(), expiresAt: Instant });
const ProvenAddress = z.object({ email: z.string(), provenAt: Instant });
const EmailChange = z.object({ newEmail: z.string(), expiresAt: Instant });
const AddressToConfirm = z.object({ email: z.string(), sentAt: Instant, expiresAt: Instant });
const SignInLink = z.object({
  sentAt: Instant,
  expiresAt: Instant,
  used: z.boolean(),
  returnTo: z.string().nullable(),
});

export type AccountData = {
  account: z.infer<typeof Account>;
  sessions: readonly z.infer<typeof Session>[];
  provenAddresses: readonly z.infer<typeof ProvenAddress>[];
  pendingEmailChanges: readonly z.infer<typeof EmailChange>[];
  /** Confirmation links sent to an address typed in an application, not opened (yet). */
  pendingAddressProofs: readonly z.infer<typeof AddressToConfirm>[];
  /** The sign-in links sent to the account's address, kept a day. */
  signInLinks: readonly z.infer<typeof SignInLink>[];
};

/** The account's rows, or null when it no longer exists. */
export async function accountDataOf(db: CommonQueryMethods, userId: string): Promise<AccountData | null> {
  const account = await db.maybeOne(sql.type(Account)`
    SELECT id, email, first_name AS "firstName", last_name AS "lastName", profile_image_url AS "profileImageUrl",
      role, created_at AS "createdAt", updated_at AS "updatedAt", language, last_sign_in_at AS "lastSignInAt"
    FROM users WHERE id = ${userId}`);
  if (!account) return null;
  const [sessions, provenAddresses, pendingEmailChanges, pendingAddressProofs, signInLinks] = await Promise.all([
    db.any(sql.type(Session)`
      SELECT to_timestamp((sess ->> 'signedInAt')::double precision / 1000) AS "signedInAt", expire AS "expiresAt"
      FROM sessions WHERE sess ->> 'userId' = ${userId} AND expire > now() ORDER BY expire`),
    db.any(sql.type(ProvenAddress)`
      SELECT email, proven_at AS "provenAt" FROM address_proofs
      WHERE user_id = ${userId} AND proven_at IS NOT NULL ORDER BY proven_at`),
    db.any(sql.type(EmailChange)`
      SELECT new_email AS "newEmail", expires_at AS "expiresAt" FROM email_change_tokens
      WHERE user_id = ${userId} AND used_at IS NULL AND expires_at > now() ORDER BY created_at`),
    db.any(sql.type(AddressToConfirm)`
      SELECT email, created_at AS "sentAt", expires_at AS "expiresAt" FROM address_proofs
      WHERE user_id = ${userId} AND proven_at IS NULL ORDER BY created_at`),
    db.any(sql.type(SignInLink)`
      SELECT created_at AS "sentAt", expires_at AS "expiresAt", used, return_to AS "returnTo" FROM magic_link_tokens
      WHERE email = ${account.email} ORDER BY created_at`),
  ]);
  return { account, sessions, provenAddresses, pendingEmailChanges, pendingAddressProofs, signInLinks };
}

/** The account's address, its row locked until the transaction ends; null when it no longer exists. */
export async function lockAccount(tx: CommonQueryMethods, userId: string): Promise<string | null> {
  return tx.maybeOneFirst(sql.type(z.object({ email: z.string() }))`
    SELECT email FROM users WHERE id = ${userId} FOR UPDATE`);
}

/** The addresses the account is written at: the one it signs in with and every one it proved. */
export async function addressesOf(tx: CommonQueryMethods, userId: string): Promise<readonly string[]> {
  return tx.anyFirst(sql.type(z.object({ email: z.string() }))`
    SELECT email FROM users WHERE id = ${userId}
    UNION SELECT email FROM address_proofs WHERE user_id = ${userId} AND proven_at IS NOT NULL`);
}

/**
 * Signs every browser out of the account, forgets the sign-in links sent to its address, and deletes it (its
 * address proofs, address change links and second factor go with it).
 */
export async function eraseAccount(tx: CommonQueryMethods, account: { id: string; email: string }): Promise<void> {
  await tx.query(sql.unsafe`DELETE FROM sessions WHERE sess ->> 'userId' = ${account.id}`);
  await tx.query(sql.unsafe`DELETE FROM magic_link_tokens WHERE email = ${account.email}`);
  await tx.query(sql.unsafe`DELETE FROM users WHERE id = ${account.id}`);
}
