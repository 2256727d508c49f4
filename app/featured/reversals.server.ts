import { userRecipient } from "#app/auth/users.server.ts";
import type { Config } from "#app/config/config.server.ts";
import { enqueue } from "#app/jobs/queue.server.ts";
import { sendEmail } from "#app/jobs/send-email.server.ts";
import { userOfCustomer } from "./customer.server.ts";
import { reversalEmail } from "./emails.ts";
import { isFeaturedActive, type Reversal } from "./machine.ts";
import { closePresignups, recordReversal } from "./payments.server.ts";
import { approvedTherapistOf, changeListing, type EventContext } from "./state.server.ts";
import { stripeClient } from "./stripe.server.ts";

// Money taken back after it cleared: a full refund (charge.refunded with refunded set; a partial refund keeps
// Featured) or a dispute (charge.dispute.created). The charge's customer names the user: the Featured period in
// progress ends at once, a presignup payment not yet applied never will be, the history gets a line, and the
// therapist is told. A payment of that user arriving later but dated before the reversal does not bring Featured
// back (the state machine's order rule); a new payment does.

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
  await closePresignups(tx, { userId }, taken.reason);
  const change = therapist ? await changeListing(tx, deps.boss, therapist.id, { type: "reversed", at }) : null;
  const wasActive = change !== null && isFeaturedActive(change.before.isFeatured, change.before.featuredUntil, at);
  const ended = wasActive && !change.after.isFeatured;
  const recipient = therapist ?? (await userRecipient(tx, userId));
  if (!recipient) return;
  const email = reversalEmail(recipient, taken.reason, taken.amount, ended, deps.config.appUrl);
  await enqueue(deps.boss, sendEmail, email, { db: tx });
}
