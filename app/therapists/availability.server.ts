import { sql, type CommonQueryMethods, type FragmentSqlToken } from "slonik";
import { z } from "zod";
import type { AppServices } from "#app/context.server.ts";
import { indexTherapistJob } from "#app/jobs/index-therapist.server.ts";
import { enqueue } from "#app/jobs/queue.server.ts";
import { peekActionLink, redeemActionLink, type ActionLinkOutcome } from "#app/links/action-links.server.ts";
import { ACCEPTING_CLIENTS } from "#app/reference/profile-options.ts";
import { ProfileFields, waitNamed } from "#app/submissions/application-schema.ts";
import { selectOf } from "#app/db/columns.server.ts";
import { directBillingReconfirmed } from "./direct-billing.server.ts";
import { TherapistRow } from "./therapist-row.ts";

// Confirming or changing a listing's availability: from the dashboard (signed in) or from the links of the
// reminder email (no account needed: the link is the proof, used once). Each sets the confirmation time to the
// clock passed in, clears the reminder schedule and has the search document rewritten in the same transaction.
// "Still accurate" (a confirmation without a form) confirms the direct billing list too; an update of the state
// and wait speaks only of the availability.

/** The assignments that record a confirmation at `now` (epoch ms): the reminders start over from it. */
export function availabilityConfirmed(now: number): FragmentSqlToken {
  return sql.fragment`availability_confirmed_at = ${sql.timestamp(new Date(now))}, availability_reminded_at = NULL`;
}

/** Whether an update carries the availability (its state or wait): saving it confirms it. */
export function editsAvailability(update: { acceptingClients?: unknown; acceptingWait?: unknown }): boolean {
  return update.acceptingClients !== undefined || update.acceptingWait !== undefined;
}

export const OwnAvailability = TherapistRow.pick({
  id: true,
  slug: true,
  firstName: true,
  lastName: true,
  acceptingClients: true,
  acceptingWait: true,
  availabilityConfirmedAt: true,
  directBilling: true,
});
export type OwnAvailability = z.infer<typeof OwnAvailability>;
const availabilityColumns = selectOf("t", OwnAvailability);

/** The availability form: the state, and the wait when it is a waitlist. */
export const AvailabilityForm = z
  .object({
    acceptingClients: z.enum(ACCEPTING_CLIENTS, { error: "Choose one of the listed states" }),
    acceptingWait: ProfileFields.acceptingWait.optional().transform((wait) => wait ?? null),
  })
  .superRefine(waitNamed);
export type AvailabilityForm = z.infer<typeof AvailabilityForm>;

async function confirm(
  tx: CommonQueryMethods,
  boss: AppServices["boss"],
  id: string,
  now: number,
  form?: AvailabilityForm,
) {
  const state = form
    ? sql.fragment`accepting_clients = ${form.acceptingClients}, accepting_wait = ${form.acceptingWait},`
    : sql.fragment`${directBillingReconfirmed(now)},`;
  const row = await tx.maybeOne(sql.type(OwnAvailability)`
    UPDATE therapists t SET ${state} ${availabilityConfirmed(now)}
    WHERE t.id = ${id} AND t.status = 'approved' RETURNING ${availabilityColumns}`);
  if (row) await enqueue(boss, indexTherapistJob, { therapistId: row.id }, { db: tx });
  return row;
}

/** The approved listing of a signed-in user, for the dashboard. */
export async function findOwnAvailability(db: CommonQueryMethods, userId: string): Promise<OwnAvailability | null> {
  return db.maybeOne(sql.type(OwnAvailability)`
    SELECT ${availabilityColumns} FROM therapists t WHERE t.user_id = ${userId} AND t.status = 'approved'
    ORDER BY t.updated_at DESC LIMIT 1`);
}

/**
 * The dashboard: "Still accurate" confirms the signed-in user's listing as it stands; with a form, the state and
 * wait are set (and so confirmed). Null when the user has no approved listing.
 */
export async function confirmOwnAvailability(
  { db, boss }: Pick<AppServices, "db" | "boss">,
  userId: string,
  now: number,
  form?: AvailabilityForm,
): Promise<OwnAvailability | null> {
  return db.transaction(async (tx) => {
    const own = await findOwnAvailability(tx, userId);
    return own ? confirm(tx, boss, own.id, now, form) : null;
  });
}

export type LinkedAvailability =
  Exclude<ActionLinkOutcome, { kind: "valid" }> | { kind: "valid"; listing: OwnAvailability };

/** What an emailed link would act on (nothing changes: the page only shows its button or form). */
export async function peekAvailabilityLink(
  db: CommonQueryMethods,
  purpose: "availability-confirm" | "availability-update",
  token: string,
  now: number,
): Promise<LinkedAvailability> {
  const link = await peekActionLink(db, { token, purpose, now: new Date(now) });
  if (link.kind !== "valid") return link;
  const listing = await db.maybeOne(sql.type(OwnAvailability)`
    SELECT ${availabilityColumns} FROM therapists t WHERE t.id = ${link.subjectId} AND t.status = 'approved'`);
  return listing ? { kind: "valid", listing } : { kind: "invalid" };
}

/**
 * Uses an emailed link: "availability-confirm" confirms the listing as it stands, "availability-update" sets the
 * form's state and wait (checked first: a form with errors leaves the link unused). All in one transaction. A link
 * to a listing no longer in the directory is not valid, and stays unused.
 */
export async function redeemAvailabilityLink(
  { db, boss }: Pick<AppServices, "db" | "boss">,
  input: { token: string; now: number } & (
    { purpose: "availability-confirm" } | { purpose: "availability-update"; form: AvailabilityForm }
  ),
): Promise<LinkedAvailability> {
  return db.transaction(async (tx) => {
    const shown = await peekAvailabilityLink(tx, input.purpose, input.token, input.now);
    if (shown.kind !== "valid") return shown;
    const link = await redeemActionLink(tx, { token: input.token, purpose: input.purpose, now: new Date(input.now) });
    if (link.kind !== "valid") return link;
    const form = input.purpose === "availability-update" ? input.form : undefined;
    const listing = await confirm(tx, boss, link.subjectId, input.now, form);
    return listing ? { kind: "valid", listing } : { kind: "invalid" };
  });
}
