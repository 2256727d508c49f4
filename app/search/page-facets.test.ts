import { describe, expect, it } from "vitest";
import { allOptionsHref, COMMON_VALUES } from "./common-facets.ts";
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
    const { tallies: shown, complete } = pageFacets(tallies, params(""), false);
    expect(complete).toBe(false);
    expect(shown.specialty).toHaveLength(COMMON_VALUES);
    expect(shown.specialty[0]).toEqual(["Specialty 29", 30]);
    expect(Math.min(...shown.specialty.map(([, count]) => count))).toBe(30 - COMMON_VALUES + 1);
    expect(shown.therapyType).toEqual(tallies.therapyType);
    expect(shown.issue.map(([issue]) => issue)).toEqual(ISSUE_DROPDOWN_SPECIALTIES);
    expect(shown.mode).toEqual(tallies.mode);
  });

  it("keeps the chosen value with its count, a city matched without case or accents", () => {
    const { tallies: shown } = pageFacets(tallies, params("specialty=Specialty%200&city=trois-rivieres"), false);
    expect(shown.specialty).toContainEqual(["Specialty 0", 1]);
    expect(shown.specialty).toHaveLength(COMMON_VALUES + 1);
    expect(shown.city).toContainEqual(["Trois-Rivières", 1]);
  });

  it("carries every value when asked for all of them", () => {
    const { tallies: shown, complete } = pageFacets(tallies, params(""), true);
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
