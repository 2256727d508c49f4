import { sql, type CommonQueryMethods, type FragmentSqlToken } from "slonik";
import { z } from "zod";
import type { ServicesConfig } from "#app/config/config.server.ts";
import type { AppServices } from "#app/context.server.ts";
import { accountLanguage } from "#app/auth/users.server.ts";
import { selectOf } from "#app/db/columns.server.ts";
import { LANGUAGES } from "#app/i18n/language.ts";
import { cancelRemovedSubscriptionJob } from "#app/jobs/cancel-removed-subscription.server.ts";
import { expireFeaturedJob } from "#app/jobs/expire-featured.server.ts";
import { indexTherapistJob } from "#app/jobs/index-therapist.server.ts";
import { enqueue } from "#app/jobs/queue.server.ts";
import { TherapistRow } from "#app/therapists/therapist-row.ts";
import { billingToStop, listingAfter, type Listing, type ListingEvent } from "./machine.ts";

// A therapist's Featured state as stored: read under the row's lock, moved by the state machine (machine.ts), and
// written back. Every move of the Featured flag or its end reindexes the profile and schedules the expire-featured
// job for the new featuredUntil: that job is what ends a period (expiry.server.ts); until it runs, every reader
// already applies the rule (isFeaturedActive) and shows the listing as Free. A removed listing (status deleted)
// whose subscription is still live gets the cancel-removed-subscription job: at its removal, and again whenever
// the provider reports that subscription live after it (a renewal, a payment, a status other than canceled).

type Boss = AppServices["boss"];

/** What applying one provider event works with: its transaction, the services, and the event's time. */
export type EventContext = {
  tx: CommonQueryMethods;
  deps: Pick<AppServices<ServicesConfig>, "db" | "boss" | "config" | "logger">;
  at: number;
};

/** Whom a Featured email goes to: the therapist, `to` their address, in their account's language. */
const Recipient = z.object({
  ...TherapistRow.pick({ id: true }).shape,
  to: TherapistRow.shape.email,
  ...TherapistRow.pick({ firstName: true, featuredUntil: true }).shape,
  language: z.enum(LANGUAGES),
});
export type Recipient = z.infer<typeof Recipient>;
const toAddress = { to: sql.fragment`email`, language: accountLanguage(sql.fragment`therapists.user_id`) };
const recipientColumns = selectOf("therapists", Recipient, toAddress);

const ListingRow = Recipient.extend(
  TherapistRow.pick({
    isFeatured: true,
    featuredChangedAt: true,
    subscriptionStatus: true,
    subscriptionChangedAt: true,
    status: true,
    stripeSubscriptionId: true,
  }).shape,
);
const listingColumns = selectOf("therapists", ListingRow, toAddress);

/** After a change of the flag or featuredUntil: reindex now, and end the period at its end even if no event ever comes. */
export async function afterFeaturedChange(
  tx: CommonQueryMethods,
  boss: Boss,
  therapistId: string,
  featuredUntil: number | null,
) {
  await enqueue(boss, indexTherapistJob, { therapistId }, { db: tx });
  if (featuredUntil !== null) {
    await enqueue(
      boss,
      expireFeaturedJob,
      { therapistId },
      {
        db: tx,
        startAfter: new Date(featuredUntil + 1000),
        singletonKey: `${therapistId}@${featuredUntil}`,
      },
    );
  }
}

/** The listing's subscription while it may still charge (any status but canceled), or null. */
export function liveSubscriptionOf(tx: CommonQueryMethods, therapistId: string): Promise<string | null> {
  return tx.maybeOneFirst(sql.type(z.object({ id: z.string() }))`
    SELECT stripe_subscription_id AS id FROM therapists
    WHERE id = ${therapistId} AND stripe_subscription_id IS NOT NULL AND subscription_status IS DISTINCT FROM 'canceled'`);
}

