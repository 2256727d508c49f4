import { sql } from "slonik";
import { z } from "zod";
import { settleFirstPayment } from "./first-payment.server.ts";
import { ProviderEvent, type ProviderSession } from "./events.server.ts";
import type { PaymentFact } from "./machine.ts";
import { FEATURED_CURRENCY, FEATURED_PRICE_CENTS } from "./plan.ts";
import { applyInvoice, applySubscription } from "./renewals.server.ts";
import { applyReversal, disputedCustomer, type TakenBack } from "./reversals.server.ts";
import type { EventContext } from "./state.server.ts";

// Fulfilment: what one stored provider event does. The webhook's job and the demo checkout both run this. It runs
// once per event (handled_at, under the event's row lock), and each step is also safe to repeat or to meet out of
// order (the state machine, machine.ts):
// - a checkout session: completed and paid (a card), or unpaid until the debit clears or fails (the async events);
// - invoices: the first one is the same first payment; later ones are renewals, paid or failed;
// - subscription changes: the status the dashboard shows; cancelled, a presignup payment is closed;
// - a full refund or a dispute: Featured ends at once.
// A checkout or an invoice that is not the Featured plan's money (another currency, or less than the plan's price
// before discounts and taxes: another price or product on the same account, a proration) changes nothing.

type Deps = EventContext["deps"];

const StoredEvent = z.object({ payload: z.unknown(), handledAt: z.number().nullable() });

/** Applies a stored event unless it was applied already; false for an unknown or already handled event. */
export async function applyPaymentEvent(deps: Deps, eventId: string): Promise<boolean> {
  const stored = await deps.db.maybeOne(sql.type(StoredEvent)`
    SELECT payload, handled_at AS "handledAt" FROM payment_events WHERE id = ${eventId}`);
  if (!stored || stored.handledAt !== null) return false;
  // A dispute's customer is asked of the provider outside the transaction (a failure retries the job).
  const event = ProviderEvent.parse(stored.payload);
  const disputed =
    event.type === "charge.dispute.created" ? await disputedCustomer(deps.config, event.data.object.charge) : null;
  return deps.db.transaction(async (tx) => {
    const locked = await tx.maybeOne(sql.type(StoredEvent)`
      SELECT payload, handled_at AS "handledAt" FROM payment_events WHERE id = ${eventId} FOR UPDATE`);
    if (!locked || locked.handledAt !== null) return false;
    await apply({ tx, deps, at: event.created * 1000 }, event, disputed);
    await tx.query(sql.unsafe`UPDATE payment_events SET handled_at = now() WHERE id = ${eventId}`);
    return true;
  });
}

/** Whether an amount before discounts and taxes, in a currency, is the Featured plan's price (or more). */
function forThePlan(currency: string, subtotal: number | null): boolean {
  return currency.toLowerCase() === FEATURED_CURRENCY && subtotal !== null && subtotal >= FEATURED_PRICE_CENTS;
}

async function apply(ctx: EventContext, event: ProviderEvent, disputedBy: string | null) {
  const object = event.data.object;
  const money =
    "amount_subtotal" in object
      ? forThePlan(object.currency, object.amount_subtotal)
      : "subtotal" in object
        ? forThePlan(object.currency, object.subtotal)
        : true;
  if (!money) {
    ctx.deps.logger.warn({ event: "payment-not-the-plan", id: event.id, type: event.type }, "payment event ignored");
    return;
  }
  switch (event.type) {
    case "checkout.session.completed":
      return applySession(
        ctx,
        event.data.object,
        event.data.object.payment_status === "paid" ? "cleared" : "processing",
      );
    case "checkout.session.async_payment_succeeded":
      return applySession(ctx, event.data.object, "cleared");
    case "checkout.session.async_payment_failed":
      return applySession(ctx, event.data.object, "failed");
    case "invoice.paid":
      return applyInvoice(ctx, event.data.object, "cleared");
    case "invoice.payment_failed":
      return applyInvoice(ctx, event.data.object, "failed");
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
      return applySubscription(ctx, event.data.object, event.type === "customer.subscription.deleted");
    case "charge.refunded": {
      const charge = event.data.object;
      if (!charge.refunded) return; // a partial refund: the rest of the money stays, and Featured with it
      const taken: TakenBack = {
        providerId: charge.id,
        customerId: charge.customer,
        amount: charge.amount_refunded,
        reason: "refunded",
      };
      return applyReversal(ctx, taken);
    }
    case "charge.dispute.created": {
      const dispute = event.data.object;
      return applyReversal(ctx, {
        providerId: dispute.id,
        customerId: disputedBy,
        amount: dispute.amount,
        reason: "disputed",
      });
    }
  }
}

async function applySession(ctx: EventContext, session: ProviderSession, fact: PaymentFact) {
  const { checkoutId, userId, therapistId, purpose } = session.metadata;
  if (!userId || !purpose) return;
  await settleFirstPayment(
    ctx,
    {
      paymentId: session.invoice ?? session.id,
      sessionId: session.id,
      checkoutId,
      userId,
      therapistId,
      purpose,
      customerId: session.customer,
      subscriptionId: session.subscription,
      amount: session.amount_total ?? FEATURED_PRICE_CENTS,
      periodEnd: null,
    },
    fact,
  );
}
