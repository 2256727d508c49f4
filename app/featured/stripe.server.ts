import Stripe from "stripe";
import { z } from "zod";
import type { Config } from "#app/config/config.server.ts";

type StripeConfig = NonNullable<Config["stripe"]>;

const clients = new WeakMap<StripeConfig, Stripe>();

/**
 * Whether demo mode plays the payment provider: only when no provider is configured. With one (a staging server
 * run outside production with test keys, say), checkouts are the provider's, and a made-up payment would feature a
 * listing with no money.
 */
export const playsProvider = (config: Pick<Config, "mode" | "stripe">): boolean =>
  config.mode === "demo" && !config.stripe;

/** The payment provider's client for this configuration (one per process), pointed at STRIPE_API_URL if set. */
export function stripeClient(stripe: StripeConfig): Stripe {
  let client = clients.get(stripe);
  if (!client) {
    const api = stripe.apiUrl ? new URL(stripe.apiUrl) : undefined;
    client = new Stripe(stripe.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      ...(api && {
        host: api.hostname,
        port: Number(api.port || (api.protocol === "https:" ? 443 : 80)),
        protocol: api.protocol === "https:" ? "https" : "http",
      }),
    });
    clients.set(stripe, client);
  }
  return client;
}

/**
 * The event in a webhook request, if its signature (the Stripe-Signature header over the raw body, with the
 * endpoint's secret) holds; null otherwise.
 */
export function verifiedEvent(stripe: StripeConfig, rawBody: string, signature: string | null): unknown {
  if (!signature) return null;
  try {
    return stripeClient(stripe).webhooks.constructEvent(rawBody, signature, stripe.webhookSecret);
  } catch {
    return null;
  }
}

const Mode = z.object({ livemode: z.boolean() });

/**
 * Whether a verified event comes from the same mode as the configured key: live events for a live key (sk_live_,
 * rk_live_), test events otherwise. A test payment (a test card) never features a listing on a live site, nor the
 * reverse.
 */
export function eventOfKeyMode(stripe: StripeConfig, event: unknown): boolean {
  const mode = Mode.safeParse(event);
  return mode.success && mode.data.livemode === /^[rs]k_live_/.test(stripe.secretKey);
}