/** Applies events, in turn, to a therapist's Featured state; the state before and after, and whom to write to. */
export async function changeListing(
  tx: CommonQueryMethods,
  boss: Boss,
  therapistId: string,
  ...events: ListingEvent[]
): Promise<{ before: Listing; after: Listing; recipient: Recipient } | null> {
  const row = await tx.maybeOne(sql.type(ListingRow)`
    SELECT ${listingColumns} FROM therapists WHERE id = ${therapistId} FOR UPDATE`);
  if (!row) return null;
  const { id, to, firstName, language, status, stripeSubscriptionId, ...featured } = row;
  const before: Listing = { ...featured, removed: status === "deleted" };
  const after = listingAfter(before, ...events);
  if (after !== before) {
    const at = (ms: number | null) => (ms === null ? null : sql.timestamp(new Date(ms)));
    await tx.query(sql.unsafe`
      UPDATE therapists SET is_featured = ${after.isFeatured}, featured_until = ${at(after.featuredUntil)},
        featured_changed_at = ${at(after.featuredChangedAt)}, subscription_status = ${after.subscriptionStatus},
        subscription_changed_at = ${at(after.subscriptionChangedAt)}
      WHERE id = ${id}`);
    if (before.isFeatured !== after.isFeatured || before.featuredUntil !== after.featuredUntil)
      await afterFeaturedChange(tx, boss, id, after.isFeatured ? after.featuredUntil : null);
  }
  // Only a removed listing's billing is ever stopped here; a listing in the directory asks the machine nothing more.
  if (after.removed && stripeSubscriptionId && billingToStop(after, events))
    await enqueue(
      boss,
      cancelRemovedSubscriptionJob,
      { therapistId: id, subscriptionId: stripeSubscriptionId },
      { db: tx },
    );
  return { before, after, recipient: { id, to, firstName, language, featuredUntil: after.featuredUntil } };
}

/**
 * Money for a period ending at `until` cleared at `at` (a first payment or a renewal): the subscription is active
 * and the listing Featured to the period's end. Returns the end as it then stands (a later one already paid stays),
 * or null for a removed listing, which no payment features (its subscription is cancelled instead).
 */
export async function clearPeriod(
  tx: CommonQueryMethods,
  boss: Boss,
  therapistId: string,
  at: number,
  until: number,
): Promise<number | null> {
  const change = await changeListing(
    tx,
    boss,
    therapistId,
    { type: "subscription", at, status: "active" },
    { type: "cleared", at, until },
  );
  if (change?.after.removed) return null;
  return change?.after.featuredUntil ?? until;
}

/**
 * Whether an event about `subscriptionId` at `at` may make it the listing's subscription: the listing holds none,
 * holds this one, or the event is not older than the newest event about the one it holds. An older subscription's
 * event arriving late (one that ended, or whose first payment failed, before Featured was bought again) leaves the
 * listing with the newer one, which Cancel Featured and Manage billing act on.
 */
const mayHold = (subscriptionId: string, at: number) => sql.fragment`(stripe_subscription_id IS NULL
  OR stripe_subscription_id = ${subscriptionId} OR subscription_changed_at IS NULL
  OR subscription_changed_at <= ${sql.timestamp(new Date(at))})`;

/**
 * A listing's subscription columns when it moves to `subscriptionId` at `at` (when `moves` holds): the status the
 * listing kept is the subscription it held before, so it starts over from `at`, as `startsAs` (null: not reported
 * yet); a listing staying with its subscription keeps its status (`startsAs` when it has none). Kept, a "canceled"
 * left by the old subscription made a removed listing's new one look stopped (never cancelled at the provider) and
 * refused Cancel Featured while the new one renewed.
 */
function movedTo(
  subscriptionId: string | null,
  at: number,
  { moves = sql.fragment`true`, startsAs = null }: { moves?: FragmentSqlToken; startsAs?: "active" | null } = {},
) {
  const fresh =
    subscriptionId === null
      ? sql.fragment`false`
      : sql.fragment`(${moves}) AND stripe_subscription_id IS DISTINCT FROM ${subscriptionId}`;
  return sql.fragment`
    subscription_status = CASE WHEN ${fresh} THEN ${startsAs}::text ELSE coalesce(subscription_status, ${startsAs}::text) END,
    subscription_changed_at = CASE WHEN ${fresh} THEN ${sql.timestamp(new Date(at))} ELSE subscription_changed_at END`;
}

/**
 * The therapist holding a subscription, locked for the change. An event can arrive before the checkout that
 * links the subscription: the subscription's own metadata (set by our checkout) then names the therapist, unless
 * the event is older than what the listing's own subscription last reported (mayHold), or reports the
 * subscription ended (`ending`): an ended subscription never takes a listing from the one it holds.
 */
