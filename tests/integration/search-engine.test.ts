import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SearchParams } from "#app/search/api-params.server.ts";
import type { TherapistCard } from "#app/therapists/card.ts";
import { issuesFor } from "#app/reference/issues.ts";
import type { SearchEngine } from "#indexer/search/engine.ts";
import type { TestDatabase } from "../support/db.ts";
import { NOW } from "../support/directory.ts";
import { matchingRows, seedSearchEngine, type Filters, type Row } from "../support/search-engine.ts";

// The engine's searches against real PostgreSQL and the demo data: filters, facets, words, sorting and ranking;
// every count is checked against a brute-force count computed from the source rows (support/search-engine.ts).
// Its index writes: search-engine-updates.test.ts.

let t: TestDatabase;
let engine: SearchEngine;
let rows: Row[];
const search = (input: Partial<SearchParams>) => engine.search(SearchParams.parse(input));
const bruteForce = (f: Filters) => matchingRows(rows, f);

beforeAll(async () => {
  ({ t, engine, rows } = await seedSearchEngine());
});
afterAll(async () => t.release());

const mostCommon = (values: string[]) =>
  [...values.reduce((m, v) => m.set(v, (m.get(v) ?? 0) + 1), new Map<string, number>())].sort(
    (a, b) => b[1] - a[1],
  )[0]![0];

