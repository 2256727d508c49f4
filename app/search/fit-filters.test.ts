import { describe, expect, it } from "vitest";
import { parseApiSearch } from "./api-params.server.ts";
import { activeFilterCount, directoryQuery } from "./directory-url.ts";
import { filterSelects } from "./facet-options.ts";
import { FACETS } from "./facets.ts";
import { FILTERS } from "./filter-fields.tsx";
import { parseDirectoryUrl, type FacetTallies } from "./params.ts";
import { loadDirectoryWords } from "#app/i18n/directory-words.ts";
import { translator } from "#app/i18n/i18n.tsx";

// The Therapist identity, Works with and Access filters: the page's URL (lenient), the API (strict), the selects
// (codes with a match in the lists' order, named from the directory's words in the page's language).

const parse = (query: string) => parseDirectoryUrl(new URLSearchParams(query));
const tallies = (given: Partial<FacetTallies>): FacetTallies => ({
  ...(Object.fromEntries(FACETS.map((facet) => [facet, []])) as unknown as FacetTallies),
  ...given,
});
const wordsOf = async (language: "en" | "fr") => ({
  language,
  say: translator(language, await loadDirectoryWords(language)),
});

describe("the identity, population and access filters", () => {
  it("read a code from the lists in the page's URL, drop anything else, and write it back", () => {
    expect(parse("identity=two-spirit&population=first-responders&access=asl-lsq")).toMatchObject({
      identity: "two-spirit",
      population: "first-responders",
      access: "asl-lsq",
    });
    expect(parse("identity=Black&population=kids&access=ramp")).toMatchObject({
      identity: undefined,
      population: undefined,
      access: undefined,
    });
    expect(directoryQuery(parse("access=step-free&identity=black&language=fr&population=teens"))).toBe(
      "language=fr&identity=black&population=teens&access=step-free",
    );
    expect(activeFilterCount(parse("identity=black&population=teens&access=step-free"))).toBe(3);
  });

  it("are strict in the API: a code not in a list is a field error of its own", () => {
    expect(parseApiSearch({ identity: "metis", population: "seniors", access: "evening-hours" })).toMatchObject({
      success: true,
      data: { identity: "metis", population: "seniors", access: "evening-hours" },
    });
    const refused = parseApiSearch({ identity: "elf", population: "teens", access: "ramp" });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.path)).toEqual([["identity"], ["access"]]);
  });

  it("list the codes with a match in the lists' order with counts, a chosen one kept at 0", async () => {
    const selects = filterSelects(
      parse("identity=inuit"),
      tallies({
        identity: [
          ["muslim", 2],
          ["black", 5],
          ["woman", 9],
        ],
        population: [
          ["adults", 40],
          ["teens", 12],
        ],
        access: [["step-free", 4]],
      }),
      await wordsOf("en"),
    );
    expect(selects.identity.value).toBe("inuit");
    expect(selects.identity.options.map((o) => [o.value, o.label, o.count])).toEqual([
      ["woman", "Woman", 9],
      ["black", "Black", 5],
      ["inuit", "Inuit", 0],
      ["muslim", "Muslim", 2],
    ]);
    expect(selects.population.options.map((o) => o.label)).toEqual(["Teens", "Adults"]);
    expect(selects.access.options.map((o) => o.label)).toEqual(["Step-free entrance"]);
  });

  it("name the codes and the filters in French on a French page", async () => {
    const words = await wordsOf("fr");
    const selects = filterSelects(
      parse(""),
      tallies({ identity: [["black", 1]], population: [["newcomers", 3]], access: [["weekend-hours", 1]] }),
      words,
    );
    expect(selects.identity.options[0]!.label).toBe("Personne noire");
    expect(selects.population.options[0]!.label).toBe("Personnes nouvellement arrivées et réfugiées");
    expect(selects.access.options[0]!.label).toBe("Heures de fin de semaine");
    expect(words.say("filter.identity")).toBe("Identité du thérapeute");
  });

  it("apply a choice as a code, and the empty choice as none", () => {
    const filter = (name: string) => FILTERS.find((f) => f.name === name)!;
    expect(filter("identity").toChange("black")).toEqual({ identity: "black" });
    expect(filter("population").toChange("")).toEqual({ population: undefined });
    expect(filter("access").toChange("step-free")).toEqual({ access: "step-free" });
  });
});
