import type { Db } from "#app/db/pool.server.ts";
import { featuredAccount, signupCheckoutStarted } from "#app/featured/account.server.ts";
import { findLatestSubmission } from "./submissions.server.ts";

// Where a person stands on the signup page: the plan chosen (or paid for), the state of a signup payment, and
// whether an application of theirs is under review.

type Query = { plan?: "free" | "featured"; subscription_success?: "true"; subscription_canceled?: "true" };

export async function signupState(db: Db, userId: string | null, query: Query) {
  const asked = query.subscription_success ? "featured" : (query.plan ?? null);
  const account = userId && (asked || query.subscription_canceled) ? await featuredAccount(db, userId, null) : null;
  // A Featured listing paid at signup (or being paid) is the plan, whichever plan the address names: choosing Free
  // after paying must not say "$0 per month" over a payment that still counts.
  const plan = account?.presignup ? "featured" : asked;
  // Back from checkout: a payment recorded, or one on its way from a checkout this person started (never one they
  // did not: the address alone is no payment).
  const backFromPaying =
    Boolean(query.subscription_success) &&
    userId !== null &&
    (Boolean(account?.presignup) || (await signupCheckoutStarted(db, userId)));
  return {
    plan,
    /** Back from checkout, signed in: told what the payment's state says, never a success it does not record. */
    paid: backFromPaying,
    paymentCleared: account?.presignup === "paid",
    featuredPaid: backFromPaying || Boolean(account?.presignup),
    /** A signup payment still clearing (a pre-authorized debit): the form, saying Featured waits for it. */
    featuredClearing: account?.presignup === "pending",
    /** The last signup payment failed (a debit the bank refused): the payment step says so. */
    featuredFailed: !account?.presignup && account?.firstPayment === "failed",
    /** Back from a checkout canceled: a notice, unless a signup payment counts already (paid or clearing). */
    canceled: Boolean(query.subscription_canceled) && !account?.presignup,
    signedIn: userId !== null,
    pending: userId ? (await findLatestSubmission(db, userId))?.status === "pending" : false,
  };
}
