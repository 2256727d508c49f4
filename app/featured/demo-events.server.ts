import { randomUUID } from "node:crypto";
import type { AppServices } from "#app/context.server.ts";
import { recordEvent, type EventOfType, type ProviderEvent } from "./events.server.ts";
import { applyPaymentEvent } from "./fulfil.server.ts";

// Demo mode plays the payment provider: its pages build the events the provider would send, of the same shape,
// and run them through the same path as a webhook (stored once, job enqueued) and apply them at once, so the page
// the browser goes to next already shows the result.

export type DemoServices = Pick<AppServices, "db" | "boss" | "config" | "logger">;

/** Sends the provider's event of this type, dated `now`, down the webhook's path, and applies it at once. */
export async function runDemoEvent<T extends ProviderEvent["type"]>(
  services: DemoServices,
  type: T,
  object: EventOfType<T>["data"]["object"],
  now: number,
): Promise<void> {
  const id = `evt_demo_${randomUUID()}`;
  const event = { id, type, created: Math.floor(now / 1000), data: { object } } as ProviderEvent;
  await recordEvent(services, event);
  await applyPaymentEvent(services, id);
}
