import { sql, type CommonQueryMethods } from "slonik";
import type Stripe from "stripe";
import { z } from "zod";
import type { CurrentUser } from "#app/auth/users.server.ts";
import type { AppServices } from "#app/context.server.ts";
import type { Language } from "#app/i18n/language.ts";
import { localPath } from "#app/i18n/twins.ts";
import { findOwnProfile } from "#app/therapists/my-profile.server.ts";
import { pendingFirstPayment, renewingSubscription } from "./account.server.ts";
import { billingCustomer } from "./customer.server.ts";
import { isFeaturedActive } from "./machine.ts";
import { closeCheckouts, expireAtProvider, otherOpenCheckouts } from "./other-checkouts.server.ts";
import { stripeClient } from "./stripe.server.ts";

// Starting a Featured checkout (POST /api/create-subscription-checkout, the dashboard's Get Featured, the signup's
// Featured plan). The flow "upgrade" (Get Featured) needs an approved profile (403 otherwise); "signup" upgrades an
// approved profile too, and without one pays first, Featured starting when the profile is approved. A Featured profile
// cannot buy again, nor anyone whose payment is still clearing or whose failed renewal is being retried (409). With the
// provider configured: its hosted subscription checkout for STRIPE_PRICE_ID, for the user's one customer; in demo mode
// the demo checkout page. Either way a featured_checkouts row ties the payment to the user and the therapist. A
// checkout still open for the same purpose and listing is sent to again rather than a second one opened (one paid but
// not yet reported by its event: 409); every other checkout of the user still open is expired at the provider and
// closed here, in the transaction that opens the new one (other-checkouts.server.ts). The provider is called outside
// any transaction.

export type CheckoutFlow = "upgrade" | "signup";
export type CheckoutRefusal =
  | "not-approved"
  | "already-featured"
  | "already-paid"
  | "still-clearing"
  | "renewal-retrying"
  | "subscription-live"
  | "provider-down";
export type CheckoutOutcome =
  { kind: "ok"; url: string } | { kind: "error"; status: 403 | 409 | 502; reason: CheckoutRefusal; message: string };

/** Each refusal's status and the words the API answers with (a page may show its own words for the reason). */
const REFUSALS = {
  "not-approved": [
    403,
    "Only approved profiles can be upgraded to Featured. Your profile must be created and approved first.",
  ],
  "already-featured": [409, "Your listing is already Featured."],
  "already-paid": [409, "You have already paid for a Featured listing: it starts when your profile is approved."],
  "still-clearing": [409, "Your last payment is still being processed: Featured starts as soon as it clears."],
  "renewal-retrying": [
    409,
    "Your last renewal failed and is being retried: update your payment details with Manage billing rather than buying Featured again.",
  ],
  "subscription-live": [
    409,
    "Your Featured subscription still renews each month: buying Featured again would bill you twice. Manage billing shows it.",
  ],
  "provider-down": [502, "The payment provider could not start the checkout. Please try again in a moment."],
} as const satisfies Record<CheckoutRefusal, readonly [403 | 409 | 502, string]>;

const refuse = (reason: CheckoutRefusal): CheckoutOutcome => ({
  kind: "error",
  status: REFUSALS[reason][0],
  reason,
  message: REFUSALS[reason][1],
});

/** Where the provider sends the browser back (base: APP_URL, or "" for this site's own demo page): the page the
 *  checkout started from, in the language it was started in. */
export function returnUrls(appUrl: string, purpose: "upgrade" | "presignup", language: Language = "en") {
  const page = localPath(language, purpose === "upgrade" ? "/therapist/dashboard" : "/therapist/signup");
  return {
    success: `${appUrl}${page}?subscription_success=true`,
    cancel: `${appUrl}${page}?subscription_canceled=true`,
  };
}

/** The demo checkout page of a checkout, keeping the language to come back in. */
const demoCheckoutPath = (checkoutId: string, language: Language) =>
  `/dev/checkout/${checkoutId}${language === "en" ? "" : `?language=${language}`}`;

/** How long a checkout is sent to again when Get Featured is pressed again: less than the provider keeps a
 *  checkout session open (24 hours). */
const OPEN_CHECKOUT_MS = 23 * 60 * 60 * 1000;

const OpenCheckout = z.object({ id: z.uuid(), sessionId: z.string().nullable() });

/**
 * The user's newest checkout for this purpose and listing that nobody paid or cancelled yet, started less than
 * OPEN_CHECKOUT_MS before `now`: Get Featured pressed again (a second tab, the back button) goes back to it, so a
 * listing is never paid for twice through two checkouts open at once.
 */
