import { describe, expect, it } from "vitest";
import { isPhoneNumber } from "./phone.ts";

describe("isPhoneNumber", () => {
  it("takes a number as people write it, with or without an extension", () => {
    for (const phone of ["(437) 555-0199", "+1 416.555.0100", "416-555-0100 ext. 22", "4165550100x22", "555-0199"])
      expect(isPhoneNumber(phone), phone).toBe(true);
  });

  it("refuses what has too few digits to call, or words", () => {
    for (const phone of ["x", "1", "x1", "123456", "416 ext 22", "()-+", "", "call me", "416-555-0100 extra 22"])
      expect(isPhoneNumber(phone), phone).toBe(false);
  });
});
