import { sql, type CommonQueryMethods } from "slonik";
import { z } from "zod";
import type { AppServices } from "#app/context.server.ts";
import { handlePaymentEventJob } from "#app/jobs/handle-payment-event.server.ts";
import { enqueue } from "#app/jobs/queue.server.ts";

// The payment provider's events the Featured lifecycle follows, read from the provider's own event shape (a
// webhook's verified body, or the demo checkout's event of the same shape). Each event is stored once by its id
// and applied by the handle-payment-event job enqueued in the same transaction; a repeat changes nothing.

const Id = z.string().min(1).max(255);
const Metadata = z.object({
  checkoutId: z.uuid().optional(),
  userId: z.uuid().optional(),
  therapistId: z.uuid().optional(),
  purpose: z.enum(["upgrade", "presignup"]).optional(),
});

const Base = z.object({ id: Id, created: z.number().int().positive() });

// A subscription checkout: paid (a card), or unpaid until a delayed payment method (pre-authorized debit) clears
// or fails, which the two async events report. `invoice` is the subscription's first invoice: the payment itself.
const Session = z.object({
  id: Id,
  mode: z.literal("subscription"),
  subscription: Id,
  customer: Id.nullable(),
  invoice: Id.nullable().optional(),
  currency: z.string(),
  /** Before discounts and taxes: the price of what was bought. */
  amount_subtotal: z.number().int().nullable(),
  amount_total: z.number().int().min(0).nullable(),
  payment_status: z.enum(["paid", "unpaid", "no_payment_required"]),
  metadata: Metadata,
});
export type ProviderSession = z.infer<typeof Session>;

const SessionEvent = Base.extend({
  type: z.enum([
    "checkout.session.completed",
    "checkout.session.async_payment_succeeded",
    "checkout.session.async_payment_failed",
  ]),
  data: z.object({ object: Session }),
});

const Invoice = z.object({
  id: Id,
  customer: Id.nullable().optional(),
  currency: z.string(),
  /** Before discounts and taxes (a proration can be below zero). */
  subtotal: z.number().int(),
  amount_paid: z.number().int().min(0).optional(),
  amount_due: z.number().int().min(0).optional(),
  billing_reason: z.string().nullable().optional(),
  subscription: Id.nullable().optional(),
  parent: z
    .object({
      subscription_details: z
        .object({ subscription: Id, metadata: Metadata.nullable().optional() })
        .nullable()
        .optional(),
    })
    .nullable()
    .optional(),
  lines: z.object({ data: z.array(z.object({ period: z.object({ end: z.number().int() }) })) }).optional(),
});

export type ProviderInvoice = z.infer<typeof Invoice>;

const InvoiceEvent = Base.extend({
  type: z.enum(["invoice.paid", "invoice.payment_failed"]),
  data: z.object({ object: Invoice }),
});

const SubscriptionEvent = Base.extend({
  type: z.enum(["customer.subscription.updated", "customer.subscription.deleted"]),
  data: z.object({
    object: z.object({
      id: Id,
      status: z.string(),
      cancel_at_period_end: z.boolean().optional(),
      metadata: Metadata.optional(),
    }),
  }),
});

// Money taken back: a refund (only a full one ends Featured) or a dispute (which names only the charge).
const ChargeRefunded = Base.extend({
  type: z.literal("charge.refunded"),
  data: z.object({
    object: z.object({
      id: Id,
      customer: Id.nullable(),
      refunded: z.boolean(),
      amount_refunded: z.number().int().min(0),
    }),
  }),
});

const DisputeCreated = Base.extend({
  type: z.literal("charge.dispute.created"),
  data: z.object({ object: z.object({ id: Id, charge: Id, amount: z.number().int().min(0) }) }),
});

export const ProviderEvent = z.discriminatedUnion("type", [
  SessionEvent,
  InvoiceEvent,
  SubscriptionEvent,
  ChargeRefunded,
  DisputeCreated,
]);
export type ProviderEvent = z.infer<typeof ProviderEvent>;
/** The event shape whose type list holds T. */
export type EventOfType<T extends ProviderEvent["type"]> = ProviderEvent extends infer E
  ? E extends { type: infer U }
    ? T extends U
      ? E
      : never
    : never
  : never;
export type ProviderSubscription = z.infer<typeof SubscriptionEvent>["data"]["object"];

/** The event types the Featured lifecycle follows (the webhook endpoint's list at the provider). */
export const HANDLED_TYPES: readonly string[] = ProviderEvent.options.flatMap((option) => {
  const type = option.shape.type;
  return type instanceof z.ZodEnum ? (type.options as string[]) : [type.value];
});

/** A verified event the lifecycle follows, or null for any other (answered 200 and not stored). */
export function readProviderEvent(raw: unknown): ProviderEvent | null {
  const type = z.object({ type: z.string() }).safeParse(raw);
  if (!type.success || !HANDLED_TYPES.includes(type.data.type)) return null;
  const parsed = ProviderEvent.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/** The subscription an invoice belongs to (its place moved between provider API versions). */
export function invoiceSubscription(invoice: ProviderInvoice): string | null {
  return invoice.parent?.subscription_details?.subscription ?? invoice.subscription ?? null;
}

/** Stores the event once; true when it was new (and its job enqueued with it). */
export async function recordEvent(
  { db, boss }: Pick<AppServices, "db" | "boss">,
  event: ProviderEvent,
): Promise<boolean> {
  return db.transaction(async (tx) => storeEvent(tx, boss, event));
}

async function storeEvent(tx: CommonQueryMethods, boss: AppServices["boss"], event: ProviderEvent): Promise<boolean> {
  const stored = await tx.maybeOne(sql.type(z.object({ id: z.string() }))`
    INSERT INTO payment_events (id, type, created, payload)
    VALUES (${event.id}, ${event.type}, to_timestamp(${event.created}), ${sql.jsonb(event as never)})
    ON CONFLICT (id) DO NOTHING RETURNING id`);
  if (!stored) return false;
  await enqueue(boss, handlePaymentEventJob, { eventId: event.id }, { db: tx });
  return true;
}
