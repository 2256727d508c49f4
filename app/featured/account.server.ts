import { sql, type CommonQueryMethods } from "slonik";
import { z } from "zod";
import type { CurrentUser } from "#app/auth/users.server.ts";
import type { AppServices } from "#app/context.server.ts";
import { setSubscriptionStatus } from "./state.server.ts";
import { stripeClient } from "./stripe.server.ts";

// A therapist's side of Featured: the subscription's status, the payment history, a presignup payment waiting
// for approval, and Cancel Featured (renewal stops; Featured stays until the paid period ends).

const Payment = z.object({
  id: z.uuid(),
  createdAt: z.number(),
  amount: z.number().int(),
  status: z.enum(["paid", "failed"]),
  kind: z.enum(["first", "renewal"]),
});
type Payment = z.infer<typeof Payment>;

const Subscription = z.object({ subscriptionId: z.string().nullable(), status: z.string().nullable() });

export type FeaturedAccount = {
  subscriptionStatus: string | null;
  payments: readonly Payment[];
  presignupPaid: boolean;
};

export async function featuredAccount(
  db: CommonQueryMethods,
  userId: string,
  therapistId: string | null,
): Promise<FeaturedAccount> {
  const [subscription, payments, presignupPaid] = await Promise.all([
    therapistId
      ? db.maybeOne(sql.type(Subscription)`
          SELECT stripe_subscription_id AS "subscriptionId", subscription_status AS status FROM therapists WHERE id = ${therapistId}`)
      : null,
    db.any(sql.type(Payment)`
      SELECT id, created_at AS "createdAt", amount, status, kind FROM featured_payments
      WHERE user_id = ${userId} ORDER BY created_at DESC LIMIT 24`),
    db.exists(sql.unsafe`
      SELECT 1 FROM presignup_featured_payments WHERE user_id = ${userId} AND status = 'paid' AND applied_at IS NULL`),
  ]);
  return { subscriptionStatus: subscription?.subscriptionId ? subscription.status : null, payments, presignupPaid };
}

const NOTHING_TO_CANCEL = "There is no renewing Featured subscription to cancel.";

/** Stops renewal at the period end: at the provider (when configured), and here at once. */
export async function cancelFeatured(
  { db, config }: Pick<AppServices, "db" | "config">,
  user: CurrentUser,
  now: number,
): Promise<{ kind: "canceled" } | { kind: "error"; message: string }> {
  const row = await db.maybeOne(sql.type(Subscription)`
    SELECT stripe_subscription_id AS "subscriptionId", subscription_status AS status FROM therapists
    WHERE user_id = ${user.id} AND status = 'approved' ORDER BY updated_at DESC LIMIT 1`);
  if (!row?.subscriptionId || (row.status !== "active" && row.status !== "past_due"))
    return { kind: "error", message: NOTHING_TO_CANCEL };
  const subscriptionId = row.subscriptionId;
  if (config.stripe && !subscriptionId.startsWith("sub_demo_")) {
    await stripeClient(config.stripe).subscriptions.update(subscriptionId, { cancel_at_period_end: true });
  }
  await db.transaction((tx) => setSubscriptionStatus(tx, subscriptionId, "canceling", now));
  return { kind: "canceled" };
}
