import { sql, UniqueIntegrityConstraintViolationError, type CommonQueryMethods } from "slonik";
import type { FieldErrors } from "#app/http/field-errors.ts";
import { photoErrors } from "#app/uploads/ownership.server.ts";
import { z } from "zod";
import { addressLanguage, type CurrentUser } from "#app/auth/users.server.ts";
import type { AppServices } from "#app/context.server.ts";
import { ProfileFields, profileRules } from "#app/submissions/application-schema.ts";
import { indexTherapistJob } from "#app/jobs/index-therapist.server.ts";
import { enqueue } from "#app/jobs/queue.server.ts";
import { afterFeaturedChange } from "#app/featured/state.server.ts";
import { assignmentsOf, selectOf } from "#app/db/columns.server.ts";
import { FILLED_IN_FIELDS, TherapistRow } from "#app/therapists/therapist-row.ts";
import { sendEmail } from "#app/jobs/send-email.server.ts";
import { listingAddressChanged } from "#app/therapists/address-notices.ts";
import { availabilityConfirmed, editsAvailability } from "#app/therapists/availability.server.ts";
import { settleFees } from "#app/submissions/fees-schema.ts";
import { identityAssignments, NOT_COLUMNS } from "#app/therapists/identity-consent.server.ts";
import { eraseIdentityCopies, heldIdentity } from "#app/therapists/identity-withdrawal.server.ts";
import { removeListing } from "#app/therapists/removal.server.ts";
import { recordAudit } from "./audit.server.ts";
import { FEATURED_END_MESSAGE, featuredByHand } from "./featured-by-hand.ts";

// Admin profile management (/admin/edit-therapist, /api/admin/therapist(s)): read by email or id, edit every
// profile field incl. the Featured state, and soft delete (status 'deleted': the row, its inquiries and its
// audit records stay; every public query reads status = 'approved'). Each change enqueues index-therapist and
// writes its audit record in its own transaction. A changed email address is told to the address it replaces.
// An admin's edit of the direct billing list keeps its confirmation date: only the therapist confirms it. Only the
// therapist states an identity and gives consent; an admin may remove an identity (consent withdrawn), never add one.

const AdminTherapistRow = z.object({
  ...TherapistRow.pick({ id: true, slug: true, status: true, userId: true }).shape,
  user: z.object({ id: z.uuid(), email: z.string() }).nullable(),
  ...TherapistRow.pick({
    ...FILLED_IN_FIELDS,
    availability: true,
    profileImageUrl: true,
    credentialTypes: true,
    feeRange: true,
    studentFriendly: true,
    rating: true,
    reviewCount: true,
    isFeatured: true,
    featuredUntil: true,
    createdAt: true,
    updatedAt: true,
    directBillingConfirmedAt: true,
  }).shape,
});
export type AdminTherapist = z.infer<typeof AdminTherapistRow>;

const columns = selectOf("t", AdminTherapistRow, {
  user: sql.fragment`CASE WHEN u.id IS NULL THEN NULL ELSE json_build_object('id', u.id, 'email', u.email) END`,
});

/** Approved therapists (the directory), by name, with their linked user. */
export async function listTherapists(db: CommonQueryMethods): Promise<readonly AdminTherapist[]> {
  return db.any(sql.type(AdminTherapistRow)`
    SELECT ${columns} FROM therapists t LEFT JOIN users u ON u.id = t.user_id
    WHERE t.status = 'approved' ORDER BY t.last_name, t.first_name, t.id`);
}

/** A profile that has not been deleted, by its email (case-insensitive). */
export async function findTherapistByEmail(db: CommonQueryMethods, email: string): Promise<AdminTherapist | null> {
  return db.maybeOne(sql.type(AdminTherapistRow)`
    SELECT ${columns} FROM therapists t LEFT JOIN users u ON u.id = t.user_id
    WHERE t.email = ${email.trim().toLowerCase()} AND t.status <> 'deleted'`);
}

export const ADMIN_CONSENT_MESSAGE = "Only the therapist can give consent to show their identity";
export const ADMIN_IDENTITY_MESSAGE =
  "Only the therapist can state their identity; an admin may only remove it (identityConsent: false)";

const { identity: _identity, ...AdminFields } = ProfileFields;

/**
 * Every profile field but the identity (consent may only be withdrawn: an update naming an identity is refused),
 * plus the Featured state; all optional.
 */
export const AdminProfileUpdate = z
  .object({
    ...AdminFields,
    identity: z.never({ error: ADMIN_IDENTITY_MESSAGE }),
    isFeatured: z.boolean(),
    featuredUntil: z
      .union([z.iso.datetime({ offset: true }), z.iso.date()], {
        error: "Must be a date (YYYY-MM-DD) or a date and time (ISO 8601, such as 2026-12-31T17:00:00Z)",
      })
      .nullable(),
  })
  .partial()
  .superRefine(profileRules);
export type AdminProfileUpdate = z.infer<typeof AdminProfileUpdate>;

export type AdminUpdateOutcome =
  | { kind: "updated"; therapist: AdminTherapist }
  | { kind: "not-found" }
  | { kind: "email-taken" }
  | { kind: "invalid"; errors: FieldErrors };

