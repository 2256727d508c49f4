import { sql, type CommonQueryMethods } from "slonik";
import { z } from "zod";
import type { AppServices } from "#app/context.server.ts";
import { ProfileUpdate } from "#app/submissions/application-schema.ts";
import { findLatestSubmission, type Submission } from "#app/submissions/submissions.server.ts";
import { indexTherapistJob } from "#app/jobs/index-therapist.server.ts";
import { enqueue } from "#app/jobs/queue.server.ts";
import { cancelEmailChanges, requestEmailChange } from "#app/auth/email-change.server.ts";
import type { FieldErrors } from "#app/http/field-errors.ts";
import { photoErrors } from "#app/uploads/ownership.server.ts";
import { assignmentsOf, selectOf } from "#app/db/columns.server.ts";
import { settleFees } from "#app/submissions/fees-schema.ts";
import { availabilityConfirmed, editsAvailability } from "./availability.server.ts";
import { directBillingConfirmed } from "./direct-billing.server.ts";
import { requestVerifiedChanges } from "./change-requests.server.ts";
import { identityAssignments, NOT_COLUMNS } from "./identity-consent.server.ts";
import { eraseIdentityCopies, heldIdentity, trimIdentityCopies } from "#app/therapists/identity-withdrawal.server.ts";
import { FILLED_IN_FIELDS, TherapistRow } from "./therapist-row.ts";
import { VERIFIED_FIELDS } from "./verified-fields.ts";

// A therapist's own profile (the dashboard, the edit page, /api/therapist/my-profile): the approved therapists
// row linked to the signed-in user, their newest application, their inquiry count, and the self-service edit.
// Every edit enqueues index-therapist in its transaction, so search shows the change as soon as it commits.
// Verified fields and the email address do not publish at once (change requests, confirmation link).

const OwnProfileRow = TherapistRow.pick({
  id: true,
  slug: true,
  userId: true,
  ...FILLED_IN_FIELDS,
  availability: true,
  profileImageUrl: true,
  credentialTypes: true,
  feeRange: true,
  studentFriendly: true,
  isFeatured: true,
  featuredUntil: true,
  availabilityConfirmedAt: true,
  directBillingConfirmedAt: true,
}).extend({
  userId: z.uuid(),
  user: z.object({ email: z.string() }),
  /** Changes to verified fields waiting for an admin; the values above stay public until approved. */
  pendingChanges: z.partialRecord(z.enum(VERIFIED_FIELDS), z.string()).nullable(),
  /** A new email address waiting for its confirmation link to be opened. */
  pendingEmail: z.string().nullable(),
});
export type OwnProfile = z.infer<typeof OwnProfileRow>;

const ownColumns = selectOf("t", OwnProfileRow, {
  user: sql.fragment`json_build_object('email', u.email)`,
  pendingChanges: sql.fragment`(SELECT r.changes FROM profile_change_requests r WHERE r.therapist_id = t.id AND r.status = 'pending')`,
  pendingEmail: sql.fragment`(SELECT c.new_email FROM email_change_tokens c
    WHERE c.user_id = t.user_id AND c.used_at IS NULL AND c.expires_at > now() ORDER BY c.created_at DESC LIMIT 1)`,
});

/** The approved profile linked to this user, if any. */
export async function findOwnProfile(db: CommonQueryMethods, userId: string): Promise<OwnProfile | null> {
  return db.maybeOne(sql.type(OwnProfileRow)`
    SELECT ${ownColumns} FROM therapists t JOIN users u ON u.id = t.user_id
    WHERE t.user_id = ${userId} AND t.status = 'approved'
    ORDER BY t.updated_at DESC LIMIT 1`);
}

export type MyProfile = { submission: Submission | null; approvedProfile: OwnProfile | null };

export async function getMyProfile(db: CommonQueryMethods, userId: string): Promise<MyProfile> {
  const [submission, approvedProfile] = await Promise.all([
    findLatestSubmission(db, userId),
    findOwnProfile(db, userId),
  ]);
  return { submission, approvedProfile };
}

export type DashboardStatus = "approved" | "pending" | "rejected" | "removed";

/**
 * Approved if an approved profile exists, else the application's status, default pending. An approved
 * application without an approved profile means an admin removed the listing since: "removed", not "approved".
 */
