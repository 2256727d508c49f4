import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "slonik";
import { z } from "zod";
import type { AppServices } from "#app/context.server.ts";
import { deleteTherapist } from "#app/admin/profiles.server.ts";
import { cancelRemovedSubscriptionJob } from "#app/jobs/cancel-removed-subscription.server.ts";
import { createLogger } from "#app/logger.server.ts";
import { action as deleteApi } from "#app/routes/api.admin.therapists.id.ts";
import { cancelRemovedSubscriptionHandler } from "#indexer/jobs/cancel-removed-subscription.ts";
import { type TestDatabase } from "../support/db.ts";
import { appRequest, contextFor, queuedEmailsTo, signedInCookie } from "../support/auth.ts";
import { callWith } from "../support/admin.ts";
import {
  adminUser,
  approvedTherapist,
  checkoutCompleted,
  DAY,
  deliver,
  featuredState,
  invoiceEvent,
  startProviderTestbed,
  stopProviderTestbed,
  subscriptionEvent,
  type ProviderStandIn,
} from "../support/featured.ts";

// A listing an admin removes stops being billed: its Featured period ends with the delete, its subscription is
// cancelled at the provider by a job sent in the delete's transaction, and no later provider event (a renewal, a
// payment, a status change) features it or keeps it renewing.

let t: TestDatabase;
let services: AppServices;
let provider: ProviderStandIn;

const nowSeconds = () => Math.floor(Date.now() / 1000);
const Job = z.object({ id: z.string(), data: z.object({ therapistId: z.uuid(), subscriptionId: z.string() }) });

/** The cancel-removed-subscription jobs queued for a therapist. */
const cancelJobs = (therapistId: string) =>
  t.db.any(sql.type(Job)`
    SELECT id, data FROM pgboss.job WHERE name = ${cancelRemovedSubscriptionJob.name}
      AND data->>'therapistId' = ${therapistId} ORDER BY created_on`);

/** Runs every queued cancel job of a therapist as the worker would. */
async function runCancelJobs(therapistId: string) {
  const jobs = await cancelJobs(therapistId);
  for (const job of jobs)
    await cancelRemovedSubscriptionHandler.handle(
      cancelRemovedSubscriptionJob.payload.parse(job.data),
      { ...services, logger: createLogger("silent") },
      undefined as never,
    );
  return jobs.length;
}

const providerCalls = (subscription: string) =>
  provider.requests
    .filter((request) => request.path === `/v1/subscriptions/${subscription}`)
    .map((request) => request.method);

const emailOf = (therapistId: string) =>
  t.db.oneFirst(sql.type(z.object({ email: z.string() }))`SELECT email FROM therapists WHERE id = ${therapistId}`);

/** An approved therapist Featured by a paid checkout (its subscription active at the provider). */
async function featuredTherapist() {
  const { userId, therapistId } = await approvedTherapist(services);
  const checkout = checkoutCompleted(nowSeconds() - DAY, { userId, therapistId, purpose: "upgrade" });
  expect(await deliver(services, checkout)).toBe(200);
  const subscription = checkout.data.object.subscription;
  expect(await featuredState(services, therapistId)).toMatchObject({
    isFeatured: true,
    subscriptionStatus: "active",
    subscriptionId: subscription,
  });
  return { userId, therapistId, subscription };
}

beforeAll(async () => {
  ({ t, services, provider } = await startProviderTestbed());
});
afterAll(() => stopProviderTestbed({ t, services, provider }));

describe("an admin deletes a Featured listing", () => {
  it("ends Featured at once and cancels the subscription at the provider, once, by a job sent with the delete", async () => {
    const { therapistId, subscription } = await featuredTherapist();
    const admin = await signedInCookie(services, "remover@example.com", "admin");
    const before = Date.now();
    const response = await callWith(
      deleteApi as never,
      appRequest(`/api/admin/therapists/${therapistId}`, { method: "DELETE", cookie: admin }),
      contextFor(services),
      { id: therapistId },
    );
    expect(response.status).toBe(200);

    const removed = await featuredState(services, therapistId);
    expect(removed).toMatchObject({ status: "deleted", isFeatured: false });
    expect(removed.featuredUntil).toBeGreaterThanOrEqual(before);
    expect(removed.featuredUntil).toBeLessThanOrEqual(Date.now());
    expect((await cancelJobs(therapistId)).map((job) => job.data)).toEqual([
      { therapistId, subscriptionId: subscription },
    ]);
    expect(providerCalls(subscription)).toEqual([]); // the provider is called by the job, after the commit

    await runCancelJobs(therapistId);
    await runCancelJobs(therapistId); // run twice: the second finds it cancelled and cancels nothing more
    expect(providerCalls(subscription)).toEqual(["GET", "DELETE", "GET"]);
    expect(provider.canceled.has(subscription)).toBe(true);
    expect(await featuredState(services, therapistId)).toMatchObject({
      status: "deleted",
      isFeatured: false,
      subscriptionStatus: "canceled",
    });
  });

  it("a renewal or a subscription change after the delete features nothing, emails nothing, and cancels again", async () => {
    const { userId, therapistId, subscription } = await featuredTherapist();
    await deleteTherapist(services, await adminUser(services), therapistId);
    const removed = await featuredState(services, therapistId);
    const mails = (await queuedEmailsTo(services, await emailOf(therapistId))).length;

    // the provider renews before the cancel job has run (or while it keeps failing)
    const renewal = invoiceEvent("invoice.paid", nowSeconds() + 1, subscription, nowSeconds() + 40 * DAY, {
      userId,
      therapistId,
      purpose: "upgrade",
    });
    expect(await deliver(services, renewal)).toBe(200);
    const updated = subscriptionEvent("customer.subscription.updated", nowSeconds() + 2, subscription, "active", false);
    expect(await deliver(services, updated)).toBe(200);
    expect(await featuredState(services, therapistId)).toEqual(removed);
    expect((await queuedEmailsTo(services, await emailOf(therapistId))).length).toBe(mails);
    expect((await cancelJobs(therapistId)).length).toBe(3); // the delete's, the renewal's and the change's

    await runCancelJobs(therapistId);
    expect(providerCalls(subscription).filter((method) => method === "DELETE")).toEqual(["DELETE"]);
    const canceled = await featuredState(services, therapistId);
    expect(canceled).toMatchObject({ isFeatured: false, subscriptionStatus: "canceled" });

    // a renewal reported after the cancellation (a newer provider time) still brings nothing back
    const late = invoiceEvent("invoice.paid", nowSeconds() + 60, subscription, nowSeconds() + 70 * DAY, {
      userId,
      therapistId,
      purpose: "upgrade",
    });
    expect(await deliver(services, late)).toBe(200);
    expect(await featuredState(services, therapistId)).toEqual(canceled);
    expect((await cancelJobs(therapistId)).length).toBe(3);
  });

  it("a listing without a subscription sends no cancel job", async () => {
    const { therapistId } = await approvedTherapist(services);
    await deleteTherapist(services, await adminUser(services), therapistId);
    expect(await cancelJobs(therapistId)).toEqual([]);
  });
});
