import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "slonik";
import { z } from "zod";
import type { AppServices } from "#app/context.server.ts";
import { deleteTherapist } from "#app/admin/profiles.server.ts";
import { cancelRemovedSubscriptionJob } from "#app/jobs/cancel-removed-subscription.server.ts";
import { action as checkoutApi } from "#app/routes/api.create-subscription-checkout.ts";
import { action as dashboardAction } from "#app/routes/therapist.dashboard.tsx";
import { appRequest, call, contextFor, signedInCookie } from "../support/auth.ts";
import { type TestDatabase } from "../support/db.ts";
import {
  adminUser,
  approvedTherapist,
  asyncPayment,
  checkoutCompleted,
  DAY,
  deliver,
  featuredState,
  invoiceEvent,
  subscriptionEvent,
  startProviderTestbed,
  stopProviderTestbed,
  type ProviderStandIn,
} from "../support/featured.ts";

// A listing holds one subscription: the one the newest provider event names. An event about an older subscription
// (one that ended, or whose first payment failed, before the therapist bought Featured again) may arrive late (the
// provider retries for days and keeps no order); it must not take the listing back to that subscription, or
// Cancel Featured would stop the old one while the new one keeps renewing.

let t: TestDatabase;
let services: AppServices;
let provider: ProviderStandIn;

const NOW = Math.floor(Date.now() / 1000);
const HOUR = 3600;

beforeAll(async () => {
  ({ t, services, provider } = await startProviderTestbed());
});
afterAll(() => stopProviderTestbed({ t, services, provider }));

/** The subscriptions the cancel-removed-subscription jobs queued for a therapist stop. */
const cancelJobsFor = (therapistId: string) =>
  t.db.anyFirst(sql.type(z.object({ subscription: z.string() }))`
    SELECT data->>'subscriptionId' AS subscription FROM pgboss.job WHERE name = ${cancelRemovedSubscriptionJob.name}
      AND data->>'therapistId' = ${therapistId} ORDER BY created_on`);

const emailOfUser = (userId: string) =>
  t.db.oneFirst(sql.type(z.object({ email: z.string() }))`SELECT email FROM users WHERE id = ${userId}`);

/** An approved listing that bought Featured by card `days` ago: its ids, its events' metadata and that subscription. */
async function featuredSince(days: number) {
  const { userId, therapistId } = await approvedTherapist(services);
  const meta = { userId, therapistId, purpose: "upgrade" as const };
  const old = checkoutCompleted(NOW - days * DAY, meta);
  expect(await deliver(services, old)).toBe(200);
  return { userId, therapistId, meta, oldSub: old.data.object.subscription };
}

/** Cancel Featured on the dashboard; answers the provider paths it called. */
async function cancelFeatured(userId: string) {
  provider.requests.length = 0;
  const cookie = await signedInCookie(services, await emailOfUser(userId));
  const form = appRequest("/therapist/dashboard", { form: { intent: "cancel-featured" }, cookie });
  const answer = await call(dashboardAction as never, form, contextFor(services));
  return { answer, paths: provider.requests.map((r) => `${r.method} ${r.path}`) };
}

