import { describe, expect, it } from "vitest";
import { initials } from "./display.ts";

describe("display rules", () => {
  it("an avatar's initials are the first letters of the name's first and last words", () => {
    expect(initials("Ada Lovelace")).toBe("AL");
    expect(initials("mary ann  de souza")).toBe("MS");
    expect(initials("Cher")).toBe("C");
    expect(initials("  ")).toBe("");
  });
});
