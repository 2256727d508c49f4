import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sql } from "slonik";
import { z } from "zod";
import type { CurrentUser } from "#app/auth/users.server.ts";
import type { AppServices } from "#app/context.server.ts";
import { startCheckout } from "#app/featured/checkout.server.ts";
import { endFeaturedPeriod } from "#app/featured/expiry.server.ts";
import { SearchParams } from "#app/search/api-params.server.ts";
import { cardView } from "#app/therapists/card-view.ts";
import { expireFeaturedHandler } from "#indexer/jobs/expire-featured.ts";
import { indexTherapistHandler } from "#indexer/jobs/index-therapist.ts";
import { postgresSearchEngine } from "#indexer/search/engine.ts";
import { startWorkers } from "#indexer/worker.ts";
import { type TestDatabase } from "../support/db.ts";
import { queuedEmailsTo } from "../support/auth.ts";
import { findUserById } from "#app/auth/users.server.ts";
import {
  approvedTherapist,
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

// The end of a Featured period: one expire-featured job per period end, sent with the change that set it, ends
// it; until that job runs, every reader already counts the period as over (the rule is read with the clock passed
// in); the job run twice, or for a period extended meanwhile, changes nothing.

let t: TestDatabase;
let services: AppServices;
let provider: ProviderStandIn;

const T0 = 1_767_225_600; // 2026-01-01T00:00:00Z, the provider's event times in seconds
const END = (T0 + 30 * DAY) * 1000; // the first period's end, in milliseconds
const meta = (a: { userId: string; therapistId: string }) => ({ ...a, purpose: "upgrade" as const });

const jobs = (name: string, therapistId: string) =>
  t.db.anyFirst(sql.type(z.object({ at: z.number() }))`
    SELECT (extract(epoch FROM start_after) * 1000)::float8 AS at FROM pgboss.job
    WHERE name = ${name} AND data->>'therapistId' = ${therapistId} ORDER BY start_after, created_on`);
const endedMail = async (userId: string) => {
  const email = await t.db.oneFirst(
    sql.type(z.object({ email: z.string() }))`SELECT email FROM users WHERE id = ${userId}`,
  );
  return (await queuedEmailsTo(services, email)).filter((m) => m.subject.includes("has ended"));
};
/** The expire-featured job as the worker runs it, with the clock at `now`. */
async function runEndJob(therapistId: string, now: number) {
  vi.useFakeTimers({ now, toFake: ["Date"] });
  try {
    await expireFeaturedHandler.handle({ therapistId }, services, undefined as never);
  } finally {
    vi.useRealTimers();
  }
}

beforeAll(async () => {
  ({ t, services, provider } = await startProviderTestbed());
});
afterAll(() => stopProviderTestbed({ t, services, provider }));

describe("the end of a Featured period", () => {
  it("is one expire-featured job per period end, sent with the change; the search document schedules nothing", async () => {
    const a = await approvedTherapist(services);
    const checkout = checkoutCompleted(T0, meta(a));
    await deliver(services, checkout);
    const sub = checkout.data.object.subscription;
    await deliver(services, invoiceEvent("invoice.paid", T0 + 30 * DAY, sub, T0 + 60 * DAY));
    await deliver(services, invoiceEvent("invoice.paid", T0 + 30 * DAY, sub, T0 + 60 * DAY)); // the same end again
    expect(await jobs("expire-featured", a.therapistId)).toEqual([END + 1000, (T0 + 60 * DAY) * 1000 + 1000]);

    const before = (await jobs("index-therapist", a.therapistId)).length;
    await indexTherapistHandler.handle({ therapistId: a.therapistId }, services, undefined as never);
    expect(await jobs("index-therapist", a.therapistId)).toHaveLength(before);
  });

  it("counts as over from its end, before its job runs: search order and badge, cards, a new checkout", async () => {
    const city = "Featureville";
    const a = await approvedTherapist(services, { city, lastName: "Alpha" });
    const b = await approvedTherapist(services, { city, lastName: "Bravo" });
    await t.db.query(sql.unsafe`UPDATE therapists SET rating = 4.8, review_count = 40 WHERE id = ${b.therapistId}`);
    await deliver(services, checkoutCompleted(T0, meta(a)));
    const during = postgresSearchEngine(t.db, () => END - 1000);
    await during.indexTherapist(a.therapistId);
    await during.indexTherapist(b.therapistId);
    const params = SearchParams.parse({ city });
    const order = (cards: { id: string; isFeatured: boolean }[]) => cards.map((c) => [c.id, c.isFeatured]);
    const found = (await during.search(params)).therapists;
    expect(order(found)).toEqual([
      [a.therapistId, true],
      [b.therapistId, false],
    ]);

    // its end has passed; its job has not run: the row and the stored document still say Featured
    expect((await featuredState(services, a.therapistId)).isFeatured).toBe(true);
    const after = postgresSearchEngine(t.db, () => END);
    expect(order((await after.search(params)).therapists)).toEqual([
      [b.therapistId, false],
      [a.therapistId, false],
    ]);
    expect(order((await after.search(SearchParams.parse({ city, page: 2, limit: 1 }))).therapists)).toEqual([
      [a.therapistId, false],
    ]);
    expect(cardView(found[0]!, END - 1000).options).toContain("Featured");
    expect(cardView(found[0]!, END).options).not.toContain("Featured");
    const owner: CurrentUser = { ...(await findUserById(t.db, a.userId))!, isAdmin: false, adminRole: false };
    expect(await startCheckout(services, owner, "upgrade", END - 1000)).toMatchObject({ kind: "error", status: 409 });
    // over, its subscription still renewing (the renewal's payment not reported yet): a second one would bill twice
    expect(await startCheckout(services, owner, "upgrade", END)).toMatchObject({
      kind: "error",
      status: 409,
      reason: "subscription-live",
    });
    // its renewal stopped, the period over: a new checkout starts
    await t.db.query(sql.unsafe`UPDATE therapists SET subscription_status = 'canceling' WHERE id = ${a.therapistId}`);
    expect(await startCheckout(services, owner, "upgrade", END)).toMatchObject({ kind: "ok" });

    await runEndJob(a.therapistId, END + 1000);
    await after.indexTherapist(a.therapistId);
    expect(order((await after.search(params)).therapists)).toEqual([
      [b.therapistId, false],
      [a.therapistId, false],
    ]);
  });

  it("its job ends it once: flag cleared, document rewritten, the therapist told; run twice, nothing more", async () => {
    const a = await approvedTherapist(services);
    const checkout = checkoutCompleted(T0, meta(a));
    await deliver(services, checkout);
    const sub = checkout.data.object.subscription;
    await deliver(services, subscriptionEvent("customer.subscription.updated", T0 + DAY, sub, "active", true));
    const indexed = (await jobs("index-therapist", a.therapistId)).length;

    await runEndJob(a.therapistId, END - 1000); // sent early (a clock ahead): not yet
    expect((await featuredState(services, a.therapistId)).isFeatured).toBe(true);
    await runEndJob(a.therapistId, END + 1000);
    expect(await featuredState(services, a.therapistId)).toMatchObject({
      isFeatured: false,
      featuredUntil: END,
      status: "approved",
    });
    expect(await jobs("index-therapist", a.therapistId)).toHaveLength(indexed + 1);
    expect(await endedMail(a.userId)).toHaveLength(1);

    await runEndJob(a.therapistId, END + 2000);
    expect(await jobs("index-therapist", a.therapistId)).toHaveLength(indexed + 1);
    expect(await endedMail(a.userId)).toHaveLength(1);
  });

  it("leaves a period extended before its job alone; a renewal reported after the end extends it again, untold", async () => {
    const a = await approvedTherapist(services);
    const checkout = checkoutCompleted(T0, meta(a));
    await deliver(services, checkout);
    const sub = checkout.data.object.subscription;
    await deliver(services, invoiceEvent("invoice.paid", T0 + 29 * DAY, sub, T0 + 60 * DAY));
    expect(await endFeaturedPeriod(services, a.therapistId, END + 1000)).toBe(false);
    expect(await featuredState(services, a.therapistId)).toMatchObject({ isFeatured: true });

    const b = await approvedTherapist(services);
    const late = checkoutCompleted(T0, meta(b));
    await deliver(services, late);
    expect(await endFeaturedPeriod(services, b.therapistId, END + 1000)).toBe(true); // still renewing: no email
    const renewal = invoiceEvent("invoice.paid", T0 + 30 * DAY - 60, late.data.object.subscription, T0 + 60 * DAY);
    await deliver(services, renewal);
    expect(await featuredState(services, b.therapistId)).toMatchObject({
      isFeatured: true,
      featuredUntil: (T0 + 60 * DAY) * 1000,
    });
    expect(await endedMail(b.userId)).toHaveLength(0);
  });

  it("is never sent on a schedule: the worker removes one an older version registered", async () => {
    await services.boss.schedule("expire-featured", "*/10 * * * *", {});
    await startWorkers(services);
    const schedules = (await services.boss.getSchedules()).map((schedule) => schedule.name);
    expect(schedules).toContain("purge-sessions");
    expect(schedules).not.toContain("expire-featured");
  });
});
