import { sql, type CommonQueryMethods } from "slonik";
import { z } from "zod";
import { accountLanguage, type CurrentUser } from "#app/auth/users.server.ts";
import type { AppServices } from "#app/context.server.ts";
import { columnsOf, selectOf } from "#app/db/columns.server.ts";
import { LANGUAGES, type Language } from "#app/i18n/language.ts";
import type { EmailMessage } from "#app/mail/message.ts";
import { ApplicationRow, ProfileColumns, TherapistRow } from "#app/therapists/therapist-row.ts";
import { provedBy } from "#app/auth/proven-addresses.server.ts";
import { availabilityConfirmed } from "#app/therapists/availability.server.ts";
import { indexTherapistJob } from "#app/jobs/index-therapist.server.ts";
import { sendEmail } from "#app/jobs/send-email.server.ts";
import { enqueue } from "#app/jobs/queue.server.ts";
import { endRejectedSignupBilling } from "#app/featured/personal-data.server.ts";
import { applyPresignupPayment } from "#app/featured/state.server.ts";
import { registrationHolder, registrationTakenMessage } from "#app/therapists/registration.server.ts";
import { claimListing, tellReplacedAddress } from "./approval-listing.server.ts";
import { approvedEmail, rejectedEmail } from "./admin-emails.ts";
import { recordAudit } from "./audit.server.ts";

// The two decisions on a pending application, each one transaction with its email and audit record. Approval
// writes the therapists row (created, or the same person's earlier row updated: approval-listing.server.ts) with a
// unique slug, marks the submission approved and enqueues the index job; rejection lets the applicant apply again.
// The applicant is emailed at an address they proved: the typed one once confirmed, else the one they sign in with.

/** first-last, lowercased, accents dropped, anything else a hyphen. */
export function slugBase(firstName: string, lastName: string): string {
  const base = `${firstName} ${lastName}`
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 70)
    .replace(/-+$/, "");
  return base || "therapist";
}

