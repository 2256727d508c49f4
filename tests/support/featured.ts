import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "slonik";
import Stripe from "stripe";
import { z } from "zod";
import { approveSubmission } from "#app/admin/decisions.server.ts";
import type { CurrentUser } from "#app/auth/users.server.ts";
import type { AppServices } from "#app/context.server.ts";
import { createLogger } from "#app/logger.server.ts";
import { TherapistRow } from "#app/therapists/therapist-row.ts";
import { action as webhook } from "#app/routes/api.stripe.webhook.ts";
import { handlePaymentEventJob } from "#app/jobs/handle-payment-event.server.ts";
import { handlePaymentEventHandler } from "#indexer/jobs/handle-payment-event.ts";
import { seedSubmission } from "./admin.ts";
import { APP_URL, call, contextFor, createTestServices } from "./auth.ts";
import { createTestDb, type TestDatabase } from "./db.ts";
import { findUserById } from "#app/auth/users.server.ts";

// What the Featured payment tests share: the provider's configuration, events in the provider's shape signed
// with the official library's test-header helper, a local stand-in for the provider's HTTP API, approved
// therapists, and a runner for the handle-payment-event jobs a webhook enqueued.

const WEBHOOK_SECRET = "whsec_test_featured";
export const stripeEnv = (apiUrl: string) => ({
  STRIPE_SECRET_KEY: "sk_test_featured",
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_PRICE_ID: "price_featured_monthly",
  STRIPE_API_URL: apiUrl,
});

const signer = new Stripe("sk_test_featured");
export const DAY = 86_400;

let counter = 0;
const next = (prefix: string) => `${prefix}_${Date.now().toString(36)}_${counter++}`;

export type Meta = { userId: string; therapistId?: string; purpose: "upgrade" | "presignup"; checkoutId?: string };

type SessionOptions = { paymentStatus?: "paid" | "unpaid"; customer?: string; invoice?: string | null };

/** checkout.session.completed: paid (a card) unless told unpaid (a pre-authorized debit still clearing). */
export function checkoutCompleted(
  created: number,
  meta: Meta,
  subscription = next("sub"),
  options: SessionOptions = {},
) {
  return {
    id: next("evt"),
    type: "checkout.session.completed",
    created,
    livemode: false,
    data: {
      object: {
        id: next("cs"),
        object: "checkout.session",
        mode: "subscription",
        subscription,
        customer: options.customer ?? next("cus"),
        invoice: options.invoice === undefined ? next("in") : options.invoice,
        currency: "cad",
        amount_subtotal: 999,
        amount_total: 999,
        payment_status: options.paymentStatus ?? "paid",
        metadata: meta,
      },
    },
  };
}

type Session = ReturnType<typeof checkoutCompleted>["data"]["object"];

/** The async answer for a session whose debit was still clearing: it succeeded (paid) or failed. */
export function asyncPayment(outcome: "succeeded" | "failed", created: number, session: Session) {
  return {
    id: next("evt"),
    type: `checkout.session.async_payment_${outcome}`,
    created,
    livemode: false,
    data: { object: { ...session, payment_status: outcome === "succeeded" ? "paid" : "unpaid" } },
  };
}

/** charge.refunded: a full refund unless told partial. */
export function chargeRefunded(
  created: number,
  customer: string,
  options: { partial?: boolean; charge?: string } = {},
) {
  return {
    id: next("evt"),
    type: "charge.refunded",
    created,
    livemode: false,
    data: {
      object: {
        id: options.charge ?? next("ch"),
        object: "charge",
        customer,
        amount: 999,
        amount_refunded: options.partial ? 300 : 999,
        refunded: !options.partial,
      },
    },
  };
}

/** charge.dispute.created: names only the charge (the stand-in answers its customer). */
export function disputeCreated(created: number, charge: string) {
  return {
    id: next("evt"),
    type: "charge.dispute.created",
    created,
    livemode: false,
    data: { object: { id: next("du"), object: "dispute", charge, amount: 999, status: "needs_response" } },
  };
}

export function invoiceEvent(
  type: "invoice.paid" | "invoice.payment_failed",
  created: number,
  subscription: string,
  periodEnd: number,
  metadata?: Meta,
  options: { id?: string; billingReason?: string; customer?: string } = {},
) {
  return {
    id: next("evt"),
    type,
    created,
    livemode: false,
    data: {
      object: {
        id: options.id ?? next("in"),
        object: "invoice",
        customer: options.customer ?? null,
        currency: "cad",
        subtotal: 999,
        amount_paid: type === "invoice.paid" ? 999 : 0,
        amount_due: 999,
        billing_reason: options.billingReason ?? "subscription_cycle",
        parent: { type: "subscription_details", subscription_details: { subscription, metadata: metadata ?? {} } },
        lines: { data: [{ period: { start: periodEnd - 30 * DAY, end: periodEnd } }] },
      },
    },
  };
}

