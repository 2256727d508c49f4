import { randomUUID } from "node:crypto";
import type { AppServices } from "#app/context.server.ts";
import { recordEvent, type EventOfType, type ProviderEvent } from "./events.server.ts";
import { applyPaymentEvent } from "./fulfil.server.ts";

// Demo mode plays the payment provider: its pages build the events the provider would send, of the same shape,
// and run them through the same path as a webhook (stored once, job enqueued) and apply them at once, so the page
// the browser goes to next already shows the result.

export type DemoServices = Pick<AppServices, "db" | "boss" | "config" | "logger">;

/** The provider's event of this type, dated now. */
export function demoEvent<T extends ProviderEvent["type"]>(
  type: T,
  object: EventOfType<T>["data"]["object"],
  now: number,
): ProviderEvent {
  return { id: `evt_demo_${randomUUID()}`, type, created: Math.floor(now / 1000), data: { object } } as ProviderEvent;
}

export async function runDemoEvent(services: DemoServices, event: ProviderEvent): Promise<void> {
  await recordEvent(services, event);
  await applyPaymentEvent(services, event.id);
}
