import { sql, type CommonQueryMethods } from "slonik";
import { z } from "zod";
import type { CurrentUser } from "#app/auth/users.server.ts";
import type { AppServices } from "#app/context.server.ts";
import type { Language } from "#app/i18n/language.ts";
import { localPath } from "#app/i18n/twins.ts";
import { stripeClient } from "./stripe.server.ts";

// A user's customer at the payment provider: created once (before the first checkout), reused by every later
// checkout, and opened by Manage billing (the provider's billing portal: payment methods, invoices, cancel). A
// refund or a dispute names the customer, which names the user. Demo mode's customer is cus_demo_<user id>, its
// billing portal the demo page /dev/billing-portal.

type Deps = Pick<AppServices, "db" | "config" | "logger">;

const Customer = z.object({ id: z.string() });

/** Remembers a customer the provider reports for a user (the first one wins if two report the same id). */
export async function rememberCustomer(tx: CommonQueryMethods, userId: string, customerId: string): Promise<void> {
  await tx.query(sql.unsafe`
    INSERT INTO featured_customers (provider_customer_id, user_id) VALUES (${customerId}, ${userId})
    ON CONFLICT (provider_customer_id) DO NOTHING`);
}

export async function userOfCustomer(tx: CommonQueryMethods, customerId: string): Promise<string | null> {
  return tx.maybeOneFirst(sql.type(z.object({ userId: z.uuid() }))`
    SELECT user_id AS "userId" FROM featured_customers WHERE provider_customer_id = ${customerId}`);
}

/** The user's customer (the newest, if the user ever had several), or null before the first checkout. */
export async function storedCustomer(db: CommonQueryMethods, userId: string): Promise<string | null> {
  return db.maybeOneFirst(sql.type(Customer)`
    SELECT provider_customer_id AS id FROM featured_customers WHERE user_id = ${userId}
    ORDER BY created_at DESC LIMIT 1`);
}

/**
 * The user's customer, created at the provider the first time (one idempotency key per user, so two checkouts
 * started at once still make one customer).
 */
export async function billingCustomer({ db, config }: Deps, user: CurrentUser): Promise<string> {
  const stored = await storedCustomer(db, user.id);
  if (stored) return stored;
  const created = config.stripe
    ? await stripeClient(config.stripe).customers.create(
        { email: user.email, metadata: { userId: user.id } },
        { idempotencyKey: `featured-customer-${user.id}` },
      )
    : { id: `cus_demo_${user.id}` };
  await rememberCustomer(db, user.id, created.id);
  return (await storedCustomer(db, user.id)) ?? created.id;
}

const NO_ACCOUNT = "There is no billing account yet: it is created with your first Featured checkout.";
const PORTAL_DOWN = "The payment provider could not open billing. Please try again in a moment.";

export type PortalOutcome = { kind: "ok"; url: string } | { kind: "error"; status: 404 | 502; message: string };

/** Where Manage billing sends the user: a fresh billing portal session, back to the dashboard (in the language of
 *  the page that asked) after. */
export async function billingPortalUrl(
  deps: Deps,
  user: CurrentUser,
  language: Language = "en",
): Promise<PortalOutcome> {
  const customer = await storedCustomer(deps.db, user.id);
  if (!customer) return { kind: "error", status: 404, message: NO_ACCOUNT };
  if (!deps.config.stripe) return { kind: "ok", url: "/dev/billing-portal" };
  try {
    const session = await stripeClient(deps.config.stripe).billingPortal.sessions.create({
      customer,
      return_url: `${deps.config.appUrl}${localPath(language, "/therapist/dashboard")}`,
    });
    return { kind: "ok", url: session.url };
  } catch (error) {
    deps.logger.warn({ err: error }, "billing portal session not created");
    return { kind: "error", status: 502, message: PORTAL_DOWN };
  }
}
