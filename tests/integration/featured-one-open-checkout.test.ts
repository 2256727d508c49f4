import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "slonik";
import { z } from "zod";
import type { AppServices } from "#app/context.server.ts";
import { action as checkoutApi } from "#app/routes/api.create-subscription-checkout.ts";
import { action as demoAction } from "#app/routes/dev.checkout.id.tsx";
import { callWith, seedSubmission } from "../support/admin.ts";
import { appRequest, callForResponse, contextFor, signedInCookie } from "../support/auth.ts";
import { type TestDatabase } from "../support/db.ts";
import {
  approvedTherapist,
  featuredState,
  startProviderTestbed,
  stopProviderTestbed,
  type ProviderStandIn,
} from "../support/featured.ts";

// A user has one checkout open at a time. Get Featured pressed again (a second tab, the back button, a page
// without scripts posted twice) sends the user to the checkout already open instead of a second one, which could
// be paid too: two subscriptions charging for one listing, only one of which Cancel Featured would stop. A
// checkout already paid but not yet reported by the provider's event is not opened again either.

let t: TestDatabase;
let services: AppServices;
let demo: AppServices;
let provider: ProviderStandIn;

beforeAll(async () => {
  ({ t, services, provider } = await startProviderTestbed());
  demo = { ...services, config: { ...services.config, stripe: undefined } };
});
afterAll(() => stopProviderTestbed({ t, services, provider }));

const emailOfUser = (userId: string) =>
  t.db.oneFirst(sql.type(z.object({ email: z.string() }))`SELECT email FROM users WHERE id = ${userId}`);
const cookieFor = async (s: AppServices, userId: string) => signedInCookie(s, await emailOfUser(userId));
const startCheckout = (s: AppServices, cookie: string, json?: unknown) =>
  callForResponse(
    checkoutApi as never,
    appRequest("/api/create-subscription-checkout", { method: "POST", cookie, ...(json !== undefined && { json }) }),
    contextFor(s),
  );
const paymentsOf = (userId: string) =>
  t.db.oneFirst(sql.type(z.object({ n: z.number() }))`
    SELECT count(*)::int AS n FROM featured_payments WHERE user_id = ${userId} AND status = 'paid'`);

describe("Get Featured pressed twice", () => {
  it("in demo mode: the same checkout both times, so the listing is paid for once", async () => {
    const { userId, therapistId } = await approvedTherapist(demo);
    const cookie = await cookieFor(demo, userId);
    const first = await startCheckout(demo, cookie);
    const second = await startCheckout(demo, cookie);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    const urls: string[] = [(await first.json()).url, (await second.json()).url];
    // both tabs pay
    for (const url of urls)
      await callWith(demoAction as never, appRequest(url, { form: { intent: "complete" }, cookie }), contextFor(demo), {
        id: url.split("/").pop()!,
      });
    expect((await featuredState(demo, therapistId)).isFeatured).toBe(true);
    expect(await paymentsOf(userId)).toBe(1);
    expect(urls[1]).toBe(urls[0]);
    expect((await startCheckout(demo, cookie)).status).toBe(409);
  });

  it("at signup: the same checkout both times", async () => {
    const { userId } = await seedSubmission(t.db);
    const cookie = await cookieFor(demo, userId);
    const first = await (await startCheckout(demo, cookie, { flow: "signup" })).json();
    const second = await (await startCheckout(demo, cookie, { flow: "signup" })).json();
    expect(second.url).toBe(first.url);
  });

  it("with the provider: its open session again, none made; paid but not yet reported: 409; expired: a new one", async () => {
    const { userId } = await approvedTherapist(services);
    const cookie = await cookieFor(services, userId);
    provider.requests.length = 0;
    const first = await (await startCheckout(services, cookie)).json();
    const again = await startCheckout(services, cookie);
    expect(again.status).toBe(200);
    expect((await again.json()).url).toBe(first.url);
    const created = () => provider.requests.filter((r) => r.method === "POST" && r.path === "/v1/checkout/sessions");
    expect(created()).toHaveLength(1);

    const sessionId = String(first.url).split("/").pop()!;
    provider.sessionStatus.set(sessionId, "complete");
    const paid = await startCheckout(services, cookie);
    expect(paid.status).toBe(409);
    expect((await paid.json()).message).toMatch(/still being processed/);
    expect(created()).toHaveLength(1);

    provider.sessionStatus.set(sessionId, "expired");
    const fresh = await startCheckout(services, cookie);
    expect(fresh.status).toBe(200);
    expect((await fresh.json()).url).not.toBe(first.url);
    expect(created()).toHaveLength(2);
  });
});
