import { sql, type CommonQueryMethods } from "slonik";
import type Stripe from "stripe";
import { z } from "zod";
import type { AppServices } from "#app/context.server.ts";

// One Featured checkout of an account is open at a time, whatever its purpose: starting one (the signup's, Get
// Featured) expires at the provider and closes here every other checkout of the account still open, such as the
// one the Featured plan opened at signup before approval. A session the provider will not expire is either paid
// (its event not yet applied: still clearing) or out of reach (the provider is down); either way no checkout starts.

/** How long the provider keeps a checkout session payable: an older one has expired there by itself. */
const PROVIDER_SESSION_MS = 24 * 60 * 60 * 1000;

const OtherCheckout = z.object({ id: z.uuid(), sessionId: z.string().nullable(), payable: z.boolean() });
export type OtherCheckout = z.infer<typeof OtherCheckout>;

/** The account's open checkouts other than `kept` (the one sent to again, if any); `payable` while the provider
 *  may still take a payment for it. */
export async function otherOpenCheckouts(
  db: CommonQueryMethods,
  userId: string,
  kept: string | null,
  now: number,
): Promise<readonly OtherCheckout[]> {
  return db.any(sql.type(OtherCheckout)`
    SELECT id, provider_session_id AS "sessionId",
      provider_session_id IS NOT NULL AND created_at > ${sql.timestamp(new Date(now - PROVIDER_SESSION_MS))} AS payable
    FROM featured_checkouts
    WHERE user_id = ${userId} AND status = 'open' AND id IS DISTINCT FROM ${kept}::uuid`);
}

/** Why a checkout cannot start while another is open at the provider. */
export type NotExpired = "still-clearing" | "provider-down";

/**
 * Expires, at the provider, the sessions of the checkouts that may still be paid there. Null when none of them can
 * be paid any more (expired now, or before); otherwise why not, for the first that can.
 */
export async function expireAtProvider(
  stripe: Stripe,
  logger: AppServices["logger"],
  checkouts: readonly OtherCheckout[],
): Promise<NotExpired | null> {
  for (const checkout of checkouts) {
    if (!checkout.payable || !checkout.sessionId) continue;
    const refused = await expireSession(stripe, logger, checkout.id, checkout.sessionId);
    if (refused) return refused;
  }
  return null;
}

/** Expires one session; a session the provider refuses to expire is read to learn whether it already expired. */
async function expireSession(
  stripe: Stripe,
  logger: AppServices["logger"],
  checkoutId: string,
  sessionId: string,
): Promise<NotExpired | null> {
  try {
    await stripe.checkout.sessions.expire(sessionId);
    return null;
  } catch (error) {
    try {
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      if (session.status === "expired") return null;
      logger.warn({ err: error, checkoutId, status: session.status }, "other open checkout not expired");
      return session.status === "complete" ? "still-clearing" : "provider-down";
    } catch (readError) {
      logger.warn({ err: readError, checkoutId }, "other open checkout neither expired nor read");
      return "provider-down";
    }
  }
}

/** Closes checkouts still open (one paid meanwhile is left completed). */
export async function closeCheckouts(tx: CommonQueryMethods, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.query(sql.unsafe`
    UPDATE featured_checkouts SET status = 'canceled' WHERE id = ANY(${sql.array(ids, "uuid")}) AND status = 'open'`);
}
