import { describe, expect, it } from "vitest";
import {
  billingToStop,
  isFeaturedActive,
  listingAfter,
  paymentAfter,
  presignupAfter,
  subscriptionStatusOf,
  type Listing,
  type ListingEvent,
  type PaymentFact,
  type PaymentStatus,
  type PresignupStatus,
} from "./machine.ts";

const DAY = 86_400_000;
const FREE: Listing = {
  isFeatured: false,
  featuredUntil: null,
  featuredChangedAt: null,
  subscriptionStatus: null,
  subscriptionChangedAt: null,
  removed: false,
};
const FEATURED: Listing = {
  isFeatured: true,
  featuredUntil: 30 * DAY,
  featuredChangedAt: 0,
  subscriptionStatus: "active",
  subscriptionChangedAt: 0,
  removed: false,
};

describe("a payment's status", () => {
  const table: [PaymentStatus | null, PaymentFact, PaymentStatus][] = [
    [null, "processing", "pending"],
    [null, "cleared", "paid"],
    [null, "failed", "failed"],
    ["pending", "processing", "pending"],
    ["pending", "cleared", "paid"],
    ["pending", "failed", "failed"],
    ["failed", "processing", "failed"], // the "processing" report arrived after the failure
    ["failed", "failed", "failed"],
    ["failed", "cleared", "paid"], // a retried invoice went through
    ["paid", "processing", "paid"],
    ["paid", "failed", "paid"], // an earlier attempt's failure arriving late
    ["paid", "cleared", "paid"],
  ];
  it.each(table)("%s + %s → %s", (current, fact, next) => {
    expect(paymentAfter(current, fact)).toBe(next);
  });

  it("ends the same whatever order the facts arrive in", () => {
    const facts: PaymentFact[] = ["processing", "failed", "cleared"];
    const orders = facts.flatMap((a) =>
      facts.filter((b) => b !== a).map((b) => [a, b, facts.find((c) => c !== a && c !== b)!]),
    );
    for (const order of orders) expect(order.reduce<PaymentStatus | null>(paymentAfter, null)).toBe("paid");
  });
});

describe("a presignup payment's status", () => {
  const table: [PresignupStatus | null, PaymentFact | "refunded" | "disputed" | "canceled", PresignupStatus][] = [
    [null, "processing", "pending"],
    ["pending", "cleared", "paid"],
    ["pending", "failed", "failed"],
    ["paid", "refunded", "refunded"],
    ["paid", "disputed", "disputed"],
    ["pending", "canceled", "canceled"],
    ["refunded", "cleared", "refunded"], // money taken back stays taken back
    ["disputed", "refunded", "disputed"],
    ["canceled", "cleared", "canceled"],
  ];
  it.each(table)("%s + %s → %s", (current, fact, next) => {
    expect(presignupAfter(current, fact)).toBe(next);
  });
});

describe("whether a listing is Featured now", () => {
  const NOW = 10 * DAY;
  const table: [boolean, number | null, boolean][] = [
    [true, NOW + 1, true],
    [true, NOW, false], // the period ends at featuredUntil
    [true, NOW - 1, false],
    [true, null, false], // no end: not Featured
    [true, Number.NaN, false], // a missing end as the search engine's typed arrays hold it
    [false, NOW + DAY, false],
    [false, null, false],
  ];
  it.each(table)("flag %s, until %s → %s", (isFeatured, featuredUntil, active) => {
    expect(isFeaturedActive(isFeatured, featuredUntil, NOW)).toBe(active);
  });
});

