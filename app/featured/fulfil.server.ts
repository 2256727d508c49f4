import { sql, type CommonQueryMethods } from "slonik";
import { z } from "zod";
import type { ServicesConfig } from "#app/config/config.server.ts";
import type { AppServices } from "#app/context.server.ts";
import { failureEmail, receiptEmail, renewalEmail } from "./emails.ts";
import { invoiceSubscription, ProviderEvent, type ProviderInvoice as Invoice } from "./events.server.ts";
import { DAY_MS, FEATURED_PERIOD_DAYS, FEATURED_PRICE_CENTS, type SubscriptionStatus } from "./plan.ts";
import {
  applyPresignupPayment,
  grantFeatured,
  queueEmail,
  recordPayment,
  setSubscriptionStatus,
  therapistBySubscription,
} from "./state.server.ts";

// Fulfilment: what one stored provider event does. The webhook's job and the demo checkout both run this.
// It runs once per event (handled_at, under the event's row lock); each step is also safe to repeat.
// - checkout completed: a presignup payment is recorded (Featured starts at approval), or the profile is Featured
//   for 30 days from the payment;
// - renewal paid: Featured extends to the new period's end;
// - payment failed, subscription cancelled: the status changes and Featured ends at the end of the paid period
//   (the expiry job), the profile staying in the directory as Free.

type Deps = Pick<AppServices<ServicesConfig>, "db" | "boss" | "config">;
type Ctx = { tx: CommonQueryMethods; deps: Deps; at: number };

const StoredEvent = z.object({ payload: z.unknown(), handledAt: z.number().nullable() });

/** Applies a stored event unless it was applied already; false for an unknown or already handled event. */
export async function applyPaymentEvent(deps: Deps, eventId: string): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const stored = await tx.maybeOne(sql.type(StoredEvent)`
      SELECT payload, handled_at AS "handledAt" FROM payment_events WHERE id = ${eventId} FOR UPDATE`);
    if (!stored || stored.handledAt !== null) return false;
    const event = ProviderEvent.parse(stored.payload);
    await apply({ tx, deps, at: event.created * 1000 }, event);
    await tx.query(sql.unsafe`UPDATE payment_events SET handled_at = now() WHERE id = ${eventId}`);
    return true;
  });
}

async function apply(ctx: Ctx, event: ProviderEvent) {
  switch (event.type) {
    case "checkout.session.completed":
      return checkoutCompleted(ctx, event.data.object);
    case "invoice.paid":
      return invoicePaid(ctx, event.data.object);
    case "invoice.payment_failed":
      return invoiceFailed(ctx, event.data.object);
    case "customer.subscription.updated":
    case "customer.subscription.deleted": {
      const sub = event.data.object;
      const status =
        event.type === "customer.subscription.deleted"
          ? "canceled"
          : statusOf(sub.status, sub.cancel_at_period_end ?? false);
      await therapistBySubscription(ctx.tx, sub.id, sub.metadata);
      await setSubscriptionStatus(ctx.tx, sub.id, status, ctx.at);
      if (status === "canceled") await cancelPresignup(ctx.tx, sub.id);
      return;
    }
  }
}

function statusOf(providerStatus: string, cancelAtPeriodEnd: boolean): SubscriptionStatus {
  if (providerStatus === "canceled" || providerStatus === "incomplete_expired") return "canceled";
  if (providerStatus === "active" || providerStatus === "trialing") return cancelAtPeriodEnd ? "canceling" : "active";
  return "past_due";
}

type Session = Extract<ProviderEvent, { type: "checkout.session.completed" }>["data"]["object"];

