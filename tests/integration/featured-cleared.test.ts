import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "slonik";
import { z } from "zod";
import { approveSubmission } from "#app/admin/decisions.server.ts";
import { loader as dashboardLoader } from "#app/routes/therapist.dashboard.tsx";
import type { AppServices } from "#app/context.server.ts";
import { type TestDatabase } from "../support/db.ts";
import { appRequest, call, contextFor, queuedEmailsTo, signedInCookie } from "../support/auth.ts";
import { seedSubmission } from "../support/admin.ts";
import {
  adminUser,
  approvedTherapist,
  asyncPayment,
  chargeRefunded,
  checkoutCompleted,
  DAY,
  deliver,
  disputeCreated,
  featuredState,
  invoiceEvent,
  postWebhook,
  startProviderTestbed,
  stopProviderTestbed,
  type ProviderStandIn,
} from "../support/featured.ts";

// Only money that cleared makes a listing Featured: a checkout paid by pre-authorized debit is pending until the
// provider's async answer; a failure, a full refund or a dispute ends it (the therapist is told). Each event kind
// delivered twice and out of order, signed like the provider's, applied by its job.

let t: TestDatabase;
let services: AppServices;
let provider: ProviderStandIn;

const T0 = 1_767_225_600; // 2026-01-01T00:00:00Z, the provider's event times in seconds
const ms = (seconds: number) => seconds * 1000;
const Row = z.object({ status: z.string(), kind: z.string(), amount: z.number() });
const history = (userId: string) =>
  t.db.any(
    sql.type(Row)`SELECT status, kind, amount FROM featured_payments WHERE user_id = ${userId} ORDER BY created_at`,
  );
const subjects = async (therapistId: string) => {
  const email = await t.db.oneFirst(sql.type(z.object({ email: z.string() }))`
    SELECT email FROM therapists WHERE id = ${therapistId}`);
  return (await queuedEmailsTo(services, email)).map((m) => m.subject);
};
const count = (list: string[], prefix: string) => list.filter((s) => s.startsWith(prefix)).length;

async function upgrade() {
  const { userId, therapistId } = await approvedTherapist(services);
  return { userId, therapistId, meta: { userId, therapistId, purpose: "upgrade" as const } };
}

beforeAll(async () => {
  ({ t, services, provider } = await startProviderTestbed());
});
afterAll(() => stopProviderTestbed({ t, services, provider }));

