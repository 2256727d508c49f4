import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "slonik";
import { z } from "zod";
import type { AppServices } from "#app/context.server.ts";
import { action as dashboardAction } from "#app/routes/therapist.dashboard.tsx";
import { appRequest, call, contextFor, createTestServices, signedInCookie } from "../support/auth.ts";
import { createTestDb, type TestDatabase } from "../support/db.ts";
import {
  approvedTherapist,
  featuredState,
  startProviderStandIn,
  stripeEnv,
  type ProviderStandIn,
} from "../support/featured.ts";

// Cancel Featured asks the payment provider to stop the renewal. When the provider cannot be reached, the
// therapist is told so (502, in the page's language) and nothing changes here: the subscription still renews,
// and the dashboard does not claim otherwise.

let t: TestDatabase;
let services: AppServices;
let provider: ProviderStandIn;

beforeAll(async () => {
  t = await createTestDb();
  provider = await startProviderStandIn({ failSubscriptions: true });
  services = await createTestServices(t, stripeEnv(provider.url));
});
afterAll(async () => {
  await services.boss.stop({ graceful: false });
  await provider.close();
  await t.release();
});

const emailOfUser = (userId: string) =>
  t.db.oneFirst(sql.type(z.object({ email: z.string() }))`SELECT email FROM users WHERE id = ${userId}`);

async function cancelFeatured(userId: string, path: string) {
  const cookie = await signedInCookie(services, await emailOfUser(userId));
  const form = appRequest(path, { form: { intent: "cancel-featured" }, cookie });
  return call(dashboardAction as never, form, contextFor(services));
}

describe("Cancel Featured while the payment provider is down", () => {
  it.each([
    ["/therapist/dashboard", /payment provider could not cancel/],
    ["/fr/therapeute/tableau-de-bord", /fournisseur de paiement n’a pas pu annuler/],
  ])("answers 502 with a message on %s and leaves the subscription renewing", async (path, message) => {
    const { userId, therapistId } = await approvedTherapist(services);
    await t.db.query(sql.unsafe`
      UPDATE therapists SET is_featured = true, featured_until = now() + interval '20 days',
        stripe_subscription_id = ${`sub_down_${therapistId}`}, subscription_status = 'active' WHERE id = ${therapistId}`);
    const answer = (await cancelFeatured(userId, path)) as { data?: unknown; init?: { status?: number } };
    expect(answer.init?.status).toBe(502);
    expect(answer.data).toMatchObject({ ok: false, description: expect.stringMatching(message) });
    expect(await featuredState(services, therapistId)).toMatchObject({
      isFeatured: true,
      subscriptionStatus: "active",
    });
  });
});
