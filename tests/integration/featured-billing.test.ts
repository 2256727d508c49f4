import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "slonik";
import { z } from "zod";
import type { AppServices } from "#app/context.server.ts";
import { featuredAccount } from "#app/featured/account.server.ts";
import { action as checkoutApi } from "#app/routes/api.create-subscription-checkout.ts";
import { action as dashboardAction, loader as dashboardLoader } from "#app/routes/therapist.dashboard.tsx";
import {
  APP_URL,
  appRequest,
  call,
  callForResponse,
  contextFor,
  createTestServices,
  signedInCookie,
} from "../support/auth.ts";
import { type TestDatabase } from "../support/db.ts";
import {
  approvedTherapist,
  asyncPayment,
  checkoutCompleted,
  DAY,
  deliver,
  startProviderStandIn,
  stripeEnv,
  startProviderTestbed,
  stopProviderTestbed,
  type ProviderStandIn,
} from "../support/featured.ts";

// The billing account: one customer per user at the provider, made before the first checkout and reused by every
// later one; a checkout refused while a payment still clears; Manage billing on the dashboard opens the provider's
// billing portal for that customer (a fresh session, back to the dashboard after).

let t: TestDatabase;
let services: AppServices;
let provider: ProviderStandIn;

const T0 = 1_767_225_600;
const emailOf = (userId: string) =>
  t.db.oneFirst(sql.type(z.object({ email: z.string() }))`SELECT email FROM users WHERE id = ${userId}`);
const cookieFor = async (s: AppServices, userId: string) => signedInCookie(s, await emailOf(userId));
const startCheckout = (s: AppServices, cookie: string) =>
  callForResponse(
    checkoutApi as never,
    appRequest("/api/create-subscription-checkout", { method: "POST", cookie }),
    contextFor(s),
  );
const manageBilling = (s: AppServices, cookie: string) =>
  call(
    dashboardAction as never,
    appRequest("/therapist/dashboard", { form: { intent: "manage-billing" }, cookie }),
    contextFor(s),
  );
const sessionsSent = () => provider.requests.filter((r) => r.path === "/v1/checkout/sessions");

beforeAll(async () => {
  ({ t, services, provider } = await startProviderTestbed());
});
afterAll(() => stopProviderTestbed({ t, services, provider }));

describe("the user's customer at the provider", () => {
  it("is created once, before the first checkout, and every later checkout reuses it", async () => {
    const { userId } = await approvedTherapist(services);
    const cookie = await cookieFor(services, userId);
    provider.requests.length = 0;
    const started = await startCheckout(services, cookie);
    expect(started.status).toBe(200);
    // a later checkout (the first one's session expired unpaid, so it is not sent to again)
    provider.sessionStatus.set(
      String((await started.json()).url)
        .split("/")
        .pop()!,
      "expired",
    );
    expect((await startCheckout(services, cookie)).status).toBe(200);
    const created = provider.requests.filter((r) => r.path === "/v1/customers");
    expect(created).toHaveLength(1);
    expect(created[0]?.idempotencyKey).toBe(`featured-customer-${userId}`);
    const [first, second] = sessionsSent();
    expect(first?.body.get("customer")).toMatch(/^cus_test_/);
    expect(second?.body.get("customer")).toBe(first?.body.get("customer"));
  });

  it("a customer the provider reported for the user (an earlier checkout) is reused, none is created", async () => {
    const { userId, therapistId } = await approvedTherapist(services);
    const customer = `cus_known_${userId}`;
    const paid = checkoutCompleted(T0, { userId, therapistId, purpose: "upgrade" }, undefined, { customer });
    await deliver(services, paid);
    // once Featured ended and its subscription with it, a new checkout pays with the same customer
    await t.db.query(sql.unsafe`
      UPDATE therapists SET is_featured = false, subscription_status = 'canceled' WHERE id = ${therapistId}`);
    provider.requests.length = 0;
    expect((await startCheckout(services, await cookieFor(services, userId))).status).toBe(200);
    expect(provider.requests.filter((r) => r.path === "/v1/customers")).toHaveLength(0);
    expect(sessionsSent()[0]?.body.get("customer")).toBe(customer);
  });
});

describe("a payment still clearing", () => {
  it("refuses a second checkout (it would pay twice) until the first fails", async () => {
    const { userId, therapistId } = await approvedTherapist(services);
    const cookie = await cookieFor(services, userId);
    const pending = checkoutCompleted(T0, { userId, therapistId, purpose: "upgrade" }, undefined, {
      paymentStatus: "unpaid",
    });
    await deliver(services, pending);
    const refused = await startCheckout(services, cookie);
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe(
      "Your last payment is still being processed: Featured starts as soon as it clears.",
    );
    const view = (await call(
      dashboardLoader as never,
      appRequest("/therapist/dashboard", { cookie }),
      contextFor(services),
    )) as {
      featured: { firstPayment: string | null; daysLeft: number | null };
    };
    expect(view.featured).toMatchObject({ firstPayment: "pending", daysLeft: null });

    await deliver(services, asyncPayment("failed", T0 + 5 * DAY, pending.data.object));
    expect((await startCheckout(services, cookie)).status).toBe(200);
  });
});

describe("Manage billing", () => {
  it("sends the user to a billing portal session for their customer, back to the dashboard after", async () => {
    const { userId } = await approvedTherapist(services);
    const cookie = await cookieFor(services, userId);
    await startCheckout(services, cookie); // makes the customer
    // a checkout left before paying leaves nothing to manage: the dashboard offers no Manage billing for it
    expect((await featuredAccount(t.db, userId, null)).billing).toBe(false);
    const customer = provider.requests.findLast((r) => r.path === "/v1/checkout/sessions")?.body.get("customer");
    provider.requests.length = 0;
    const answer = (await manageBilling(services, cookie)) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\/bps_test_\d+$/);
    const [portal] = provider.requests;
    expect(portal?.path).toBe("/v1/billing_portal/sessions");
    expect(portal?.body.get("customer")).toBe(customer);
    expect(portal?.body.get("return_url")).toBe(`${APP_URL}/therapist/dashboard`);
  });

  it("says there is no billing account before the first checkout, and asks the provider nothing", async () => {
    const { userId } = await approvedTherapist(services);
    provider.requests.length = 0;
    const answer = (await manageBilling(services, await cookieFor(services, userId))) as {
      data: { ok: boolean; title: string; description: string };
      init: { status: number };
    };
    expect(answer.init.status).toBe(404);
    expect(answer.data).toMatchObject({ ok: false, title: "Billing Unavailable" });
    expect(answer.data.description).toMatch(/no billing account yet/);
    expect(provider.requests).toHaveLength(0);
  });

  it("answers 502 with a message when the provider cannot open the portal", async () => {
    const failing = await startProviderStandIn({ failPortal: true });
    const broken = await createTestServices(t, stripeEnv(failing.url));
    try {
      const { userId } = await approvedTherapist(broken);
      const cookie = await cookieFor(broken, userId);
      await startCheckout(broken, cookie);
      const answer = (await manageBilling(broken, cookie)) as {
        init: { status: number };
        data: { description: string };
      };
      expect(answer.init.status).toBe(502);
      expect(answer.data.description).toMatch(/payment provider/);
    } finally {
      await broken.boss.stop({ graceful: false });
      await failing.close();
    }
  });
});
