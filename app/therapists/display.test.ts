import { describe, expect, it } from "vitest";
import { availabilityLine, initials } from "./display.ts";

describe("display rules", () => {
  it("an avatar's initials are the first letters of the name's first and last words", () => {
    expect(initials("Ada Lovelace")).toBe("AL");
    expect(initials("mary ann  de souza")).toBe("MS");
    expect(initials("Cher")).toBe("C");
    expect(initials("  ")).toBe("");
  });

  it("the availability line prefers accepting, then virtual, then the waitlist", () => {
    expect(availabilityLine({ acceptingClients: "yes", virtualSessions: false })).toBe("Accepting Clients");
    expect(availabilityLine({ acceptingClients: "no", virtualSessions: true })).toBe("Virtual Available");
    expect(availabilityLine({ acceptingClients: "no", virtualSessions: false })).toBe("Waitlist Available");
  });
});
