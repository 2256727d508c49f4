import { sql, type CommonQueryMethods, type FragmentSqlToken } from "slonik";
import { z } from "zod";
import type { Config } from "#app/config/config.server.ts";
import { selectOf } from "#app/db/columns.server.ts";
import { LANGUAGES, type Language } from "#app/i18n/language.ts";

// The users table as sign-in needs it. An account is created the first time someone completes a magic link;
// an admin is a user whose role is 'admin' or whose address is listed in ADMIN_EMAILS.

export const UserRow = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  role: z.enum(["user", "admin"]),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type UserRow = z.infer<typeof UserRow>;

/**
 * The signed-in person as every guard, loader and API sees them. adminRole: an admin by role or ADMIN_EMAILS;
 * isAdmin: may act as admin now (adminRole, and this session has passed the second factor).
 */
export type CurrentUser = UserRow & { isAdmin: boolean; adminRole: boolean };

/** The signed-in person as the API answers them (GET /api/auth/user, a verified sign-in link). */
export function userAnswer(user: CurrentUser) {
  const { id, email, firstName, lastName, profileImageUrl, role, isAdmin, createdAt, updatedAt } = user;
  return { id, email, firstName, lastName, profileImageUrl, role, isAdmin, createdAt, updatedAt };
}

const userColumns = selectOf("users", UserRow);

/** Whom an email to a user goes to: `to` their address, with their first name when they gave one, and the
 *  language their emails are written in. */
const UserRecipient = z.object({
  to: UserRow.shape.email,
  ...UserRow.pick({ firstName: true }).shape,
  language: z.enum(LANGUAGES),
});

export async function userRecipient(db: CommonQueryMethods, id: string) {
  return db.maybeOne(sql.type(UserRecipient)`
    SELECT ${selectOf("users", UserRecipient, { to: sql.fragment`email` })} FROM users WHERE id = ${id}`);
}

/** The language of the account whose id is `userId` (an SQL expression), English when there is no account. */
export const accountLanguage = (userId: FragmentSqlToken) =>
  sql.fragment`coalesce((SELECT u.language FROM users u WHERE u.id = ${userId}), 'en')`;

export async function findUserById(db: CommonQueryMethods, id: string): Promise<UserRow | null> {
  return db.maybeOne(sql.type(UserRow)`SELECT ${userColumns} FROM users WHERE id = ${id}`);
}

/**
 * The user with this (lower-case) address, created if there is none. Two statements on purpose: after a
 * concurrent insert of the same address, the SELECT (a new snapshot) sees the row the INSERT skipped.
 */
export async function findOrCreateUser(db: CommonQueryMethods, email: string): Promise<UserRow> {
  await db.maybeOne(sql.type(z.object({ id: z.uuid() }))`
    INSERT INTO users (email) VALUES (${email}) ON CONFLICT (email) DO NOTHING RETURNING id`);
  return db.one(sql.type(UserRow)`SELECT ${userColumns} FROM users WHERE email = ${email}`);
}

/**
 * Notes a sign-in: an account unused for the retention period is deleted (app/privacy/retention.server.ts). The
 * account takes the language of the page the link was asked from: its emails are written in it from then on.
 */
export async function recordSignIn(
  db: CommonQueryMethods,
  userId: string,
  now: Date,
  language?: Language,
): Promise<void> {
  const setLanguage = language ? sql.fragment`, language = ${language}` : sql.fragment``;
  await db.query(
    sql.unsafe`UPDATE users SET last_sign_in_at = ${sql.timestamp(now)}${setLanguage} WHERE id = ${userId}`,
  );
}

/** The language the account's emails are written in. */
export async function userLanguage(db: CommonQueryMethods, userId: string): Promise<Language> {
  return db.oneFirst(sql.type(z.object({ language: z.enum(LANGUAGES) }))`
    SELECT language FROM users WHERE id = ${userId}`);
}

/** The language of the account that signs in with `email`, English when none does. */
export async function addressLanguage(db: CommonQueryMethods, email: string): Promise<Language> {
  const language = await db.maybeOneFirst(sql.type(z.object({ language: z.enum(LANGUAGES) }))`
    SELECT language FROM users WHERE email = ${email.toLowerCase()}`);
  return language ?? "en";
}

/** The account takes the language of the pages its owner acts in (applying, say). */
export async function setUserLanguage(db: CommonQueryMethods, userId: string, language: Language): Promise<void> {
  await db.query(sql.unsafe`UPDATE users SET language = ${language} WHERE id = ${userId}`);
}

function isAdmin(user: Pick<UserRow, "email" | "role">, config: Pick<Config, "adminEmails">): boolean {
  return user.role === "admin" || config.adminEmails.includes(user.email.toLowerCase());
}

export function toCurrentUser(
  user: UserRow,
  config: Pick<Config, "adminEmails">,
  secondFactorPassed: boolean,
): CurrentUser {
  const adminRole = isAdmin(user, config);
  return { ...user, isAdmin: adminRole && secondFactorPassed, adminRole };
}
