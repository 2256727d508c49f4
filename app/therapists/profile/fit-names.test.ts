import { describe, expect, it } from "vitest";
import { fitNamesOf } from "./fit-names.server.ts";

describe("a profile's fit names", () => {
  it("are named in the page's language, in the lists' order", () => {
    const profile = { populations: ["adults", "teens"], access: [], identity: ["woman"] } as const;
    expect(fitNamesOf(profile as never, "en")).toEqual({
      populations: ["Teens", "Adults"],
      access: [],
      identity: ["Woman"],
    });
    expect(fitNamesOf(profile as never, "fr")).toEqual({
      populations: ["Adolescents", "Adultes"],
      access: [],
      identity: ["Femme"],
    });
  });
});
