import { sql } from "slonik";
import { z } from "zod";
import type { AppServices } from "#app/context.server.ts";
import type { Language } from "#app/i18n/language.ts";
import { localPath } from "#app/i18n/twins.ts";
import { returnUrls } from "./checkout.server.ts";
import { storedCustomer } from "./customer.server.ts";
import { runDemoEvent, type DemoServices } from "./demo-events.server.ts";
import type { ProviderSession } from "./events.server.ts";
import { FEATURED_CURRENCY, FEATURED_PRICE_CENTS } from "./plan.ts";

// Demo mode's checkout page (/dev/checkout/<id>). "Complete payment" pays by card: checkout.session.completed,
// paid. "Pay by pre-authorized debit" completes it unpaid: the payment is pending, and the same page then plays the
// bank, whose answer (the debit clears, or fails) is the provider's async_payment_succeeded or _failed. "Cancel"
// only closes the checkout. Each answers where the browser goes next.

export const DemoCheckout = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  therapistId: z.uuid().nullable(),
  purpose: z.enum(["upgrade", "presignup"]),
  status: z.enum(["open", "completed", "canceled"]),
  payment: z.enum(["pending", "paid", "failed"]).nullable(),
});
export type DemoCheckout = z.infer<typeof DemoCheckout>;

const sessionId = (checkout: DemoCheckout) => `cs_demo_${checkout.id}`;
const invoiceId = (checkout: DemoCheckout) => `in_demo_${checkout.id}`;

/** The user's own checkout with its payment's status, or null (someone else's is as good as missing). */
export async function findDemoCheckout(
  db: AppServices["db"],
  id: string,
  userId: string,
): Promise<DemoCheckout | null> {
  return db.maybeOne(sql.type(DemoCheckout)`
    SELECT c.id, c.user_id AS "userId", c.therapist_id AS "therapistId", c.purpose, c.status, p.status AS payment
    FROM featured_checkouts c
    LEFT JOIN featured_payments p ON p.provider_payment_id = 'in_demo_' || c.id::text
    WHERE c.id = ${id} AND c.user_id = ${userId}`);
}

/** The checkout session as the provider would report it. */
async function session(db: AppServices["db"], checkout: DemoCheckout, paid: boolean): Promise<ProviderSession> {
  return {
    id: sessionId(checkout),
    mode: "subscription",
    subscription: `sub_demo_${checkout.id}`,
    customer: (await storedCustomer(db, checkout.userId)) ?? `cus_demo_${checkout.userId}`,
    invoice: invoiceId(checkout),
    currency: FEATURED_CURRENCY,
    amount_subtotal: FEATURED_PRICE_CENTS,
    amount_total: FEATURED_PRICE_CENTS,
    payment_status: paid ? "paid" : "unpaid",
    metadata: {
      checkoutId: checkout.id,
      userId: checkout.userId,
      purpose: checkout.purpose,
      ...(checkout.therapistId && { therapistId: checkout.therapistId }),
    },
  };
}

/** Completes an open checkout, paid by card or with a debit still to clear; answers the page to return to. */
export async function completeDemoCheckout(
  services: DemoServices,
  checkout: DemoCheckout,
  method: "card" | "debit",
  now: number,
  language: Language = "en",
): Promise<string> {
  const urls = returnUrls("", checkout.purpose, language);
  const opened = await services.db.maybeOne(sql.type(z.object({ id: z.uuid() }))`
    UPDATE featured_checkouts SET status = 'completed', provider_session_id = ${sessionId(checkout)}
    WHERE id = ${checkout.id} AND status = 'open' RETURNING id`);
  if (!opened) return checkout.status === "canceled" ? urls.cancel : urls.success;
  const object = await session(services.db, checkout, method === "card");
  await runDemoEvent(services, "checkout.session.completed", object, now);
  return urls.success;
}

/** The bank's answer to a debit still clearing: it clears, or it fails. Answers the page to go to. */
export async function settleDemoDebit(
  services: DemoServices,
  checkout: DemoCheckout,
  outcome: "clears" | "fails",
  now: number,
  language: Language = "en",
): Promise<string> {
  if (checkout.payment === "pending") {
    const object = await session(services.db, checkout, outcome === "clears");
    const type =
      outcome === "clears" ? "checkout.session.async_payment_succeeded" : "checkout.session.async_payment_failed";
    await runDemoEvent(services, type, object, now);
  }
  return checkout.purpose === "upgrade"
    ? localPath(language, "/therapist/dashboard")
    : `${localPath(language, "/therapist/signup")}?plan=featured`;
}

export async function cancelDemoCheckout(
  db: AppServices["db"],
  checkout: DemoCheckout,
  language: Language = "en",
): Promise<string> {
  const urls = returnUrls("", checkout.purpose, language);
  const canceled = await db.maybeOne(sql.type(z.object({ id: z.uuid() }))`
    UPDATE featured_checkouts SET status = 'canceled' WHERE id = ${checkout.id} AND status = 'open' RETURNING id`);
  // A checkout paid already cannot be canceled (a page left open, the Back button): it leads where paying did.
  return !canceled && checkout.status === "completed" ? urls.success : urls.cancel;
}
