import { sql, type CommonQueryMethods } from "slonik";
import { z } from "zod";
import type { AppServices } from "#app/context.server.ts";
import { expireFeaturedJob } from "#app/jobs/expire-featured.server.ts";
import { indexTherapistJob } from "#app/jobs/index-therapist.server.ts";
import { sendEmail } from "#app/jobs/send-email.server.ts";
import { enqueue } from "#app/jobs/queue.server.ts";
import type { SubscriptionStatus } from "./plan.ts";

// The Featured state of a therapist and the rules that keep it order-safe:
// - a paid period only ever extends featuredUntil (the later end wins), so an older event cannot shorten it;
// - an event older than the newest change of the Featured state (an admin's edit included) leaves it alone;
// - subscriptionStatus follows the newest event by the provider's time; at the same time, the later stage wins
//   (active < past_due < canceling < canceled).
// Every change reindexes the profile and schedules the expiry job for the new featuredUntil.

type Boss = AppServices["boss"];

const Recipient = z.object({
  id: z.uuid(),
  to: z.string(),
  firstName: z.string().nullable(),
  featuredUntil: z.number().nullable(),
});
type Recipient = z.infer<typeof Recipient>;

const recipientColumns = sql.fragment`id, email AS "to", first_name AS "firstName", featured_until AS "featuredUntil"`;

/** After a change of featuredUntil: reindex now, and end the period at its end even if no event ever comes. */
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

/** Featured until `until` (or later, if it already was), as of the event time `at`. Null when the rules skip it. */
export async function grantFeatured(
  tx: CommonQueryMethods,
  boss: Boss,
  therapistId: string,
  until: number,
  at: number,
) {
  const row = await tx.maybeOne(sql.type(Recipient)`
    UPDATE therapists SET is_featured = true,
      featured_until = greatest(coalesce(featured_until, ${sql.timestamp(new Date(until))}), ${sql.timestamp(new Date(until))}),
      featured_changed_at = ${sql.timestamp(new Date(at))}
    WHERE id = ${therapistId} AND (featured_changed_at IS NULL OR featured_changed_at <= ${sql.timestamp(new Date(at))})
    RETURNING ${recipientColumns}`);
  if (row) await afterFeaturedChange(tx, boss, therapistId, row.featuredUntil);
  return row;
}

const rank = (status: SubscriptionStatus) => ({ active: 0, past_due: 1, canceling: 2, canceled: 3 })[status];
const storedRank = sql.fragment`CASE subscription_status WHEN 'active' THEN 0 WHEN 'past_due' THEN 1 WHEN 'canceling' THEN 2 WHEN 'canceled' THEN 3 ELSE -1 END`;

/** The subscription's status on the therapist holding it, unless a newer event already set it; the row if set. */
export async function setSubscriptionStatus(
  tx: CommonQueryMethods,
  subscriptionId: string,
  status: SubscriptionStatus,
  at: number,
) {
  const when = sql.timestamp(new Date(at));
  return tx.maybeOne(sql.type(Recipient)`
    UPDATE therapists SET subscription_status = ${status}, subscription_changed_at = ${when}
    WHERE stripe_subscription_id = ${subscriptionId}
      AND (subscription_changed_at IS NULL OR subscription_changed_at < ${when}
        OR (subscription_changed_at = ${when} AND ${storedRank} <= ${rank(status)}))
    RETURNING ${recipientColumns}`);
}

/**
 * The therapist holding a subscription, locked for the change. An event can arrive before the checkout that
 * links the subscription: the subscription's own metadata (set by our checkout) then names the therapist.
 */
export async function therapistBySubscription(
  tx: CommonQueryMethods,
  subscriptionId: string,
  metadata?: { therapistId?: string; userId?: string; purpose?: string } | null,
) {
  const held = await tx.maybeOne(sql.type(Recipient)`
    SELECT ${recipientColumns} FROM therapists WHERE stripe_subscription_id = ${subscriptionId} FOR UPDATE`);
  if (held || metadata?.purpose !== "upgrade" || !metadata.therapistId || !metadata.userId) return held;
  return tx.maybeOne(sql.type(Recipient)`
    UPDATE therapists SET stripe_subscription_id = ${subscriptionId}
    WHERE id = ${metadata.therapistId} AND user_id = ${metadata.userId}
    RETURNING ${recipientColumns}`);
}

/** One line of the payment history; true when it is new (a repeat of the same payment and outcome is not). */
export async function recordPayment(
  tx: CommonQueryMethods,
  payment: {
    userId: string;
    therapistId: string | null;
    providerPaymentId: string;
    amount: number;
    status: "paid" | "failed";
    kind: "first" | "renewal";
    at: number;
  },
): Promise<boolean> {
  const row = await tx.maybeOne(sql.type(z.object({ id: z.uuid() }))`
    INSERT INTO featured_payments (user_id, therapist_id, provider_payment_id, amount, status, kind, created_at)
    VALUES (${payment.userId}, ${payment.therapistId}, ${payment.providerPaymentId}, ${payment.amount}, ${payment.status},
      ${payment.kind}, ${sql.timestamp(new Date(payment.at))})
    ON CONFLICT (provider_payment_id, status) DO NOTHING RETURNING id`);
  return row !== null;
}

export async function queueEmail(
  tx: CommonQueryMethods,
  boss: Boss,
  email: { to: string; subject: string; text: string },
) {
  await enqueue(boss, sendEmail, email, { db: tx });
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
 * end, with the subscription moved to the profile. Runs at approval and after a presignup payment (whichever
 * comes last). `at` is when it happens.
 */
export async function applyPresignupPayment(
  tx: CommonQueryMethods,
  boss: Boss,
  userId: string,
  at: number,
): Promise<boolean> {
  const therapist = await tx.maybeOne(sql.type(z.object({ id: z.uuid() }))`
    SELECT id FROM therapists WHERE user_id = ${userId} AND status = 'approved' ORDER BY updated_at DESC LIMIT 1 FOR UPDATE`);
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
  await tx.query(sql.unsafe`
    UPDATE therapists SET stripe_customer_id = ${paid.customerId}, stripe_subscription_id = ${paid.subscriptionId},
      stripe_payment_id = ${paid.paymentId}, subscription_status = coalesce(subscription_status, 'active')
    WHERE id = ${therapist.id}`);
  await tx.query(
    sql.unsafe`UPDATE featured_payments SET therapist_id = ${therapist.id} WHERE user_id = ${userId} AND therapist_id IS NULL`,
  );
  if (paid.periodEnd !== null && paid.periodEnd > at) await grantFeatured(tx, boss, therapist.id, paid.periodEnd, at);
  return true;
}