describe("a delayed payment (pre-authorized debit)", () => {
  it("is not Featured while pending; Featured for 30 days from when it clears, with one receipt", async () => {
    const { userId, therapistId, meta } = await upgrade();
    const completed = checkoutCompleted(T0, meta, undefined, { paymentStatus: "unpaid" });
    expect(await deliver(services, completed)).toBe(200);
    expect(await deliver(services, completed)).toBe(200); // delivered twice
    expect(await featuredState(services, therapistId)).toMatchObject({ isFeatured: false, featuredUntil: null });
    expect(await history(userId)).toEqual([{ status: "pending", kind: "first", amount: 999 }]);
    expect(count(await subjects(therapistId), "Receipt")).toBe(0);

    const cleared = asyncPayment("succeeded", T0 + 4 * DAY, completed.data.object);
    expect(await deliver(services, cleared)).toBe(200);
    expect(await deliver(services, cleared)).toBe(200);
    expect(await featuredState(services, therapistId)).toMatchObject({
      isFeatured: true,
      featuredUntil: ms(T0 + 34 * DAY),
      subscriptionStatus: "active",
    });
    expect(await history(userId)).toEqual([{ status: "paid", kind: "first", amount: 999 }]);
    expect(count(await subjects(therapistId), "Receipt")).toBe(1);
    // the subscription's first invoice is the same payment: paid again, nothing more happens
    const sub = completed.data.object.subscription;
    const invoice = { id: completed.data.object.invoice!, billingReason: "subscription_create" };
    await deliver(services, invoiceEvent("invoice.paid", T0 + 4 * DAY, sub, T0 + 31 * DAY, meta, invoice));
    expect(count(await subjects(therapistId), "Receipt")).toBe(1);
    expect(await history(userId)).toHaveLength(1);
  });

  it("that fails: never Featured, the therapist told once; a retried first invoice that clears counts", async () => {
    const { userId, therapistId, meta } = await upgrade();
    const completed = checkoutCompleted(T0, meta, undefined, { paymentStatus: "unpaid" });
    await deliver(services, completed);
    const failed = asyncPayment("failed", T0 + 5 * DAY, completed.data.object);
    await deliver(services, failed);
    await deliver(services, failed);
    // the first invoice's own failure names the same payment
    const invoice = { id: completed.data.object.invoice!, billingReason: "subscription_create" };
    const sub = completed.data.object.subscription;
    await deliver(services, invoiceEvent("invoice.payment_failed", T0 + 5 * DAY, sub, T0 + 30 * DAY, meta, invoice));
    expect(await featuredState(services, therapistId)).toMatchObject({ isFeatured: false, featuredUntil: null });
    expect(await history(userId)).toEqual([{ status: "failed", kind: "first", amount: 999 }]);
    expect(count(await subjects(therapistId), "Payment failed")).toBe(1);
    // the provider retries the first invoice and the money clears after all
    await deliver(services, invoiceEvent("invoice.paid", T0 + 8 * DAY, sub, T0 + 38 * DAY, meta, invoice));
    expect(await featuredState(services, therapistId)).toMatchObject({
      isFeatured: true,
      featuredUntil: ms(T0 + 38 * DAY),
    });
    expect(await history(userId)).toEqual([{ status: "paid", kind: "first", amount: 999 }]);
  });

  it("ends the same when its answer arrives before the checkout's completion", async () => {
    const a = await upgrade();
    const pendingA = checkoutCompleted(T0, a.meta, undefined, { paymentStatus: "unpaid" });
    await deliver(services, asyncPayment("succeeded", T0 + 3 * DAY, pendingA.data.object));
    await deliver(services, pendingA);
    expect(await featuredState(services, a.therapistId)).toMatchObject({ isFeatured: true });
    expect(await history(a.userId)).toEqual([{ status: "paid", kind: "first", amount: 999 }]);

    const b = await upgrade();
    const pendingB = checkoutCompleted(T0, b.meta, undefined, { paymentStatus: "unpaid" });
    await deliver(services, asyncPayment("failed", T0 + 3 * DAY, pendingB.data.object));
    await deliver(services, pendingB);
    expect(await featuredState(services, b.therapistId)).toMatchObject({ isFeatured: false });
    expect(await history(b.userId)).toEqual([{ status: "failed", kind: "first", amount: 999 }]);
    expect(count(await subjects(b.therapistId), "Payment failed")).toBe(1);
  });

  it("at signup: approval does not make it Featured until it clears; clearing then does", async () => {
    const { id: submissionId, userId } = await seedSubmission(services.db);
    const completed = checkoutCompleted(T0, { userId, purpose: "presignup" }, undefined, { paymentStatus: "unpaid" });
    await deliver(services, completed);
    const approved = await approveSubmission(services, await adminUser(services), submissionId, null, ms(T0 + DAY));
    if (approved.kind !== "approved") throw new Error(approved.kind);
    expect((await featuredState(services, approved.therapistId)).isFeatured).toBe(false);
    await deliver(services, asyncPayment("succeeded", T0 + 4 * DAY, completed.data.object));
    expect(await featuredState(services, approved.therapistId)).toMatchObject({
      isFeatured: true,
      featuredUntil: ms(T0 + 34 * DAY),
      subscriptionId: completed.data.object.subscription,
    });
  });
});

describe("a demo server given the provider's keys", () => {
  it("offers no demo checkout page for a payment still clearing: the provider's checkouts are real there", async () => {
    const { userId, therapistId, meta } = await upgrade();
    const checkoutId = await t.db.oneFirst(sql.type(z.object({ id: z.uuid() }))`
      INSERT INTO featured_checkouts (user_id, therapist_id, purpose) VALUES (${userId}, ${therapistId}, 'upgrade')
      RETURNING id`);
    const session = checkoutCompleted(T0, { ...meta, checkoutId }, undefined, { paymentStatus: "unpaid" });
    expect(await deliver(services, session)).toBe(200);
    const email = await t.db.oneFirst(sql.type(z.object({ email: z.string() }))`
      SELECT email FROM users WHERE id = ${userId}`);
    const cookie = await signedInCookie(services, email);
    const dashboard = (await call(
      dashboardLoader as never,
      appRequest("/therapist/dashboard", { cookie }),
      contextFor(services),
    )) as { featured: { firstPayment: string; demoCheckoutId: string | null } };
    expect(services.config.mode).toBe("demo");
    expect(dashboard.featured).toEqual(expect.objectContaining({ firstPayment: "pending", demoCheckoutId: null }));
  });
});

