import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "slonik";
import { z } from "zod";
import type { AppServices } from "#app/context.server.ts";
import { failDemoRenewal, fixDemoPayment } from "#app/featured/demo-billing.server.ts";
import { action as checkoutApi } from "#app/routes/api.create-subscription-checkout.ts";
import { action as demoAction, loader as demoLoader } from "#app/routes/dev.checkout.id.tsx";
import { action as portalAction, loader as portalLoader } from "#app/routes/dev.billing-portal.tsx";
import { action as dashboardAction, loader as dashboardLoader } from "#app/routes/therapist.dashboard.tsx";
import { loader as signupLoader } from "#app/routes/therapist.signup.tsx";
import { callWith, seedSubmission } from "../support/admin.ts";
import { appRequest, call, contextFor, createTestServices, queuedEmailsTo, signedInCookie } from "../support/auth.ts";
import { createTestDb, type TestDatabase } from "../support/db.ts";
import { approvedTherapist, DAY, featuredState } from "../support/featured.ts";

// Demo mode plays the provider: the demo checkout pays by card or by pre-authorized debit (pending until the page,
// playing the bank, clears or fails it), and Manage billing opens the demo billing portal, where a renewal can
// fail and be fixed. Each runs the provider's fulfilment path.

let t: TestDatabase;
let demo: AppServices;

const emailOf = (userId: string) =>
  t.db.oneFirst(sql.type(z.object({ email: z.string() }))`SELECT email FROM users WHERE id = ${userId}`);
const history = (userId: string) =>
  t.db.anyFirst(sql.type(z.object({ status: z.string() }))`
    SELECT status FROM featured_payments WHERE user_id = ${userId} ORDER BY created_at`);

async function demoTherapist() {
  const { userId, therapistId } = await approvedTherapist(demo);
  const email = await emailOf(userId);
  const cookie = await signedInCookie(demo, email);
  const started = await call(
    checkoutApi as never,
    appRequest("/api/create-subscription-checkout", { method: "POST", cookie }),
    contextFor(demo),
  );
  const { url } = (await (started as Response).json()) as { url: string };
  const id = url.split("/").pop()!;
  const post = (intent: string) =>
    callWith(demoAction as never, appRequest(url, { form: { intent }, cookie }), contextFor(demo), { id });
  return { userId, therapistId, email, cookie, id, post };
}

beforeAll(async () => {
  t = await createTestDb();
  demo = await createTestServices(t);
});
afterAll(async () => {
  await demo.boss.stop({ graceful: false });
  await t.release();
});

describe("the demo checkout's pre-authorized debit", () => {
  it("is pending (not Featured, Payment Processing) until the bank's answer; when it fails, it never was", async () => {
    const { userId, therapistId, email, cookie, id, post } = await demoTherapist();
    const back = await post("debit");
    expect(back.headers.get("Location")).toBe("/therapist/dashboard?subscription_success=true");
    expect((await featuredState(demo, therapistId)).isFeatured).toBe(false);
    expect(await history(userId)).toEqual(["pending"]);
    const page = (demoLoader as (args: object) => Promise<unknown>)({
      request: appRequest(`/dev/checkout/${id}`, { cookie }),
      context: contextFor(demo),
      params: { id },
    });
    expect(await page).toEqual({
      purpose: "upgrade",
      status: "completed",
      payment: "pending",
    });
    const dashboard = (await call(
      dashboardLoader as never,
      appRequest("/therapist/dashboard?subscription_success=true", { cookie }),
      contextFor(demo),
    )) as { notice: { title: string }; featured: { firstPayment: string; demoCheckoutId: string } };
    expect(dashboard.notice.title).toBe("Payment Processing");
    expect(dashboard.featured).toMatchObject({ firstPayment: "pending", demoCheckoutId: id });

    const failed = await post("fails");
    expect(failed.headers.get("Location")).toBe("/therapist/dashboard");
    expect(await featuredState(demo, therapistId)).toMatchObject({ isFeatured: false, featuredUntil: null });
    expect(await history(userId)).toEqual(["failed"]);
    const mail = (await queuedEmailsTo(demo, email)).map((m) => m.subject);
    expect(mail.filter((s) => s.startsWith("Payment failed"))).toHaveLength(1);
    await post("fails"); // a second answer changes nothing
    await post("clears");
    expect(await history(userId)).toEqual(["failed"]);
    expect((await featuredState(demo, therapistId)).isFeatured).toBe(false);
  });

  it("when it clears, the listing is Featured from then", async () => {
    const { userId, therapistId, post } = await demoTherapist();
    await post("debit");
    const before = Date.now();
    await post("clears");
    const state = await featuredState(demo, therapistId);
    expect(state.isFeatured).toBe(true);
    expect(state.featuredUntil).toBeGreaterThanOrEqual(before - 1000 + 30 * DAY * 1000);
    expect(await history(userId)).toEqual(["paid"]);
  });
});

