import { describe, expect, it } from "vitest";
import { fieldErrors } from "#app/http/field-errors.ts";
import { ProfileUpdate } from "./application-schema.ts";
import { FEE_MESSAGES, settleFees } from "./fees-schema.ts";

const FEES = {
  rate: 140,
  slidingScale: true,
  slidingScaleMin: 80,
  slidingScaleOpen: true,
  insuranceProviders: ["Sun Life", "Green Shield Canada", "Other Private Insurance"],
  directBilling: ["Green Shield Canada"],
};
const errorsOf = (input: Record<string, unknown>) => {
  const result = ProfileUpdate.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

describe("the fee rules", () => {
  it("refuses each broken rule with its own message, on its own field", () => {
    expect(errorsOf({ ...FEES, slidingScaleMin: 150 })).toEqual({ slidingScaleMin: [FEE_MESSAGES.floorAboveFee] });
    expect(FEE_MESSAGES.floorAboveFee).toBe("The lowest sliding-scale fee can't be above the session fee");
    expect(errorsOf({ ...FEES, slidingScale: false })).toEqual({
      slidingScaleMin: [FEE_MESSAGES.floorWithoutScale],
      slidingScaleOpen: [FEE_MESSAGES.openWithoutScale],
    });
    expect(errorsOf({ sessionMinutes: 55 })).toEqual({ sessionMinutes: ["Choose one of the listed session lengths"] });
    expect(errorsOf({ freeConsultationMinutes: 45 })).toEqual({
      freeConsultationMinutes: ["Choose one of the listed consultation lengths"],
    });
    expect(errorsOf({ receiptDesignation: "MD" })).toEqual({
      receiptDesignation: ["Choose one of the listed designations"],
    });
    expect(errorsOf({ couplesFee: -5 })).toEqual({ couplesFee: ["Couples or family session fee cannot be negative"] });
    // out of bounds, an amount is told that alone, not its decimal places too
    expect(errorsOf({ couplesFee: 1e308 })).toEqual({
      couplesFee: ["Couples or family session fee must be at most 10,000"],
    });
    expect(errorsOf({ couplesFee: -0.001 })).toEqual({
      couplesFee: ["Couples or family session fee cannot be negative"],
    });
    expect(errorsOf({ ...FEES, directBilling: ["Other Private Insurance"] }).directBilling).toEqual([
      FEE_MESSAGES.directBillingInsurer,
    ]);
    expect(errorsOf({ ...FEES, directBilling: ["Manulife", "Sun Life"] })).toEqual({
      directBilling: ["Also tick Manulife under Insurance Accepted, or untick direct billing for it"],
    });
    expect(errorsOf({ ...FEES, directBilling: ["Sun Life", "Sun Life"] }).directBilling).toEqual([
      "Each insurer may be billed directly only once",
    ]);
    expect(errorsOf({ insuranceProviders: ["Sun Life", "Sun Life"] }).insuranceProviders).toEqual([
      "Each insurance provider may be chosen only once",
    ]);
  });

  it("takes amounts in dollars and cents, and refuses a third decimal place rather than round it", () => {
    expect(errorsOf({ ...FEES, rate: 120.55, couplesFee: 0.29, slidingScaleMin: 80.1 })).toEqual({});
    expect(errorsOf({ rate: "9999.99", couplesFee: "180.50" })).toEqual({});
    expect(errorsOf({ ...FEES, rate: 120.555 })).toEqual({
      rate: ["Individual session fee must have at most 2 decimal places"],
    });
    expect(errorsOf({ couplesFee: "180.001" })).toEqual({
      couplesFee: ["Couples or family session fee must have at most 2 decimal places"],
    });
    expect(errorsOf({ ...FEES, slidingScaleMin: 0.1 + 0.2 })).toEqual({
      slidingScaleMin: ["Lowest sliding-scale fee must have at most 2 decimal places"],
    });
  });

  it("reads a typed amount only as digits with cents after a point: hexadecimal and exponents are no number", () => {
    for (const typed of ["0x8C", "1e3", "140abc", "1,000", "Infinity", "٣٠"])
      expect(errorsOf({ rate: typed }), typed).toEqual({ rate: ["Individual session fee must be a number"] });
    expect(errorsOf({ rate: " 140 ", couplesFee: "190.50" })).toEqual({});
    expect(errorsOf({ couplesFee: "-5" })).toEqual({
      couplesFee: ["Couples or family session fee cannot be negative"],
    });
  });

  it("takes a session or couples fee above 0 only; a sliding scale may start at 0", () => {
    for (const zero of [0, -0, "0", "0.00"]) {
      expect(errorsOf({ rate: zero }), String(zero)).toEqual({ rate: ["Individual session fee must be more than 0"] });
      expect(errorsOf({ couplesFee: zero })).toEqual({
        couplesFee: ["Couples or family session fee must be more than 0"],
      });
    }
    expect(errorsOf({ ...FEES, slidingScaleMin: 0 })).toEqual({});
  });

  it("a partial update is checked against the listing it leaves, on the field sent", () => {
    const current = { ...FEES, slidingScaleMin: 100 };
    expect(settleFees(current, { slidingScaleMin: 150 })).toEqual({
      kind: "invalid",
      errors: { slidingScaleMin: [FEE_MESSAGES.floorAboveFee] },
    });
    expect(settleFees(current, { rate: 90 })).toEqual({
      kind: "invalid",
      errors: { rate: [FEE_MESSAGES.feeBelowFloor] },
    });
    expect(settleFees(current, { insuranceProviders: ["Sun Life"] })).toEqual({
      kind: "ok",
      update: { insuranceProviders: ["Sun Life"], directBilling: [] },
    });
    expect(settleFees(current, { slidingScale: false })).toEqual({
      kind: "ok",
      update: { slidingScale: false, slidingScaleMin: null, slidingScaleOpen: false },
    });
  });
});
