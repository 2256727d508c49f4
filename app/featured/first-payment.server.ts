import { sql } from "slonik";
import { userRecipient } from "#app/auth/users.server.ts";
import { cancelRemovedSubscriptionJob } from "#app/jobs/cancel-removed-subscription.server.ts";
import { enqueue } from "#app/jobs/queue.server.ts";
import { sendEmail } from "#app/jobs/send-email.server.ts";
import { rememberCustomer } from "./customer.server.ts";
import { firstPaymentFailedEmail, receiptEmail } from "./emails.ts";
import type { PaymentFact } from "./machine.ts";
import { settlePayment, settlePresignup } from "./payments.server.ts";
import { DAY_MS, FEATURED_PERIOD_DAYS } from "./plan.ts";
import { applyPresignupPayment, clearPeriod, linkSubscription, type EventContext } from "./state.server.ts";

// A subscription's first payment, as a checkout session reports it (completed: paid by card, or unpaid while a
// pre-authorized debit clears; then async_payment_succeeded or _failed) or as its first invoice does (paid or
// failed, when the provider retries it). Both name the same payment (the first invoice), so whichever arrives
// first settles it and the other changes nothing. Only money that cleared makes the listing Featured: 30 days
// from then, or the invoice's own period. A payment at signup waits for approval instead. A payment for an account
// deleted meanwhile features nothing: its subscription is cancelled (the provider keeps the payment's record).

export type FirstPayment = {
  /** The first invoice, or the session when it names none. */
  paymentId: string;
  sessionId: string | null;
  checkoutId?: string;
  userId: string;
  therapistId?: string;
  purpose: "upgrade" | "presignup";
  customerId: string | null;
  subscriptionId: string;
  amount: number;
  /** The paid period's end when the provider says it (an invoice); otherwise 30 days from clearing. */
  periodEnd: number | null;
};

export async function settleFirstPayment(ctx: EventContext, payment: FirstPayment, fact: PaymentFact) {
  const { tx, deps, at } = ctx;
  // A checkout paid after its account was deleted: nobody is left to feature, so its subscription is cancelled.
  if (!(await userRecipient(tx, payment.userId))) {
    const cancel = { therapistId: null, subscriptionId: payment.subscriptionId };
    await enqueue(deps.boss, cancelRemovedSubscriptionJob, cancel, { db: tx });
    return;
  }
  if (payment.checkoutId && payment.sessionId) {
    await tx.query(sql.unsafe`
      UPDATE featured_checkouts SET status = 'completed', provider_session_id = coalesce(provider_session_id, ${payment.sessionId})
      WHERE id = ${payment.checkoutId} AND user_id = ${payment.userId}`);
  }
  if (payment.customerId) await rememberCustomer(tx, payment.userId, payment.customerId);
  const periodEnd = fact === "cleared" ? (payment.periodEnd ?? at + FEATURED_PERIOD_DAYS * DAY_MS) : null;
  if (payment.purpose === "presignup") return presignupPayment(ctx, payment, fact, periodEnd);
  if (!payment.therapistId) return;
  const therapist = await linkSubscription(
    tx,
    {
      therapistId: payment.therapistId,
      userId: payment.userId,
      customerId: payment.customerId,
      subscriptionId: payment.subscriptionId,
      paymentId: payment.paymentId,
    },
    at,
  );
  if (!therapist) return;
  const moved = await settlePayment(
    tx,
    { ...payment, therapistId: therapist.id, providerPaymentId: payment.paymentId, kind: "first", periodEnd, at },
    fact,
  );
  if (moved.after === moved.before) return;
  if (moved.after === "paid" && periodEnd !== null) {
    const until = await clearPeriod(tx, deps.boss, therapist.id, at, periodEnd);
    if (until === null) return; // a removed listing: nothing Featured to announce, its subscription is being cancelled
    await enqueue(deps.boss, sendEmail, receiptEmail(therapist, payment.amount, until, deps.config.appUrl), { db: tx });
  } else if (moved.after === "failed") {
    await enqueue(deps.boss, sendEmail, firstPaymentFailedEmail(therapist, deps.config.appUrl, "dashboard"), {
      db: tx,
    });
  }
}

async function presignupPayment(
  { tx, deps, at }: EventContext,
  payment: FirstPayment,
  fact: PaymentFact,
  periodEnd: number | null,
) {
  const user = await userRecipient(tx, payment.userId);
  if (!user) return;
  const presignup = await settlePresignup(tx, { ...payment, providerPaymentId: payment.paymentId, periodEnd }, fact);
  const history = await settlePayment(
    tx,
    { ...payment, therapistId: null, providerPaymentId: payment.paymentId, kind: "first", periodEnd, at },
    fact,
  );
  if (history.after !== history.before && history.after === "paid")
    await enqueue(deps.boss, sendEmail, receiptEmail(user, payment.amount, null, deps.config.appUrl), { db: tx });
  if (history.after !== history.before && history.after === "failed")
    await enqueue(deps.boss, sendEmail, firstPaymentFailedEmail(user, deps.config.appUrl, "signup"), { db: tx });
  if (presignup.after === "paid" && presignup.before !== "paid")
    await applyPresignupPayment(tx, deps.boss, payment.userId, at);
}
