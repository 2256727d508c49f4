import { describe, expect, it } from "vitest";
import { cardLanguages } from "./session-languages.ts";

describe("a card's languages of service", () => {
  it("are left out for a listing in English only", () => {
    expect(cardLanguages(["en"])).toBeNull();
    expect(cardLanguages([])).toBeNull();
  });

  it("name the languages other than English, in the list's order (French first)", () => {
    expect(cardLanguages(["ar", "en", "fr"])).toEqual({ others: ["fr", "ar"], only: false });
    expect(cardLanguages(["en", "cmn", "ase"])).toEqual({ others: ["ase", "cmn"], only: false });
  });

  it('say "only" when English is not offered', () => {
    expect(cardLanguages(["fr"])).toEqual({ others: ["fr"], only: true });
    expect(cardLanguages(["fcs", "fr"])).toEqual({ others: ["fr", "fcs"], only: true });
  });
});
