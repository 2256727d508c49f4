import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "slonik";
import { z } from "zod";
import type { AppServices } from "#app/context.server.ts";
import { action as checkoutApi } from "#app/routes/api.create-subscription-checkout.ts";
import { action as webhookApi } from "#app/routes/api.stripe.webhook.ts";
import { action as demoAction, loader as demoLoader } from "#app/routes/dev.checkout.id.tsx";
import { action as dashboardAction } from "#app/routes/therapist.dashboard.tsx";
import { handlePaymentEventJob } from "#app/jobs/handle-payment-event.server.ts";
import { seedSubmission } from "../support/admin.ts";
import {
  APP_URL,
  appRequest,
  call,
  callForResponse,
  contextFor,
  createTestServices,
  signedInCookie,
} from "../support/auth.ts";
import { callWith } from "../support/admin.ts";
import { type TestDatabase } from "../support/db.ts";
import {
  approvedTherapist,
  featuredState,
  startProviderStandIn,
  stripeEnv,
  startProviderTestbed,
  stopProviderTestbed,
  type ProviderStandIn,
} from "../support/featured.ts";

// Starting a Featured checkout: who may (401 signed out, 403 without an approved profile, 409 already Featured),
// the provider's hosted checkout (against a local stand-in of its HTTP API), and demo mode's checkout page, which
// runs the provider's fulfilment path.

let t: TestDatabase;
let services: AppServices;
let demo: AppServices;
let provider: ProviderStandIn;

const emailOfUser = (userId: string) =>
  t.db.oneFirst(sql.type(z.object({ email: z.string() }))`SELECT email FROM users WHERE id = ${userId}`);
const cookieFor = async (services: AppServices, userId: string) => signedInCookie(services, await emailOfUser(userId));
const startCheckout = (s: AppServices, cookie: string | null, json?: unknown) =>
  callForResponse(
    checkoutApi as never,
    appRequest("/api/create-subscription-checkout", { method: "POST", cookie, ...(json !== undefined && { json }) }),
    contextFor(s),
  );

beforeAll(async () => {
  ({ t, services, provider } = await startProviderTestbed());
  demo = { ...services, config: { ...services.config, stripe: undefined } };
});
afterAll(() => stopProviderTestbed({ t, services, provider }));

describe("POST /api/create-subscription-checkout", () => {
  it("answers 401 signed out, 403 to an upgrade without an approved profile, 409 when already Featured, each with a message", async () => {
    const signedOut = await startCheckout(services, null);
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toEqual({ message: expect.any(String) });

    const { userId: applicant } = await seedSubmission(t.db);
    const unapproved = await startCheckout(services, await cookieFor(services, applicant), { flow: "upgrade" });
    expect(unapproved.status).toBe(403);
    expect((await unapproved.json()).message).toMatch(/approved/);

    const { userId, therapistId } = await approvedTherapist(services);
    await t.db.query(
      sql.unsafe`UPDATE therapists SET is_featured = true, featured_until = now() + interval '10 days' WHERE id = ${therapistId}`,
    );
    const already = await startCheckout(services, await cookieFor(services, userId));
    expect(already.status).toBe(409);
    expect((await already.json()).message).toBe("Your listing is already Featured.");
    expect(provider.requests).toHaveLength(0);
  });

  it("refuses a body that is not JSON with 400", async () => {
    const { userId } = await approvedTherapist(services);
    const request = appRequest("/api/create-subscription-checkout", {
      method: "POST",
      cookie: await cookieFor(services, userId),
      headers: { "Content-Type": "application/json" },
    });
    const bad = await callForResponse(
      checkoutApi as never,
      new Request(request, { body: "{nope", duplex: "half" } as RequestInit),
      contextFor(services),
    );
    expect(bad.status).toBe(400);
    const wrongFlow = await startCheckout(services, await cookieFor(services, userId), { flow: "lifetime" });
    expect(wrongFlow.status).toBe(400);
    expect((await wrongFlow.json()).errors.flow).toBeDefined();
  });

  it("creates the provider's hosted subscription checkout for the price, tied to the user and therapist", async () => {
    const { userId, therapistId } = await approvedTherapist(services);
    provider.requests.length = 0;
    const answer = await startCheckout(services, await cookieFor(services, userId));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ url: "https://checkout.stripe.test/c/pay/cs_test_1" });
    const [customer, sent] = provider.requests;
    expect(customer?.path).toBe("/v1/customers"); // the user's one customer, made before the first checkout
    expect(customer?.body.get("metadata[userId]")).toBe(userId);
    expect(sent?.path).toBe("/v1/checkout/sessions");
    expect(sent?.body.get("customer")).toMatch(/^cus_test_/);
    expect(sent?.body.get("customer_email")).toBeNull();
    expect(sent?.body.get("mode")).toBe("subscription");
    expect(sent?.body.get("line_items[0][price]")).toBe("price_featured_monthly");
    expect(sent?.body.get("metadata[therapistId]")).toBe(therapistId);
    expect(sent?.body.get("metadata[userId]")).toBe(userId);
    expect(sent?.body.get("subscription_data[metadata][therapistId]")).toBe(therapistId);
    expect(sent?.body.get("success_url")).toBe(`${APP_URL}/therapist/dashboard?subscription_success=true`);
    expect(sent?.body.get("cancel_url")).toBe(`${APP_URL}/therapist/dashboard?subscription_canceled=true`);
    expect(
      await t.db.oneFirst(sql.type(z.object({ n: z.number() }))`
      SELECT count(*)::int AS n FROM featured_checkouts WHERE user_id = ${userId} AND provider_session_id = 'cs_test_1'`),
    ).toBe(1);
  });

  it.each([
    ["an empty body", undefined],
    ['{ flow: "signup" }', { flow: "signup" }],
  ])("lets a signup in progress pay first with %s, returning to the signup flow", async (_, body) => {
    const { userId } = await seedSubmission(t.db);
    provider.requests.length = 0;
    const answer = await startCheckout(services, await cookieFor(services, userId), body);
    expect(answer.status).toBe(200);
    const sent = provider.requests.find((r) => r.path === "/v1/checkout/sessions");
    expect(sent?.body.get("metadata[purpose]")).toBe("presignup");
    expect(sent?.body.get("success_url")).toBe(`${APP_URL}/therapist/signup?subscription_success=true`);
  });

  it("answers 502 with a message when the provider fails", async () => {
    const failing = await startProviderStandIn({ failCheckout: true });
    const broken = await createTestServices(t, stripeEnv(failing.url));
    try {
      const { userId } = await approvedTherapist(broken);
      const answer = await startCheckout(broken, await cookieFor(broken, userId));
      expect(answer.status).toBe(502);
      expect((await answer.json()).message).toMatch(/payment provider/);
    } finally {
      await broken.boss.stop({ graceful: false });
      await failing.close();
    }
  });
});

