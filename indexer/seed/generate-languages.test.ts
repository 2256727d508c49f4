import { describe, expect, it } from "vitest";
import { isLanguageCode } from "#app/reference/languages.ts";
import { languagesField } from "#app/submissions/languages-schema.ts";
import { generateTherapist } from "./generate.ts";
import { generateLanguages } from "./generate-languages.ts";
import { createRandom } from "./random.ts";

const NOW = new Date("2026-11-22T12:00:00Z");

describe("generated languages of service", () => {
  const random = createRandom(20261129);
  const taken = new Set<string>();
  const list = Array.from({ length: 1000 }, (_, i) => generateTherapist(random, i, NOW, { takenSlugs: taken }));
  const share = (code: string) => list.filter((t) => t.languages.includes(code as never)).length / list.length;

  it("keep the forms' rules: at least one language from the list, each once", () => {
    for (const t of list) {
      expect(languagesField.safeParse(t.languages).success, t.slug).toBe(true);
      expect(t.languages.every(isLanguageCode)).toBe(true);
    }
  });

  it("are mostly English, about one in six French, the others a few percent each", () => {
    expect(share("en")).toBeGreaterThan(0.9);
    expect(share("fr")).toBeGreaterThan(0.13);
    expect(share("fr")).toBeLessThan(0.22);
    expect(list.some((t) => t.languages.length === 1 && t.languages[0] === "fr")).toBe(true);
    for (const code of ["cmn", "pa", "yue", "ar", "es"]) {
      expect(share(code), code).toBeGreaterThan(0.005);
      expect(share(code), code).toBeLessThan(0.06);
    }
    expect(new Set(list.flatMap((t) => t.languages)).size).toBeGreaterThanOrEqual(20);
  });

  it("come from the listing's slug alone, so the other generated values stay as they were", () => {
    expect(generateLanguages("ana-li")).toEqual(generateLanguages("ana-li"));
    const first = list[0]!;
    expect(first.languages).toEqual(generateLanguages(first.slug));
  });
});
