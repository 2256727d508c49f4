import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "slonik";
import { z } from "zod";
import { findSubmission } from "#app/admin/review.server.ts";
import { updateTherapistByEmail } from "#app/admin/profiles.server.ts";
import type { AppServices } from "#app/context.server.ts";
import { endFeaturedPeriod } from "#app/featured/expiry.server.ts";
import { handlePaymentEventJob } from "#app/jobs/handle-payment-event.server.ts";
import { type TestDatabase } from "../support/db.ts";
import { queuedEmailsTo } from "../support/auth.ts";
import { cancelJobsFor, runCancelJobsFor } from "../support/account.ts";
import { seedSubmission } from "../support/admin.ts";
import {
  adminUser,
  approvedTherapist,
  checkoutCompleted,
  DAY,
  deliver,
  featuredState,
  invoiceEvent,
  postWebhook,
  runEventJobs,
  subscriptionEvent,
  startProviderTestbed,
  stopProviderTestbed,
  type ProviderStandIn,
} from "../support/featured.ts";

// The Featured lifecycle as the payment provider drives it: signed webhook events (the official library's test
// header), stored once, applied by their job; order-safe; the end job; presignup payments applied at approval.
// The end of a period itself: featured-expiry.test.ts.

let t: TestDatabase;
let services: AppServices;
let provider: ProviderStandIn;

const T0 = 1_767_225_600; // 2026-01-01T00:00:00Z, the provider's event times in seconds
const ms = (seconds: number) => seconds * 1000;
const count = (query: ReturnType<typeof sql.unsafe>) =>
  t.db.oneFirst(sql.type(z.object({ n: z.number() }))`SELECT count(*)::int AS n FROM (${query}) q`);
const userEmail = (userId: string) =>
  t.db.oneFirst(sql.type(z.object({ email: z.string() }))`SELECT email FROM users WHERE id = ${userId}`);
const emailOf = (therapistId: string) =>
  t.db.oneFirst(sql.type(z.object({ email: z.string() }))`SELECT email FROM therapists WHERE id = ${therapistId}`);
const subjects = async (therapistId: string) =>
  (await queuedEmailsTo(services, await emailOf(therapistId))).map((m) => m.subject);

beforeAll(async () => {
  ({ t, services, provider } = await startProviderTestbed());
});
afterAll(() => stopProviderTestbed({ t, services, provider }));

