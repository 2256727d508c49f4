import { sql, type CommonQueryMethods } from "slonik";
import { z } from "zod";
import type { AppServices } from "#app/context.server.ts";
import { Instant } from "#app/db/instant.ts";
import { cancelRemovedSubscriptionJob } from "#app/jobs/cancel-removed-subscription.server.ts";
import { enqueue } from "#app/jobs/queue.server.ts";
import { closePresignups } from "./payments.server.ts";

// Featured's part of an account's data (app/account/): the payments, the payments made at signup, the checkouts
// started and the provider's customer; and, when the owner deletes the account, the end of its billing. A listing's
// own subscription is cancelled with the listing (app/therapists/removal.server.ts); a payment at signup not yet
// moved to a listing has its subscription cancelled here. The payment records stay for the period tax law sets
// (app/privacy/retention.ts), tied to nobody; the checkouts and the customer link go.

const Payment = z.object({
  id: z.uuid(),
  therapistId: z.uuid().nullable(),
  providerPaymentId: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(["pending", "paid", "failed", "refunded", "disputed"]),
  kind: z.enum(["first", "renewal", "reversal"]),
  createdAt: Instant,
  periodEndsAt: Instant.nullable(),
});
const SignupPayment = z.object({
  id: z.uuid(),
  providerPaymentId: z.string(),
  amount: z.number().int(),
  status: z.enum(["pending", "paid", "failed", "canceled", "refunded", "disputed"]),
  providerCustomerId: z.string().nullable(),
  providerSubscriptionId: z.string().nullable(),
  periodEndsAt: Instant.nullable(),
  appliedAt: Instant.nullable(),
  createdAt: Instant,
});
const Checkout = z.object({
  id: z.uuid(),
  therapistId: z.uuid().nullable(),
  purpose: z.enum(["upgrade", "presignup"]),
  providerSessionId: z.string().nullable(),
  status: z.enum(["open", "completed", "canceled"]),
  createdAt: Instant,
  updatedAt: Instant,
});
const Customer = z.object({ providerCustomerId: z.string(), createdAt: Instant });

export type FeaturedData = {
  payments: readonly z.infer<typeof Payment>[];
  signupPayments: readonly z.infer<typeof SignupPayment>[];
  checkouts: readonly z.infer<typeof Checkout>[];
  customers: readonly z.infer<typeof Customer>[];
};

export async function featuredDataOf(db: CommonQueryMethods, userId: string): Promise<FeaturedData> {
  const [payments, signupPayments, checkouts, customers] = await Promise.all([
    db.any(sql.type(Payment)`
      SELECT id, therapist_id AS "therapistId", provider_payment_id AS "providerPaymentId", amount, currency, status,
        kind, created_at AS "createdAt", period_end AS "periodEndsAt"
      FROM featured_payments WHERE user_id = ${userId} ORDER BY created_at, id`),
    db.any(sql.type(SignupPayment)`
      SELECT id, stripe_payment_id AS "providerPaymentId", amount, status, stripe_customer_id AS "providerCustomerId",
        stripe_subscription_id AS "providerSubscriptionId", period_end AS "periodEndsAt", applied_at AS "appliedAt",
        created_at AS "createdAt"
      FROM presignup_featured_payments WHERE user_id = ${userId} ORDER BY created_at, id`),
    db.any(sql.type(Checkout)`
      SELECT id, therapist_id AS "therapistId", purpose, provider_session_id AS "providerSessionId", status,
        created_at AS "createdAt", updated_at AS "updatedAt"
      FROM featured_checkouts WHERE user_id = ${userId} ORDER BY created_at, id`),
    db.any(sql.type(Customer)`
      SELECT provider_customer_id AS "providerCustomerId", created_at AS "createdAt"
      FROM featured_customers WHERE user_id = ${userId} ORDER BY created_at`),
  ]);
  return { payments, signupPayments, checkouts, customers };
}

/**
 * Ends the billing the account still has outside its listings: each subscription paid at signup and not yet moved
 * to a listing is cancelled at the provider (a job, sent in the caller's transaction). Then its payment records are
 * tied to nobody, and its checkouts and its link to the provider's customer are deleted.
 */
export async function endAccountBilling(
  tx: CommonQueryMethods,
  boss: AppServices["boss"],
  userId: string,
): Promise<void> {
  await cancelSignupSubscriptions(tx, boss, userId);
  await tx.query(sql.unsafe`UPDATE featured_payments SET user_id = NULL WHERE user_id = ${userId}`);
  await tx.query(sql.unsafe`UPDATE presignup_featured_payments SET user_id = NULL WHERE user_id = ${userId}`);
  await tx.query(sql.unsafe`DELETE FROM featured_checkouts WHERE user_id = ${userId}`);
  await tx.query(sql.unsafe`DELETE FROM featured_customers WHERE user_id = ${userId}`);
}

/**
 * Each subscription the user paid at signup that no listing took over yet is cancelled at the provider (a job,
 * sent in the caller's transaction): the account is being deleted, or its application was rejected.
 */
async function cancelSignupSubscriptions(tx: CommonQueryMethods, boss: AppServices["boss"], userId: string) {
  const live = await tx.anyFirst(sql.type(z.object({ id: z.string() }))`
    SELECT DISTINCT stripe_subscription_id AS id FROM presignup_featured_payments
    WHERE user_id = ${userId} AND applied_at IS NULL AND status IN ('pending', 'paid')
      AND stripe_subscription_id IS NOT NULL`);
  for (const subscriptionId of live)
    await enqueue(boss, cancelRemovedSubscriptionJob, { therapistId: null, subscriptionId }, { db: tx });
}

/**
 * A rejected application ends the billing of its payment at signup: the subscription stops renewing (cancelled at
 * the provider), and the payment is closed, so it features no listing approved after a new application. The
 * payment already taken is not refunded here (a refund is the provider's, an admin's decision).
 */
export async function endRejectedSignupBilling(
  tx: CommonQueryMethods,
  boss: AppServices["boss"],
  userId: string,
): Promise<void> {
  await cancelSignupSubscriptions(tx, boss, userId);
  await closePresignups(tx, { userId }, "canceled");
}
