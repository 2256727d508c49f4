import { describe, expect, it } from "vitest";
import { relativeDate } from "./relative-date.ts";

const DAY = 86_400_000;
const now = Date.UTC(2026, 10, 22, 12);

describe("relativeDate", () => {
  it.each([
    [0, "Today"],
    [0.9, "Today"],
    [1, "1 day ago"],
    [2, "2 days ago"],
    [6, "6 days ago"],
    [7, "1 week ago"],
    [13, "1 week ago"],
    [14, "2 weeks ago"],
    [29, "4 weeks ago"],
    [30, "1 month ago"],
    [59, "1 month ago"],
    [60, "2 months ago"],
    [400, "13 months ago"],
  ])("%s days back is %s", (days, text) => {
    expect(relativeDate(now - days * DAY, now)).toBe(text);
  });
  it("a date in the future (clock skew) is Today", () => {
    expect(relativeDate(now + DAY, now)).toBe("Today");
  });
});
