import { sql } from "slonik";
import { z } from "zod";
import type { CurrentUser } from "#app/auth/users.server.ts";
import type { AppServices } from "#app/context.server.ts";
import { findOwnProfile } from "#app/therapists/my-profile.server.ts";
import { pendingFirstPayment } from "./account.server.ts";
import { billingCustomer } from "./customer.server.ts";
import { isFeaturedActive } from "./machine.ts";
import { stripeClient } from "./stripe.server.ts";

// Starting a Featured checkout (POST /api/create-subscription-checkout, the dashboard's Get Featured, the signup's
// Featured plan). The flow "upgrade" (Get Featured) needs an approved profile (403 otherwise); "signup" upgrades an
// approved profile too, and without one pays first, Featured starting when the profile is approved. A Featured
// profile cannot buy again, nor anyone whose payment is still clearing (409). With the provider configured: its hosted subscription checkout for
// STRIPE_PRICE_ID, for the user's one customer; in demo mode the demo checkout page. Either way a
// featured_checkouts row ties the payment to the user and the therapist.

export type CheckoutFlow = "upgrade" | "signup";
export type CheckoutOutcome = { kind: "ok"; url: string } | { kind: "error"; status: 403 | 409 | 502; message: string };

const NOT_APPROVED =
  "Only approved profiles can be upgraded to Featured. Your profile must be created and approved first.";
const ALREADY_FEATURED = "Your listing is already Featured.";
const ALREADY_PAID = "You have already paid for a Featured listing: it starts when your profile is approved.";
const STILL_CLEARING = "Your last payment is still being processed: Featured starts as soon as it clears.";
const PROVIDER_DOWN = "The payment provider could not start the checkout. Please try again in a moment.";

/** Where the provider sends the browser back (base: APP_URL, or "" for this site's own demo page). */
export function returnUrls(appUrl: string, purpose: "upgrade" | "presignup") {
  const page = purpose === "upgrade" ? "/therapist/dashboard" : "/therapist/signup";
  return {
    success: `${appUrl}${page}?subscription_success=true`,
    cancel: `${appUrl}${page}?subscription_canceled=true`,
  };
}

export async function startCheckout(
  { db, config, logger }: Pick<AppServices, "db" | "config" | "logger">,
  user: CurrentUser,
  flow: CheckoutFlow,
  now: number,
): Promise<CheckoutOutcome> {
  const profile = await findOwnProfile(db, user.id);
  if (profile && isFeaturedActive(profile.isFeatured, profile.featuredUntil, now))
    return { kind: "error", status: 409, message: ALREADY_FEATURED };
  if (!profile && flow === "upgrade") return { kind: "error", status: 403, message: NOT_APPROVED };
  if (await pendingFirstPayment(db, user.id)) return { kind: "error", status: 409, message: STILL_CLEARING };
  if (!profile) {
    const paid = await db.exists(sql.unsafe`
      SELECT 1 FROM presignup_featured_payments WHERE user_id = ${user.id} AND status = 'paid' AND applied_at IS NULL`);
    if (paid) return { kind: "error", status: 409, message: ALREADY_PAID };
  }
  const purpose = profile ? "upgrade" : "presignup";
  const checkoutId = await db.oneFirst(sql.type(z.object({ id: z.uuid() }))`
    INSERT INTO featured_checkouts (user_id, therapist_id, purpose) VALUES (${user.id}, ${profile?.id ?? null}, ${purpose}) RETURNING id`);
  if (!config.stripe) {
    await billingCustomer({ db, config, logger }, user);
    return { kind: "ok", url: `/dev/checkout/${checkoutId}` };
  }

  const metadata = { checkoutId, userId: user.id, purpose, ...(profile && { therapistId: profile.id }) };
  const urls = returnUrls(config.appUrl, purpose);
  try {
    const customer = await billingCustomer({ db, config, logger }, user);
    const session = await stripeClient(config.stripe).checkout.sessions.create(
      {
        mode: "subscription",
        line_items: [{ price: config.stripe.priceId, quantity: 1 }],
        client_reference_id: user.id,
        customer,
        metadata,
        subscription_data: { metadata },
        success_url: urls.success,
        cancel_url: urls.cancel,
      },
      { idempotencyKey: `checkout-${checkoutId}` },
    );
    if (!session.url) throw new Error("checkout session without a url");
    await db.query(
      sql.unsafe`UPDATE featured_checkouts SET provider_session_id = ${session.id} WHERE id = ${checkoutId}`,
    );
    return { kind: "ok", url: session.url };
  } catch (error) {
    logger.warn({ err: error, checkoutId }, "checkout session not created");
    return { kind: "error", status: 502, message: PROVIDER_DOWN };
  }
}
