import { describe, expect, it } from "vitest";
import { allOptionsHref, COMMON_VALUES } from "./common-facets.ts";
import { FRENCH_VALUE_NAMES } from "#app/reference/french-value-names.ts";
import { ISSUE_DROPDOWN_SPECIALTIES } from "#app/reference/specialties.ts";
import { issueOptions, pageFacets } from "./page-facets.server.ts";
import { parseDirectoryUrl, type FacetTallies } from "./params.ts";

const many = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => [`${prefix} ${i}`, i + 1] as const);
const tallies: FacetTallies = {
  specialty: many("Specialty", 30),
  city: [...many("City", 20), ["Trois-Rivières", 1]],
  therapyType: many("Type", 5),
  insuranceProvider: many("Insurer", 12),
  mode: [
    ["online", 3],
    ["inperson", 2],
  ],
  price: [["<$100", 1]],
  acceptingClients: [["true", 4]],
  issue: many("Issue", 17),
  maxFee: [["100", 2]],
  slidingScale: [["true", 1]],
  freeConsultation: [],
  directBilling: [["Sun Life", 1]],
  language: [
    ["en", 5],
    ["fr", 2],
  ],
  identity: [["black", 1]],
  population: [["teens", 3]],
  access: [["step-free", 2]],
};
const params = (query: string) => parseDirectoryUrl(new URLSearchParams(query));

describe("the counts a directory page carries", () => {
  it("keeps the most common values of the long lists and every value of the short ones", () => {
    const { tallies: shown, complete } = pageFacets(tallies, params(""), false, "en");
    expect(complete).toBe(false);
    expect(shown.specialty).toHaveLength(COMMON_VALUES);
    expect(shown.specialty[0]).toEqual(["Specialty 29", 30]);
    expect(Math.min(...shown.specialty.map(([, count]) => count))).toBe(30 - COMMON_VALUES + 1);
    expect(shown.therapyType).toEqual(tallies.therapyType);
    expect(shown.issue.map(([issue]) => issue)).toEqual(ISSUE_DROPDOWN_SPECIALTIES);
    expect(shown.mode).toEqual(tallies.mode);
  });

  it("offers, among cities with as many listings, the larger first (the demo's ties fell to A-Z: Barrie, Guelph...)", () => {
    const tied = ["Barrie", "Guelph", "Kingston", "Kitchener", "Ottawa", "London", "Mississauga", "Hamilton"];
    const cities: FacetTallies["city"] = [["Toronto", 42], ...tied.map((city) => [city, 18] as const)];
    const { tallies: shown } = pageFacets({ ...tallies, city: cities }, params(""), false, "en");
    expect(shown.city.map(([city]) => city)).toEqual([
      "Toronto",
      "Ottawa",
      "Mississauga",
      "Hamilton",
      "London",
      "Kitchener",
    ]);
  });

  it("keeps the chosen value with its count, a city matched without case or accents", () => {
    const { tallies: shown } = pageFacets(tallies, params("specialty=Specialty%200&city=trois-rivieres"), false, "en");
    expect(shown.specialty).toContainEqual(["Specialty 0", 1]);
    expect(shown.specialty).toHaveLength(COMMON_VALUES + 1);
    expect(shown.city).toContainEqual(["Trois-Rivières", 1]);
  });

  it("names in French the specialties, issues and therapy types a French page lists, and no others", () => {
    const french: FacetTallies = {
      ...tallies,
      specialty: [...many("Specialty", 10), ["Grief & Loss", 40], ["Eating Disorders", 1]],
      therapyType: [["CBT", 3]],
    };
    const { names } = pageFacets(french, params("specialty=Eating%20Disorders"), false, "fr");
    expect(names["Grief & Loss"]).toBe(FRENCH_VALUE_NAMES["Grief & Loss"]);
    expect(names["Grief & Loss"]).not.toBe("Grief & Loss");
    expect(names["Eating Disorders"]).toBe(FRENCH_VALUE_NAMES["Eating Disorders"]);
    expect(names.CBT).toBe(FRENCH_VALUE_NAMES.CBT);
    expect(names.Anxiety).toBe(FRENCH_VALUE_NAMES.Anxiety);
    // a value the page does not list (not among the most common, not chosen) is not named
    expect(Object.keys(names)).not.toContain("Specialty 0");
    expect(Object.keys(names).length).toBeLessThan(Object.keys(FRENCH_VALUE_NAMES).length / 2);
    expect(pageFacets(french, params(""), false, "en").names).toEqual({});
  });

  it("names in French the cities French names otherwise, and only those", () => {
    const quebec: FacetTallies = {
      ...tallies,
      city: [
        ["Toronto", 9],
        ["Montreal", 4],
      ],
    };
    const { names } = pageFacets(quebec, params("city=Quebec%20City"), false, "fr");
    expect(names.Montreal).toBe("Montréal");
    expect(names["Quebec City"]).toBe("Québec");
    expect(Object.keys(names)).not.toContain("Toronto");
  });

  it("carries every value when asked for all of them", () => {
    const { tallies: shown, complete } = pageFacets(tallies, params(""), true, "en");
    expect(complete).toBe(true);
    expect(shown.specialty).toEqual(tallies.specialty);
    expect(shown.city).toEqual(tallies.city);
  });

  it("counts each Issue option under the specialty it maps to, the chosen one first when not offered", () => {
    const counted = [
      ["Anxiety & Depression", 7],
      ["Academic Stress", 3],
    ] as const;
    expect(issueOptions(counted, undefined)).toContainEqual(["Anxiety", 7]);
    expect(issueOptions(counted, undefined)).toContainEqual(["Academic Stress", 3]);
    expect(issueOptions(counted, "academic stress")[0]).toEqual(["academic stress", 3]);
    expect(issueOptions(counted, "Anxiety")).toHaveLength(ISSUE_DROPDOWN_SPECIALTIES.length);
  });

  it("links the same search with every value, at the filter panel", () => {
    expect(allOptionsHref(params("city=Toronto&page=3"))).toBe("/?city=Toronto&page=3&options=all#directory");
    expect(allOptionsHref(params(""))).toBe("/?options=all#directory");
  });
});
