import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "slonik";
import { z } from "zod";
import { approveSubmission } from "#app/admin/decisions.server.ts";
import { findUserById, type CurrentUser } from "#app/auth/users.server.ts";
import type { AppServices } from "#app/context.server.ts";
import { startCheckout } from "#app/featured/checkout.server.ts";
import { cancelReversedSubscriptionJob } from "#app/jobs/cancel-reversed-subscription.server.ts";
import { createLogger } from "#app/logger.server.ts";
import { cancelReversedSubscriptionHandler } from "#indexer/jobs/cancel-reversed-subscription.ts";
import { type TestDatabase } from "../support/db.ts";
import { queuedEmailsTo } from "../support/auth.ts";
import { seedSubmission } from "../support/admin.ts";
import {
  adminUser,
  approvedTherapist,
  chargeRefunded,
  checkoutCompleted,
  DAY,
  deliver,
  disputeCreated,
  featuredState,
  startProviderTestbed,
  stopProviderTestbed,
  type ProviderStandIn,
} from "../support/featured.ts";

// Money taken back ends the billing: a full refund or a dispute sends, with the reversal, a job that cancels at the
// provider each subscription of the user that could still charge (the listing's; a payment at signup's), and the
// therapist is told nothing more will be charged. Until that job has run, no second subscription is sold beside the
// one still renewing.

let t: TestDatabase;
let services: AppServices;
let provider: ProviderStandIn;

const T0 = 1_767_225_600; // 2026-01-01T00:00:00Z, the provider's event times in seconds
const Job = z.object({ data: z.object({ therapistId: z.uuid().nullable(), subscriptionId: z.string() }) });

const jobsFor = (subscriptionId: string) =>
  t.db.any(sql.type(Job)`
    SELECT data FROM pgboss.job WHERE name = ${cancelReversedSubscriptionJob.name}
      AND data->>'subscriptionId' = ${subscriptionId}`);

/** Runs the queued cancel jobs of a subscription as the worker would. */
async function runJobs(subscriptionId: string) {
  for (const job of await jobsFor(subscriptionId))
    await cancelReversedSubscriptionHandler.handle(
      cancelReversedSubscriptionJob.payload.parse(job.data),
      { ...services, logger: createLogger("silent") },
      undefined as never,
    );
}

const cancelsAtProvider = (subscriptionId: string) =>
  provider.requests.filter((r) => r.method === "DELETE" && r.path === `/v1/subscriptions/${subscriptionId}`).length;

const owner = async (userId: string): Promise<CurrentUser> => ({
  ...(await findUserById(t.db, userId))!,
  isAdmin: false,
  adminRole: false,
});

async function featuredListing(customer: (userId: string) => string) {
  const { userId, therapistId } = await approvedTherapist(services);
  const paid = checkoutCompleted(T0, { userId, therapistId, purpose: "upgrade" }, undefined, {
    customer: customer(userId),
  });
  expect(await deliver(services, paid)).toBe(200);
  return { userId, therapistId, customer: customer(userId), subscription: paid.data.object.subscription };
}

beforeAll(async () => {
  ({ t, services, provider } = await startProviderTestbed());
});
afterAll(() => stopProviderTestbed({ t, services, provider }));

describe("money taken back ends the subscription", () => {
  it("a full refund cancels the listing's subscription at once; no checkout is sold beside it until then", async () => {
    const { userId, therapistId, customer, subscription } = await featuredListing((id) => `cus_refund_${id}`);
    await deliver(services, chargeRefunded(T0 + 2 * DAY, customer, { partial: true }));
    expect(await jobsFor(subscription)).toHaveLength(0); // a partial refund keeps Featured and its renewal

    const refund = chargeRefunded(T0 + 3 * DAY, customer);
    await deliver(services, refund);
    await deliver(services, refund);
    expect(await jobsFor(subscription)).toHaveLength(1);
    expect(await featuredState(services, therapistId)).toMatchObject({
      isFeatured: false,
      subscriptionStatus: "active",
    });
    const before = await startCheckout(services, await owner(userId), "upgrade", Date.now());
    expect(before).toMatchObject({ kind: "error", status: 409, reason: "subscription-live" });

    await runJobs(subscription);
    await runJobs(subscription); // twice: nothing more is cancelled
    expect(cancelsAtProvider(subscription)).toBe(1);
    expect(await featuredState(services, therapistId)).toMatchObject({
      isFeatured: false,
      subscriptionStatus: "canceled",
    });
    const [mail] = (await queuedEmailsTo(services, (await findUserById(t.db, userId))!.email)).filter((m) =>
      m.subject.includes("was refunded"),
    );
    expect(mail?.text).toContain("Its monthly renewal is cancelled, so nothing more will be charged.");
    expect(await startCheckout(services, await owner(userId), "upgrade", Date.now())).toMatchObject({ kind: "ok" });
  });

  it("a dispute cancels it too", async () => {
    const { therapistId, customer, subscription } = await featuredListing((id) => `cus_dispute_${id}`);
    provider.charges.set(`ch_${subscription}`, customer);
    expect(await deliver(services, disputeCreated(T0 + 5 * DAY, `ch_${subscription}`))).toBe(200);
    expect((await jobsFor(subscription)).map((job) => job.data)).toEqual([
      { therapistId, subscriptionId: subscription },
    ]);
    await runJobs(subscription);
    expect(cancelsAtProvider(subscription)).toBe(1);
    expect((await featuredState(services, therapistId)).subscriptionStatus).toBe("canceled");
  });

  it("a refund before approval cancels the subscription paid at signup, which no listing holds yet", async () => {
    const { id: submissionId, userId } = await seedSubmission(services.db);
    const customer = `cus_signup_${userId}`;
    const paid = checkoutCompleted(T0, { userId, purpose: "presignup" }, undefined, { customer });
    await deliver(services, paid);
    await deliver(services, chargeRefunded(T0 + DAY, customer));
    const subscription = paid.data.object.subscription;
    expect((await jobsFor(subscription)).map((job) => job.data)).toEqual([
      { therapistId: null, subscriptionId: subscription },
    ]);
    await runJobs(subscription);
    expect(cancelsAtProvider(subscription)).toBe(1);
    const approved = await approveSubmission(
      services,
      await adminUser(services),
      submissionId,
      null,
      (T0 + 2 * DAY) * 1000,
    );
    if (approved.kind !== "approved") throw new Error(approved.kind);
    expect(await featuredState(services, approved.therapistId)).toMatchObject({ isFeatured: false });
  });
});
