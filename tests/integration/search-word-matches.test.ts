import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "slonik";
import { SearchParams } from "#app/search/api-params.server.ts";
import { postgresSearchEngine, type SearchEngine } from "#indexer/search/engine.ts";
import { createTestDb, type TestDatabase } from "../support/db.ts";
import { Model } from "../support/search-model.ts";

// A query word that names a facet value (a city, a specialty) also matches names and bios: 'hamilton' finds
// Dr Hamilton in Ottawa as well as the therapists in Hamilton, 'anxiety' a bio that mentions anxiety. By relevance
// the exact matches (the therapists with the value) come first, even before a Featured listing that only has the
// word; an explicit sort orders them all alike. Each step indexes the therapist as the index-therapist job does.

const NOW = Date.UTC(2026, 10, 1, 12);
const DAY = 86_400_000;
const BIO = "I offer a warm, collaborative space where clients can explore what matters to them at their own pace.";

let t: TestDatabase;
let engine: SearchEngine;
let model: Model;
const search = (input: Partial<SearchParams>) => engine.search(SearchParams.parse({ limit: 50, ...input }));
const lastNames = (result: { therapists: { lastName: string }[] }) => result.therapists.map((x) => x.lastName);

async function add(fields: Parameters<Model["add"]>[0]) {
  const id = await model.add({ bio: BIO, ...fields });
  await engine.indexTherapist(id);
  return id;
}

beforeAll(async () => {
  t = await createTestDb();
  engine = postgresSearchEngine(t.db, () => NOW);
  model = new Model(t.db);
});
afterAll(async () => t.release());

describe("a word that names a facet value", () => {
  it("finds a name before any therapist has the value, and keeps finding it once one has", async () => {
    // Dr Hamilton comes first, while no city called Hamilton is known; a Featured listing, ranked high
    await add({
      firstName: "Grace",
      lastName: "Hamilton",
      city: "Ottawa",
      specialties: ["Grief"],
      rating: 5,
      reviewCount: 40,
      isFeatured: true,
      featuredUntil: NOW + 10 * DAY,
    });
    expect(lastNames(await search({ query: "hamilton" }))).toEqual(["Hamilton"]);
    await add({ firstName: "Ann", lastName: "Baker", city: "Hamilton", specialties: ["Grief"], rating: 3 });
    await add({ firstName: "Carl", lastName: "Dunn", city: "Hamilton", specialties: ["Grief"], rating: 4 });
    await add({ firstName: "Dana", lastName: "Evans", city: "Ottawa", specialties: ["Grief"] });

    const result = await search({ query: "hamilton" });
    expect(result.query).toEqual({ words: ["hamilton"], corrected: false });
    expect(lastNames(result)).toEqual(["Dunn", "Baker", "Hamilton"]); // the city's therapists first, then the name
    expect(result.total).toBe(3);
    expect(Object.fromEntries(result.facets.city.map((f) => [f.label, f.count]))).toEqual({ Hamilton: 2, Ottawa: 1 });
    expect(lastNames(await search({ query: "hamilton", sortBy: "name" }))).toEqual(["Baker", "Dunn", "Hamilton"]);
    expect(lastNames(await search({ query: "hamilton", city: "Ottawa" }))).toEqual(["Hamilton"]);
    expect(lastNames(await search({ query: "hamil" }))).toEqual(["Dunn", "Baker", "Hamilton"]); // a prefix, as typed

    // one page at a time, across the exact matches and the rest
    const pages = await Promise.all([1, 2, 3, 4].map((page) => search({ query: "hamilton", limit: 1, page })));
    expect(pages.map(lastNames)).toEqual([["Dunn"], ["Baker"], ["Hamilton"], []]);
  });

  it("finds a bio that mentions it, after the therapists with the value", async () => {
    await add({ firstName: "Erin", lastName: "Fox", city: "London", specialties: ["Anxiety"], rating: 2 });
    await add({
      firstName: "Gus",
      lastName: "Hill",
      city: "London",
      specialties: ["Career Counselling"],
      rating: 5,
      reviewCount: 30,
      bio: `${BIO} Much of my work is with adults living with anxiety after a loss.`,
    });
    await add({ firstName: "Ida", lastName: "Jones", city: "London", specialties: ["Career Counselling"] });

    const result = await search({ query: "anxiety" });
    expect(lastNames(result)).toEqual(["Fox", "Hill"]);
    expect(Object.fromEntries(result.facets.specialty.map((f) => [f.value, f.count]))).toEqual({
      Anxiety: 1,
      "Career Counselling": 1,
    });
    expect(lastNames(await search({ query: "anxiety", specialty: "Career Counselling" }))).toEqual(["Hill"]);
    expect(lastNames(await search({ query: "anxiety london" }))).toEqual(["Fox", "Hill"]);
  });

  it("stops matching a therapist whose text no longer has it", async () => {
    const id = model.rows.find((r) => r.lastName === "Hamilton")!.id;
    await model.update(id, { lastName: "Hale" });
    await engine.indexTherapist(id);
    const result = await search({ query: "hamilton" });
    expect(lastNames(result)).toEqual(["Dunn", "Baker"]);
    expect(result.facets.city.map((f) => f.label)).toEqual(["Hamilton"]);
  });
});

describe("relevance among thousands of matches", () => {
  it("still puts the therapists named by the query first", async () => {
    // 2,050 bios that mention the word, each listing complete and well rated; the one therapist named by it is not
    await t.db.query(sql.unsafe`
      INSERT INTO therapists (slug, first_name, last_name, email, city, province, rating, review_count, specialties,
        therapy_types, bio, phone, rate, status)
      SELECT 'bulk-' || n, 'Bulk', 'Person' || n, 'bulk' || n || '@example.test', 'Toronto', 'ON', 4.5, 20,
        ARRAY['Grief', 'Anxiety'], ARRAY['CBT', 'EMDR'], ${BIO} || ' I work with young adults and their families.', '(416) 555-0100', 120, 'approved'
      FROM generate_series(1, 2050) AS n`);
    await engine.rebuild();
    await add({ firstName: "Mina", lastName: "Young", city: "Kingston", specialties: ["Grief"], bio: null });
    const result = await search({ query: "young", limit: 5 });
    expect(result.total).toBe(2051);
    expect(lastNames(result)[0]).toBe("Young");
    expect(lastNames(await search({ query: "young", limit: 5, page: 2 }))).not.toContain("Young");
    expect(lastNames(await search({ query: "young", sortBy: "rating", limit: 5 }))).not.toContain("Young"); // an explicit sort is kept
  });
});

describe("a plural word", () => {
  it("also finds its singular as a whole word, but not the singular's longer words", async () => {
    const bio = (words: string) => `${BIO} ${words}`;
    await add({ firstName: "Pia", lastName: "Singular", city: "Guelph", bio: bio("I see one adult at a time.") });
    await add({ firstName: "Pat", lastName: "Plural", city: "Guelph", bio: bio("I see adults and their families.") });
    await add({ firstName: "Lee", lastName: "Longer", city: "Guelph", bio: bio("Adulthood brings a family story.") });
    const found = async (query: string) => lastNames(await search({ query, city: "Guelph", sortBy: "name" }));
    expect(await found("adults")).toEqual(["Plural", "Singular"]);
    expect(await found("adult")).toEqual(["Longer", "Plural", "Singular"]); // a word typed is a prefix, as before
    expect(await found("families")).toEqual(["Longer", "Plural"]);
    expect(await found("stress")).toEqual([]); // "ss" is no plural: never 'stres'
  });
});