export function subscriptionEvent(
  type: "customer.subscription.updated" | "customer.subscription.deleted",
  created: number,
  subscription: string,
  status: string,
  cancelAtPeriodEnd: boolean,
  metadata?: Meta,
) {
  return {
    id: next("evt"),
    type,
    created,
    livemode: false,
    data: {
      object: {
        id: subscription,
        object: "subscription",
        status,
        cancel_at_period_end: cancelAtPeriodEnd,
        metadata: metadata ?? {},
      },
    },
  };
}

/** The Stripe-Signature header for the event's JSON, as the provider would sign it. */
export function signWebhook(event: unknown): string {
  return signer.webhooks.generateTestHeaderString({ payload: JSON.stringify(event), secret: WEBHOOK_SECRET });
}

/** POST /api/stripe/webhook with the event signed (or with the signature given). */
export async function postWebhook(services: AppServices, event: unknown, signature?: string): Promise<Response> {
  const payload = JSON.stringify(event);
  const header = signature ?? signWebhook(event);
  const request = new Request(`${APP_URL}/api/stripe/webhook`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Stripe-Signature": header },
    body: payload,
  });
  return (await call(webhook as never, request, contextFor(services))) as Response;
}

/** Runs the handle-payment-event jobs queued for an event, as the worker would (each at most once here). */
export async function runEventJobs(services: AppServices, eventId: string): Promise<number> {
  const jobs = await services.db.any(sql.type(z.object({ data: z.object({ eventId: z.string() }) }))`
    SELECT data FROM pgboss.job WHERE name = ${handlePaymentEventJob.name} AND data->>'eventId' = ${eventId}`);
  for (const job of jobs)
    await handlePaymentEventHandler.handle(
      job.data,
      { ...services, logger: createLogger("silent") },
      undefined as never,
    );
  return jobs.length;
}

/** Delivers a signed event and runs its job; answers the webhook's status. */
export async function deliver(services: AppServices, event: { id: string }): Promise<number> {
  const response = await postWebhook(services, event);
  await runEventJobs(services, event.id);
  return response.status;
}

export async function adminUser(services: AppServices): Promise<CurrentUser> {
  const id = await services.db.oneFirst(sql.type(z.object({ id: z.uuid() }))`
    INSERT INTO users (email, role) VALUES ('featured-admin@example.com', 'admin')
    ON CONFLICT (email) DO UPDATE SET role = 'admin' RETURNING id`);
  return { ...(await findUserById(services.db, id))!, isAdmin: true, adminRole: true };
}

/** An applicant approved by an admin: the user, the therapist and the submission. */
export async function approvedTherapist(
  services: AppServices,
  input: { city?: string; lastName?: string; now?: number } = {},
) {
  const { id, userId } = await seedSubmission(services.db, { city: input.city, lastName: input.lastName });
  const outcome = await approveSubmission(services, await adminUser(services), id, null, input.now);
  if (outcome.kind !== "approved") throw new Error(`approval failed: ${outcome.kind}`);
  return { userId, therapistId: outcome.therapistId, submissionId: id, slug: outcome.slug };
}

const FeaturedRow = z.object({
  isFeatured: z.boolean(),
  featuredUntil: z.number().nullable(),
  subscriptionStatus: TherapistRow.shape.subscriptionStatus,
  subscriptionId: z.string().nullable(),
  status: z.string(),
});

export function featuredState(services: AppServices, therapistId: string) {
  return services.db.one(sql.type(FeaturedRow)`
    SELECT is_featured AS "isFeatured", featured_until AS "featuredUntil", subscription_status AS "subscriptionStatus",
      stripe_subscription_id AS "subscriptionId", status
    FROM therapists WHERE id = ${therapistId}`);
}

/**
 * A local stand-in for the provider's HTTP API: answers checkout, customer, billing portal, subscription and charge
 * calls and records them. `charges` maps a charge id to its customer (what a dispute's charge lookup answers).
 * A subscription is active until cancelled (DELETE); `canceled` holds the ones cancelled, and later reads of
 * them answer status canceled. A checkout session reads as open (with its url) unless `sessionStatus` says it was
 * completed or expired; expiring an open one makes it expired, and any other is refused as the provider refuses it
 * (400). Each `fail...` option makes those calls answer the provider's server error, as does any read or expiry of
 * a session named in `failingSessions`.
 */
