import { sql, type CommonQueryMethods } from "slonik";
import { selectOf } from "#app/db/columns.server.ts";
import { enqueue } from "#app/jobs/queue.server.ts";
import { sendEmail } from "#app/jobs/send-email.server.ts";
import { TherapistRow } from "#app/therapists/therapist-row.ts";
import { failureEmail, renewalEmail } from "./emails.ts";
import { invoiceSubscription, type ProviderInvoice, type ProviderSubscription } from "./events.server.ts";
import { settleFirstPayment } from "./first-payment.server.ts";
import { subscriptionStatusOf, type PaymentFact } from "./machine.ts";
import { closePresignups, settlePayment } from "./payments.server.ts";
import { FEATURED_PRICE_CENTS } from "./plan.ts";
import { changeListing, clearPeriod, therapistBySubscription, type EventContext } from "./state.server.ts";

// Invoices and subscription changes. A subscription's first invoice is its first payment (first-payment.server.ts);
// a later one is a renewal: paid, Featured extends to the invoice's period end; failed, the subscription is past
// due and Featured stays until the end of the period already paid (the expiry job ends it). A failure arriving
// after the same invoice was paid changes nothing. A cancelled subscription closes a presignup payment. A removed
// listing's payment is recorded but features nothing and announces nothing (state.server.ts cancels it again).

export async function applyInvoice(ctx: EventContext, invoice: ProviderInvoice, fact: PaymentFact) {
  const subscriptionId = invoiceSubscription(invoice);
  if (!subscriptionId) return;
  const periodEnd = invoice.lines?.data.reduce((end, line) => Math.max(end, line.period.end * 1000), 0) || null;
  const metadata = invoice.parent?.subscription_details?.metadata;
  if (invoice.billing_reason === "subscription_create") {
    if (!metadata?.userId || !metadata.purpose) return;
    return settleFirstPayment(
      ctx,
      {
        paymentId: invoice.id,
        sessionId: null,
        userId: metadata.userId,
        therapistId: metadata.therapistId,
        purpose: metadata.purpose,
        customerId: invoice.customer ?? null,
        subscriptionId,
        amount: (fact === "cleared" ? invoice.amount_paid : invoice.amount_due) ?? FEATURED_PRICE_CENTS,
        periodEnd,
      },
      fact,
    );
  }
  const { tx, deps, at } = ctx;
  const therapist = await therapistBySubscription(tx, subscriptionId, at, metadata);
  if (!therapist) {
    if (fact === "cleared" && periodEnd !== null) await extendPresignup(tx, subscriptionId, periodEnd);
    return;
  }
  const userId = await ownerOf(tx, therapist.id);
  if (!userId) return;
  const amount = (fact === "cleared" ? invoice.amount_paid : invoice.amount_due) ?? FEATURED_PRICE_CENTS;
  const payment = {
    userId,
    therapistId: therapist.id,
    providerPaymentId: invoice.id,
    amount,
    kind: "renewal" as const,
  };
  const moved = await settlePayment(tx, { ...payment, periodEnd, at }, fact);
  if (moved.after === moved.before) return;
  if (moved.after === "paid" && periodEnd !== null) {
    const until = await clearPeriod(tx, deps.boss, therapist.id, at, periodEnd);
    if (until === null) return; // a removed listing: no renewal to announce, its subscription is being cancelled
    await enqueue(deps.boss, sendEmail, renewalEmail(therapist, amount, until, deps.config.appUrl), { db: tx });
  } else if (moved.after === "failed") {
    // A failure older than the subscription's newest event (a later renewal went through) is history, not news.
    const change = await changeListing(tx, deps.boss, therapist.id, { type: "subscription", at, status: "past_due" });
    if (!change || change.after === change.before) return;
    const email = failureEmail(therapist, change.after.featuredUntil, deps.config.appUrl);
    await enqueue(deps.boss, sendEmail, email, { db: tx });
  }
}

export async function applySubscription(ctx: EventContext, subscription: ProviderSubscription, deleted: boolean) {
  const status = deleted
    ? "canceled"
    : subscriptionStatusOf(subscription.status, subscription.cancel_at_period_end ?? false);
  const therapist = await therapistBySubscription(ctx.tx, subscription.id, ctx.at, subscription.metadata, {
    ending: status === "canceled",
  });
  if (therapist) await changeListing(ctx.tx, ctx.deps.boss, therapist.id, { type: "subscription", at: ctx.at, status });
  if (status === "canceled") await closePresignups(ctx.tx, { subscriptionId: subscription.id }, "canceled");
}

async function extendPresignup(tx: CommonQueryMethods, subscriptionId: string, periodEnd: number) {
  await tx.query(sql.unsafe`
    UPDATE presignup_featured_payments SET period_end = greatest(period_end, ${sql.timestamp(new Date(periodEnd))})
    WHERE stripe_subscription_id = ${subscriptionId} AND applied_at IS NULL`);
}

const Owner = TherapistRow.pick({ userId: true });

async function ownerOf(tx: CommonQueryMethods, therapistId: string) {
  return tx.maybeOneFirst(
    sql.type(Owner)`SELECT ${selectOf("therapists", Owner)} FROM therapists WHERE id = ${therapistId}`,
  );
}