describe("Cancel Featured", () => {
  it("stops renewal at the provider and here; Featured stays until the period ends", async () => {
    const { userId, therapistId } = await approvedTherapist(services);
    await t.db.query(sql.unsafe`
      UPDATE therapists SET is_featured = true, featured_until = now() + interval '20 days', stripe_subscription_id = 'sub_cancel_me',
        subscription_status = 'active' WHERE id = ${therapistId}`);
    provider.requests.length = 0;
    const form = appRequest("/therapist/dashboard", {
      form: { intent: "cancel-featured" },
      cookie: await cookieFor(services, userId),
    });
    const answer = await call(dashboardAction as never, form, contextFor(services));
    expect(answer).toMatchObject({ ok: true, title: "Featured Canceled" });
    expect(provider.requests[0]?.path).toBe("/v1/subscriptions/sub_cancel_me");
    expect(provider.requests[0]?.body.get("cancel_at_period_end")).toBe("true");
    expect(await featuredState(services, therapistId)).toMatchObject({
      isFeatured: true,
      subscriptionStatus: "canceling",
    });
  });

  it("cancels the status shown even when its provider time is ahead of this server's clock", async () => {
    const { userId, therapistId } = await approvedTherapist(services);
    await t.db.query(sql.unsafe`
      UPDATE therapists SET is_featured = true, featured_until = now() + interval '20 days', stripe_subscription_id = 'sub_ahead',
        subscription_status = 'active', subscription_changed_at = now() + interval '5 seconds' WHERE id = ${therapistId}`);
    const form = appRequest("/therapist/dashboard", {
      form: { intent: "cancel-featured" },
      cookie: await cookieFor(services, userId),
    });
    expect(await call(dashboardAction as never, form, contextFor(services))).toMatchObject({ ok: true });
    expect(await featuredState(services, therapistId)).toMatchObject({ subscriptionStatus: "canceling" });
  });
});

