import { describe, expect, it } from "vitest";
import { langOfPart, langOfShortPart, languageOfText } from "./text-language.ts";

const ENGLISH =
  "I help adults and couples work through anxiety, depression and the changes life brings. My approach is warm " +
  "and practical: together we find what is keeping you stuck and build skills you can use between sessions.";
const FRENCH =
  "J’accompagne les adultes et les couples qui vivent de l’anxiété, une dépression ou un deuil. Mon approche est " +
  "chaleureuse et concrète : ensemble, nous cherchons ce qui vous retient et des outils pour la vie de tous les jours.";

describe("the language of a therapist's text", () => {
  it("is told by its little words, in either language", () => {
    expect(languageOfText(ENGLISH)).toBe("en");
    expect(languageOfText(FRENCH)).toBe("fr");
  });

  it("is not told for a few words, or a text that mixes both evenly", () => {
    expect(languageOfText("Anxiety, depression, CBT.")).toBeNull();
    expect(languageOfText("Je suis là. I am here.")).toBeNull();
    expect(languageOfText(`${ENGLISH} ${FRENCH}`)).toBeNull();
    expect(languageOfText("")).toBeNull();
  });

  it("gives the part its lang only on a page in the other language", () => {
    expect(langOfPart(ENGLISH, "fr")).toBe("en-CA");
    expect(langOfPart(ENGLISH, "en")).toBeUndefined();
    expect(langOfPart(FRENCH, "en")).toBe("fr-CA");
    expect(langOfPart(FRENCH, "fr")).toBeUndefined();
    expect(langOfPart("Anxiety, depression, CBT.", "fr")).toBeUndefined();
  });

  it("gives a few words of the same writer the language of their longer text, unless their own words tell", () => {
    expect(langOfShortPart("Weekday mornings and early afternoons", "fr", "en-CA")).toBe("en-CA");
    expect(langOfShortPart("Weekday mornings and early afternoons", "fr", undefined)).toBeUndefined();
    expect(langOfShortPart(FRENCH, "fr", "en-CA")).toBeUndefined();
    expect(langOfShortPart(ENGLISH, "en", "fr-CA")).toBeUndefined();
    expect(langOfShortPart(ENGLISH, "fr", undefined)).toBe("en-CA");
  });
});