export function dashboardStatus({ submission, approvedProfile }: MyProfile): DashboardStatus {
  if (approvedProfile) return "approved";
  if (submission?.status === "approved") return "removed";
  return submission?.status ?? "pending";
}

export async function countInquiries(db: CommonQueryMethods, therapistId: string): Promise<number> {
  return db.oneFirst(sql.type(z.object({ count: z.number().int() }))`
    SELECT count(*)::int AS count FROM contact_inquiries WHERE therapist_id = ${therapistId}`);
}

// The fields that publish at once; the verified ones (names, licence number, credentials, receipt designation,
// province) change only after review, unless cleared, and the email address only after confirmation.
const PUBLISHED_AT_ONCE = Object.keys(ProfileUpdate.shape).filter(
  (field) =>
    field !== "email" && !(VERIFIED_FIELDS as readonly string[]).includes(field) && !NOT_COLUMNS.includes(field),
);

export type UpdateOutcome =
  | { kind: "updated"; profile: OwnProfile; emailChange: boolean }
  | { kind: "not-found" }
  | { kind: "invalid"; errors: FieldErrors };

/**
 * The signed-in user's own approved profile, changed by the fields given: most publish at once, verified fields
 * become a change request for an admin, and a new email address waits for the link sent to it. Saving a direct
 * billing list that names an insurer confirms it.
 */
export async function updateOwnProfile(
  { db, boss, config }: Pick<AppServices, "db" | "boss" | "config">,
  userId: string,
  given: ProfileUpdate,
  now = Date.now(),
): Promise<UpdateOutcome> {
  return db.transaction(async (tx) => {
    const current = await tx.maybeOne(sql.type(OwnProfileRow)`
      SELECT ${ownColumns} FROM therapists t JOIN users u ON u.id = t.user_id
      WHERE t.user_id = ${userId} AND t.status = 'approved'
      ORDER BY t.updated_at DESC LIMIT 1 FOR UPDATE OF t`);
    if (!current) return { kind: "not-found" };
    const fees = settleFees(current, given);
    if (fees.kind === "invalid") return fees;
    const update = fees.update;
    const photo = await photoErrors(tx, update.profileImageUrl, {
      userId,
      admin: false,
      current: current.profileImageUrl,
    });
    if (photo) return { kind: "invalid", errors: photo };
    // The address given: the current one ends a change waiting for its link, the waiting one keeps it (the form
    // shows it), another asks for a change in place of any waiting one.
    const emailChange = update.email !== undefined && ![current.email, current.pendingEmail].includes(update.email);
    if (update.email === current.email && current.pendingEmail) await cancelEmailChanges(tx, userId);
    if (emailChange && update.email) {
      const user = { id: userId, email: current.user.email, firstName: current.firstName };
      await requestEmailChange(tx, { boss, config }, user, update.email);
    }
    const requested = Object.fromEntries(
      VERIFIED_FIELDS.flatMap((field) => (update[field] == null ? [] : [[field, update[field]]])),
    );
    const cleared = VERIFIED_FIELDS.filter((field) => update[field] === null);
    if (Object.keys(requested).length > 0 || cleared.length > 0)
      await requestVerifiedChanges(tx, current, userId, requested, cleared);
    const sets = [...assignmentsOf(update, [...PUBLISHED_AT_ONCE, ...cleared]), ...identityAssignments(update, now)];
    if (editsAvailability(update)) sets.push(availabilityConfirmed(now));
    if (given.directBilling !== undefined && given.directBilling.length > 0) sets.push(directBillingConfirmed(now));
    if (given.identityConsent === false)
      await eraseIdentityCopies(tx, boss, { id: current.id, userId }, { at: now, held: heldIdentity(current) });
    if (sets.length > 0) {
      await tx.query(sql.unsafe`UPDATE therapists SET ${sql.join(sets, sql.fragment`, `)} WHERE id = ${current.id}`);
      await enqueue(boss, indexTherapistJob, { therapistId: current.id }, { db: tx });
    }
    const profile = await tx.one(sql.type(OwnProfileRow)`
      SELECT ${ownColumns} FROM therapists t JOIN users u ON u.id = t.user_id WHERE t.id = ${current.id}`);
    if (given.identityConsent !== false)
      await trimIdentityCopies(tx, { id: current.id, userId }, { before: current.identity, after: profile.identity });
    return { kind: "updated", profile, emailChange };
  });
}
