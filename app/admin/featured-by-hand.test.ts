import { describe, expect, it } from "vitest";
import { featuredByHand, featuredEndDay } from "./featured-by-hand.ts";

const NOW = Date.parse("2026-12-01T12:00:00.000Z");
const PAID_END = Date.parse("2026-12-25T18:04:48.123Z");
const paid = { isFeatured: true, featuredUntil: PAID_END };

describe("the Featured state an admin sets by hand", () => {
  it("leaves a paid period to the millisecond when the form is saved as it was shown", () => {
    expect(featuredEndDay(PAID_END)).toBe("2026-12-25");
    expect(featuredByHand(paid, { isFeatured: true, featuredUntil: "2026-12-25" }, NOW)).toEqual({ kind: "unchanged" });
    expect(featuredByHand(paid, {}, NOW)).toEqual({ kind: "unchanged" });
  });

  it("runs a period named by its day through that day, and takes an instant as given", () => {
    expect(featuredByHand(paid, { featuredUntil: "2026-12-31" }, NOW)).toEqual({
      kind: "changed",
      isFeatured: true,
      featuredUntil: Date.parse("2026-12-31T23:59:59.999Z"),
    });
    expect(featuredByHand(paid, { featuredUntil: "2027-01-02T03:04:05Z" }, NOW)).toMatchObject({
      featuredUntil: Date.parse("2027-01-02T03:04:05Z"),
    });
    // today's date is still a period that runs (through the end of today)
    expect(featuredByHand(paid, { featuredUntil: "2026-12-01" }, NOW)).toMatchObject({ kind: "changed" });
  });

  it("refuses Featured with no end or an end already past, and ends Featured when unticked", () => {
    expect(featuredByHand(paid, { featuredUntil: null }, NOW)).toEqual({ kind: "invalid" });
    expect(featuredByHand(paid, { featuredUntil: "2026-11-30" }, NOW)).toEqual({ kind: "invalid" });
    const free = { isFeatured: false, featuredUntil: null };
    expect(featuredByHand(free, { isFeatured: true }, NOW)).toEqual({ kind: "invalid" });
    expect(featuredByHand(paid, { isFeatured: false, featuredUntil: null }, NOW)).toEqual({
      kind: "changed",
      isFeatured: false,
      featuredUntil: null,
    });
    expect(featuredByHand(free, { isFeatured: false, featuredUntil: null }, NOW)).toEqual({ kind: "unchanged" });
  });
});
