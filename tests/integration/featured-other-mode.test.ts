import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "slonik";
import { z } from "zod";
import type { AppServices } from "#app/context.server.ts";
import { createTestServices } from "../support/auth.ts";
import { type TestDatabase } from "../support/db.ts";
import {
  approvedTherapist,
  checkoutCompleted,
  DAY,
  deliver,
  featuredState,
  postWebhook,
  runEventJobs,
  startProviderTestbed,
  stopProviderTestbed,
  stripeEnv,
  type ProviderStandIn,
} from "../support/featured.ts";

// The provider signs test-mode and live events alike: an event from the mode other than the configured key's (a
// test card's payment reaching a live site, or the reverse) is acknowledged, not stored, and features nothing.

let t: TestDatabase;
let services: AppServices;
let provider: ProviderStandIn;

const T0 = Math.floor(Date.now() / 1000) - DAY;
const count = (query: ReturnType<typeof sql.unsafe>) =>
  t.db.oneFirst(sql.type(z.object({ n: z.number() }))`SELECT count(*)::int AS n FROM (${query}) q`);

beforeAll(async () => {
  ({ t, services, provider } = await startProviderTestbed());
});
afterAll(() => stopProviderTestbed({ t, services, provider }));

describe("an event from the provider's other mode", () => {
  it("a test-mode payment on a live key is acknowledged, not stored, and features nothing", async () => {
    const live = await createTestServices(t, { ...stripeEnv(provider.url), STRIPE_SECRET_KEY: "sk_live_featured" });
    try {
      const { userId, therapistId } = await approvedTherapist(live);
      const event = checkoutCompleted(T0, { userId, therapistId, purpose: "upgrade" }); // livemode: false
      const answer = await postWebhook(live, event);
      expect(answer.status).toBe(200);
      await runEventJobs(live, event.id);
      expect(await count(sql.unsafe`SELECT 1 FROM payment_events WHERE id = ${event.id}`)).toBe(0);
      expect((await featuredState(live, therapistId)).isFeatured).toBe(false);
    } finally {
      await live.boss.stop({ graceful: false });
    }
  });

  it("a live payment on a test key is acknowledged, not stored, and features nothing", async () => {
    const { userId, therapistId } = await approvedTherapist(services);
    const event = { ...checkoutCompleted(T0, { userId, therapistId, purpose: "upgrade" }), livemode: true };
    expect(await deliver(services, event)).toBe(200);
    expect(await count(sql.unsafe`SELECT 1 FROM payment_events WHERE id = ${event.id}`)).toBe(0);
    expect((await featuredState(services, therapistId)).isFeatured).toBe(false);
  });
});