describe("POST /api/stripe/webhook", () => {
  it("refuses a bad signature with 400 and stores nothing", async () => {
    const { userId, therapistId } = await approvedTherapist(services);
    const event = checkoutCompleted(T0, { userId, therapistId, purpose: "upgrade" });
    expect((await postWebhook(services, event, "t=1,v1=deadbeef")).status).toBe(400);
    expect((await postWebhook(services, event, "")).status).toBe(400);
    // signed for another body: tampering is caught
    const signedOther = await postWebhook(services, { ...event, id: "evt_other" });
    expect(signedOther.status).toBe(200);
    expect(await count(sql.unsafe`SELECT 1 FROM payment_events WHERE id = ${event.id}`)).toBe(0);
    expect((await featuredState(services, therapistId)).isFeatured).toBe(false);
  });

  it("stores an event once, handles it in a job enqueued with it, and a repeat changes nothing", async () => {
    const { userId, therapistId } = await approvedTherapist(services);
    const event = checkoutCompleted(T0, { userId, therapistId, purpose: "upgrade" });
    const first = await postWebhook(services, event);
    expect(first.status).toBe(200);
    expect(
      await count(
        sql.unsafe`SELECT 1 FROM pgboss.job WHERE name = ${handlePaymentEventJob.name} AND data->>'eventId' = ${event.id}`,
      ),
    ).toBe(1);
    expect((await featuredState(services, therapistId)).isFeatured).toBe(false); // not before the job runs
    await runEventJobs(services, event.id);
    await runEventJobs(services, event.id); // a job run twice
    const repeat = await postWebhook(services, event);
    expect(await repeat.json()).toEqual({ received: true, duplicate: true });
    await runEventJobs(services, event.id);

    const state = await featuredState(services, therapistId);
    expect(state).toMatchObject({
      isFeatured: true,
      featuredUntil: ms(T0 + 30 * DAY),
      subscriptionStatus: "active",
      subscriptionId: event.data.object.subscription,
    });
    expect(
      await count(sql.unsafe`SELECT 1 FROM featured_payments WHERE therapist_id = ${therapistId} AND status = 'paid'`),
    ).toBe(1);
    expect((await subjects(therapistId)).filter((s) => s.startsWith("Receipt"))).toHaveLength(1);
    expect(
      await count(
        sql.unsafe`SELECT 1 FROM pgboss.job WHERE name = 'index-therapist' AND data->>'therapistId' = ${therapistId}`,
      ),
    ).toBeGreaterThan(0);
    expect(
      await count(
        sql.unsafe`SELECT 1 FROM pgboss.job WHERE name = 'expire-featured' AND data->>'therapistId' = ${therapistId}`,
      ),
    ).toBeGreaterThan(0);
  });

  it("renewal extends Featured; older events arriving late never undo the newer state", async () => {
    const { userId, therapistId } = await approvedTherapist(services);
    const meta = { userId, therapistId, purpose: "upgrade" as const };
    const checkout = checkoutCompleted(T0, meta);
    const sub = checkout.data.object.subscription;
    const renewal = invoiceEvent("invoice.paid", T0 + 30 * DAY, sub, T0 + 60 * DAY, meta);
    const staleFailure = invoiceEvent("invoice.payment_failed", T0 + 29 * DAY, sub, T0 + 30 * DAY, meta);
    const staleCancel = subscriptionEvent("customer.subscription.updated", T0 + 10 * DAY, sub, "active", true, meta);
    // the renewal arrives before the checkout it follows (its subscription's metadata names the profile), stale
    // events after both, and the renewal once more
    expect(await deliver(services, renewal)).toBe(200);
    expect(await deliver(services, checkout)).toBe(200);
    expect(await deliver(services, staleFailure)).toBe(200);
    expect(await deliver(services, staleCancel)).toBe(200);
    expect(await deliver(services, renewal)).toBe(200);

    expect(await featuredState(services, therapistId)).toMatchObject({
      isFeatured: true,
      featuredUntil: ms(T0 + 60 * DAY),
      subscriptionStatus: "active",
    });
    const mail = await subjects(therapistId);
    expect(mail.filter((s) => s.includes("renewed"))).toHaveLength(1);
    expect(mail.filter((s) => s.startsWith("Payment failed"))).toHaveLength(0);
    // an older paid period arriving last does not shorten it
    await deliver(services, invoiceEvent("invoice.paid", T0 + DAY, sub, T0 + 30 * DAY));
    expect((await featuredState(services, therapistId)).featuredUntil).toBe(ms(T0 + 60 * DAY));
  });

  it("a failed payment keeps Featured to the end of the paid period, then the expiry job ends it (Free, still listed)", async () => {
    const { userId, therapistId } = await approvedTherapist(services);
    const checkout = checkoutCompleted(T0, { userId, therapistId, purpose: "upgrade" });
    await deliver(services, checkout);
    await deliver(
      services,
      invoiceEvent("invoice.payment_failed", T0 + 30 * DAY, checkout.data.object.subscription, T0 + 60 * DAY),
    );
    expect(await featuredState(services, therapistId)).toMatchObject({
      isFeatured: true,
      featuredUntil: ms(T0 + 30 * DAY),
      subscriptionStatus: "past_due",
    });
    expect((await subjects(therapistId)).filter((s) => s.startsWith("Payment failed"))).toHaveLength(1);
    expect(
      await count(
        sql.unsafe`SELECT 1 FROM featured_payments WHERE therapist_id = ${therapistId} AND status = 'failed'`,
      ),
    ).toBe(1);

    expect(await endFeaturedPeriod(services, therapistId, ms(T0 + 30 * DAY) - 1000)).toBe(false);
    expect(await endFeaturedPeriod(services, therapistId, ms(T0 + 30 * DAY) + 1000)).toBe(true);
    expect(await endFeaturedPeriod(services, therapistId, ms(T0 + 30 * DAY) + 2000)).toBe(false); // twice: nothing more
    expect(await featuredState(services, therapistId)).toMatchObject({ isFeatured: false, status: "approved" });
    expect((await subjects(therapistId)).filter((s) => s.includes("has ended"))).toHaveLength(1);
  });

  it("cancel at period end: Featured stays until the period ends, its end job then ends it", async () => {
    const { userId, therapistId } = await approvedTherapist(services);
    const checkout = checkoutCompleted(T0, { userId, therapistId, purpose: "upgrade" });
    const sub = checkout.data.object.subscription;
    await deliver(services, checkout);
    await deliver(services, subscriptionEvent("customer.subscription.updated", T0 + 5 * DAY, sub, "active", true));
    expect(await featuredState(services, therapistId)).toMatchObject({
      isFeatured: true,
      featuredUntil: ms(T0 + 30 * DAY),
      subscriptionStatus: "canceling",
    });
    await deliver(services, subscriptionEvent("customer.subscription.deleted", T0 + 30 * DAY, sub, "canceled", false));
    expect((await featuredState(services, therapistId)).subscriptionStatus).toBe("canceled");
    expect(await endFeaturedPeriod(services, therapistId, ms(T0 + 30 * DAY) + 1000)).toBe(true);
    expect(await featuredState(services, therapistId)).toMatchObject({ isFeatured: false, status: "approved" });
  });

  it("presignup payment, then rejection: the subscription is cancelled and a later approval features nothing", async () => {
    const { id: submissionId, userId } = await seedSubmission(services.db);
    const checkout = checkoutCompleted(T0, { userId, purpose: "presignup" });
    expect(await deliver(services, checkout)).toBe(200);
    const subscription = checkout.data.object.subscription;
    const { approveSubmission, rejectSubmission } = await import("#app/admin/decisions.server.ts");
    expect(await rejectSubmission(services, await adminUser(services), submissionId, "Licence not found")).toEqual({
      kind: "rejected",
    });
    expect(await cancelJobsFor(services, subscription)).toEqual([{ therapistId: null, subscriptionId: subscription }]);
    await runCancelJobsFor(services, subscription);
    expect(provider.canceled.has(subscription)).toBe(true);
    expect(
      await count(
        sql.unsafe`SELECT 1 FROM presignup_featured_payments WHERE user_id = ${userId} AND status = 'canceled'`,
      ),
    ).toBe(1);
    // The applicant applies again and is approved: the cancelled payment features nothing.
    const again = await seedSubmission(services.db, { email: await userEmail(userId) });
    const outcome = await approveSubmission(services, await adminUser(services), again.id, null, ms(T0 + 5 * DAY));
    if (outcome.kind !== "approved") throw new Error(outcome.kind);
    expect(await featuredState(services, outcome.therapistId)).toMatchObject({
      isFeatured: false,
      subscriptionId: null,
    });
  });

  it("presignup payment, then approval: Featured starts at approval and the admin sees the applicant paid", async () => {
    const { id: submissionId, userId } = await seedSubmission(services.db);
    const checkout = checkoutCompleted(T0, { userId, purpose: "presignup" });
    expect(await deliver(services, checkout)).toBe(200);
    expect(
      await count(
        sql.unsafe`SELECT 1 FROM presignup_featured_payments WHERE user_id = ${userId} AND status = 'paid' AND amount = 999`,
      ),
    ).toBe(1);
    expect((await findSubmission(services.db, submissionId))?.featuredPaid).toBe(true);

    const { approveSubmission } = await import("#app/admin/decisions.server.ts");
    const outcome = await approveSubmission(services, await adminUser(services), submissionId, null, ms(T0 + 2 * DAY));
    if (outcome.kind !== "approved") throw new Error(outcome.kind);
    expect(await featuredState(services, outcome.therapistId)).toMatchObject({
      isFeatured: true,
      featuredUntil: ms(T0 + 30 * DAY),
      subscriptionId: checkout.data.object.subscription,
      subscriptionStatus: "active",
    });
    expect(
      await count(
        sql.unsafe`SELECT 1 FROM presignup_featured_payments WHERE user_id = ${userId} AND applied_at IS NOT NULL`,
      ),
    ).toBe(1);
    // the next renewal lands on the profile
    await deliver(
      services,
      invoiceEvent("invoice.paid", T0 + 30 * DAY, checkout.data.object.subscription, T0 + 60 * DAY),
    );
    expect((await featuredState(services, outcome.therapistId)).featuredUntil).toBe(ms(T0 + 60 * DAY));
  });

  it("an admin's manual change is not undone by an older provider event, and a newer one applies", async () => {
    const { userId, therapistId } = await approvedTherapist(services);
    // The admin's edit is stamped by the wall clock, so this checkout is dated from it too (a day before now):
    // with a fixed date the events' order against the edit would depend on the day the test runs.
    const checkout = checkoutCompleted(Math.floor(Date.now() / 1000) - DAY, {
      userId,
      therapistId,
      purpose: "upgrade",
    });
    const sub = checkout.data.object.subscription;
    await deliver(services, checkout);
    const email = await emailOf(therapistId);
    const edited = await updateTherapistByEmail(services, await adminUser(services), email, { isFeatured: false });
    expect(edited.kind).toBe("updated");
    const editedAt = await t.db.oneFirst(sql.type(z.object({ at: z.number() }))`
      SELECT featured_changed_at AS at FROM therapists WHERE id = ${therapistId}`);
    const editedAtSeconds = Math.floor(editedAt / 1000);
    await deliver(services, invoiceEvent("invoice.paid", editedAtSeconds - 1, sub, editedAtSeconds + 29 * DAY));
    expect((await featuredState(services, therapistId)).isFeatured).toBe(false);
    expect(
      await count(sql.unsafe`SELECT 1 FROM admin_audit_log WHERE therapist_id = ${therapistId} AND action = 'edit'`),
    ).toBe(1);
    await deliver(services, invoiceEvent("invoice.paid", editedAtSeconds + 1, sub, editedAtSeconds + 30 * DAY));
    expect(await featuredState(services, therapistId)).toMatchObject({
      isFeatured: true,
      featuredUntil: ms(editedAtSeconds + 30 * DAY),
    });
  });
});