describe("money taken back", () => {
  it("a full refund ends Featured at once and tells the therapist; a partial refund does not", async () => {
    const { userId, therapistId, meta } = await upgrade();
    const paid = checkoutCompleted(T0, meta, undefined, { customer: `cus_refund_${userId}` });
    await deliver(services, paid);
    await deliver(services, chargeRefunded(T0 + 2 * DAY, `cus_refund_${userId}`, { partial: true }));
    expect((await featuredState(services, therapistId)).isFeatured).toBe(true);

    const refund = chargeRefunded(T0 + 3 * DAY, `cus_refund_${userId}`);
    await deliver(services, refund);
    await deliver(services, refund);
    expect(await featuredState(services, therapistId)).toMatchObject({
      isFeatured: false,
      featuredUntil: ms(T0 + 3 * DAY),
    });
    expect(await history(userId)).toEqual([
      { status: "paid", kind: "first", amount: 999 },
      { status: "refunded", kind: "reversal", amount: 999 },
    ]);
    expect(count(await subjects(therapistId), "Your Featured Listing payment was refunded")).toBe(1);

    // the same payment reported again (dated before the refund) does not bring Featured back; new money does
    await deliver(services, asyncPayment("succeeded", T0 + DAY, paid.data.object));
    expect((await featuredState(services, therapistId)).isFeatured).toBe(false);
    const sub = paid.data.object.subscription;
    await deliver(services, invoiceEvent("invoice.paid", T0 + 30 * DAY, sub, T0 + 60 * DAY));
    expect(await featuredState(services, therapistId)).toMatchObject({
      isFeatured: true,
      featuredUntil: ms(T0 + 60 * DAY),
    });
  });

  it("a dispute (which names only the charge) ends Featured; the charge's customer is asked of the provider", async () => {
    const { userId, therapistId, meta } = await upgrade();
    await deliver(services, checkoutCompleted(T0, meta, undefined, { customer: `cus_dispute_${userId}` }));
    provider.charges.set(`ch_disputed_${userId}`, `cus_dispute_${userId}`);
    const dispute = disputeCreated(T0 + 10 * DAY, `ch_disputed_${userId}`);
    expect(await deliver(services, dispute)).toBe(200);
    expect(await deliver(services, dispute)).toBe(200);
    expect(provider.requests.filter((r) => r.path === `/v1/charges/ch_disputed_${userId}`)).toHaveLength(1);
    expect(await featuredState(services, therapistId)).toMatchObject({ isFeatured: false });
    expect((await history(userId)).map((p) => p.status)).toEqual(["paid", "disputed"]);
    expect(count(await subjects(therapistId), "Your Featured Listing payment is disputed")).toBe(1);
  });

  it("a refund arriving before the payment it takes back keeps the listing from being Featured", async () => {
    const { therapistId, meta, userId } = await upgrade();
    const paid = checkoutCompleted(T0, meta, undefined, { customer: `cus_early_${userId}` });
    // the customer is known from the checkout's start (the stored customer), before any event
    await t.db.query(sql.unsafe`
      INSERT INTO featured_customers (provider_customer_id, user_id) VALUES (${`cus_early_${userId}`}, ${userId})`);
    await deliver(services, chargeRefunded(T0 + 2 * DAY, `cus_early_${userId}`));
    await deliver(services, paid);
    expect((await featuredState(services, therapistId)).isFeatured).toBe(false);
  });

  it("a refund before approval closes a presignup payment: approval then grants nothing", async () => {
    const { id: submissionId, userId } = await seedSubmission(services.db);
    const customer = `cus_presignup_${userId}`;
    await deliver(services, checkoutCompleted(T0, { userId, purpose: "presignup" }, undefined, { customer }));
    await deliver(services, chargeRefunded(T0 + DAY, customer));
    const approved = await approveSubmission(services, await adminUser(services), submissionId, null, ms(T0 + 2 * DAY));
    if (approved.kind !== "approved") throw new Error(approved.kind);
    expect((await featuredState(services, approved.therapistId)).isFeatured).toBe(false);
    const status = await t.db.oneFirst(sql.type(z.object({ status: z.string() }))`
      SELECT status FROM presignup_featured_payments WHERE user_id = ${userId}`);
    expect(status).toBe("refunded");
  });

  it("refunds and disputes are verified like every event: a bad signature is refused and stores nothing", async () => {
    const refund = chargeRefunded(T0, "cus_forged");
    expect((await postWebhook(services, refund, "t=1,v1=deadbeef")).status).toBe(400);
    const stored = await t.db.exists(sql.unsafe`SELECT 1 FROM payment_events WHERE id = ${refund.id}`);
    expect(stored).toBe(false);
  });
});