describe("a listing's Featured state", () => {
  const table: [string, Listing, ListingEvent, Partial<Listing>][] = [
    [
      "money cleared: Featured until the period's end",
      FREE,
      { type: "cleared", at: DAY, until: 31 * DAY },
      { isFeatured: true, featuredUntil: 31 * DAY, featuredChangedAt: DAY },
    ],
    [
      "a renewal extends the period",
      FEATURED,
      { type: "cleared", at: 30 * DAY, until: 60 * DAY },
      { isFeatured: true, featuredUntil: 60 * DAY },
    ],
    [
      "an older period arriving late never shortens it",
      { ...FEATURED, featuredUntil: 60 * DAY, featuredChangedAt: 30 * DAY },
      { type: "cleared", at: 30 * DAY, until: 30 * DAY },
      { featuredUntil: 60 * DAY },
    ],
    [
      "a payment older than the newest change (an admin's edit) leaves it alone",
      { ...FREE, featuredChangedAt: 5 * DAY },
      { type: "cleared", at: 4 * DAY, until: 34 * DAY },
      { isFeatured: false, featuredUntil: null, featuredChangedAt: 5 * DAY },
    ],
    [
      "a refund or dispute ends it at once",
      FEATURED,
      { type: "reversed", at: 3 * DAY },
      { isFeatured: false, featuredUntil: 3 * DAY, featuredChangedAt: 3 * DAY },
    ],
    [
      "a reversal that arrives before its payment still stamps the time, so the payment arriving later is too old",
      FREE,
      { type: "reversed", at: 3 * DAY },
      { isFeatured: false, featuredUntil: null, featuredChangedAt: 3 * DAY },
    ],
    [
      "a reversal older than a newer payment leaves the newer period",
      { ...FEATURED, featuredUntil: 60 * DAY, featuredChangedAt: 30 * DAY },
      { type: "reversed", at: 3 * DAY },
      { isFeatured: true, featuredUntil: 60 * DAY },
    ],
    [
      "the end of a passed period clears the flag, keeping its end and the time of the last change",
      FEATURED,
      { type: "ended", at: 30 * DAY },
      { isFeatured: false, featuredUntil: 30 * DAY, featuredChangedAt: 0 },
    ],
    [
      "the end of a period that was extended meanwhile changes nothing",
      { ...FEATURED, featuredUntil: 60 * DAY },
      { type: "ended", at: 30 * DAY + 1000 },
      { isFeatured: true, featuredUntil: 60 * DAY },
    ],
    [
      "a renewal reported after the end, but paid before it, extends the period again",
      { ...FEATURED, isFeatured: false },
      { type: "cleared", at: 30 * DAY - 1000, until: 60 * DAY },
      { isFeatured: true, featuredUntil: 60 * DAY },
    ],
    [
      "a flag without an end is not a period: its end clears it",
      { ...FEATURED, featuredUntil: null },
      { type: "ended", at: DAY },
      { isFeatured: false, featuredUntil: null },
    ],
    [
      "a newer subscription event sets the status",
      FEATURED,
      { type: "subscription", at: DAY, status: "canceling" },
      { subscriptionStatus: "canceling", subscriptionChangedAt: DAY, isFeatured: true },
    ],
    [
      "an older subscription event changes nothing",
      { ...FEATURED, subscriptionStatus: "canceled", subscriptionChangedAt: 2 * DAY },
      { type: "subscription", at: DAY, status: "active" },
      { subscriptionStatus: "canceled", subscriptionChangedAt: 2 * DAY },
    ],
    [
      "at the same time, the later stage wins",
      { ...FEATURED, subscriptionStatus: "past_due", subscriptionChangedAt: DAY },
      { type: "subscription", at: DAY, status: "active" },
      { subscriptionStatus: "past_due" },
    ],
    [
      "at the same time, a later stage replaces an earlier one",
      { ...FEATURED, subscriptionStatus: "active", subscriptionChangedAt: DAY },
      { type: "subscription", at: DAY, status: "canceled" },
      { subscriptionStatus: "canceled" },
    ],
    [
      "a removal ends Featured at once, whatever was paid, and is the newest change",
      FEATURED,
      { type: "removed", at: 3 * DAY },
      { isFeatured: false, featuredUntil: 3 * DAY, featuredChangedAt: 3 * DAY, removed: true },
    ],
    [
      "a payment for a removed listing features nothing, even a newer one",
      { ...FEATURED, isFeatured: false, featuredUntil: 3 * DAY, featuredChangedAt: 3 * DAY, removed: true },
      { type: "cleared", at: 30 * DAY, until: 60 * DAY },
      { isFeatured: false, featuredUntil: 3 * DAY, featuredChangedAt: 3 * DAY },
    ],
    [
      "a removed listing's subscription does not turn active again",
      { ...FEATURED, subscriptionStatus: "canceled", subscriptionChangedAt: 3 * DAY, removed: true },
      { type: "subscription", at: 30 * DAY, status: "active" },
      { subscriptionStatus: "canceled", subscriptionChangedAt: 3 * DAY },
    ],
    [
      "a removed listing's subscription ends when cancelled, even before a newer provider event",
      { ...FEATURED, subscriptionStatus: "active", subscriptionChangedAt: 5 * DAY, removed: true },
      { type: "subscription", at: 4 * DAY, status: "canceled" },
      { subscriptionStatus: "canceled", subscriptionChangedAt: 4 * DAY },
    ],
  ];
  it.each(table)("%s", (_name, before, event, expected) => {
    expect(listingAfter(before, event)).toMatchObject(expected);
  });

  it("applies several events in turn, and answers the same listing when none changed it", () => {
    const paid = listingAfter(
      FREE,
      { type: "subscription", at: DAY, status: "active" },
      { type: "cleared", at: DAY, until: 31 * DAY },
    );
    expect(paid).toEqual({ ...FEATURED, featuredUntil: 31 * DAY, featuredChangedAt: DAY, subscriptionChangedAt: DAY });
    expect(listingAfter(paid, { type: "ended", at: 30 * DAY }, { type: "ended", at: 31 * DAY - 1 })).toBe(paid);
  });

  it("ends a passed period once: the end run twice changes nothing more", () => {
    const ended = listingAfter(FEATURED, { type: "ended", at: 30 * DAY });
    expect(ended).toEqual({ ...FEATURED, isFeatured: false });
    expect(listingAfter(ended, { type: "ended", at: 30 * DAY + 1000 })).toBe(ended);
  });
});