describe("the signup's pre-authorized debit", () => {
  it("shows the form while it clears, and the payment step again, saying it failed, once it fails", async () => {
    const { userId } = await seedSubmission(t.db);
    const cookie = await signedInCookie(demo, await emailOf(userId));
    const started = (await call(
      checkoutApi as never,
      appRequest("/api/create-subscription-checkout", { json: { flow: "signup" }, cookie }),
      contextFor(demo),
    )) as Response;
    const { url } = (await started.json()) as { url: string };
    const id = url.split("/").pop()!;
    const post = (intent: string) =>
      callWith(demoAction as never, appRequest(url, { form: { intent }, cookie }), contextFor(demo), { id });
    const signup = () =>
      call(
        signupLoader as never,
        appRequest("/therapist/signup?plan=featured", { cookie }),
        contextFor(demo),
      ) as Promise<{ featuredPaid: boolean; featuredClearing: boolean; featuredFailed: boolean }>;
    await post("debit");
    expect(await signup()).toMatchObject({ featuredPaid: true, featuredClearing: true, featuredFailed: false });
    // Free chosen after paying: the page still says the payment, Featured, not "$0 per month"
    const free = (await call(
      signupLoader as never,
      appRequest("/therapist/signup?plan=free", { cookie }),
      contextFor(demo),
    )) as { plan: string; featuredPaid: boolean };
    expect(free).toMatchObject({ plan: "featured", featuredPaid: true });
    expect((await post("fails")).headers.get("Location")).toBe("/therapist/signup?plan=featured");
    expect(await signup()).toMatchObject({ featuredPaid: false, featuredClearing: false, featuredFailed: true });
    // the email sends the applicant back to where it is tried again: the application's payment step
    const failed = (await queuedEmailsTo(demo, await emailOf(userId))).find((m) =>
      m.subject.startsWith("Payment failed"),
    );
    expect(failed?.text).toContain("You can try again on the application's payment step");
    expect(failed?.text).toContain("/therapist/signup?plan=featured");
    expect(failed?.text).not.toContain("try again from your dashboard");
    const status = await t.db.oneFirst(sql.type(z.object({ status: z.string() }))`
      SELECT status FROM presignup_featured_payments WHERE user_id = ${userId}`);
    expect(status).toBe("failed");
  });
});

describe("the demo billing portal", () => {
  it("is where Manage billing leads; a renewal fails (past due, still Featured) and a new card fixes it", async () => {
    const { therapistId, email, cookie, post } = await demoTherapist();
    await post("complete");
    const manage = (await call(
      dashboardAction as never,
      appRequest("/therapist/dashboard", { form: { intent: "manage-billing" }, cookie }),
      contextFor(demo),
    )) as Response;
    expect(manage.headers.get("Location")).toBe("/dev/billing-portal");
    const view = () =>
      call(portalLoader as never, appRequest("/dev/billing-portal", { cookie }), contextFor(demo)) as Promise<{
        customer: string | null;
        subscription: { subscriptionStatus: string } | null;
        failedInvoice: { periodEnd: number } | null;
        canFail: boolean;
      }>;
    expect(await view()).toMatchObject({
      subscription: { subscriptionStatus: "active" },
      failedInvoice: null,
      canFail: true,
    });
    const paidUntil = (await featuredState(demo, therapistId)).featuredUntil!;

    const portal = (intent: string) =>
      call(
        portalAction as never,
        appRequest("/dev/billing-portal", { form: { intent }, cookie }),
        contextFor(demo),
      ) as Promise<Response>;
    expect((await portal("fail-renewal")).headers.get("Location")).toBe("/dev/billing-portal");
    expect(await featuredState(demo, therapistId)).toMatchObject({
      isFeatured: true,
      featuredUntil: paidUntil,
      subscriptionStatus: "past_due",
    });
    expect(await view()).toMatchObject({ failedInvoice: { periodEnd: paidUntil + 30 * DAY * 1000 }, canFail: false });
    const mail = () => queuedEmailsTo(demo, email).then((list) => list.map((m) => m.subject));
    expect((await mail()).filter((s) => s.startsWith("Payment failed"))).toHaveLength(1);

    await portal("fix-payment");
    expect(await featuredState(demo, therapistId)).toMatchObject({
      isFeatured: true,
      featuredUntil: paidUntil + 30 * DAY * 1000,
      subscriptionStatus: "active",
    });
    expect((await mail()).filter((s) => s.includes("renewed"))).toHaveLength(1);
    expect(await view()).toMatchObject({ failedInvoice: null, canFail: true });
  });

  it("a fix played in the same second as the failure still comes after it", async () => {
    const { userId, therapistId, post } = await demoTherapist();
    await post("complete");
    const now = Date.now();
    await failDemoRenewal(demo, userId, now);
    await fixDemoPayment(demo, userId, now);
    expect((await featuredState(demo, therapistId)).subscriptionStatus).toBe("active");
  });

  it("is not there in production", async () => {
    const production = { ...demo, config: { ...demo.config, mode: "production" as const } };
    const cookie = await signedInCookie(demo, "portal-production@example.com");
    const answer = (await call(
      portalLoader as never,
      appRequest("/dev/billing-portal", { cookie }),
      contextFor(production),
    )) as Response;
    expect(answer.status).toBe(404);
  });
});
