import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "slonik";
import { z } from "zod";
import { approveSubmission } from "#app/admin/decisions.server.ts";
import type { AppServices } from "#app/context.server.ts";
import { action as checkoutApi } from "#app/routes/api.create-subscription-checkout.ts";
import { action as demoAction } from "#app/routes/dev.checkout.id.tsx";
import { callWith, seedSubmission } from "../support/admin.ts";
import { appRequest, callForResponse, contextFor, signedInCookie } from "../support/auth.ts";
import { type TestDatabase } from "../support/db.ts";
import {
  adminUser,
  approvedTherapist,
  featuredState,
  startProviderTestbed,
  stopProviderTestbed,
  type ProviderStandIn,
} from "../support/featured.ts";

// A user has one checkout open at a time. Get Featured pressed again (a second tab, the back button, a page
// without scripts posted twice) sends the user to the checkout already open instead of a second one, which could
// be paid too: two subscriptions charging for one listing, only one of which Cancel Featured would stop. A
// checkout already paid but not yet reported by the provider's event is not opened again either. Starting a checkout
// expires (at the provider) and closes every other checkout of the account still open, such as the one the Featured
// plan opened at signup, before approval; when the provider will not expire one (paid, or unreachable), no checkout
// is started and nothing is closed.

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

/** An applicant who chose the Featured plan at signup and opened its checkout, then was approved. */
async function approvedWithSignupCheckout(s: AppServices) {
  const { id, userId } = await seedSubmission(t.db);
  const cookie = await cookieFor(s, userId);
  const signup = await startCheckout(s, cookie, { flow: "signup" });
  expect(signup.status).toBe(200);
  const outcome = await approveSubmission(s, await adminUser(s), id, null);
  if (outcome.kind !== "approved") throw new Error(`approval failed: ${outcome.kind}`);
  return { userId, therapistId: outcome.therapistId, cookie, signupUrl: String((await signup.json()).url) };
}

const checkoutsOf = (userId: string) =>
  t.db.any(sql.type(z.object({ purpose: z.string(), status: z.string() }))`
    SELECT purpose, status FROM featured_checkouts WHERE user_id = ${userId} ORDER BY created_at, id`);

describe("Get Featured after approval, the signup's checkout still open", () => {
  it("in demo mode: the signup's checkout is closed, so only the new one can be paid", async () => {
    const { userId, therapistId, cookie, signupUrl } = await approvedWithSignupCheckout(demo);
    const upgrade = await startCheckout(demo, cookie);
    expect(upgrade.status).toBe(200);
    const upgradeUrl = String((await upgrade.json()).url);
    expect(upgradeUrl).not.toBe(signupUrl);
    // both pages are paid: only the new one counts
    for (const url of [signupUrl, upgradeUrl])
      await callWith(demoAction as never, appRequest(url, { form: { intent: "complete" }, cookie }), contextFor(demo), {
        id: url.split("/").pop()!.split("?")[0]!,
      });
    expect(await paymentsOf(userId)).toBe(1);
    expect((await featuredState(demo, therapistId)).isFeatured).toBe(true);
    expect(await checkoutsOf(userId)).toEqual([
      { purpose: "presignup", status: "canceled" },
      { purpose: "upgrade", status: "completed" },
    ]);
  });

  it("with the provider: the signup's session is expired there and closed here, and a new one made", async () => {
    const { userId, cookie, signupUrl } = await approvedWithSignupCheckout(services);
    const signupSession = signupUrl.split("/").pop()!;
    provider.requests.length = 0;
    const upgrade = await startCheckout(services, cookie);
    expect(upgrade.status).toBe(200);
    const upgradeUrl = String((await upgrade.json()).url);
    expect(upgradeUrl).not.toBe(signupUrl);
    const expired = provider.requests.filter((r) => r.path === `/v1/checkout/sessions/${signupSession}/expire`);
    expect(expired.map((r) => r.method)).toEqual(["POST"]);
    expect(provider.sessionStatus.get(signupSession)).toBe("expired");
    expect(await checkoutsOf(userId)).toEqual([
      { purpose: "presignup", status: "canceled" },
      { purpose: "upgrade", status: "open" },
    ]);
    // pressed again: the same upgrade checkout, nothing more to expire
    provider.requests.length = 0;
    expect((await (await startCheckout(services, cookie)).json()).url).toBe(upgradeUrl);
    expect(provider.requests.filter((r) => r.path.endsWith("/expire"))).toHaveLength(0);
  });

  it("with the provider: the signup's session already paid (its event not yet applied) is refused with 409", async () => {
    const { userId, cookie, signupUrl } = await approvedWithSignupCheckout(services);
    provider.sessionStatus.set(signupUrl.split("/").pop()!, "complete");
    provider.requests.length = 0;
    const refused = await startCheckout(services, cookie);
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toMatch(/still being processed/);
    expect(provider.requests.filter((r) => r.method === "POST" && r.path === "/v1/checkout/sessions")).toHaveLength(0);
    expect(await checkoutsOf(userId)).toEqual([{ purpose: "presignup", status: "open" }]);
  });

  it("with the provider unable to expire the signup's session: 502, and nothing started or closed", async () => {
    const { userId, cookie, signupUrl } = await approvedWithSignupCheckout(services);
    provider.failingSessions.add(signupUrl.split("/").pop()!);
    provider.requests.length = 0;
    const refused = await startCheckout(services, cookie);
    expect(refused.status).toBe(502);
    expect((await refused.json()).message).toMatch(/payment provider/);
    expect(provider.requests.filter((r) => r.method === "POST" && r.path === "/v1/checkout/sessions")).toHaveLength(0);
    expect(await checkoutsOf(userId)).toEqual([{ purpose: "presignup", status: "open" }]);
  });
});