describe("search engine", () => {
  it("indexes every approved therapist and pages by 24 without overlap", async () => {
    const first = await search({});
    expect(first.totalInDatabase).toBe(rows.length);
    expect(first.total).toBe(rows.length);
    expect(first.therapists).toHaveLength(24);
    const second = await search({ page: 2 });
    const ids = new Set(first.therapists.map((x) => x.id));
    expect(second.therapists.some((x) => ids.has(x.id))).toBe(false);
  });

  it("applies every filter, alone and combined, exactly as the brute-force count", async () => {
    const specialty = mostCommon(rows.flatMap((r) => r.specialties));
    const therapyType = mostCommon(rows.flatMap((r) => r.therapyTypes));
    const insuranceProvider = mostCommon(rows.flatMap((r) => r.insurance));
    const cases: Filters[] = [
      { specialty },
      { city: "Toronto" },
      { city: "toronto" },
      { therapyType },
      { insuranceProvider },
      { issue: "Anxiety & Depression" },
      { issue: "Trauma & PTSD" },
      { mode: "online" },
      { mode: "inperson" },
      { price: "<$100" },
      { price: "$100-$160" },
      { price: ">$160" },
      { acceptingClients: true },
      { virtualSessions: true },
      { city: "Toronto", specialty },
      { city: "Ottawa", mode: "online", acceptingClients: true },
      { therapyType, price: "$100-$160", insuranceProvider },
      { specialty: "No Such Specialty" },
    ];
    for (const filters of cases) {
      const expected = bruteForce(filters);
      const result = await search({ ...filters, limit: 50 });
      expect(result.total, JSON.stringify(filters)).toBe(expected.length);
      const expectedIds = new Set(expected.map((r) => r.id));
      expect(
        result.therapists.every((x) => expectedIds.has(x.id)),
        JSON.stringify(filters),
      ).toBe(true);
      expect(result.therapists).toHaveLength(Math.min(50, expected.length));
    }
  });

  it("counts every facet value with every other filter applied (disjunctive facets)", async () => {
    const filters: Filters = { city: "Toronto", mode: "online" };
    const result = await search(filters);
    const check = (facet: keyof typeof result.facets, apply: (value: string) => Filters) => {
      for (const { value, count } of result.facets[facet]) {
        expect(count, `${facet}=${value}`).toBe(bruteForce(apply(value)).length);
      }
    };
    expect(result.facets.specialty.length).toBeGreaterThan(10);
    check("specialty", (specialty) => ({ ...filters, specialty }));
    check("therapyType", (therapyType) => ({ ...filters, therapyType }));
    check("insuranceProvider", (insuranceProvider) => ({ ...filters, insuranceProvider }));
    check("price", (price) => ({ ...filters, price: price as Filters["price"] }));
    check("acceptingClients", () => ({ ...filters, acceptingClients: true }));
    check("issue", (issue) => ({ ...filters, issue }));
    expect(result.facets.issue.map((f) => f.value)).toContain("Anxiety & Depression");
    // its own facet ignores its own filter: every city is counted under mode=online alone
    check("city", (city) => ({ mode: "online", city }));
    check("mode", (mode) => ({ city: "Toronto", mode: mode as Filters["mode"] }));
    const toronto = result.facets.city.find((c) => c.label === "Toronto");
    expect(toronto?.value).toBe("toronto");
  });

  it("counts every facet under a single filter from the pair counts, value for value", async () => {
    const filters: Filters = { specialty: "Anxiety" };
    const result = await search(filters);
    expect(result.total).toBe(bruteForce(filters).length);
    const expected = (values: Iterable<string>, apply: (value: string) => Filters) =>
      [...new Set(values)]
        .map((value) => [value, bruteForce(apply(value)).length] as const)
        .filter(([, n]) => n > 0)
        .sort();
    const listed = (facet: keyof typeof result.facets) =>
      result.facets[facet].map((f) => [f.value, f.count] as const).sort();
    expect(listed("therapyType")).toEqual(
      expected(
        rows.flatMap((r) => r.therapyTypes),
        (therapyType) => ({ ...filters, therapyType }),
      ),
    );
    expect(listed("insuranceProvider")).toEqual(
      expected(
        rows.flatMap((r) => r.insurance),
        (insuranceProvider) => ({ ...filters, insuranceProvider }),
      ),
    );
    const cities = result.facets.city.map((c) => [c.label, c.count] as const).sort();
    expect(cities).toEqual(
      expected(
        rows.flatMap((r) => (r.city ? [r.city] : [])),
        (city) => ({ ...filters, city }),
      ),
    );
    // the specialty facet ignores its own filter: the stored totals of every specialty
    expect(listed("specialty")).toEqual(
      expected(
        rows.flatMap((r) => r.specialties),
        (specialty) => ({ specialty }),
      ),
    );
  });

  it("counts a word that names several values as the brute-force count of the documents whose text has it, exact matches first", async () => {
    const named = (r: Row) =>
      [...r.specialties, ...r.therapyTypes, ...r.insurance, ...(r.city ? [r.city] : [])].filter((label) =>
        /\bgrief/i.test(label),
      );
    const text = (r: Row) =>
      [
        r.firstName,
        r.lastName,
        r.credentials,
        ...r.credentialTypes,
        ...r.specialties,
        ...issuesFor(r.specialties),
        ...r.therapyTypes,
        r.city,
        ...r.insurance,
        r.province,
        r.bio,
      ].join(" ");
    const withWord = (f: Filters) => bruteForce(f).filter((r) => /\bgrief/i.test(text(r)));
    expect(new Set(rows.flatMap(named)).size).toBeGreaterThan(1); // "grief" names several specialties
    expect(withWord({}).length).toBeGreaterThan(rows.filter((r) => named(r).length > 0).length); // and bios have it too
    for (const filters of [{}, { city: "Toronto" }, { city: "Toronto", mode: "online" }] satisfies Filters[]) {
      const result = await search({ ...filters, query: "grief", limit: 50 });
      expect(result.total, JSON.stringify(filters)).toBe(withWord(filters).length);
      const exact = result.therapists.map((card) => named(rows.find((r) => r.id === card.id)!).length > 0);
      expect(exact, "exact matches first").toEqual([...exact].sort((a, b) => Number(b) - Number(a)));
      for (const { value, count } of result.facets.therapyType)
        expect(count, value).toBe(withWord({ ...filters, therapyType: value }).length);
      for (const { value, count } of result.facets.specialty)
        expect(count, value).toBe(withWord({ ...filters, specialty: value }).length);
      for (const { label, count } of result.facets.city)
        expect(count, label).toBe(withWord({ ...filters, city: label }).length);
    }
  });

  it("sorts by name, by rating, and in recommended puts recent availability first, active Featured first in each", async () => {
    const byName = await search({ sortBy: "name", limit: 50 });
    const names = byName.therapists.map((x) => `${x.lastName} ${x.firstName}`.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const byRating = await search({ sortBy: "rating", limit: 50 });
    const ratings = byRating.therapists.map((x) => x.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    const recommended: TherapistCard[] = [];
    for (let page = 1; recommended.length < rows.length; page++)
      recommended.push(...(await search({ limit: 50, page })).therapists);
    const recent = (x: TherapistCard) =>
      x.availabilityConfirmedAt !== null && NOW.getTime() - x.availabilityConfirmedAt < 30 * 86_400_000;
    const featured = (x: TherapistCard) => x.isFeatured && (x.featuredUntil ?? 0) > NOW.getTime();
    const tiers = recommended.map((x) => (recent(x) ? 2 : 0) + (featured(x) ? 1 : 0));
    expect(new Set(tiers)).toEqual(new Set([0, 1, 2, 3]));
    expect(tiers).toEqual([...tiers].sort((a, b) => b - a));
  });

  it("sorts by distance from the chosen city or from the visitor", async () => {
    const fromOttawa = await search({ sortBy: "nearest", lat: 45.42, lng: -75.69, limit: 30 });
    expect(fromOttawa.therapists[0]?.city).toBe("Ottawa");
    const fromWindsor = await search({ sortBy: "nearest", city: "Windsor" });
    expect(fromWindsor.therapists.every((x) => x.city === "Windsor")).toBe(true);
  });

  it("finds through typos, prefixes and accents", async () => {
    const withSpecialty = (word: RegExp) => rows.filter((r) => r.specialties.some((s) => word.test(s)));
    const anxiety = await search({ query: "anxeity", limit: 50 });
    expect(anxiety.query?.corrected).toBe(true);
    expect(anxiety.total).toBeGreaterThanOrEqual(withSpecialty(/anxiety/i).length);
    const toronto = await search({ query: "tornto", limit: 50 });
    expect(toronto.total).toBeGreaterThanOrEqual(rows.filter((r) => r.city === "Toronto").length);
    expect(toronto.therapists.every((x) => x.city === "Toronto" || /toronto/i.test(x.bio ?? ""))).toBe(true);
    const emdr = await search({ query: "emdrr" });
    expect(emdr.total).toBeGreaterThan(0);
    expect(emdr.therapists.every((x) => x.therapyTypes.includes("EMDR") || /emdr/i.test(x.bio ?? ""))).toBe(true);
    const prefix = await search({ query: "trau" });
    expect(prefix.total).toBeGreaterThanOrEqual(withSpecialty(/trauma/i).length);
    const accents = await search({ query: "Montréal" });
    expect(accents.total).toBe((await search({ query: "Montreal" })).total);
    expect(accents.total).toBeGreaterThan(0);
    expect((await search({ city: "Montréal" })).total).toBe((await search({ city: "Montreal" })).total);
  });

  it("ranks a name match above a bio mention", async () => {
    const someone = rows.find((r) => r.lastName.length > 4)!;
    const result = await search({ query: someone.lastName });
    expect(result.therapists[0]?.lastName).toBe(someone.lastName);
  });
});
