import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sql } from "slonik";
import { z } from "zod";
import type { AppServices } from "#app/context.server.ts";
import { cancelFeatured } from "#app/featured/account.server.ts";
import { action as checkoutApi } from "#app/routes/api.create-subscription-checkout.ts";
import { action as demoAction } from "#app/routes/dev.checkout.id.tsx";
import { expireFeaturedHandler } from "#indexer/jobs/expire-featured.ts";
import { callWith, seedSubmission } from "../support/admin.ts";
import { appRequest, call, contextFor, createTestServices, signedInCookie } from "../support/auth.ts";
import { createTestDb, type TestDatabase } from "../support/db.ts";
import { approvedTherapist, featuredState } from "../support/featured.ts";
import { findUserById } from "#app/auth/users.server.ts";

// Following a demo checkout through app/featured, one step at a time (a press on the demo checkout page; the
// period's end job): every exported function of the Featured modules is watched, its behaviour unchanged, and the
// modules control passes through are listed in order. A module is entered when another module (or the route, or
// the job) calls it; a module walked back and forth is entered many times. Each may be entered at most twice.

const { watch, trace } = vi.hoisted(() => {
  /** The modules control passed through, in order; a call into a module from another one is marked "call". */
  const trace: { module: string; call: boolean }[] = [];
  const stack: string[] = [];
  const step = (module: string, call: boolean) => {
    if (trace.at(-1)?.module !== module) trace.push({ module, call });
  };
  const watch = (module: string, exports: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(exports).map(([name, value]) => {
        if (typeof value !== "function" || /^[A-Z]/.test(name)) return [name, value];
        const fn = value as (...args: unknown[]) => unknown;
        const left = () => {
          stack.pop();
          step(stack.at(-1) ?? "caller", false);
        };
        const watched = function (this: unknown, ...args: unknown[]) {
          step(module, stack.at(-1) !== module);
          stack.push(module);
          try {
            const result = fn.apply(this, args);
            if (result instanceof Promise) return result.finally(left);
            left();
            return result;
          } catch (error) {
            left();
            throw error;
          }
        };
        return [name, watched];
      }),
    );
  return { watch, trace };
});

vi.mock("#app/featured/account.server.ts", async (original) => watch("account", await original()));
vi.mock("#app/featured/checkout.server.ts", async (original) => watch("checkout", await original()));
vi.mock("#app/featured/customer.server.ts", async (original) => watch("customer", await original()));
vi.mock("#app/featured/demo-checkout.server.ts", async (original) => watch("demo-checkout", await original()));
vi.mock("#app/featured/demo-events.server.ts", async (original) => watch("demo-events", await original()));
vi.mock("#app/featured/emails.ts", async (original) => watch("emails", await original()));
vi.mock("#app/featured/events.server.ts", async (original) => watch("events", await original()));
vi.mock("#app/featured/expiry.server.ts", async (original) => watch("expiry", await original()));
vi.mock("#app/featured/first-payment.server.ts", async (original) => watch("first-payment", await original()));
vi.mock("#app/featured/fulfil.server.ts", async (original) => watch("fulfil", await original()));
vi.mock("#app/featured/machine.ts", async (original) => watch("machine", await original()));
vi.mock("#app/featured/payments.server.ts", async (original) => watch("payments", await original()));
vi.mock("#app/featured/renewals.server.ts", async (original) => watch("renewals", await original()));
vi.mock("#app/featured/reversals.server.ts", async (original) => watch("reversals", await original()));
vi.mock("#app/featured/state.server.ts", async (original) => watch("state", await original()));
vi.mock("#app/featured/stripe.server.ts", async (original) => watch("stripe", await original()));

let t: TestDatabase;
let demo: AppServices;

beforeAll(async () => {
  t = await createTestDb();
  demo = await createTestServices(t);
});
afterAll(async () => {
  await demo.boss.stop({ graceful: false });
  await t.release();
});

type Step = { module: string; call: boolean };
/** The modules entered more than twice in a step, with how many times. */
function overTwice(steps: readonly Step[]) {
  const count = new Map<string, number>();
  for (const { module, call } of steps) if (call) count.set(module, (count.get(module) ?? 0) + 1);
  return Object.fromEntries([...count].filter(([, n]) => n > 2));
}
const path = (steps: readonly Step[]) => steps.map((s) => s.module).join(" → ");

const emailOf = (userId: string) =>
  t.db.oneFirst(sql.type(z.object({ email: z.string() }))`SELECT email FROM users WHERE id = ${userId}`);

/** A signed-in user's demo checkout; `post` answers the modules one press on its page went through. */
async function demoCheckout(userId: string, flow: "upgrade" | "signup") {
  const cookie = await signedInCookie(demo, await emailOf(userId));
  const started = await call(
    checkoutApi as never,
    appRequest(
      "/api/create-subscription-checkout",
      flow === "signup" ? { json: { flow }, cookie } : { method: "POST", cookie },
    ),
    contextFor(demo),
  );
  const { url } = (await (started as Response).json()) as { url: string };
  const id = url.split("/").pop()!;
  return async (intent: string) => {
    trace.length = 0;
    await callWith(demoAction as never, appRequest(url, { form: { intent }, cookie }), contextFor(demo), { id });
    return [...trace];
  };
}

/** The expire-featured job as the worker runs it, with the clock at `now`. */
async function endJobAt(therapistId: string, now: number) {
  trace.length = 0;
  vi.useFakeTimers({ now, toFake: ["Date"] });
  try {
    await expireFeaturedHandler.handle({ therapistId }, demo, undefined as never);
  } finally {
    vi.useRealTimers();
  }
  return [...trace];
}

describe("a demo checkout through app/featured", () => {
  it("enters each Featured module at most twice per step: card, debit and its clearing, signup, the end", async () => {
    const card = await approvedTherapist(demo);
    const paid = await (await demoCheckout(card.userId, "upgrade"))("complete");
    const { featuredUntil } = await featuredState(demo, card.therapistId);
    expect(featuredUntil).not.toBeNull();
    const owner = { ...(await findUserById(demo.db, card.userId))!, isAdmin: false, adminRole: false };
    expect(await cancelFeatured(demo, owner, Date.now())).toEqual({ kind: "canceled" });
    const ended = await endJobAt(card.therapistId, featuredUntil! + 1000);
    expect((await featuredState(demo, card.therapistId)).isFeatured).toBe(false);
    expect(path(ended)).toContain("emails"); // the "has ended" email: not renewing

    const debit = await approvedTherapist(demo);
    const press = await demoCheckout(debit.userId, "upgrade");
    const pending = await press("debit");
    const cleared = await press("clears");
    expect((await featuredState(demo, debit.therapistId)).isFeatured).toBe(true);

    const applicant = await seedSubmission(demo.db);
    const signup = await (await demoCheckout(applicant.userId, "signup"))("complete");
    expect(path(signup)).toContain("payments");

    for (const step of [paid, ended, pending, cleared, signup]) expect(overTwice(step), path(step)).toEqual({});
  });
});