describe("the provider's subscription status", () => {
  const table: [string, boolean, string][] = [
    ["active", false, "active"],
    ["active", true, "canceling"],
    ["trialing", false, "active"],
    ["past_due", false, "past_due"],
    ["unpaid", false, "past_due"],
    ["incomplete", false, "past_due"],
    ["incomplete_expired", false, "canceled"],
    ["canceled", false, "canceled"],
  ];
  it.each(table)("%s (cancel at period end: %s) → %s", (provider, atPeriodEnd, ours) => {
    expect(subscriptionStatusOf(provider, atPeriodEnd)).toBe(ours);
  });
});

describe("whether a removed listing's subscription is to be cancelled", () => {
  const REMOVED: Listing = { ...FEATURED, isFeatured: false, removed: true };
  const table: [string, Listing, ListingEvent, boolean][] = [
    ["just removed, still renewing", REMOVED, { type: "removed", at: DAY }, true],
    ["a renewal paid after the removal", REMOVED, { type: "cleared", at: DAY, until: 60 * DAY }, true],
    ["the provider reports it live", REMOVED, { type: "subscription", at: DAY, status: "past_due" }, true],
    ["the cancellation itself", REMOVED, { type: "subscription", at: DAY, status: "canceled" }, false],
    [
      "already cancelled",
      { ...REMOVED, subscriptionStatus: "canceled" },
      { type: "cleared", at: DAY, until: 60 * DAY },
      false,
    ],
    ["the end of a period", REMOVED, { type: "ended", at: DAY }, false],
    ["a listing still in the directory", FEATURED, { type: "cleared", at: DAY, until: 60 * DAY }, false],
  ];
  it.each(table)("%s → %s", (_name, before, event, cancel) => {
    expect(billingToStop(listingAfter(before, event), [event])).toBe(cancel);
  });
});
