import { describe, expect, it } from "vitest";
import { cardLanguagesText } from "./session-languages.ts";

describe("a card's languages line", () => {
  it("is left out for a listing in English only", () => {
    expect(cardLanguagesText(["en"])).toBeNull();
    expect(cardLanguagesText([])).toBeNull();
  });

  it("names the languages other than English, in the list's order (French first)", () => {
    expect(cardLanguagesText(["ar", "en", "fr"])).toBe("Sessions in French, Arabic");
    expect(cardLanguagesText(["en", "cmn", "ase"])).toBe("Sessions in ASL (American Sign Language), Mandarin");
  });

  it('says "only" when English is not offered', () => {
    expect(cardLanguagesText(["fr"])).toBe("Sessions only in French");
    expect(cardLanguagesText(["fcs", "fr"])).toBe("Sessions only in French, LSQ (Quebec Sign Language)");
  });
});
