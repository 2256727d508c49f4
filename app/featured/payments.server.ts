import { sql, type CommonQueryMethods } from "slonik";
import { z } from "zod";
import {
  paymentAfter,
  presignupAfter,
  type PaymentFact,
  type PaymentStatus,
  type PresignupStatus,
  type Reversal,
} from "./machine.ts";

// The payment records: one featured_payments row per payment (the history the dashboard shows), moved by the
// state machine as the provider reports it; a refund or a dispute is a row of its own. A payment made before the
// profile exists also has a presignup_featured_payments row, which approval turns into Featured once it is paid.
// Each reads the row under its lock, moves it by the state machine and writes what changed (a payment not yet
// recorded is inserted, unless the same payment's other event inserts it first); each answers the status before
// and after, so a repeat (no change) sends no second email.

const ts = (ms: number | null) => (ms === null ? null : sql.timestamp(new Date(ms)));
const Inserted = z.object({ id: z.uuid() });

export type Payment = {
  userId: string;
  therapistId: string | null;
  providerPaymentId: string;
  amount: number;
  kind: "first" | "renewal";
  /** The end of the period it pays for, when known. */
  periodEnd: number | null;
  at: number;
};
export type Moved<S> = { before: S | null; after: S };

export async function settlePayment(
  tx: CommonQueryMethods,
  payment: Payment,
  fact: PaymentFact,
): Promise<Moved<PaymentStatus>> {
  const before = await tx.maybeOneFirst(sql.type(z.object({ status: z.enum(["pending", "failed", "paid"]) }))`
    SELECT status FROM featured_payments WHERE provider_payment_id = ${payment.providerPaymentId} FOR UPDATE`);
  const after = paymentAfter(before, fact);
  if (before === null) {
    const inserted = await tx.maybeOne(sql.type(Inserted)`
      INSERT INTO featured_payments (user_id, therapist_id, provider_payment_id, amount, status, kind, period_end, created_at)
      VALUES (${payment.userId}, ${payment.therapistId}, ${payment.providerPaymentId}, ${payment.amount}, ${after},
        ${payment.kind}, ${ts(payment.periodEnd)}, ${ts(payment.at)})
      ON CONFLICT (provider_payment_id) DO NOTHING RETURNING id`);
    // the same payment's other event recorded it meanwhile: move it from there
    return inserted ? { before, after } : settlePayment(tx, payment, fact);
  }
  if (after !== before) {
    await tx.query(sql.unsafe`
      UPDATE featured_payments SET status = ${after}, period_end = coalesce(${ts(payment.periodEnd)}, period_end),
        therapist_id = coalesce(therapist_id, ${payment.therapistId})
      WHERE provider_payment_id = ${payment.providerPaymentId}`);
  }
  return { before, after };
}

/** A refund or a dispute, as a row of the history; true when it is new. */
export async function recordReversal(
  tx: CommonQueryMethods,
  reversal: {
    userId: string;
    therapistId: string | null;
    providerId: string;
    amount: number;
    status: Reversal;
    at: number;
  },
): Promise<boolean> {
  const row = await tx.maybeOne(sql.type(Inserted)`
    INSERT INTO featured_payments (user_id, therapist_id, provider_payment_id, amount, status, kind, created_at)
    VALUES (${reversal.userId}, ${reversal.therapistId}, ${reversal.providerId}, ${reversal.amount}, ${reversal.status},
      'reversal', ${ts(reversal.at)})
    ON CONFLICT (provider_payment_id) DO NOTHING RETURNING id`);
  return row !== null;
}

const PresignupState = z.enum(["pending", "paid", "failed", "canceled", "refunded", "disputed"]);

export type PresignupPayment = {
  userId: string;
  providerPaymentId: string;
  amount: number;
  customerId: string | null;
  subscriptionId: string;
  periodEnd: number | null;
};

export async function settlePresignup(
  tx: CommonQueryMethods,
  payment: PresignupPayment,
  fact: PaymentFact,
): Promise<Moved<PresignupStatus>> {
  const before = await tx.maybeOneFirst(sql.type(z.object({ status: PresignupState }))`
    SELECT status FROM presignup_featured_payments WHERE stripe_payment_id = ${payment.providerPaymentId} FOR UPDATE`);
  const after = presignupAfter(before, fact);
  if (before === null) {
    const inserted = await tx.maybeOne(sql.type(Inserted)`
      INSERT INTO presignup_featured_payments (user_id, stripe_payment_id, amount, status, stripe_customer_id,
        stripe_subscription_id, period_end)
      VALUES (${payment.userId}, ${payment.providerPaymentId}, ${payment.amount}, ${after}, ${payment.customerId},
        ${payment.subscriptionId}, ${ts(payment.periodEnd)})
      ON CONFLICT (stripe_payment_id) DO NOTHING RETURNING id`);
    return inserted ? { before, after } : settlePresignup(tx, payment, fact);
  }
  if (after !== before) {
    await tx.query(sql.unsafe`
      UPDATE presignup_featured_payments SET status = ${after}, period_end = coalesce(${ts(payment.periodEnd)}, period_end)
      WHERE stripe_payment_id = ${payment.providerPaymentId}`);
  }
  return { before, after };
}

/** The subscriptions of a user's payments at signup that no listing has taken over. */
export function unappliedPresignupSubscriptions(tx: CommonQueryMethods, userId: string): Promise<readonly string[]> {
  return tx.anyFirst(sql.type(z.object({ id: z.string() }))`
    SELECT DISTINCT stripe_subscription_id AS id FROM presignup_featured_payments
    WHERE user_id = ${userId} AND applied_at IS NULL AND stripe_subscription_id IS NOT NULL`);
}

/** Closes the open presignup payments (of a user, or of a subscription): refunded, disputed or canceled. */
export async function closePresignups(
  tx: CommonQueryMethods,
  whose: { userId: string } | { subscriptionId: string },
  reason: Reversal | "canceled",
): Promise<void> {
  const which =
    "userId" in whose
      ? sql.fragment`user_id = ${whose.userId}`
      : sql.fragment`stripe_subscription_id = ${whose.subscriptionId}`;
  const open = await tx.any(sql.type(z.object({ id: z.uuid(), status: PresignupState }))`
    SELECT id, status FROM presignup_featured_payments WHERE ${which} AND applied_at IS NULL AND status IN ('pending', 'paid') FOR UPDATE`);
  for (const row of open) {
    const after = presignupAfter(row.status, reason);
    if (after !== row.status)
      await tx.query(sql.unsafe`UPDATE presignup_featured_payments SET status = ${after} WHERE id = ${row.id}`);
  }
}
