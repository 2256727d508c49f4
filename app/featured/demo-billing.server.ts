import { sql } from "slonik";
import { z } from "zod";
import { randomUUID } from "node:crypto";
import type { AppServices } from "#app/context.server.ts";
import { selectOf } from "#app/db/columns.server.ts";
import { TherapistRow } from "#app/therapists/therapist-row.ts";
import { storedCustomer } from "./customer.server.ts";
import { runDemoEvent, type DemoServices } from "./demo-events.server.ts";
import type { ProviderInvoice } from "./events.server.ts";
import { DAY_MS, FEATURED_CURRENCY, FEATURED_PERIOD_DAYS, FEATURED_PRICE_CENTS } from "./plan.ts";

// Demo mode's billing portal (/dev/billing-portal), where Manage billing leads without the provider: it shows the
// customer and the subscription, and plays a month's renewal that fails (invoice.payment_failed: past due, Featured
// stays to the end of the paid period) and its fix, a new card that pays the same invoice (invoice.paid: active,
// Featured extended), through the provider's fulfilment path.

const Subscription = TherapistRow.pick({
  stripeSubscriptionId: true,
  subscriptionStatus: true,
  isFeatured: true,
  featuredUntil: true,
}).extend({ stripeSubscriptionId: TherapistRow.shape.stripeSubscriptionId.unwrap() });
const FailedInvoice = z.object({ id: z.string(), periodEnd: z.number(), failedAt: z.number() });

export type DemoBilling = {
  customer: string | null;
  subscription: z.infer<typeof Subscription> | null;
  failedInvoice: z.infer<typeof FailedInvoice> | null;
};

export async function demoBilling(db: AppServices["db"], userId: string): Promise<DemoBilling> {
  const [customer, subscription, failedInvoice] = await Promise.all([
    storedCustomer(db, userId),
    db.maybeOne(sql.type(Subscription)`
      SELECT ${selectOf("therapists", Subscription)}
      FROM therapists WHERE user_id = ${userId} AND status = 'approved' AND stripe_subscription_id LIKE 'sub\\_demo\\_%'
      ORDER BY updated_at DESC LIMIT 1`),
    db.maybeOne(sql.type(FailedInvoice)`
      SELECT provider_payment_id AS id, period_end AS "periodEnd", created_at AS "failedAt" FROM featured_payments
      WHERE user_id = ${userId} AND kind = 'renewal' AND status = 'failed' AND period_end IS NOT NULL
      ORDER BY created_at DESC LIMIT 1`),
  ]);
  return { customer, subscription, failedInvoice };
}

/** Whether the month's renewal can be played as failing: a renewing subscription with a paid period. */
export function canFailRenewal(billing: DemoBilling): boolean {
  return billing.subscription?.subscriptionStatus === "active" && billing.subscription.featuredUntil !== null;
}

function invoice(id: string, customer: string | null, subscription: string, periodEnd: number, paid: boolean) {
  return {
    id,
    customer,
    currency: FEATURED_CURRENCY,
    subtotal: FEATURED_PRICE_CENTS,
    amount_paid: paid ? FEATURED_PRICE_CENTS : 0,
    amount_due: FEATURED_PRICE_CENTS,
    billing_reason: "subscription_cycle",
    parent: { subscription_details: { subscription, metadata: {} } },
    lines: { data: [{ period: { end: Math.floor(periodEnd / 1000) } }] },
  } satisfies ProviderInvoice;
}

/** The next month's payment fails (the card on file is declined). */
export async function failDemoRenewal(services: DemoServices, userId: string, now: number): Promise<void> {
  const billing = await demoBilling(services.db, userId);
  if (!canFailRenewal(billing) || !billing.subscription) return;
  const { stripeSubscriptionId, featuredUntil } = billing.subscription;
  const periodEnd = featuredUntil! + FEATURED_PERIOD_DAYS * DAY_MS;
  const failed = invoice(`in_demo_${randomUUID()}`, billing.customer, stripeSubscriptionId, periodEnd, false);
  await runDemoEvent(services, "invoice.payment_failed", failed, now);
}

/** A new card pays the failed invoice (dated after the failure, as the provider's later event would be). */
export async function fixDemoPayment(services: DemoServices, userId: string, now: number): Promise<void> {
  const billing = await demoBilling(services.db, userId);
  if (!billing.failedInvoice || !billing.subscription) return;
  const { id, periodEnd, failedAt } = billing.failedInvoice;
  const paid = invoice(id, billing.customer, billing.subscription.stripeSubscriptionId, periodEnd, true);
  await runDemoEvent(services, "invoice.paid", paid, Math.max(now, failedAt + 1000));
}
