import { sql, type CommonQueryMethods } from "slonik";
import { z } from "zod";
import { addressLanguage, UserRow, type CurrentUser } from "#app/auth/users.server.ts";
import type { AppServices } from "#app/context.server.ts";
import { indexTherapistJob } from "#app/jobs/index-therapist.server.ts";
import { sendBulkEmail } from "#app/jobs/send-bulk-email.server.ts";
import { sendEmail } from "#app/jobs/send-email.server.ts";
import { isProved } from "#app/auth/proven-addresses.server.ts";
import { listingLinkedByAdmin } from "#app/therapists/address-notices.ts";
import { enqueue } from "#app/jobs/queue.server.ts";
import { selectOf } from "#app/db/columns.server.ts";
import { TherapistRow } from "#app/therapists/therapist-row.ts";
import { linkingReminder } from "./admin-emails.ts";
import { recordAudit } from "./audit.server.ts";

// Linking approved therapists to user accounts (linked: the row has a userId): the approved list with link state,
// user search by email, the link itself (audited, index job in its transaction), and reminder emails to the
// unlinked, never twice to the same therapist within 24 hours. A listing is linked to the account that proved its
// address, as approval does; any other account only with the admin's reason, which is audited and mailed to the
// listing's address. An account manages one listing: one already linked to another live listing is refused.

const LINK_PAGE_SIZE = 25;
const REMINDER_INTERVAL_HOURS = 24;

const LinkRow = z.object({
  ...TherapistRow.pick({ id: true, firstName: true, lastName: true, email: true, city: true, userId: true }).shape,
  userEmail: z.string().nullable(),
  ...TherapistRow.pick({ linkReminderSentAt: true }).shape,
});
export type LinkTherapist = z.infer<typeof LinkRow>;

const linkColumns = selectOf("t", LinkRow, { userEmail: sql.fragment`u.email` });

/** One page of approved therapists, unlinked first, then by name. */
export async function listForLinking(db: CommonQueryMethods, page: number) {
  const [total, unlinked, rows] = await Promise.all([
    db.oneFirst(
      sql.type(z.object({ n: z.number() }))`SELECT count(*)::int AS n FROM therapists WHERE status = 'approved'`,
    ),
    db.oneFirst(
      sql.type(
        z.object({ n: z.number() }),
      )`SELECT count(*)::int AS n FROM therapists WHERE status = 'approved' AND user_id IS NULL`,
    ),
    db.any(sql.type(LinkRow)`
      SELECT ${linkColumns} FROM therapists t LEFT JOIN users u ON u.id = t.user_id
      WHERE t.status = 'approved'
      ORDER BY (t.user_id IS NULL) DESC, t.last_name, t.first_name, t.id
      LIMIT ${LINK_PAGE_SIZE} OFFSET ${(page - 1) * LINK_PAGE_SIZE}`),
  ]);
  return { therapists: rows, total, unlinked, page, pageCount: Math.max(1, Math.ceil(total / LINK_PAGE_SIZE)) };
}

/** One approved therapist, for the Link User dialog. */
export async function findLinkTarget(db: CommonQueryMethods, id: string): Promise<LinkTherapist | null> {
  return db.maybeOne(sql.type(LinkRow)`
    SELECT ${linkColumns} FROM therapists t LEFT JOIN users u ON u.id = t.user_id WHERE t.id = ${id} AND t.status = 'approved'`);
}

const UserHit = UserRow.pick({
  id: true,
  email: true,
  firstName: true,
  lastName: true,
  profileImageUrl: true,
  createdAt: true,
  updatedAt: true,
});