export async function updateTherapistByEmail(
  { db, boss, config }: Pick<AppServices, "db" | "boss" | "config">,
  admin: CurrentUser,
  email: string,
  given: AdminProfileUpdate,
  now = Date.now(),
): Promise<AdminUpdateOutcome> {
  try {
    return await db.transaction(async (tx) => {
      const before = await tx.maybeOne(sql.type(AdminTherapistRow)`
        SELECT ${columns} FROM therapists t LEFT JOIN users u ON u.id = t.user_id
        WHERE t.email = ${email.trim().toLowerCase()} AND t.status <> 'deleted' FOR UPDATE OF t`);
      if (!before) return { kind: "not-found" };
      const fees = settleFees(before, given);
      if (fees.kind === "invalid") return fees;
      const update = fees.update;
      const photo = await photoErrors(tx, update.profileImageUrl, {
        userId: admin.id,
        admin: true,
        current: before.profileImageUrl,
      });
      if (photo) return { kind: "invalid", errors: photo };
      if (update.identityConsent === true && before.identityConsentAt === null)
        return { kind: "invalid", errors: { identityConsent: [ADMIN_CONSENT_MESSAGE] } };
      const featured = featuredByHand(before, update, now);
      if (featured.kind === "invalid") return { kind: "invalid", errors: { featuredUntil: [FEATURED_END_MESSAGE] } };
      const change = featured.kind === "changed" ? featured : null;
      const featuredEdit = change !== null;
      const until = change?.featuredUntil;
      const sets = [
        ...assignmentsOf(
          {
            ...update,
            isFeatured: change?.isFeatured,
            featuredUntil: until === undefined || until === null ? until : sql.timestamp(new Date(until)),
          },
          Object.keys(AdminProfileUpdate.shape).filter((field) => !NOT_COLUMNS.includes(field)),
        ),
        ...identityAssignments({ identityConsent: update.identityConsent === false ? false : undefined }, now),
      ];
      if (sets.length === 0) return { kind: "updated", therapist: before };
      // A manual change of the Featured state is the newest one: provider events older than it leave it alone.
      if (featuredEdit) sets.push(sql.fragment`featured_changed_at = now()`);
      if (editsAvailability(update)) sets.push(availabilityConfirmed(now));
      await tx.query(sql.unsafe`UPDATE therapists SET ${sql.join(sets, sql.fragment`, `)} WHERE id = ${before.id}`);
      const after = await tx.one(sql.type(AdminTherapistRow)`
        SELECT ${columns} FROM therapists t LEFT JOIN users u ON u.id = t.user_id WHERE t.id = ${before.id}`);
      if (featuredEdit) await afterFeaturedChange(tx, boss, before.id, after.isFeatured ? after.featuredUntil : null);
      else await enqueue(boss, indexTherapistJob, { therapistId: before.id }, { db: tx });
      if (after.email !== before.email) {
        const change = { slug: after.slug, from: before.email, to: after.email, why: "admin" as const };
        const language = await addressLanguage(tx, before.email);
        await enqueue(boss, sendEmail, listingAddressChanged(before.email, language, change, config.appUrl), {
          db: tx,
        });
      }
      const changed = Object.keys(update)
        .filter((key) => featuredEdit || (key !== "isFeatured" && key !== "featuredUntil"))
        .flatMap((key) =>
          key === "identityConsent" ? ["identity", "identityConsentAt"] : [key],
        ) as (keyof AdminTherapist)[];
      await recordAudit(tx, {
        actor: admin,
        action: "edit",
        therapistId: before.id,
        before: Object.fromEntries(changed.map((key) => [key, before[key]])),
        after: Object.fromEntries(changed.map((key) => [key, after[key]])),
      });
      if (update.identityConsent === false)
        await eraseIdentityCopies(tx, boss, before, { at: now, held: heldIdentity(before) });
      return { kind: "updated", therapist: after };
    });
  } catch (error) {
    if (error instanceof UniqueIntegrityConstraintViolationError) return { kind: "email-taken" };
    throw error;
  }
}

/**
 * Soft delete: out of the directory and the index; the row, inquiries and audit records stay. Its Featured period
 * ends now and its subscription is cancelled at the provider (a job sent in this transaction): a removed listing
 * is never billed again.
 */
export async function deleteTherapist(
  { db, boss }: Pick<AppServices, "db" | "boss">,
  admin: CurrentUser,
  id: string,
  now = Date.now(),
): Promise<{ kind: "deleted" } | { kind: "not-found" }> {
  return db.transaction(async (tx) => {
    const before = await tx.maybeOne(sql.type(AdminTherapistRow)`
      SELECT ${columns} FROM therapists t LEFT JOIN users u ON u.id = t.user_id
      WHERE t.id = ${id} AND t.status <> 'deleted' FOR UPDATE OF t`);
    if (!before) return { kind: "not-found" };
    await removeListing(tx, boss, id, now);
    await recordAudit(tx, {
      actor: admin,
      action: "delete",
      therapistId: id,
      before: { status: before.status, slug: before.slug, email: before.email, isFeatured: before.isFeatured },
      after: { status: "deleted" },
    });
    return { kind: "deleted" };
  });
}