export async function therapistBySubscription(
  tx: CommonQueryMethods,
  subscriptionId: string,
  at: number,
  metadata?: { therapistId?: string; userId?: string; purpose?: string } | null,
  { ending = false }: { ending?: boolean } = {},
) {
  const held = await tx.maybeOne(sql.type(Recipient)`
    SELECT ${recipientColumns} FROM therapists WHERE stripe_subscription_id = ${subscriptionId} FOR UPDATE`);
  if (held || ending || metadata?.purpose !== "upgrade" || !metadata.therapistId || !metadata.userId) return held;
  return tx.maybeOne(sql.type(Recipient)`
    UPDATE therapists SET ${movedTo(subscriptionId, at)}, stripe_subscription_id = ${subscriptionId}
    WHERE id = ${metadata.therapistId} AND user_id = ${metadata.userId} AND ${mayHold(subscriptionId, at)}
    RETURNING ${recipientColumns}`);
}

/**
 * Ties a checkout's customer, subscription and payment to the user's own therapist; null if it is not theirs. A
 * payment of an older subscription reported late (mayHold) is still the therapist's, but the listing keeps the
 * subscription it holds.
 */
export async function linkSubscription(
  tx: CommonQueryMethods,
  link: { therapistId: string; userId: string; customerId: string | null; subscriptionId: string; paymentId: string },
  at: number,
) {
  const moves = mayHold(link.subscriptionId, at);
  return tx.maybeOne(sql.type(Recipient)`
    UPDATE therapists SET ${movedTo(link.subscriptionId, at, { moves })},
      stripe_customer_id = CASE WHEN ${moves} THEN coalesce(${link.customerId}, stripe_customer_id) ELSE stripe_customer_id END,
      stripe_subscription_id = CASE WHEN ${moves} THEN ${link.subscriptionId} ELSE stripe_subscription_id END,
      stripe_payment_id = CASE WHEN ${moves} THEN ${link.paymentId} ELSE stripe_payment_id END
    WHERE id = ${link.therapistId} AND user_id = ${link.userId}
    RETURNING ${recipientColumns}`);
}

/** The user's approved profile, locked for the change (a user has at most one). */
export async function approvedTherapistOf(tx: CommonQueryMethods, userId: string) {
  return tx.maybeOne(sql.type(Recipient)`
    SELECT ${recipientColumns} FROM therapists WHERE user_id = ${userId} AND status = 'approved'
    ORDER BY updated_at DESC LIMIT 1 FOR UPDATE`);
}

const Paid = z.object({
  id: z.uuid(),
  periodEnd: z.number().nullable(),
  customerId: z.string().nullable(),
  subscriptionId: z.string().nullable(),
  paymentId: z.string(),
});

/**
 * A paid presignup turns into Featured once the user's profile is approved: Featured until the paid period's
 * end, with the subscription moved to the profile. Runs at approval and after a presignup payment clears
 * (whichever comes last). `at` is when it happens.
 */
export async function applyPresignupPayment(
  tx: CommonQueryMethods,
  boss: Boss,
  userId: string,
  at: number,
): Promise<boolean> {
  const therapist = await approvedTherapistOf(tx, userId);
  if (!therapist) return false;
  const paid = await tx.maybeOne(sql.type(Paid)`
    SELECT id, period_end AS "periodEnd", stripe_customer_id AS "customerId", stripe_subscription_id AS "subscriptionId",
      stripe_payment_id AS "paymentId"
    FROM presignup_featured_payments
    WHERE user_id = ${userId} AND status = 'paid' AND applied_at IS NULL
    ORDER BY created_at DESC LIMIT 1 FOR UPDATE`);
  if (!paid) return false;
  await tx.query(
    sql.unsafe`UPDATE presignup_featured_payments SET applied_at = ${sql.timestamp(new Date(at))} WHERE id = ${paid.id}`,
  );
  // a paid subscription: active, unless the one the listing already holds has said more since
  await tx.query(sql.unsafe`
    UPDATE therapists SET ${movedTo(paid.subscriptionId, at, { startsAs: "active" })},
      stripe_customer_id = ${paid.customerId}, stripe_subscription_id = ${paid.subscriptionId},
      stripe_payment_id = ${paid.paymentId}
    WHERE id = ${therapist.id}`);
  await tx.query(
    sql.unsafe`UPDATE featured_payments SET therapist_id = ${therapist.id} WHERE user_id = ${userId} AND therapist_id IS NULL`,
  );
  if (paid.periodEnd !== null && paid.periodEnd > at)
    await changeListing(tx, boss, therapist.id, { type: "cleared", at, until: paid.periodEnd });
  return true;
}
