import { randomUUID } from "node:crypto";
import { sql } from "slonik";
import { z } from "zod";
import type { AppServices } from "#app/context.server.ts";
import { returnUrls } from "./checkout.server.ts";
import { recordEvent, type ProviderEvent } from "./events.server.ts";
import { applyPaymentEvent } from "./fulfil.server.ts";
import { FEATURED_PRICE_CENTS } from "./plan.ts";

// Demo mode's checkout page (/dev/checkout/<id>): "Complete payment" builds the event the provider would send
// (checkout.session.completed, same shape) and runs it through the same path as a webhook (stored once, job
// enqueued) and applies it at once, so the page the browser returns to already shows the result. "Cancel" only
// closes the checkout. Both answer where the provider would send the browser.

export const DemoCheckout = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  therapistId: z.uuid().nullable(),
  purpose: z.enum(["upgrade", "presignup"]),
  status: z.enum(["open", "completed", "canceled"]),
});
export type DemoCheckout = z.infer<typeof DemoCheckout>;

/** The user's own checkout, or null (someone else's is as good as missing). */
export async function findDemoCheckout(
  db: AppServices["db"],
  id: string,
  userId: string,
): Promise<DemoCheckout | null> {
  return db.maybeOne(sql.type(DemoCheckout)`
    SELECT id, user_id AS "userId", therapist_id AS "therapistId", purpose, status
    FROM featured_checkouts WHERE id = ${id} AND user_id = ${userId}`);
}

/** Pays an open checkout as the provider would report it; answers the page to return to. */
export async function completeDemoCheckout(
  services: Pick<AppServices, "db" | "boss" | "config">,
  checkout: DemoCheckout,
  now: number,
): Promise<string> {
  const urls = returnUrls("", checkout.purpose);
  const opened = await services.db.maybeOne(sql.type(z.object({ id: z.uuid() }))`
    UPDATE featured_checkouts SET status = 'completed', provider_session_id = ${`cs_demo_${checkout.id}`}
    WHERE id = ${checkout.id} AND status = 'open' RETURNING id`);
  if (!opened) return checkout.status === "canceled" ? urls.cancel : urls.success;
  const event: ProviderEvent = {
    id: `evt_demo_${randomUUID()}`,
    type: "checkout.session.completed",
    created: Math.floor(now / 1000),
    data: {
      object: {
        id: `cs_demo_${checkout.id}`,
        mode: "subscription",
        subscription: `sub_demo_${randomUUID()}`,
        customer: `cus_demo_${checkout.userId}`,
        amount_total: FEATURED_PRICE_CENTS,
        metadata: {
          checkoutId: checkout.id,
          userId: checkout.userId,
          purpose: checkout.purpose,
          ...(checkout.therapistId && { therapistId: checkout.therapistId }),
        },
      },
    },
  };
  await recordEvent(services, event);
  await applyPaymentEvent(services, event.id);
  return urls.success;
}

export async function cancelDemoCheckout(db: AppServices["db"], checkout: DemoCheckout): Promise<string> {
  await db.query(
    sql.unsafe`UPDATE featured_checkouts SET status = 'canceled' WHERE id = ${checkout.id} AND status = 'open'`,
  );
  return returnUrls("", checkout.purpose).cancel;
}