/** Users whose email contains the text (at least 3 characters; the caller checks), up to 20. */
export async function searchUsers(db: CommonQueryMethods, email: string) {
  const like = `%${email
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db.any(sql.type(UserHit)`
    SELECT ${selectOf("users", UserHit)} FROM users
    WHERE email ILIKE ${like} ORDER BY (email ILIKE ${like.slice(1)}) DESC, email LIMIT 20`);
}

/** Which of these users proved the address (signed in with it, or confirmed it through an application's link). */
export async function usersProving(db: CommonQueryMethods, email: string, userIds: readonly string[]) {
  const proving = await db.anyFirst(sql.type(z.object({ id: z.uuid() }))`
    SELECT u.id FROM users u WHERE u.id = ANY(${sql.array(userIds, "uuid")}) AND (u.email = ${email}
      OR EXISTS (SELECT 1 FROM address_proofs p WHERE p.user_id = u.id AND p.email = ${email} AND p.proven_at IS NOT NULL))`);
  return new Set(proving);
}

const Linked = TherapistRow.pick({ userId: true, email: true, slug: true });

/** An approved therapist's link, locked until the transaction ends (null: no such therapist). */
function lockLink(tx: CommonQueryMethods, therapistId: string) {
  return tx.maybeOne(sql.type(Linked)`
    SELECT ${selectOf("t", Linked)} FROM therapists t WHERE t.id = ${therapistId} AND t.status = 'approved' FOR UPDATE`);
}

export type LinkOutcome =
  | { kind: "linked" }
  | { kind: "therapist-not-found" }
  | { kind: "user-not-found" }
  | { kind: "reason-required"; message: string }
  | { kind: "account-has-listing"; message: string };

/** The admin's reason for linking an account that did not prove the listing's address (optional otherwise). */
export const LinkReason = z
  .string()
  .trim()
  .max(1000, "Keep the reason under 1,000 characters")
  .nullish()
  .transform((value) => value || null);

/** Why a link to an account that did not prove the listing's address needs a reason. */
export const reasonRequired = (listingEmail: string) =>
  `This account does not sign in with ${listingEmail}, the listing's address, and has not confirmed it. Give the ` +
  "reason for linking it anyway: it is kept in the audit log and emailed to that address.";

const OtherListing = TherapistRow.pick({ firstName: true, lastName: true, slug: true });

/** The live listing (any status but deleted) other than this one that the account already manages, if any. */
function otherListingOf(tx: CommonQueryMethods, userId: string, therapistId: string) {
  return tx.maybeOne(sql.type(OtherListing)`
    SELECT ${selectOf("t", OtherListing)} FROM therapists t
    WHERE t.user_id = ${userId} AND t.id <> ${therapistId} AND t.status <> 'deleted' LIMIT 1`);
}

/** Why an account that manages a listing cannot be linked to another. */
export const accountHasListing = (other: z.infer<typeof OtherListing>) =>
  `This account already manages the listing of ${other.firstName} ${other.lastName} (/therapists/${other.slug}), ` +
  "and an account manages one listing. Link that listing to another account or delete it first.";

/**
 * Links the account to the listing: at once when the account proved the listing's address; otherwise only with
 * the admin's reason, recorded in the audit log and mailed to the listing's address.
 */
export async function linkUser(
  { db, boss, config }: Pick<AppServices, "db" | "boss" | "config">,
  admin: CurrentUser,
  therapistId: string,
  userId: string,
  reason: string | null = null,
): Promise<LinkOutcome> {
  return db.transaction(async (tx) => {
    const before = await lockLink(tx, therapistId);
    if (!before) return { kind: "therapist-not-found" };
    // The account's row is locked too, so two links of one account to two listings cannot both pass the check.
    const user = await tx.maybeOne(
      sql.type(z.object({ id: z.uuid() }))`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`,
    );
    if (!user) return { kind: "user-not-found" };
    const other = await otherListingOf(tx, userId, therapistId);
    if (other) return { kind: "account-has-listing", message: accountHasListing(other) };
    const proved = await isProved(tx, userId, before.email);
    if (!proved && !reason) return { kind: "reason-required", message: reasonRequired(before.email) };
    await tx.query(sql.unsafe`UPDATE therapists SET user_id = ${userId} WHERE id = ${therapistId}`);
    await enqueue(boss, indexTherapistJob, { therapistId }, { db: tx });
    if (!proved && reason) {
      const language = await addressLanguage(tx, before.email);
      const told = listingLinkedByAdmin(before.email, language, { slug: before.slug, reason }, config.appUrl);
      await enqueue(boss, sendEmail, told, { db: tx });
    }
    await recordAudit(tx, {
      actor: admin,
      action: "link-user",
      therapistId,
      before: { userId: before.userId },
      after: { userId, provedAddress: proved },
      note: proved ? null : reason,
    });
    return { kind: "linked" };
  });
}

const Due = TherapistRow.pick({ id: true, email: true, firstName: true });

function reminderEmail(therapist: z.infer<typeof Due>, appUrl: string) {
  // An unlinked listing has no account, so no language of its own: English.
  return linkingReminder({ to: therapist.email, firstName: therapist.firstName, language: "en", appUrl });
}

export type ReminderResult = { sentCount: number; totalUnlinked: number; failedCount: number };

/**
 * One bulk email job per unlinked approved therapist not reminded in the last 24 hours, each with its reminder time
 * in the same savepoint (a failure skips only that therapist and counts in failedCount). Concurrent calls skip
 * rows another call holds, so nobody gets two.
 */
export async function sendLinkingReminders({
  db,
  boss,
  config,
}: Pick<AppServices, "db" | "boss" | "config">): Promise<ReminderResult> {
  return db.transaction(async (tx) => {
    const totalUnlinked = await tx.oneFirst(sql.type(z.object({ n: z.number() }))`
      SELECT count(*)::int AS n FROM therapists WHERE status = 'approved' AND user_id IS NULL`);
    const due = await tx.any(sql.type(Due)`
      SELECT ${selectOf("t", Due)} FROM therapists t
      WHERE t.status = 'approved' AND t.user_id IS NULL
        AND (t.link_reminder_sent_at IS NULL OR t.link_reminder_sent_at <= now() - make_interval(hours => ${REMINDER_INTERVAL_HOURS}))
      ORDER BY t.id FOR UPDATE SKIP LOCKED`);
    let sentCount = 0;
    let failedCount = 0;
    for (const therapist of due) {
      try {
        await tx.transaction(async (savepoint) => {
          await enqueue(boss, sendBulkEmail, reminderEmail(therapist, config.appUrl), { db: savepoint });
          await savepoint.query(
            sql.unsafe`UPDATE therapists SET link_reminder_sent_at = now() WHERE id = ${therapist.id}`,
          );
        });
        sentCount++;
      } catch {
        failedCount++;
      }
    }
    return { sentCount, totalUnlinked, failedCount };
  });
}