async function openCheckout(
  db: AppServices["db"],
  userId: string,
  therapistId: string | null,
  purpose: "upgrade" | "presignup",
  now: number,
) {
  return db.maybeOne(sql.type(OpenCheckout)`
    SELECT id, provider_session_id AS "sessionId" FROM featured_checkouts
    WHERE user_id = ${userId} AND created_at > ${sql.timestamp(new Date(now - OPEN_CHECKOUT_MS))}
      AND status = 'open' AND purpose = ${purpose} AND therapist_id IS NOT DISTINCT FROM ${therapistId}::uuid
    ORDER BY created_at DESC LIMIT 1`);
}

/**
 * The provider's page of an open checkout, while it can still be paid there; null when it expired (or never reached
 * the provider); refused when it was paid (its event not yet applied) or the provider cannot be reached.
 */
async function pageStillOpen(
  stripe: Stripe,
  logger: AppServices["logger"],
  open: z.infer<typeof OpenCheckout>,
): Promise<CheckoutOutcome | null> {
  if (!open.sessionId) return null;
  try {
    const session = await stripe.checkout.sessions.retrieve(open.sessionId);
    if (session.status === "complete") return refuse("still-clearing");
    return session.status === "open" && session.url ? { kind: "ok", url: session.url } : null;
  } catch (error) {
    logger.warn({ err: error, checkoutId: open.id }, "open checkout session not read");
    return refuse("provider-down");
  }
}

async function newCheckout(
  db: CommonQueryMethods,
  userId: string,
  profile: { id: string } | null,
  purpose: "upgrade" | "presignup",
) {
  return db.oneFirst(sql.type(z.object({ id: z.uuid() }))`
    INSERT INTO featured_checkouts (user_id, therapist_id, purpose) VALUES (${userId}, ${profile?.id ?? null}, ${purpose}) RETURNING id`);
}

export async function startCheckout(
  { db, config, logger }: Pick<AppServices, "db" | "config" | "logger">,
  user: CurrentUser,
  flow: CheckoutFlow,
  now: number,
  language: Language = "en",
): Promise<CheckoutOutcome> {
  const profile = await findOwnProfile(db, user.id);
  if (profile && isFeaturedActive(profile.isFeatured, profile.featuredUntil, now)) return refuse("already-featured");
  if (!profile && flow === "upgrade") return refuse("not-approved");
  if (await pendingFirstPayment(db, user.id)) return refuse("still-clearing");
  // A second subscription beside one that still renews would bill twice: a renewal being retried, or one that
  // renews while the listing is not Featured (money taken back, whose cancellation is on its way; Featured taken
  // off by an admin).
  const renewing = profile ? await renewingSubscription(db, profile.id) : null;
  if (renewing) return refuse(renewing === "past_due" ? "renewal-retrying" : "subscription-live");
  if (!profile) {
    const paid = await db.exists(sql.unsafe`
      SELECT 1 FROM presignup_featured_payments WHERE user_id = ${user.id} AND status = 'paid' AND applied_at IS NULL`);
    if (paid) return refuse("already-paid");
  }
  const purpose = profile ? "upgrade" : "presignup";
  const open = await openCheckout(db, user.id, profile?.id ?? null, purpose, now);
  const others = await otherOpenCheckouts(db, user.id, open?.id ?? null, now);
  const othersClosed = others.map((other) => other.id);
  if (!config.stripe) {
    await billingCustomer({ db, config, logger }, user);
    const checkoutId = await db.transaction(async (tx) => {
      await closeCheckouts(tx, othersClosed);
      return open?.id ?? (await newCheckout(tx, user.id, profile, purpose));
    });
    return { kind: "ok", url: demoCheckoutPath(checkoutId, language) };
  }
  const stripe = stripeClient(config.stripe);
  const sentAgain = open ? await pageStillOpen(stripe, logger, open) : null;
  if (sentAgain?.kind === "error") return sentAgain;
  const notExpired = await expireAtProvider(stripe, logger, others);
  if (notExpired) return refuse(notExpired);
  if (sentAgain) {
    await closeCheckouts(db, othersClosed);
    return sentAgain;
  }

  const checkoutId = await db.transaction(async (tx) => {
    await closeCheckouts(tx, open ? [...othersClosed, open.id] : othersClosed);
    return newCheckout(tx, user.id, profile, purpose);
  });
  const metadata = { checkoutId, userId: user.id, purpose, ...(profile && { therapistId: profile.id }) };
  const urls = returnUrls(config.appUrl, purpose, language);
  try {
    const customer = await billingCustomer({ db, config, logger }, user);
    const session = await stripe.checkout.sessions.create(
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
    return refuse("provider-down");
  }
}
