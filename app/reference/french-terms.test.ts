import { describe, expect, it } from "vitest";
import {
  FRENCH_PHRASES,
  FRENCH_SPECIALTIES,
  FRENCH_THERAPY_TYPES,
  frenchNameOf,
  listedValueOf,
  toEnglishQuery,
} from "./french-terms.ts";
import { SPECIALTIES } from "./specialties.ts";
import { THERAPY_TYPES } from "./therapy-types.ts";

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu);

describe("French names of the facet values", () => {
  it("names every specialty and therapy type, and nothing else", () => {
    expect(Object.keys(FRENCH_SPECIALTIES).sort()).toEqual([...SPECIALTIES].sort());
    expect(Object.keys(FRENCH_THERAPY_TYPES).sort()).toEqual([...THERAPY_TYPES].sort());
    expect(frenchNameOf("Grief & Loss")).toBe("Deuil et perte");
    expect(frenchNameOf("Nothing")).toBeUndefined();
  });

  it("finds a listed value however an address typed it, and none for a value no list has", () => {
    for (const typed of ["anxiety", "ANXIETY", " Anxiety "]) expect(listedValueOf(typed)).toBe("Anxiety");
    expect(listedValueOf("grief & loss")).toBe("Grief & Loss");
    expect(listedValueOf("manulife")).toBe("Manulife");
    expect(listedValueOf("not a specialty")).toBeUndefined();
  });

  it("reads each French name as its value's English words", () => {
    for (const [english, french] of Object.entries(FRENCH_SPECIALTIES)) {
      // a name the English search finds as typed stays as typed; punctuation outside the names is kept
      expect([english, french].map(wordsOf)).toContainEqual(wordsOf(toEnglishQuery(french)));
    }
  });

  it("reads a French word with or without accents, in any case", () => {
    for (const typed of ["anxiété", "anxiete", "ANXIÉTÉ", "Anxiete"]) expect(toEnglishQuery(typed)).toBe("Anxiety");
    expect(toEnglishQuery("dépression")).toBe("dépression");
    expect(toEnglishQuery("deuil")).toBe("grief");
    expect(toEnglishQuery("TDAH")).toBe("ADHD");
    expect(toEnglishQuery("toxicomanie")).toBe("addiction");
    expect(toEnglishQuery("dépendance")).toBe("addiction");
    expect(toEnglishQuery("troubles alimentaires")).toBe("Eating Disorders");
    expect(toEnglishQuery("Estime de soi")).toBe("Self-Esteem");
    expect(toEnglishQuery("thérapie de couple")).toBe("Couples Therapy");
    expect(toEnglishQuery("en ligne")).toBe("online");
  });

  it("keeps the rest of a mixed query as typed and drops the French articles", () => {
    expect(toEnglishQuery("anxiété Toronto")).toBe("Anxiety Toronto");
    expect(toEnglishQuery("l'estime de soi à Ottawa")).toBe("' Self-Esteem à Ottawa");
    expect(toEnglishQuery("Dr O'Neil deuil")).toBe("Dr O'Neil grief");
  });

  it("leaves an English query untouched", () => {
    for (const query of ["anxiety", "Søren Groß", "de souza", "couples therapy", "self-esteem trauma", "anx"]) {
      expect(toEnglishQuery(query)).toBe(query);
    }
  });

  it("ties each French phrase to one English reading", () => {
    for (const [key, english] of FRENCH_PHRASES) {
      expect(key).toMatch(/^[a-z0-9]+( [a-z0-9]+)*$/);
      expect(english.length).toBeGreaterThan(0);
    }
  });
});
