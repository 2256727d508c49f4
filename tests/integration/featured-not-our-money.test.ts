import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "slonik";
import { z } from "zod";
import type { AppServices } from "#app/context.server.ts";
import { type TestDatabase } from "../support/db.ts";
import {
  approvedTherapist,
  checkoutCompleted,
  DAY,
  deliver,
  featuredState,
  invoiceEvent,
  startProviderTestbed,
  stopProviderTestbed,
  type ProviderStandIn,
} from "../support/featured.ts";

// Only the Featured plan's own money makes a listing Featured: a payment in another currency or for less than the
// plan's price before discounts and taxes (another price or product on the same account, a proration) is
// acknowledged and changes nothing. A renewal paid from the customer's credit balance is still the plan's price
// and counts.

let t: TestDatabase;
let services: AppServices;
let provider: ProviderStandIn;

const T0 = Math.floor(Date.now() / 1000) - DAY;
const count = (query: ReturnType<typeof sql.unsafe>) =>
  t.db.oneFirst(sql.type(z.object({ n: z.number() }))`SELECT count(*)::int AS n FROM (${query}) q`);

beforeAll(async () => {
  ({ t, services, provider } = await startProviderTestbed());
});
afterAll(() => stopProviderTestbed({ t, services, provider }));

describe("money that is not the Featured plan's", () => {
  it.each([
    ["in another currency", { currency: "usd" }],
    ["for less than the plan's price", { amount_subtotal: 100, amount_total: 100 }],
  ])("a checkout paid %s features nothing and records no payment", async (_, change) => {
    const { userId, therapistId } = await approvedTherapist(services);
    const event = checkoutCompleted(T0, { userId, therapistId, purpose: "upgrade" });
    Object.assign(event.data.object, change);
    expect(await deliver(services, event)).toBe(200);
    expect((await featuredState(services, therapistId)).isFeatured).toBe(false);
    expect(await count(sql.unsafe`SELECT 1 FROM featured_payments WHERE user_id = ${userId}`)).toBe(0);
  });

  it.each([
    ["in another currency does not extend Featured", { currency: "usd" }, false],
    ["for less than the plan's price (a proration) does not extend Featured", { subtotal: 12, amount_paid: 12 }, false],
    ["from the credit balance (the plan's price, nothing charged) extends Featured", { amount_paid: 0 }, true],
  ])("a renewal paid %s", async (_, change, extends_) => {
    const { userId, therapistId } = await approvedTherapist(services);
    const meta = { userId, therapistId, purpose: "upgrade" as const };
    const checkout = checkoutCompleted(T0, meta);
    await deliver(services, checkout);
    const before = (await featuredState(services, therapistId)).featuredUntil;
    const renewal = invoiceEvent("invoice.paid", T0 + 60, checkout.data.object.subscription, T0 + 365 * DAY, meta);
    Object.assign(renewal.data.object, change);
    expect(await deliver(services, renewal)).toBe(200);
    const after = (await featuredState(services, therapistId)).featuredUntil;
    expect(after).toBe(extends_ ? (T0 + 365 * DAY) * 1000 : before);
  });
});