/** The base slug, or base-2, base-3... whichever is free (ignoring the row being updated). */
async function uniqueSlug(tx: CommonQueryMethods, base: string, exceptId: string | null): Promise<string> {
  // Two approvals of the same name at once wait for each other here instead of failing on the unique index.
  await tx.query(sql.unsafe`SELECT pg_advisory_xact_lock(hashtext(${`slug:${base}`}))`);
  const taken = await tx.anyFirst(sql.type(z.object({ slug: z.string() }))`
    SELECT slug FROM therapists
    WHERE (slug = ${base} OR slug ~ ${`^${base}-[0-9]+$`}) AND id IS DISTINCT FROM ${exceptId}::uuid`);
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

const Locked = ApplicationRow.pick({
  id: true,
  status: true,
  userId: true,
  email: true,
  firstName: true,
  lastName: true,
  licenseNumber: true,
  adminNotes: true,
  directBilling: true,
}).extend({
  /** The address the applicant signed in with (proved by its magic link), or null without an account. */
  accountEmail: z.string().nullable(),
  /** The language of the applicant's account: their emails'. */
  language: z.enum(LANGUAGES),
  /** The applicant proved the typed address. */
  emailProven: z.boolean(),
});
type Locked = z.infer<typeof Locked>;

const lockedColumns = selectOf("s", Locked, {
  accountEmail: sql.fragment`(SELECT u.email FROM users u WHERE u.id = s.user_id)`,
  language: accountLanguage(sql.fragment`s.user_id`),
  emailProven: provedBy(sql.fragment`s.user_id`, sql.fragment`s.email`),
});

async function lockSubmission(tx: CommonQueryMethods, id: string) {
  return tx.maybeOne(
    sql.type(Locked)`SELECT ${lockedColumns} FROM therapist_submissions s WHERE s.id = ${id} FOR UPDATE OF s`,
  );
}

export type DecisionOutcome =
  | { kind: "not-found" }
  | { kind: "conflict"; message: string }
  | { kind: "approved"; therapistId: string; slug: string }
  | { kind: "rejected" };

function alreadyDecided(status: "approved" | "rejected"): DecisionOutcome {
  return {
    kind: "conflict",
    message:
      status === "approved"
        ? "This submission has already been approved."
        : "This submission was rejected; the applicant can apply again.",
  };
}

/** The applicant's email about a decision, in the decision's transaction, to an address they proved. */
async function emailApplicant(
  tx: CommonQueryMethods,
  boss: AppServices["boss"],
  to: Locked,
  write: (recipient: { to: string; firstName: string; language: Language }) => EmailMessage,
) {
  const address = to.emailProven ? to.email : to.accountEmail;
  if (!address) return;
  const email = write({ to: address, firstName: to.firstName, language: to.language });
  await enqueue(boss, sendEmail, email, { db: tx });
}

/** The columns an approval copies from the application to the therapist, both sides named alike. */
const profileColumns = columnsOf(Object.keys(ProfileColumns.shape));

const TherapistRef = TherapistRow.pick({ id: true, slug: true });
const refColumns = selectOf("t", TherapistRef);

/**
 * Pending → approved. Creates and publishes the profile; all or nothing. A Featured listing the
 * applicant paid for at signup starts now.
 */
export async function approveSubmission(
  { db, boss, config }: Pick<AppServices, "db" | "boss" | "config">,
  admin: CurrentUser,
  id: string,
  adminNotes: string | null,
  now = Date.now(),
): Promise<DecisionOutcome> {
  return db.transaction(async (tx) => {
    const submission = await lockSubmission(tx, id);
    if (!submission) return { kind: "not-found" };
    if (submission.status !== "pending") return alreadyDecided(submission.status);

    const claim = await claimListing(tx, { boss, config }, submission);
    if (claim.kind === "conflict") return claim;
    const { profile, moved } = claim;
    const holder = await registrationHolder(tx, submission.licenseNumber, profile?.id ?? null);
    if (holder) return { kind: "conflict", message: registrationTakenMessage(holder) };
    const slug =
      profile && profile.status === "approved"
        ? profile.slug
        : await uniqueSlug(tx, slugBase(submission.firstName, submission.lastName), profile?.id ?? null);

    // The applicant's direct billing list counts from the approval (none named: no date).
    const billingConfirmedAt = submission.directBilling.length > 0 ? sql.timestamp(new Date(now)) : null;
    const therapist = profile
      ? await tx.one(sql.type(TherapistRef)`
          UPDATE therapists t SET (${profileColumns}) = (SELECT ${profileColumns} FROM therapist_submissions WHERE id = ${id}),
            slug = ${slug}, status = 'approved', deleted_at = NULL, user_id = coalesce(${submission.userId}::uuid, t.user_id),
            ${availabilityConfirmed(now)}, direct_billing_confirmed_at = ${billingConfirmedAt}
          WHERE t.id = ${profile.id}
          RETURNING ${refColumns}`)
      : await tx.one(sql.type(TherapistRef)`
          INSERT INTO therapists AS t
            (${profileColumns}, slug, status, user_id, availability_confirmed_at, direct_billing_confirmed_at)
          SELECT ${profileColumns}, ${slug}, 'approved', user_id, ${sql.timestamp(new Date(now))}, ${billingConfirmedAt}
          FROM therapist_submissions WHERE id = ${id}
          RETURNING ${refColumns}`);

    await tx.query(sql.unsafe`
      UPDATE therapist_submissions
      SET status = 'approved', admin_notes = ${adminNotes}, reviewed_at = now(), reviewed_by = ${admin.id},
        therapist_id = ${therapist.id}, slug = ${therapist.slug}
      WHERE id = ${id}`);
    await enqueue(boss, indexTherapistJob, { therapistId: therapist.id }, { db: tx });
    if (profile) await tellReplacedAddress(tx, { boss, config }, profile, submission.email);
    const featured = submission.userId ? await applyPresignupPayment(tx, boss, submission.userId, now) : false;
    await emailApplicant(tx, boss, submission, (to) =>
      approvedEmail({ ...to, appUrl: config.appUrl, slug: therapist.slug, featured, adminNotes }),
    );
    await recordAudit(tx, {
      actor: admin,
      action: "approve",
      submissionId: id,
      therapistId: therapist.id,
      before: { status: submission.status, therapist: profile, addressHeldBy: moved },
      after: { status: "approved", therapistId: therapist.id, slug: therapist.slug, featured },
      note: adminNotes,
    });
    return { kind: "approved", therapistId: therapist.id, slug: therapist.slug };
  });
}

/**
 * Pending → rejected with an optional note, emailed to the applicant, who may apply again; a Featured subscription
 * paid at signup stops renewing. The identity given with consent is erased: it was held only to be published.
 */
export async function rejectSubmission(
  { db, boss, config }: Pick<AppServices, "db" | "boss" | "config">,
  admin: CurrentUser,
  id: string,
  adminNotes: string | null,
): Promise<DecisionOutcome> {
  return db.transaction(async (tx) => {
    const submission = await lockSubmission(tx, id);
    if (!submission) return { kind: "not-found" };
    if (submission.status !== "pending") return alreadyDecided(submission.status);
    await tx.query(sql.unsafe`
      UPDATE therapist_submissions
      SET status = 'rejected', admin_notes = ${adminNotes}, reviewed_at = now(), reviewed_by = ${admin.id},
        identity = '{}', identity_consent_at = NULL
      WHERE id = ${id}`);
    if (submission.userId) await endRejectedSignupBilling(tx, boss, submission.userId);
    await emailApplicant(tx, boss, submission, (to) => rejectedEmail({ ...to, appUrl: config.appUrl, adminNotes }));
    await recordAudit(tx, {
      actor: admin,
      action: "reject",
      submissionId: id,
      before: { status: submission.status, adminNotes: submission.adminNotes },
      after: { status: "rejected", adminNotes },
      note: adminNotes,
    });
    return { kind: "rejected" };
  });
}