async function checkoutCompleted({ tx, deps, at }: Ctx, session: Session) {
  const { checkoutId, userId, therapistId, purpose } = session.metadata;
  if (!userId || !purpose) return;
  if (checkoutId) {
    await tx.query(sql.unsafe`
      UPDATE featured_checkouts SET status = 'completed', provider_session_id = coalesce(provider_session_id, ${session.id})
      WHERE id = ${checkoutId} AND user_id = ${userId}`);
  }
  const amount = session.amount_total ?? FEATURED_PRICE_CENTS;
  const periodEnd = at + FEATURED_PERIOD_DAYS * DAY_MS;
  if (purpose === "presignup") {
    const user = await tx.maybeOne(sql.type(z.object({ email: z.string(), firstName: z.string().nullable() }))`
      SELECT email, first_name AS "firstName" FROM users WHERE id = ${userId}`);
    if (!user) return;
    await tx.query(sql.unsafe`
      INSERT INTO presignup_featured_payments (user_id, stripe_payment_id, amount, status, stripe_customer_id, stripe_subscription_id, period_end)
      VALUES (${userId}, ${session.id}, ${amount}, 'paid', ${session.customer}, ${session.subscription}, ${sql.timestamp(new Date(periodEnd))})
      ON CONFLICT (stripe_payment_id) DO NOTHING`);
    const fresh = await recordPayment(tx, {
      userId,
      therapistId: null,
      providerPaymentId: session.id,
      amount,
      status: "paid",
      kind: "first",
      at,
    });
    if (fresh)
      await queueEmail(
        tx,
        deps.boss,
        receiptEmail({ to: user.email, firstName: user.firstName }, amount, null, deps.config.appUrl),
      );
    await applyPresignupPayment(tx, deps.boss, userId, at);
    return;
  }
  if (!therapistId) return;
  const linked = await tx.maybeOne(sql.type(z.object({ id: z.uuid() }))`
    UPDATE therapists SET stripe_customer_id = ${session.customer}, stripe_subscription_id = ${session.subscription},
      stripe_payment_id = ${session.id}
    WHERE id = ${therapistId} AND user_id = ${userId} RETURNING id`);
  if (!linked) return;
  await setSubscriptionStatus(tx, session.subscription, "active", at);
  const granted = await grantFeatured(tx, deps.boss, therapistId, periodEnd, at);
  const fresh = await recordPayment(tx, {
    userId,
    therapistId,
    providerPaymentId: session.id,
    amount,
    status: "paid",
    kind: "first",
    at,
  });
  const who = granted ?? (await therapistBySubscription(tx, session.subscription));
  if (fresh && who) await queueEmail(tx, deps.boss, receiptEmail(who, amount, who.featuredUntil, deps.config.appUrl));
}

async function invoicePaid({ tx, deps, at }: Ctx, invoice: Invoice) {
  // The first invoice of a subscription is the checkout's payment: checkout completed records it.
  if (invoice.billing_reason === "subscription_create") return;
  const subscriptionId = invoiceSubscription(invoice);
  const periodEnd = invoice.lines?.data.reduce((end, line) => Math.max(end, line.period.end * 1000), 0) ?? 0;
  if (!subscriptionId || periodEnd === 0) return;
  const amount = invoice.amount_paid ?? FEATURED_PRICE_CENTS;
  const therapist = await therapistBySubscription(tx, subscriptionId, invoice.parent?.subscription_details?.metadata);
  if (!therapist) {
    await tx.query(sql.unsafe`
      UPDATE presignup_featured_payments SET period_end = greatest(period_end, ${sql.timestamp(new Date(periodEnd))})
      WHERE stripe_subscription_id = ${subscriptionId} AND applied_at IS NULL`);
    return;
  }
  await setSubscriptionStatus(tx, subscriptionId, "active", at);
  const granted = await grantFeatured(tx, deps.boss, therapist.id, periodEnd, at);
  const userId = await ownerOf(tx, therapist.id);
  if (!userId) return;
  const fresh = await recordPayment(tx, {
    userId,
    therapistId: therapist.id,
    providerPaymentId: invoice.id,
    amount,
    status: "paid",
    kind: "renewal",
    at,
  });
  const until = granted?.featuredUntil ?? therapist.featuredUntil ?? periodEnd;
  if (fresh) await queueEmail(tx, deps.boss, renewalEmail(therapist, amount, until, deps.config.appUrl));
}

async function invoiceFailed({ tx, deps, at }: Ctx, invoice: Invoice) {
  const subscriptionId = invoiceSubscription(invoice);
  if (!subscriptionId) return;
  const therapist = await therapistBySubscription(tx, subscriptionId, invoice.parent?.subscription_details?.metadata);
  if (!therapist) return;
  // A failure older than the newest applied event (a later renewal went through) is history, not news.
  const current = await setSubscriptionStatus(tx, subscriptionId, "past_due", at);
  const userId = await ownerOf(tx, therapist.id);
  if (!userId) return;
  const amount = invoice.amount_due ?? FEATURED_PRICE_CENTS;
  const fresh = await recordPayment(tx, {
    userId,
    therapistId: therapist.id,
    providerPaymentId: invoice.id,
    amount,
    status: "failed",
    kind: "renewal",
    at,
  });
  if (fresh && current)
    await queueEmail(tx, deps.boss, failureEmail(therapist, therapist.featuredUntil, deps.config.appUrl));
}

async function ownerOf(tx: CommonQueryMethods, therapistId: string) {
  return tx.maybeOneFirst(
    sql.type(
      z.object({ userId: z.uuid().nullable() }),
    )`SELECT user_id AS "userId" FROM therapists WHERE id = ${therapistId}`,
  );
}

async function cancelPresignup(tx: CommonQueryMethods, subscriptionId: string) {
  await tx.query(sql.unsafe`
    UPDATE presignup_featured_payments SET status = 'canceled' WHERE stripe_subscription_id = ${subscriptionId} AND applied_at IS NULL`);
}
