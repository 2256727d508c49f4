import { sql, type CommonQueryMethods } from "slonik";
import { z } from "zod";
import type { CurrentUser } from "#app/auth/users.server.ts";
import type { ServicesConfig } from "#app/config/config.server.ts";
import type { AppServices } from "#app/context.server.ts";
import { selectOf } from "#app/db/columns.server.ts";
import { TherapistRow } from "#app/therapists/therapist-row.ts";
import { storedCustomer } from "./customer.server.ts";
import { changeListing } from "./state.server.ts";
import { stripeClient } from "./stripe.server.ts";

// A therapist's side of Featured: the subscription's status, the payment history, a first payment still clearing
// or failed, a presignup payment waiting for approval, whether there is a billing account (Manage billing), and
// Cancel Featured (renewal stops; Featured stays until the paid period ends). A listing removed by an admin, or
// with its owner's account, has its subscription cancelled at once (the cancel-removed-subscription job).

const Payment = z.object({
  id: z.uuid(),
  createdAt: z.number(),
  amount: z.number().int(),
  status: z.enum(["pending", "paid", "failed", "refunded", "disputed"]),
  kind: z.enum(["first", "renewal", "reversal"]),
});
type Payment = z.infer<typeof Payment>;

const Subscription = TherapistRow.pick({ stripeSubscriptionId: true, subscriptionStatus: true });
const subscriptionColumns = selectOf("therapists", Subscription);
/** The listing whose renewal Cancel Featured stops, with the time of the status it was shown. */
const Cancellable = Subscription.extend(TherapistRow.pick({ id: true, subscriptionChangedAt: true }).shape);

export type FeaturedAccount = {
  subscriptionStatus: TherapistRow["subscriptionStatus"];
  payments: readonly Payment[];
  /** The newest first payment: still clearing (pending) or failed; null otherwise. */
  firstPayment: "pending" | "failed" | null;
  /** The demo checkout whose debit is still clearing (demo mode decides its outcome there). */
  pendingCheckoutId: string | null;
  /** A payment made at signup, waiting for approval: paid, or still clearing. */
  presignup: "paid" | "pending" | null;
  /** A billing account with something to manage (a subscription, a payment, one at signup): Manage billing opens it. */
  billing: boolean;
};

export async function featuredAccount(
  db: CommonQueryMethods,
  userId: string,
  therapistId: string | null,
): Promise<FeaturedAccount> {
  const [subscription, payments, presignup, customer] = await Promise.all([
    therapistId
      ? db.maybeOne(sql.type(Subscription)`
          SELECT ${subscriptionColumns} FROM therapists WHERE id = ${therapistId}`)
      : null,
    db.any(sql.type(Payment)`
      SELECT id, created_at AS "createdAt", amount, status, kind FROM featured_payments
      WHERE user_id = ${userId} ORDER BY created_at DESC LIMIT 24`),
    db.maybeOneFirst(sql.type(z.object({ status: z.enum(["paid", "pending"]) }))`
      SELECT status FROM presignup_featured_payments
      WHERE user_id = ${userId} AND status IN ('paid', 'pending') AND applied_at IS NULL
      ORDER BY status = 'paid' DESC, created_at DESC LIMIT 1`),
    storedCustomer(db, userId),
  ]);
  const first = payments.find((p) => p.kind === "first")?.status;
  const firstPayment = first === "pending" || first === "failed" ? first : null;
  return {
    subscriptionStatus: subscription?.stripeSubscriptionId ? subscription.subscriptionStatus : null,
    payments,
    firstPayment,
    pendingCheckoutId: firstPayment === "pending" ? await newestCompletedCheckout(db, userId) : null,
    presignup,
    // a checkout left before paying leaves an account at the provider with nothing in it: no Manage billing for it
    billing:
      customer !== null && (Boolean(subscription?.stripeSubscriptionId) || payments.length > 0 || presignup !== null),
  };
}

async function newestCompletedCheckout(db: CommonQueryMethods, userId: string): Promise<string | null> {
  return db.maybeOneFirst(sql.type(z.object({ id: z.uuid() }))`
    SELECT id FROM featured_checkouts WHERE user_id = ${userId} AND status = 'completed'
    ORDER BY created_at DESC LIMIT 1`);
}

/** Whether the user started a signup checkout not canceled since: back from it, a payment not recorded yet is one
 *  whose provider's word is still on its way; without one, there is no payment to speak of. */
export async function signupCheckoutStarted(db: CommonQueryMethods, userId: string): Promise<boolean> {
  return db.exists(sql.unsafe`
    SELECT 1 FROM featured_checkouts WHERE user_id = ${userId} AND purpose = 'presignup' AND status <> 'canceled'`);
}

/** Whether the user's first payment is still clearing (a second checkout would pay twice). */
export async function pendingFirstPayment(db: CommonQueryMethods, userId: string): Promise<boolean> {
  return db.exists(sql.unsafe`
    SELECT 1 FROM featured_payments WHERE user_id = ${userId} AND kind = 'first' AND status = 'pending'`);
}

const NOTHING_TO_CANCEL = "There is no renewing Featured subscription to cancel.";
const CANCEL_DOWN = "The payment provider could not cancel the renewal. Please try again in a moment.";

