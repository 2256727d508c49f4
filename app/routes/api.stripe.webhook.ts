import type { Route } from "./+types/api.stripe.webhook";
import { servicesContext } from "#app/context.server.ts";
import { readProviderEvent, recordEvent } from "#app/featured/events.server.ts";
import { eventOfKeyMode, verifiedEvent } from "#app/featured/stripe.server.ts";
import { acceptMethods, apiError, apiJson, notFound, refuseMethods } from "#app/http/api.server.ts";

export const loader = refuseMethods(["POST"]);

// POST /api/stripe/webhook: the payment provider's events. The raw body's Stripe-Signature must hold for
// STRIPE_WEBHOOK_SECRET (400 otherwise, nothing stored). An event the Featured lifecycle follows is stored once
// by its id and applied by a job; a repeat, an event of another type, or one from the key's other mode (test or
// live) is acknowledged and changes nothing.
// Without the provider configured (demo mode) there is no endpoint: 404.
export const action = acceptMethods(
  ["POST"],
  "Send webhook events with POST.",
  async ({ request, context }: Route.ActionArgs) => {
    const services = context.get(servicesContext);
    if (!services.config.stripe) return notFound("No payment provider is configured.");
    const raw = await request.text();
    const verified = verifiedEvent(services.config.stripe, raw, request.headers.get("Stripe-Signature"));
    if (verified === null) return apiError(400, "The webhook signature could not be verified.");
    if (!eventOfKeyMode(services.config.stripe, verified)) {
      services.logger.warn({ event: "payment-webhook-other-mode" }, "payment event of the other mode ignored");
      return apiJson({ received: true });
    }
    const event = readProviderEvent(verified);
    if (!event) return apiJson({ received: true });
    const stored = await recordEvent(services, event);
    services.logger.info(
      { event: "payment-webhook", id: event.id, type: event.type, duplicate: !stored },
      "payment event received",
    );
    return apiJson({ received: true, duplicate: !stored });
  },
);
