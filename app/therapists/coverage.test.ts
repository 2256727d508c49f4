import { describe, expect, it } from "vitest";
import { coverageOf, therapistApiView } from "./coverage.ts";
import type { Coverage } from "./fees.ts";

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 12);
const listing: Coverage = {
  insuranceProviders: ["Green Shield Canada", "Sun Life", "Manulife"],
  directBilling: ["Sun Life", "Green Shield Canada"],
  directBillingConfirmedAt: NOW - 30 * DAY,
};

describe("coverage", () => {
  it("lists every insurer in the listing's order, with the direct billing claim and its date", () => {
    expect(coverageOf(listing, NOW)).toEqual([
      { insurer: "Green Shield Canada", directBilling: true, confirmedAt: NOW - 30 * DAY },
      { insurer: "Sun Life", directBilling: true, confirmedAt: NOW - 30 * DAY },
      { insurer: "Manulife", directBilling: false, confirmedAt: null },
    ]);
  });

  it("keeps the insurers but drops every claim once the confirmation is 365 days old", () => {
    const aged = { ...listing, directBillingConfirmedAt: NOW - 365 * DAY };
    expect(coverageOf(aged, NOW)).toEqual([
      { insurer: "Green Shield Canada", directBilling: false, confirmedAt: null },
      { insurer: "Sun Life", directBilling: false, confirmedAt: null },
      { insurer: "Manulife", directBilling: false, confirmedAt: null },
    ]);
    const lastDay = coverageOf({ ...aged, directBillingConfirmedAt: NOW - 364 * DAY }, NOW);
    expect(lastDay.filter((c) => c.directBilling).map((c) => c.insurer)).toEqual(["Green Shield Canada", "Sun Life"]);
  });

  it("claims nothing without a confirmation date, and nothing for a listing without insurers", () => {
    expect(coverageOf({ ...listing, directBillingConfirmedAt: null }, NOW).some((c) => c.directBilling)).toBe(false);
    expect(coverageOf({ ...listing, insuranceProviders: [] }, NOW)).toEqual([]);
  });

  it("answers the API's view with every stored field, the availability's state and the coverage", () => {
    const t = {
      id: "t1",
      ...listing,
      acceptingClients: "waitlist" as const,
      acceptingWait: "2-6-weeks" as const,
      availabilityConfirmedAt: NOW - 40 * DAY,
      isFeatured: true,
      featuredUntil: NOW + DAY,
    };
    const view = therapistApiView(t, NOW);
    // the claims as shown: in the listing's order of insurers
    expect(view).toMatchObject({ ...t, directBilling: ["Green Shield Canada", "Sun Life"] });
    expect(view.availabilityStatus).toEqual({
      state: "waitlist",
      wait: "2-6-weeks",
      confirmedAt: NOW - 40 * DAY,
      stale: true,
    });
    expect(view.coverage.map((c) => c.directBilling)).toEqual([true, true, false]);
  });

  it("answers directBilling as it counts: the claims while their confirmation does, none once it is too old", () => {
    const fields = { acceptingClients: "yes" as const, acceptingWait: null, availabilityConfirmedAt: NOW };
    const featured = { isFeatured: false, featuredUntil: null };
    expect(therapistApiView({ ...listing, ...fields, ...featured }, NOW).directBilling).toEqual([
      "Green Shield Canada",
      "Sun Life",
    ]);
    const aged = { ...listing, ...fields, ...featured, directBillingConfirmedAt: NOW - 365 * DAY };
    const view = therapistApiView(aged, NOW);
    expect(view.directBilling).toEqual([]);
    expect(view.insuranceProviders).toEqual(listing.insuranceProviders);
    expect(view.directBillingConfirmedAt).toBe(NOW - 365 * DAY);
  });

  it("says Featured only while a Featured period runs, whatever is stored", () => {
    const t = {
      id: "t1",
      ...listing,
      acceptingClients: "yes" as const,
      acceptingWait: null,
      availabilityConfirmedAt: NOW,
    };
    expect(therapistApiView({ ...t, isFeatured: true, featuredUntil: NOW + 1 }, NOW).isFeatured).toBe(true);
    expect(therapistApiView({ ...t, isFeatured: true, featuredUntil: null }, NOW).isFeatured).toBe(false);
    expect(therapistApiView({ ...t, isFeatured: true, featuredUntil: NOW }, NOW).isFeatured).toBe(false);
    expect(therapistApiView({ ...t, isFeatured: false, featuredUntil: NOW + DAY }, NOW).isFeatured).toBe(false);
  });
});
