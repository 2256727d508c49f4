import type { CommonQueryMethods } from "slonik";
import { z } from "zod";
import { addressesOf, eraseAccount, lockAccount } from "#app/auth/personal-data.server.ts";
import type { CurrentUser } from "#app/auth/users.server.ts";
import type { AppServices } from "#app/context.server.ts";
import { endAccountBilling } from "#app/featured/personal-data.server.ts";
import type { Boss } from "#app/jobs/queue.server.ts";
import { eraseInquiriesFrom } from "#app/inquiries/personal-data.server.ts";
import { dropUnsentEmailsTo } from "#app/jobs/unsent-emails.server.ts";
import { forgetActionLinks } from "#app/links/action-links.server.ts";
import { eraseListingsAndWhatTheyHold } from "#app/privacy/erase-listings.server.ts";
import { recordErasure } from "#app/privacy/erasure-ledger.server.ts";
import { forgetUnheldWordsSoon } from "#app/search/forget-words.server.ts";
import { lockApplicationsOf } from "#app/submissions/personal-data.server.ts";
import { listingAddresses, lockListingsOf } from "#app/therapists/personal-data.server.ts";
import { removeListing } from "#app/therapists/removal.server.ts";
import { forgetUploadsOf } from "#app/uploads/ownership.server.ts";

// "Delete my account" (PIPEDA's withdrawal of consent): the signed-in person deletes their account and what it
// holds, in one transaction with the jobs it causes. Their listings leave the directory as an admin's delete takes
// them out (search, Featured, billing: removal.server.ts), then are erased with the messages written to them, their
// posts, applications, the admin log's copies of them, emailed links, the emails not yet sent to the account's or
// its listings' addresses, sessions and the account itself; so are the messages the person sent from an address
// the account proved, with their follow-ups and links; the payment records stay, tied to nobody, for the
// period tax law sets. An admin's account is refused: deleting it could leave the site with no admin. Decisions
// 075 and 077 say what is kept and why.

/** The confirmation: the account's email address, typed again (left out, it confirms nothing). */
export const DeleteConfirmation = z.object({ confirmEmail: z.string().trim().max(320).default("") });

/** The API's words (the pages say them in their own language: the account catalogue). */
export const ACCOUNT_DELETED = "Your account has been deleted.";
export const NOT_CONFIRMED = "To delete your account, type the email address you sign in with.";
export const ADMIN_NOT_DELETED = "An administrator's account can't be deleted this way.";
export type DeleteConfirmation = z.infer<typeof DeleteConfirmation>;

export type DeletionOutcome = { kind: "deleted" } | { kind: "unconfirmed" } | { kind: "admin" };

export async function deleteAccount(
  { db, boss, logger }: Pick<AppServices, "db" | "boss" | "logger">,
  user: CurrentUser,
  { confirmEmail }: DeleteConfirmation,
  now: number = Date.now(),
): Promise<DeletionOutcome> {
  if (user.adminRole) return { kind: "admin" };
  if (confirmEmail.toLowerCase() !== user.email) return { kind: "unconfirmed" };
  const deleted = await db.transaction((tx) => eraseAccountAndListings(tx, boss, user.id, now));
  if (deleted) logger.info({ event: "account-deleted", userId: user.id }, "account deleted by its owner");
  return { kind: "deleted" };
}

/**
 * Erases the account and what it holds (above), in the caller's transaction, and sends the job that writes the
 * erasure into the ledger (a backup restored has it erased again). False when the account is already gone.
 */
export async function eraseAccountAndListings(
  tx: CommonQueryMethods,
  boss: Boss,
  userId: string,
  now: number,
): Promise<boolean> {
  // Locked first: a second request (a double click) waits here, then finds nothing left to delete.
  const email = await lockAccount(tx, userId);
  if (email === null) return false;
  const listingIds = await lockListingsOf(tx, userId);
  const proven = await addressesOf(tx, userId);
  const addresses = [...proven, ...(await listingAddresses(tx, listingIds))];
  for (const id of listingIds) await removeListing(tx, boss, id, now);
  const submissionIds = await lockApplicationsOf(tx, userId, listingIds);
  await eraseListingsAndWhatTheyHold(tx, { listingIds, submissionIds, userId });
  if (listingIds.length > 0) await forgetUnheldWordsSoon(boss, tx); // their documents went by cascade
  await forgetActionLinks(tx, await eraseInquiriesFrom(tx, proven));
  await endAccountBilling(tx, boss, userId);
  await dropUnsentEmailsTo(tx, boss, addresses);
  await forgetUploadsOf(tx, userId);
  await eraseAccount(tx, { id: userId, email });
  await recordErasure(tx, boss, { kind: "account", id: userId, at: now });
  return true;
}
