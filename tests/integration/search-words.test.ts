import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "slonik";
import { SearchParams } from "#app/search/api-params.server.ts";
import { postgresSearchEngine, type SearchEngine } from "#indexer/search/engine.ts";
import { createTestDb, type TestDatabase } from "../support/db.ts";

// Query words as a person types them, on a small directory written here: split as PostgreSQL splits the
// documents (apostrophes, accents, ß), corrected only when a word matches nothing (never a real word of a bio),
// and values repeated in a profile counted once.

const NOW = new Date("2026-11-01T12:00:00Z");
const BIO = "I offer a warm, collaborative space where clients can explore what matters to them at their own pace. ";

type Person = {
  first: string;
  last: string;
  city: string;
  specialties: string[];
  bio?: string;
  therapyTypes?: string[];
  insurance?: string[];
};

const PEOPLE: Person[] = [
  { first: "Ann", last: "Baker", city: "Hamilton", specialties: ["Career Counselling"] },
  { first: "Carl", last: "Dunn", city: "Hamilton", specialties: ["Career Counselling"] },
  {
    first: "Dana",
    last: "Evans",
    city: "London",
    specialties: ["Anxiety", "Anxiety"],
    therapyTypes: ["CBT", "CBT"],
    insurance: ["Sun Life", "Sun Life"],
  },
  { first: "Erin", last: "Fox", city: "London", specialties: ["Anxiety"] },
  { first: "Siobhan", last: "O'Neil", city: "Toronto", specialties: ["Stress Management"] },
  { first: "Priya", last: "D'Souza", city: "Toronto", specialties: ["Stress Management"] },
  { first: "Søren", last: "Lund", city: "Toronto", specialties: ["Stress Management"] },
  { first: "Łukasz", last: "Nowak", city: "Toronto", specialties: ["Stress Management"] },
  { first: "Hans", last: "Groß", city: "Toronto", specialties: ["Stress Management"] },
  { first: "Li", last: "Wang", city: "Ottawa", specialties: ["Career Counselling"] },
  { first: "Noor", last: "Haddad", city: "Ottawa", specialties: ["Suicidal Ideation", "Depression"] },
  {
    first: "Iris",
    last: "Moss",
    city: "Toronto",
    specialties: ["Stress Management"],
    bio: `${BIO}I grew up on a farm near Milton, among its fields/meadows.`,
  },
];

let t: TestDatabase;
let engine: SearchEngine;
const search = (input: Partial<SearchParams>) => engine.search(SearchParams.parse({ limit: 50, ...input }));
const names = (result: { therapists: { lastName: string }[] }) => result.therapists.map((x) => x.lastName);

beforeAll(async () => {
  t = await createTestDb();
  const rows = PEOPLE.map((p, i) => ({
    slug: `person-${i}`,
    first: p.first,
    last: p.last,
    email: `person${i}@example.com`,
    city: p.city,
    specialties: p.specialties,
    types: p.therapyTypes ?? ["Person-Centred"],
    insurance: p.insurance ?? [],
    bio: p.bio ?? BIO.repeat(2),
  }));
  await t.db.query(sql.unsafe`
    INSERT INTO therapists (slug, first_name, last_name, email, city, province, specialties, therapy_types, insurance_providers, bio, status)
    SELECT x.slug, x.first, x.last, x.email, x.city, 'ON', x.specialties, x.types, x.insurance, x.bio, 'approved'
    FROM jsonb_to_recordset(${sql.jsonb(rows)}) AS x(slug text, first text, last text, email text, city text, specialties text[],
      types text[], insurance text[], bio text)`);
  engine = postgresSearchEngine(t.db, () => NOW.getTime());
  await engine.rebuild();
});
afterAll(async () => t.release());