describe("demo mode", () => {
  it("sends the browser to /dev/checkout/<id>, whose Complete payment runs the provider's fulfilment path", async () => {
    const { userId, therapistId } = await approvedTherapist(demo);
    const cookie = await cookieFor(demo, userId);
    const { url } = await (await startCheckout(demo, cookie)).json();
    expect(url).toMatch(/^\/dev\/checkout\/[0-9a-f-]{36}$/);
    const id = url.split("/").pop();
    const page = await (demoLoader as (args: object) => Promise<unknown>)({
      request: appRequest(url, { cookie }),
      context: contextFor(demo),
      params: { id },
    });
    expect(page).toEqual({ purpose: "upgrade", status: "open", payment: null });

    const stranger = await signedInCookie(demo, "someone-else@example.com");
    expect(
      (await callWith(demoLoader as never, appRequest(url, { cookie: stranger }), contextFor(demo), { id })).status,
    ).toBe(404);

    const done = await callWith(
      demoAction as never,
      appRequest(url, { form: { intent: "complete" }, cookie }),
      contextFor(demo),
      { id },
    );
    expect(done.headers.get("Location")).toBe("/therapist/dashboard?subscription_success=true");
    const state = await featuredState(demo, therapistId);
    expect(state.isFeatured).toBe(true);
    expect(state.subscriptionStatus).toBe("active");
    const events = await t.db.any(sql.type(z.object({ id: z.string(), handled: z.boolean() }))`
      SELECT id, handled_at IS NOT NULL AS handled FROM payment_events WHERE payload->'data'->'object'->'metadata'->>'therapistId' = ${therapistId}`);
    expect(events).toEqual([{ id: expect.stringMatching(/^evt_demo_/), handled: true }]);
    expect(
      await t.db.oneFirst(sql.type(z.object({ n: z.number() }))`
      SELECT count(*)::int AS n FROM pgboss.job WHERE name = ${handlePaymentEventJob.name} AND data->>'eventId' = ${events[0]!.id}`),
    ).toBe(1);
    // a second click pays nothing more
    await callWith(demoAction as never, appRequest(url, { form: { intent: "complete" }, cookie }), contextFor(demo), {
      id,
    });
    expect(
      await t.db.oneFirst(
        sql.type(
          z.object({ n: z.number() }),
        )`SELECT count(*)::int AS n FROM featured_payments WHERE therapist_id = ${therapistId}`,
      ),
    ).toBe(1);
  });

  it("a checkout paid already is not canceled by its page left open: Cancel leads where paying did", async () => {
    const { userId, therapistId } = await approvedTherapist(demo);
    const cookie = await cookieFor(demo, userId);
    const { url } = await (await startCheckout(demo, cookie)).json();
    const id = url.split("/").pop();
    const press = (intent: string) =>
      callWith(demoAction as never, appRequest(url, { form: { intent }, cookie }), contextFor(demo), { id });
    expect((await press("complete")).headers.get("Location")).toBe("/therapist/dashboard?subscription_success=true");
    expect((await press("cancel")).headers.get("Location")).toBe("/therapist/dashboard?subscription_success=true");
    expect(await featuredState(demo, therapistId)).toMatchObject({ isFeatured: true, subscriptionStatus: "active" });
    expect(
      await t.db.oneFirst(
        sql.type(z.object({ status: z.string() }))`SELECT status FROM featured_checkouts WHERE id = ${id}`,
      ),
    ).toBe("completed");
  });

  it("Cancel returns where the provider's cancel would, and nothing is paid", async () => {
    const { userId } = await seedSubmission(t.db);
    const cookie = await cookieFor(demo, userId);
    const { url } = await (await startCheckout(demo, cookie, { flow: "signup" })).json();
    const canceled = await callWith(
      demoAction as never,
      appRequest(url, { form: { intent: "cancel" }, cookie }),
      contextFor(demo),
      { id: url.split("/").pop() },
    );
    expect(canceled.headers.get("Location")).toBe("/therapist/signup?subscription_canceled=true");
    expect(
      await t.db.oneFirst(
        sql.type(
          z.object({ n: z.number() }),
        )`SELECT count(*)::int AS n FROM presignup_featured_payments WHERE user_id = ${userId}`,
      ),
    ).toBe(0);
  });

  it("has no demo checkout page in production and no webhook without the provider", async () => {
    const production = { ...services, config: { ...services.config, mode: "production" as const } };
    const { userId } = await approvedTherapist(demo);
    const cookie = await cookieFor(demo, userId);
    const { url } = await (await startCheckout(demo, cookie)).json();
    expect(
      (
        await callWith(demoLoader as never, appRequest(url, { cookie }), contextFor(production), {
          id: url.split("/").pop(),
        })
      ).status,
    ).toBe(404);
    const hook = await callForResponse(
      webhookApi as never,
      appRequest("/api/stripe/webhook", { json: {} }),
      contextFor(demo),
    );
    expect(hook.status).toBe(404);
  });

  it("has no demo checkout page when the provider is configured, outside production too: nothing is paid there", async () => {
    const { userId, therapistId } = await approvedTherapist(demo);
    const cookie = await cookieFor(demo, userId);
    const { url } = await (await startCheckout(demo, cookie)).json();
    const id = url.split("/").pop();
    // the same checkout, on a server outside production that has the provider's keys (services: demo mode, Stripe)
    expect(services.config.mode).toBe("demo");
    expect(
      (await callWith(demoLoader as never, appRequest(url, { cookie }), contextFor(services), { id })).status,
    ).toBe(404);
    const complete = appRequest(url, { form: { intent: "complete" }, cookie });
    expect((await callWith(demoAction as never, complete, contextFor(services), { id })).status).toBe(404);
    expect((await featuredState(services, therapistId)).isFeatured).toBe(false);
  });
});
