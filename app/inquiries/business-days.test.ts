import { describe, expect, it } from "vitest";
import { addBusinessDays, closedDays, easterSunday, isBusinessDay, ontarioHolidays } from "./business-days.ts";

// Ontario business days: the holidays of a year (observed days included) and counting business days in Toronto
// time, over weekends, long weekends, daylight-saving changes and Christmas and Boxing Day on a weekend.

const iso = (d: { year: number; month: number; day: number }) =>
  `${d.year}-${String(d.month).padStart(2, "0")}-${String(d.day).padStart(2, "0")}`;
const closed = (year: number) => closedDays(year).map((h) => `${iso(h.date)} ${h.name}`);
/** n business days after a Toronto wall-clock time, as an ISO instant. */
const after = (instant: string, n: number) => addBusinessDays(new Date(instant), n).toISOString();

describe("Ontario's holidays", () => {
  it("finds Easter by the computus", () => {
    expect([2019, 2024, 2025, 2026, 2027, 2038, 2285].map((y) => iso(easterSunday(y)))).toEqual([
      "2019-04-21",
      "2024-03-31",
      "2025-04-20",
      "2026-04-05",
      "2027-03-28",
      "2038-04-25",
      "2285-03-22",
    ]);
  });

  it("lists the nine public holidays of 2026, the Civic Holiday not among them, Boxing Day observed on Monday", () => {
    expect(closed(2026)).toEqual([
      "2026-01-01 New Year's Day",
      "2026-02-16 Family Day",
      "2026-04-03 Good Friday",
      "2026-05-18 Victoria Day",
      "2026-07-01 Canada Day",
      "2026-09-07 Labour Day",
      "2026-10-12 Thanksgiving",
      "2026-12-25 Christmas Day",
      "2026-12-28 Boxing Day (observed)",
    ]);
    expect(ontarioHolidays(2026).map((h) => h.name)).not.toContain("Civic Holiday");
    expect(isBusinessDay({ year: 2026, month: 8, day: 3 })).toBe(true); // the Civic Holiday
  });

  it("moves Christmas on a Saturday to Monday and Boxing Day on the Sunday to Tuesday", () => {
    expect(closed(2027).slice(-2)).toEqual(["2027-12-27 Christmas Day (observed)", "2027-12-28 Boxing Day (observed)"]);
  });

  it("keeps Boxing Day on Monday when Christmas is a Sunday, and observes Christmas on Tuesday", () => {
    expect(closed(2022).slice(-2)).toEqual(["2022-12-26 Boxing Day", "2022-12-27 Christmas Day (observed)"]);
  });

  it("observes New Year's Day and Canada Day on a weekend on the Monday after", () => {
    expect(closed(2022)[0]).toBe("2022-01-03 New Year's Day (observed)");
    expect(closed(2023)[0]).toBe("2023-01-02 New Year's Day (observed)");
    expect(closed(2023)).toContain("2023-07-03 Canada Day (observed)");
    expect(closed(2018)).toContain("2018-07-02 Canada Day (observed)");
  });

  it("puts Victoria Day on the Monday before May 25, never on May 25 itself", () => {
    expect(iso(ontarioHolidays(2020)[3]!.date)).toBe("2020-05-18");
    expect(iso(ontarioHolidays(2021)[3]!.date)).toBe("2021-05-24");
    expect(iso(ontarioHolidays(2027)[3]!.date)).toBe("2027-05-24");
  });
});

describe("addBusinessDays (America/Toronto)", () => {
  it("counts a weekday message to the same time on following weekdays", () => {
    // Tuesday 2026-11-24 10:00 EST
    expect(after("2026-11-24T15:00:00Z", 1)).toBe("2026-11-25T15:00:00.000Z");
    expect(after("2026-11-24T15:00:00Z", 3)).toBe("2026-11-27T15:00:00.000Z");
    expect(after("2026-11-24T15:00:00Z", 0)).toBe("2026-11-24T15:00:00.000Z");
  });

  it("skips the weekend", () => {
    // Friday 2026-11-27 16:00 → Monday, Tuesday
    expect(after("2026-11-27T21:00:00Z", 1)).toBe("2026-11-30T21:00:00.000Z");
    expect(after("2026-11-27T21:00:00Z", 2)).toBe("2026-12-01T21:00:00.000Z");
  });

  it("counts a weekend message from the start of Monday", () => {
    // Saturday 2026-11-28 11:00 → Tuesday 00:00 (one whole business day: Monday)
    expect(after("2026-11-28T16:00:00Z", 1)).toBe("2026-12-01T05:00:00.000Z");
    expect(after("2026-11-28T16:00:00Z", 0)).toBe("2026-11-30T05:00:00.000Z");
  });

  it("uses Toronto's date, not UTC's: 22:00 on a Friday in Toronto is Saturday in UTC", () => {
    expect(after("2026-11-28T03:00:00Z", 1)).toBe("2026-12-01T03:00:00.000Z");
  });

  it("skips a long weekend (Victoria Day) and keeps the wall-clock time", () => {
    // Friday 2026-05-15 09:30 EDT → Tuesday 19, Wednesday 20
    expect(after("2026-05-15T13:30:00Z", 1)).toBe("2026-05-19T13:30:00.000Z");
    expect(after("2026-05-15T13:30:00Z", 2)).toBe("2026-05-20T13:30:00.000Z");
  });

  it("skips Good Friday and Easter Monday is a business day", () => {
    // Thursday 2026-04-02 → Monday 2026-04-06
    expect(after("2026-04-02T14:00:00Z", 1)).toBe("2026-04-06T14:00:00.000Z");
  });

  it("skips Christmas and Boxing Day on a weekend, with their observed days", () => {
    // Thursday 2027-12-23 12:00 EST → Friday 24, then Wednesday 29 (25-28 closed)
    expect(after("2027-12-23T17:00:00Z", 1)).toBe("2027-12-24T17:00:00.000Z");
    expect(after("2027-12-23T17:00:00Z", 2)).toBe("2027-12-29T17:00:00.000Z");
    // Thursday 2026-12-24 → Tuesday 2026-12-29 (Christmas Friday, Boxing Day observed Monday)
    expect(after("2026-12-24T17:00:00Z", 1)).toBe("2026-12-29T17:00:00.000Z");
    // Friday 2026-12-31 → Monday 2027-01-04 (New Year's Day on Friday)
    expect(after("2026-12-31T17:00:00Z", 1)).toBe("2027-01-04T17:00:00.000Z");
  });

  it("keeps the wall-clock time across a daylight-saving change", () => {
    // Friday 2026-10-30 10:00 EDT (14:00Z) → Monday 2026-11-02 10:00 EST (15:00Z)
    expect(after("2026-10-30T14:00:00Z", 1)).toBe("2026-11-02T15:00:00.000Z");
    // Friday 2026-03-06 10:00 EST (15:00Z) → Monday 2026-03-09 10:00 EDT (14:00Z)
    expect(after("2026-03-06T15:00:00Z", 1)).toBe("2026-03-09T14:00:00.000Z");
  });
});
