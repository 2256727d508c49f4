import type { CommonQueryMethods } from "slonik";
import { userRecipient } from "#app/auth/users.server.ts";
import type { Config, ServicesConfig } from "#app/config/config.server.ts";
import type { AppServices } from "#app/context.server.ts";
import { cancelReversedSubscriptionJob } from "#app/jobs/cancel-reversed-subscription.server.ts";
import { enqueue } from "#app/jobs/queue.server.ts";
import { sendEmail } from "#app/jobs/send-email.server.ts";
import { cancelNowAtProvider } from "./account.server.ts";
import { userOfCustomer } from "./customer.server.ts";
import { reversalEmail } from "./emails.ts";
import { isFeaturedActive, type Reversal } from "./machine.ts";
import { closePresignups, recordReversal, unappliedPresignupSubscriptions } from "./payments.server.ts";
import { approvedTherapistOf, changeListing, liveSubscriptionOf, type EventContext } from "./state.server.ts";
import { stripeClient } from "./stripe.server.ts";

// Money taken back after it cleared: a full refund (charge.refunded with refunded set; a partial refund keeps
// Featured) or a dispute (charge.dispute.created). The charge's customer names the user: the Featured period in
// progress ends at once, a presignup payment not yet applied never will be, the history gets a line, and the
// therapist is told. Nothing renews after it: the listing's subscription and those of payments at signup are
// cancelled at the provider at once (the cancel-reversed-subscription job), so the provider bills nothing more for a
// listing that is not Featured, and a new checkout never runs beside a subscription still billing. A payment of that
// user arriving later but dated before the reversal does not bring Featured back (the state machine's order rule).

export type TakenBack = { providerId: string; customerId: string | null; amount: number; reason: Reversal };

/** A dispute names only its charge: the charge's customer, asked of the provider (before the event's transaction). */
export async function disputedCustomer(config: Pick<Config, "stripe">, chargeId: string): Promise<string | null> {
  if (!config.stripe) return null;
  const charge = await stripeClient(config.stripe).charges.retrieve(chargeId);
  const customer = charge.customer;
  return typeof customer === "string" ? customer : (customer?.id ?? null);
}

export async function applyReversal({ tx, deps, at }: EventContext, taken: TakenBack) {
  if (!taken.customerId) return;
  const userId = await userOfCustomer(tx, taken.customerId);
  if (!userId) return;
  const therapist = await approvedTherapistOf(tx, userId);
  const fresh = await recordReversal(tx, {
    userId,
    therapistId: therapist?.id ?? null,
    providerId: taken.providerId,
    amount: taken.amount,
    status: taken.reason,
    at,
  });
  if (!fresh) return;
  const stopped = await stopRenewals(tx, deps.boss, userId, therapist?.id ?? null);
  await closePresignups(tx, { userId }, taken.reason);
  const change = therapist ? await changeListing(tx, deps.boss, therapist.id, { type: "reversed", at }) : null;
  const wasActive = change !== null && isFeaturedActive(change.before.isFeatured, change.before.featuredUntil, at);
  const ended = wasActive && !change.after.isFeatured;
  const recipient = therapist ?? (await userRecipient(tx, userId));
  if (!recipient) return;
  const email = reversalEmail(recipient, taken.reason, taken.amount, ended, deps.config.appUrl, stopped > 0);
  await enqueue(deps.boss, sendEmail, email, { db: tx });
}

/** Sends the cancel job for each subscription of the user that may still charge; how many were sent. */
async function stopRenewals(
  tx: CommonQueryMethods,
  boss: AppServices["boss"],
  userId: string,
  therapistId: string | null,
) {
  const listing = therapistId ? await liveSubscriptionOf(tx, therapistId) : null;
  const atSignup = (await unappliedPresignupSubscriptions(tx, userId)).filter((id) => id !== listing);
  const jobs = [
    ...(listing ? [{ therapistId, subscriptionId: listing }] : []),
    ...atSignup.map((subscriptionId) => ({ therapistId: null, subscriptionId })),
  ];
  for (const job of jobs) await enqueue(boss, cancelReversedSubscriptionJob, job, { db: tx });
  return jobs.length;
}

/**
 * Ends a subscription whose money was taken back, at the provider (when it holds it) and on the listing still
 * holding it. True when the listing's record changed; a second run changes nothing.
 */
export async function cancelReversedSubscription(
  { db, boss, config }: Pick<AppServices<ServicesConfig>, "db" | "boss" | "config">,
  therapistId: string | null,
  subscriptionId: string,
  now: number,
): Promise<boolean> {
  await cancelNowAtProvider(config, subscriptionId, `cancel-reversed-${subscriptionId}`);
  if (therapistId === null) return false;
  return db.transaction(async (tx) => {
    if ((await liveSubscriptionOf(tx, therapistId)) !== subscriptionId) return false;
    const change = await changeListing(tx, boss, therapistId, { type: "subscription", at: now, status: "canceled" });
    return change !== null && change.after !== change.before;
  });
}
