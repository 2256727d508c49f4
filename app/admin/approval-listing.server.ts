import { sql, type CommonQueryMethods } from "slonik";
import { z } from "zod";
import type { AppServices } from "#app/context.server.ts";
import { provedBy } from "#app/auth/proven-addresses.server.ts";
import { addressLanguage } from "#app/auth/users.server.ts";
import { selectOf } from "#app/db/columns.server.ts";
import { indexTherapistJob } from "#app/jobs/index-therapist.server.ts";
import { sendEmail } from "#app/jobs/send-email.server.ts";
import { enqueue } from "#app/jobs/queue.server.ts";
import { addressTakenOff, listingAddressChanged } from "#app/therapists/address-notices.ts";
import { TherapistRow } from "#app/therapists/therapist-row.ts";

// Which listing an approval writes, by one rule: a listing's email is an address its owner proved. The applicant
// must have proved the typed address; then their own listing is updated, or an unlinked listing with that address
// is theirs. When another account's listing holds the address, whoever proved it wins: an account that never did
// gives it up (its listing takes the address that account signs in with, and both addresses are told); if both
// proved it, an admin must sort it out and approval is refused.

export const UNPROVED_MESSAGE =
  "The email address typed in this application is not confirmed: the applicant signs in with another address and " +
  "has not opened the link sent to this one. Approve once the page shows it as confirmed, or reject the application.";
const BOTH_PROVED_MESSAGE =
  "Another account's therapist profile uses this email address, and that account proved it too. Decide which " +
  "profile keeps it (edit or delete the other one) before approving.";
const UNLINKED_TOO_MESSAGE =
  "The applicant has a profile already, and an unlinked profile uses the typed email address: merge or delete one " +
  "of them before approving.";
const CANNOT_MOVE_MESSAGE =
  "Another account's therapist profile uses this email address without having proved it, and its own sign-in " +
  "address is on a profile too: edit that profile's email before approving.";

const Listing = TherapistRow.pick({ id: true, slug: true, status: true, userId: true, email: true }).extend({
  /** The address the listing's account signs in with. */
  ownerEmail: z.string().nullable(),
  /** The listing's account proved the listing's address. */
  ownerProved: z.boolean(),
});
export type Listing = z.infer<typeof Listing>;

const listingColumns = selectOf("t", Listing, {
  ownerEmail: sql.fragment`(SELECT u.email FROM users u WHERE u.id = t.user_id)`,
  ownerProved: sql.fragment`t.user_id IS NOT NULL AND ${provedBy(sql.fragment`t.user_id`, sql.fragment`t.email`)}`,
});

export type Claim =
  { kind: "ok"; profile: Listing | null; moved: Listing | null } | { kind: "conflict"; message: string };

type Applicant = { userId: string | null; email: string; emailProven: boolean };

/** The listing an approval updates (null: a new one), or why approval is refused. Locks what it reads. */
export async function claimListing(
  tx: CommonQueryMethods,
  { boss, config }: Pick<AppServices, "boss" | "config">,
  applicant: Applicant,
): Promise<Claim> {
  if (!applicant.emailProven) return { kind: "conflict", message: UNPROVED_MESSAGE };
  const own = applicant.userId
    ? await tx.maybeOne(sql.type(Listing)`
        SELECT ${listingColumns} FROM therapists t WHERE t.user_id = ${applicant.userId}
        ORDER BY (t.email = ${applicant.email}) DESC, t.updated_at DESC LIMIT 1 FOR UPDATE`)
    : null;
  const byEmail = await tx.maybeOne(sql.type(Listing)`
    SELECT ${listingColumns} FROM therapists t WHERE t.email = ${applicant.email} FOR UPDATE`);
  if (!byEmail || byEmail.id === own?.id) return { kind: "ok", profile: own, moved: null };
  if (!byEmail.userId) {
    return own ? { kind: "conflict", message: UNLINKED_TOO_MESSAGE } : { kind: "ok", profile: byEmail, moved: null };
  }
  if (byEmail.ownerProved) return { kind: "conflict", message: BOTH_PROVED_MESSAGE };
  const ownerEmail = byEmail.ownerEmail;
  if (!ownerEmail || (await tx.exists(sql.unsafe`SELECT 1 FROM therapists WHERE email = ${ownerEmail}`))) {
    return { kind: "conflict", message: CANNOT_MOVE_MESSAGE };
  }
  await tx.query(sql.unsafe`UPDATE therapists SET email = ${ownerEmail} WHERE id = ${byEmail.id}`);
  await enqueue(boss, indexTherapistJob, { therapistId: byEmail.id }, { db: tx });
  const change = { slug: byEmail.slug, from: applicant.email, to: ownerEmail, why: "provedElsewhere" as const };
  const ownerLanguage = await addressLanguage(tx, ownerEmail);
  await enqueue(boss, sendEmail, listingAddressChanged(ownerEmail, ownerLanguage, change, config.appUrl), { db: tx });
  const applicantLanguage = await addressLanguage(tx, applicant.email);
  await enqueue(boss, sendEmail, addressTakenOff(applicant.email, applicantLanguage, byEmail, config.appUrl), {
    db: tx,
  });
  return { kind: "ok", profile: own, moved: byEmail };
}

/** When approval gives the applicant's own listing a new address, the address it held is told. */
export async function tellReplacedAddress(
  tx: CommonQueryMethods,
  { boss, config }: Pick<AppServices, "boss" | "config">,
  profile: Listing,
  newEmail: string,
): Promise<void> {
  if (profile.email === newEmail) return;
  const change = { slug: profile.slug, from: profile.email, to: newEmail, why: "approved" as const };
  const language = await addressLanguage(tx, profile.email);
  await enqueue(boss, sendEmail, listingAddressChanged(profile.email, language, change, config.appUrl), { db: tx });
}
