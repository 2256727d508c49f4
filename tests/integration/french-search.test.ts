import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppServices } from "#app/context.server.ts";
import { loader as searchLoader } from "#app/routes/api.therapists.ts";
import type { TestDatabase } from "../support/db.ts";
import { callLoader, directoryServices, createDirectoryDb } from "../support/directory.ts";

// The directory's search in French, over the API and the demo data: a French name of a specialty, issue or format,
// with or without accents, finds, ranks and counts exactly what its English words do, alone or among other words.

let t: TestDatabase;
let services: AppServices;

async function search(query: string, more = "") {
  const response = await callLoader(
    searchLoader,
    services,
    `/api/therapists?query=${encodeURIComponent(query)}${more}`,
  );
  if (!(response instanceof Response)) throw new Error("the search did not answer a Response");
  expect(response.status).toBe(200);
  return (await response.json()) as {
    therapists: { id: string }[];
    total: number;
    facets: unknown;
    correctedQuery: string | null;
  };
}

beforeAll(async () => {
  t = await createDirectoryDb();
  services = directoryServices(t);
});
afterAll(async () => t.release());

const SAME: Array<[string, string]> = [
  ["anxiete", "anxiety"],
  ["anxiété", "anxiety"],
  ["ANXIÉTÉ", "anxiety"],
  ["dépression", "depression"],
  ["deuil", "grief"],
  ["TDAH", "ADHD"],
  ["toxicomanie", "addiction"],
  ["troubles alimentaires", "eating disorders"],
  ["estime de soi", "self-esteem"],
  ["thérapie de couple", "couples therapy"],
  ["anxiété à Toronto", "anxiety toronto"],
  ["psychothérapeute pour l'anxiété", "anxiety"],
];

describe("GET /api/therapists with French words", () => {
  it.each(SAME)("%s gives the results and counts of %s", async (french, english) => {
    const [fr, en] = await Promise.all([search(french), search(english)]);
    expect(en.total).toBeGreaterThan(0);
    expect(fr.total).toBe(en.total);
    expect(fr.therapists.map((x) => x.id)).toEqual(en.therapists.map((x) => x.id));
    expect(fr.facets).toEqual(en.facets);
    expect(fr.correctedQuery).toBeNull();
  });

  it("gives the same page 2 and filtered counts", async () => {
    const [fr, en] = await Promise.all([
      search("anxiete", "&page=2&acceptingClients=true"),
      search("anxiety", "&page=2&acceptingClients=true"),
    ]);
    expect(fr.therapists.map((x) => x.id)).toEqual(en.therapists.map((x) => x.id));
    expect(fr.facets).toEqual(en.facets);
  });

  // A language of sessions and a session format are searched by name, in English and in French, never "corrected"
  // into a surname ("français" into Francis): every listing with the language or format is found.
  it.each([
    ["french", "&language=fr"],
    ["spanish", "&language=es"],
    ["Persian", "&language=fa"],
    ["online", "&mode=online"],
    ["virtual", "&mode=online"],
    ["in person", "&mode=inperson"],
  ])("%s finds every listing filtered by %s", async (word, filter) => {
    const [named, filtered, both] = await Promise.all([search(word), search("", filter), search(word, filter)]);
    expect(filtered.total).toBeGreaterThan(0);
    expect(both.total).toBe(filtered.total);
    expect(named.total).toBeGreaterThanOrEqual(filtered.total);
    expect(named.correctedQuery).toBeNull();
  });

  it.each([
    ["français", "french"],
    ["francais", "french"],
    ["francophone", "french"],
    ["thérapie en français", "french"],
    ["thérapeute qui parle français", "french"],
    ["french speaking therapist", "french"],
    ["espagnol", "spanish"],
    ["persan", "persian"],
    ["en ligne", "online"],
    ["anxiété en ligne", "anxiety online"],
  ])("%s gives the results and counts of %s", async (typed, english) => {
    const [fr, en] = await Promise.all([search(typed), search(english)]);
    expect(en.total).toBeGreaterThan(0);
    expect(fr.therapists.map((x) => x.id)).toEqual(en.therapists.map((x) => x.id));
    expect(fr.total).toBe(en.total);
    expect(fr.correctedQuery).toBeNull();
  });

  it("corrects a misspelt word of a French query as of the English one", async () => {
    const [fr, en] = await Promise.all([search("anxiete torontp"), search("anxiety torontp")]);
    expect(en.correctedQuery).toBe("anxiety toronto");
    expect(fr.correctedQuery).toBe("anxiety toronto");
    expect(fr.total).toBe(en.total);
  });
});