describe("query words split as PostgreSQL splits them", () => {
  it.each([
    ["O'Neil", "O'Neil", ["o", "neil"]],
    ["Siobhan O'Neil", "O'Neil", ["siobhan", "o", "neil"]],
    ["D'Souza", "D'Souza", ["d", "souza"]],
    ["Søren", "Lund", ["soren"]],
    ["Soren", "Lund", ["soren"]],
    ["Łukasz", "Nowak", ["lukasz"]],
    ["Lukasz Nowak", "Nowak", ["lukasz", "nowak"]],
    ["Groß", "Groß", ["gross"]],
    ["Hans Groß", "Groß", ["hans", "gross"]],
    ["Gross", "Groß", ["gross"]],
  ])("%s finds %s", async (query, lastName, words) => {
    const result = await search({ query });
    expect(names(result)).toEqual([lastName]);
    expect(result.query).toEqual({ words, corrected: false });
  });

  it("ignores words that carry no meaning; a query of them alone finds every listing, uncorrected", async () => {
    expect((await search({ query: "a therapist near me in hamilton" })).query).toEqual({
      words: ["hamilton"],
      corrected: false,
    });
    const all = await search({});
    for (const query of ["therapist near me", "Therapists", "counselling", "in"]) {
      const result = await search({ query });
      expect(result.total, query).toBe(all.total);
      expect(result.query?.corrected ?? false, query).toBe(false);
    }
  });

  it("reads a slash or backslash as a space, in a bio as in a query", async () => {
    expect(names(await search({ query: "meadows" }))).toEqual(["Moss"]);
    expect(names(await search({ query: "farm/meadows" }))).toEqual(["Moss"]);
    expect(names(await search({ query: "\\meadows" }))).toEqual(["Moss"]);
  });

  it("reads any punctuation or markup as a separator, never as query syntax", async () => {
    for (const query of ["o'neil & | ! :*", "\\'neil", "<b>lund</b>", "(søren)"]) {
      const result = await search({ query });
      expect(result.total, query).toBeGreaterThan(0);
    }
  });
});

describe("typo correction", () => {
  it("never replaces a word a bio has", async () => {
    const result = await search({ query: "milton" }); // close to "hamilton", but a word of a bio
    expect(result.query).toEqual({ words: ["milton"], corrected: false });
    expect(names(result)).toEqual(["Moss"]);
  });

  it("replaces a word that matches nothing, and says so", async () => {
    const result = await search({ query: "hamiltn" });
    expect(result.query).toEqual({ words: ["hamilton"], corrected: true });
    expect(names(result).sort()).toEqual(["Baker", "Dunn"]);
  });
});

describe("a search in crisis", () => {
  it("reads wanting to die as the specialty it is about, alone, never corrected into other words (a surname)", async () => {
    for (const query of [
      "want to die",
      "I want to die",
      "I want to kill myself",
      "suicidal thoughts",
      "j'ai envie de mourir",
      "je veux me tuer",
    ]) {
      const result = await search({ query });
      expect(result.query, query).toEqual({ words: ["suicidal"], corrected: false });
      expect(names(result), query).toEqual(["Haddad"]);
    }
    expect(names(await search({ query: "want to die ottawa" }))).toEqual(["Haddad"]);
  });
});

describe("values repeated in a profile", () => {
  it("count once in the document, the card and every facet", async () => {
    const result = await search({ query: "evans" });
    expect(result.therapists[0]).toMatchObject({
      lastName: "Evans",
      specialties: ["Anxiety"],
      therapyTypes: ["CBT"],
      insuranceProviders: ["Sun Life"],
    });
    const all = await search({});
    expect(all.facets.specialty.find((f) => f.value === "Anxiety")?.count).toBe(2);
    const london = await search({ city: "London" });
    expect(london.facets.specialty.find((f) => f.value === "Anxiety")?.count).toBe(2);
    expect(london.facets.therapyType.find((f) => f.value === "CBT")?.count).toBe(1);
    expect(london.facets.insuranceProvider.find((f) => f.value === "Sun Life")?.count).toBe(1);
  });
});