describe("a late event about a subscription the listing no longer holds", () => {
  it("after the old one ended and Featured was bought again: the listing keeps the new one, and cancelling stops it", async () => {
    const { userId, therapistId, meta, oldSub } = await featuredSince(31);
    // cancelled at the period end; the period ended an hour ago
    await deliver(
      services,
      subscriptionEvent("customer.subscription.updated", NOW - 20 * DAY, oldSub, "active", true, meta),
    );
    const fresh = checkoutCompleted(NOW - 600, meta);
    const newSub = fresh.data.object.subscription;
    expect(await deliver(services, fresh)).toBe(200);
    // the old subscription's end, reported late
    const ended = subscriptionEvent("customer.subscription.deleted", NOW - HOUR, oldSub, "canceled", true, meta);
    expect(await deliver(services, ended)).toBe(200);
    // and one of its invoices, older still
    const oldRenewal = invoiceEvent("invoice.payment_failed", NOW - 2 * HOUR, oldSub, NOW + 29 * DAY, meta);
    expect(await deliver(services, oldRenewal)).toBe(200);

    expect(await featuredState(services, therapistId)).toMatchObject({
      isFeatured: true,
      subscriptionId: newSub,
      subscriptionStatus: "active",
    });
    const { answer, paths } = await cancelFeatured(userId);
    expect(answer).toMatchObject({ ok: true });
    expect(paths).toEqual([`POST /v1/subscriptions/${newSub}`]);
  });

  it("after a first payment that failed: its first invoice reported late does not take the listing back", async () => {
    const { userId, therapistId } = await approvedTherapist(services);
    const meta = { userId, therapistId, purpose: "upgrade" as const };
    const debit = checkoutCompleted(NOW - 5 * DAY, meta, undefined, { paymentStatus: "unpaid" });
    const failedSub = debit.data.object.subscription;
    await deliver(services, debit);
    await deliver(services, asyncPayment("failed", NOW - 2 * DAY, debit.data.object));
    const card = checkoutCompleted(NOW - DAY, meta);
    await deliver(services, card);
    const lateInvoice = invoiceEvent("invoice.payment_failed", NOW - 2 * DAY, failedSub, NOW + 25 * DAY, meta, {
      id: debit.data.object.invoice!,
      billingReason: "subscription_create",
    });
    expect(await deliver(services, lateInvoice)).toBe(200);
    expect(await featuredState(services, therapistId)).toMatchObject({
      isFeatured: true,
      subscriptionId: card.data.object.subscription,
      subscriptionStatus: "active",
    });
  });

  it("a new subscription's event that comes before its checkout still finds the listing (which held an ended one)", async () => {
    const { therapistId, meta, oldSub } = await featuredSince(40);
    await deliver(
      services,
      subscriptionEvent("customer.subscription.deleted", NOW - 10 * DAY, oldSub, "canceled", false, meta),
    );
    const fresh = checkoutCompleted(NOW - 60, meta);
    const newSub = fresh.data.object.subscription;
    await deliver(services, subscriptionEvent("customer.subscription.updated", NOW - 50, newSub, "active", true, meta));
    expect(await featuredState(services, therapistId)).toMatchObject({
      subscriptionId: newSub,
      subscriptionStatus: "canceling",
    });
    await deliver(services, fresh);
    expect(await featuredState(services, therapistId)).toMatchObject({
      isFeatured: true,
      subscriptionId: newSub,
      subscriptionStatus: "canceling",
    });
  });

  it("a new subscription starts without the ended one's status: removed while its debit clears, it is cancelled", async () => {
    const { therapistId, meta, oldSub } = await featuredSince(60);
    await deliver(
      services,
      subscriptionEvent("customer.subscription.deleted", NOW - 25 * DAY, oldSub, "canceled", false, meta),
    );
    expect(await featuredState(services, therapistId)).toMatchObject({ subscriptionStatus: "canceled" });
    const debit = checkoutCompleted(NOW - 600, meta, undefined, { paymentStatus: "unpaid" });
    const newSub = debit.data.object.subscription;
    await deliver(services, debit);
    expect(await featuredState(services, therapistId)).toMatchObject({
      subscriptionId: newSub,
      subscriptionStatus: null,
    });
    await deleteTherapist(services, await adminUser(services), therapistId);
    expect(await cancelJobsFor(therapistId)).toEqual([newSub]);
  });

  it("an older subscription's end reported after a new one was bought leaves the listing with the new one", async () => {
    const { userId, therapistId, meta, oldSub } = await featuredSince(40);
    await deliver(services, invoiceEvent("invoice.payment_failed", NOW - 8 * DAY, oldSub, NOW + 22 * DAY, meta));
    const fresh = checkoutCompleted(NOW - DAY, meta);
    const newSub = fresh.data.object.subscription;
    await deliver(services, fresh);
    // the provider gives up on the old one's retries after the new one was bought
    const ended = subscriptionEvent("customer.subscription.deleted", NOW - HOUR, oldSub, "canceled", false, meta);
    expect(await deliver(services, ended)).toBe(200);
    expect(await featuredState(services, therapistId)).toMatchObject({
      isFeatured: true,
      subscriptionId: newSub,
      subscriptionStatus: "active",
    });
    const { paths } = await cancelFeatured(userId);
    expect(paths).toEqual([`POST /v1/subscriptions/${newSub}`]);
  });

  it("while a failed renewal is retried, Get Featured is refused: a second subscription would bill twice", async () => {
    const { userId, therapistId, meta, oldSub } = await featuredSince(40);
    const failed = invoiceEvent("invoice.payment_failed", NOW - 8 * DAY, oldSub, NOW + 22 * DAY, meta);
    await deliver(services, failed);
    expect(await featuredState(services, therapistId)).toMatchObject({
      subscriptionStatus: "past_due",
    });
    const cookie = await signedInCookie(services, await emailOfUser(userId));
    provider.requests.length = 0;
    const started = (await call(
      checkoutApi as never,
      appRequest("/api/create-subscription-checkout", { method: "POST", cookie }),
      contextFor(services),
    )) as Response;
    expect(started.status).toBe(409);
    expect(await started.json()).toEqual({
      message:
        "Your last renewal failed and is being retried: update your payment details with Manage billing rather than buying Featured again.",
    });
    expect(provider.requests).toEqual([]);
  });
});
