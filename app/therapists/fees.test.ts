import { describe, expect, it } from "vitest";
import { costLine, directBillingNow, lowestFee, money, taxExemptNote, type Coverage, type Fees } from "./fees.ts";

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 12);
const fees: Fees = {
  rate: 140,
  sessionMinutes: 50,
  couplesFee: null,
  slidingScale: true,
  slidingScaleMin: 80,
  slidingScaleOpen: true,
  freeConsultationMinutes: 15,
};
const coverage: Coverage = {
  insuranceProviders: ["Green Shield Canada", "Sun Life", "Manulife"],
  directBilling: ["Sun Life", "Green Shield Canada"],
  directBillingConfirmedAt: NOW - 10 * DAY,
};

describe("fees", () => {
  it("writes the card's cost line, insurers in the listing's order", () => {
    expect(costLine({ ...fees, ...coverage }, NOW)).toBe(
      "$140 / 50 min · Sliding scale from $80 · Free 15-min consult · Direct billing: Green Shield Canada, Sun Life",
    );
  });

  it("drops the direct billing claim once its confirmation is 365 days old, keeping the insurers", () => {
    const old = { ...coverage, directBillingConfirmedAt: NOW - 365 * DAY };
    expect(directBillingNow(old, NOW)).toEqual([]);
    expect(directBillingNow({ ...old, directBillingConfirmedAt: NOW - 364 * DAY }, NOW)).toHaveLength(2);
    expect(costLine({ ...fees, ...old }, NOW)).toBe("$140 / 50 min · Sliding scale from $80 · Free 15-min consult");
  });

  it("counts the sliding scale's floor as the lowest fee only while its spots are open", () => {
    expect(lowestFee(fees)).toBe(80);
    expect(lowestFee({ ...fees, slidingScaleOpen: false })).toBe(140);
    expect(lowestFee({ ...fees, rate: null })).toBe(80);
    expect(lowestFee({ ...fees, rate: null, slidingScale: false })).toBeNull();
    expect(
      costLine(
        { ...fees, slidingScaleOpen: false, freeConsultationMinutes: null, ...coverage, directBilling: [] },
        NOW,
      ),
    ).toBe("$140 / 50 min");
  });

  it("says nothing when no fee, consultation or billing applies", () => {
    const none = { ...fees, rate: null, slidingScale: false, slidingScaleOpen: false, freeConsultationMinutes: null };
    expect(costLine({ ...none, ...coverage, directBilling: [] }, NOW)).toBeNull();
  });

  it("writes cents only when there are some", () => {
    expect(money(120)).toBe("$120");
    expect(money(142.5)).toBe("$142.50");
  });

  it("states the GST/HST exemption for registered psychotherapists and psychologists only", () => {
    expect(taxExemptNote("RP")).toMatch(/registered psychotherapist is exempt from GST\/HST/);
    expect(taxExemptNote("C.Psych.")).toMatch(/exempt from GST\/HST/);
    expect(taxExemptNote("RSW")).toBeNull();
    expect(taxExemptNote(null)).toBeNull();
  });
});