export async function startProviderStandIn(
  options: { failCheckout?: boolean; failPortal?: boolean; failSubscriptions?: boolean } = {},
) {
  const requests: { method: string; path: string; body: URLSearchParams; idempotencyKey: string | null }[] = [];
  const charges = new Map<string, string>();
  const canceled = new Set<string>();
  const sessionStatus = new Map<string, "open" | "complete" | "expired">();
  const failingSessions = new Set<string>();
  let sessions = 0;
  let customers = 0;
  const tag = Math.random().toString(36).slice(2, 8); // customer ids stay unique across stand-ins
  let portals = 0;
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = "";
      req.on("data", (chunk: Buffer) => (text += chunk.toString()));
      req.on("end", () => resolve(text));
    });
  const server: Server = createServer((req, res) => {
    void read(req).then((text) => {
      const path = req.url ?? "";
      const idempotencyKey = (req.headers["idempotency-key"] as string | undefined) ?? null;
      requests.push({ method: req.method ?? "", path, body: new URLSearchParams(text), idempotencyKey });
      res.setHeader("Content-Type", "application/json");
      const charge = path.startsWith("/v1/charges/") ? charges.get(path.split("/").pop() ?? "") : undefined;
      const session = /^\/v1\/checkout\/sessions\/([^/?]+)(\/expire)?/.exec(path);
      const expiring = session?.[2] && req.method === "POST" ? session[1] : undefined;
      const reading = session && !session[2] && req.method === "GET" ? session[1] : undefined;
      if (path === "/v1/checkout/sessions" && !options.failCheckout) {
        const id = `cs_test_${++sessions}`;
        res.end(JSON.stringify({ id, object: "checkout.session", url: `https://checkout.stripe.test/c/pay/${id}` }));
      } else if (expiring && !options.failCheckout && !failingSessions.has(expiring)) {
        if ((sessionStatus.get(expiring) ?? "open") === "open") {
          sessionStatus.set(expiring, "expired");
          res.end(JSON.stringify({ id: expiring, object: "checkout.session", status: "expired", url: null }));
        } else {
          res.statusCode = 400;
          const message = "Only Checkout Sessions with a status of open can be expired.";
          res.end(JSON.stringify({ error: { type: "invalid_request_error", message } }));
        }
      } else if (reading && !options.failCheckout && !failingSessions.has(reading)) {
        const status = sessionStatus.get(reading) ?? "open";
        const url = status === "open" ? `https://checkout.stripe.test/c/pay/${reading}` : null;
        res.end(JSON.stringify({ id: reading, object: "checkout.session", status, url }));
      } else if (path === "/v1/customers") {
        res.end(JSON.stringify({ id: `cus_test_${tag}${++customers}`, object: "customer" }));
      } else if (path === "/v1/billing_portal/sessions" && !options.failPortal) {
        const id = `bps_test_${++portals}`;
        res.end(
          JSON.stringify({ id, object: "billing_portal.session", url: `https://billing.stripe.test/p/session/${id}` }),
        );
      } else if (charge) {
        res.end(JSON.stringify({ id: path.split("/").pop(), object: "charge", customer: charge }));
      } else if (path.startsWith("/v1/subscriptions/") && !options.failSubscriptions) {
        const id = path.split("/").pop() ?? "";
        if (req.method === "DELETE") canceled.add(id);
        res.end(
          JSON.stringify({
            id,
            object: "subscription",
            status: canceled.has(id) ? "canceled" : "active",
            cancel_at_period_end: true,
          }),
        );
      } else {
        res.statusCode = 500;
        res.end(JSON.stringify({ error: { type: "api_error", message: "stand-in failure" } }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    requests,
    charges,
    canceled,
    sessionStatus,
    failingSessions,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type ProviderStandIn = Awaited<ReturnType<typeof startProviderStandIn>>;
/** A Featured test file's own database, and services configured for the payment provider's local stand-in. */
export type ProviderTestbed = { t: TestDatabase; services: AppServices; provider: ProviderStandIn };

export async function startProviderTestbed(): Promise<ProviderTestbed> {
  const t = await createTestDb();
  const provider = await startProviderStandIn();
  const services = await createTestServices(t, stripeEnv(provider.url));
  return { t, services, provider };
}

export async function stopProviderTestbed({ t, services, provider }: ProviderTestbed): Promise<void> {
  await services.boss.stop({ graceful: false });
  await provider.close();
  await t.release();
}