export type CancelOutcome =
  | { kind: "canceled" }
  | { kind: "error"; reason: "nothing-to-cancel" | "provider-down"; status: 409 | 502; message: string };

/**
 * The listing's subscription while it renews on its own: active, or past due (a failed renewal the provider is
 * still retrying); null when there is none, or it ends at its period's end or has ended.
 */
export function renewingSubscription(db: CommonQueryMethods, therapistId: string) {
  return db.maybeOneFirst(sql.type(z.object({ status: z.enum(["active", "past_due"]) }))`
    SELECT subscription_status AS status FROM therapists
    WHERE id = ${therapistId} AND stripe_subscription_id IS NOT NULL AND subscription_status IN ('active', 'past_due')`);
}

/**
 * Stops renewal at the period end: at the provider (when configured), and here at once. When the provider cannot
 * be reached nothing changes here either (the subscription still renews), and the answer says so.
 */
export async function cancelFeatured(
  { db, boss, config, logger }: Pick<AppServices, "db" | "boss" | "config" | "logger">,
  user: CurrentUser,
  now: number,
): Promise<CancelOutcome> {
  const row = await db.maybeOne(sql.type(Cancellable)`
    SELECT ${selectOf("therapists", Cancellable)} FROM therapists
    WHERE user_id = ${user.id} AND status = 'approved' ORDER BY updated_at DESC LIMIT 1`);
  const subscriptionId = row?.stripeSubscriptionId;
  if (!row || !subscriptionId || (row.subscriptionStatus !== "active" && row.subscriptionStatus !== "past_due"))
    return { kind: "error", reason: "nothing-to-cancel", status: 409, message: NOTHING_TO_CANCEL };
  try {
    await providerOf(config, subscriptionId)?.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
  } catch (error) {
    logger.warn({ err: error, therapistId: row.id }, "subscription renewal not cancelled");
    return { kind: "error", reason: "provider-down", status: 502, message: CANCEL_DOWN };
  }
  // The person cancels what they were shown: the cancellation comes after the status it changes, even where that
  // status carries a provider time ahead of this server's clock.
  const at = Math.max(now, (row.subscriptionChangedAt ?? 0) + 1);
  await db.transaction((tx) => changeListing(tx, boss, row.id, { type: "subscription", at, status: "canceling" }));
  return { kind: "canceled" };
}

/** The provider's client for a subscription it holds; null in demo mode and for a demo checkout's subscription. */
function providerOf(config: ServicesConfig, subscriptionId: string) {
  return config.stripe && !subscriptionId.startsWith("sub_demo_") ? stripeClient(config.stripe) : null;
}

/** Provider statuses of a subscription that will never charge again. */
const ENDED_AT_PROVIDER: readonly string[] = ["canceled", "incomplete_expired"];

/**
 * Ends a subscription at the provider now (not at its period end), when the provider holds it; one it already
 * ended is left as it is, so a second call changes nothing.
 */
export async function cancelNowAtProvider(config: ServicesConfig, subscriptionId: string, idempotencyKey: string) {
  const provider = providerOf(config, subscriptionId);
  if (!provider) return;
  const subscription = await provider.subscriptions.retrieve(subscriptionId);
  if (!ENDED_AT_PROVIDER.includes(subscription.status))
    await provider.subscriptions.cancel(subscriptionId, {}, { idempotencyKey });
}

/**
 * Ends a removed listing's subscription now (not at the period end: no listing is left to feature), at the
 * provider (when configured), then here. Only while the listing is still removed and still holds that
 * subscription; a listing erased with its account (or a payment at signup whose account was erased before any
 * listing held it: no therapistId) is gone for good, and its subscription is cancelled unless a listing in the
 * directory holds it. A subscription the provider already ended is only recorded, so a second run cancels nothing
 * more. True when it recorded the cancellation (an erased listing has no row left to record it in).
 */
export async function cancelRemovedSubscription(
  { db, boss, config }: Pick<AppServices<ServicesConfig>, "db" | "boss" | "config">,
  therapistId: string | null,
  subscriptionId: string,
  now: number,
): Promise<boolean> {
  if (!(await stillToCancel(db, therapistId, subscriptionId))) return false;
  await cancelNowAtProvider(config, subscriptionId, `cancel-removed-${subscriptionId}`);
  if (therapistId === null) return false;
  const change = await db.transaction((tx) =>
    changeListing(tx, boss, therapistId, { type: "subscription", at: now, status: "canceled" }),
  );
  return change !== null && change.after !== change.before;
}

/** Whether the subscription is still to cancel: its listing removed and holding it, or erased and none other holding it. */
async function stillToCancel(db: CommonQueryMethods, therapistId: string | null, subscriptionId: string) {
  const listing = therapistId
    ? await db.maybeOne(sql.type(TherapistRow.pick({ status: true, stripeSubscriptionId: true }))`
        SELECT status, stripe_subscription_id AS "stripeSubscriptionId" FROM therapists WHERE id = ${therapistId}`)
    : null;
  if (listing) return listing.status === "deleted" && listing.stripeSubscriptionId === subscriptionId;
  return !(await db.exists(sql.unsafe`
    SELECT 1 FROM therapists WHERE stripe_subscription_id = ${subscriptionId} AND status <> 'deleted'`));
}
