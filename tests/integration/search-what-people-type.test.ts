import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppServices } from "#app/context.server.ts";
import { credentialBadges } from "#app/reference/credentials.ts";
import { loader as searchLoader } from "#app/routes/api.therapists.ts";
import type { TestDatabase } from "../support/db.ts";
import { callLoader, directoryServices, createDirectoryDb } from "../support/directory.ts";

// The words people type for what they need, over the API and the demo data: the full name of a condition or an
// approach finds what its short name does (in English and French), a session format by its words finds exactly the
// listings with that format, a credential badge by the words the cards show, a cost fact by its filter's words, and
// an issue only the listings whose specialties or bio name it.

type Card = { id: string; lastName: string; credentials: string | null; specialties: string[]; bio: string | null };
type Answer = { therapists: Card[]; total: number; totalInDatabase: number; correctedQuery: string | null };

let t: TestDatabase;
let services: AppServices;

async function search(query: string, more = ""): Promise<Answer> {
  const response = await callLoader(
    searchLoader,
    services,
    `/api/therapists?query=${encodeURIComponent(query)}${more}`,
  );
  if (!(response instanceof Response)) throw new Error("the search did not answer a Response");
  expect(response.status).toBe(200);
  return (await response.json()) as Answer;
}

/** Every listing a search finds, page by page. */
async function everyResult(query: string, more = ""): Promise<Card[]> {
  const first = await search(query, `${more}&limit=50`);
  const pages = Math.ceil(first.total / 50);
  const rest = await Promise.all(
    Array.from({ length: pages - 1 }, (_, i) => search(query, `${more}&limit=50&page=${i + 2}`)),
  );
  return [first, ...rest].flatMap((answer) => answer.therapists);
}

beforeAll(async () => {
  t = await createDirectoryDb();
  services = directoryServices(t);
});
afterAll(async () => t.release());

describe("GET /api/therapists with the words people type", () => {
  it.each([
    ["cognitive behavioural therapy", "CBT"],
    ["Cognitive Behavioral Therapy", "CBT"],
    ["cognitive-behavioural", "CBT"],
    ["thérapie cognitivo-comportementale", "CBT"],
    ["post-traumatic stress disorder", "PTSD"],
    ["posttraumatic stress", "PTSD"],
    ["état de stress post-traumatique", "PTSD"],
    ["SSPT", "PTSD"],
    ["attention deficit hyperactivity disorder", "ADHD"],
    ["dialectical behaviour therapy", "DBT"],
  ])("%s gives the results of %s", async (typed, short) => {
    const [long, named] = await Promise.all([search(typed), search(short)]);
    expect(named.total).toBeGreaterThan(0);
    expect(long.therapists.map((x) => x.id)).toEqual(named.therapists.map((x) => x.id));
    expect(long.total).toBe(named.total);
    expect(long.correctedQuery).toBeNull();
  });

  it.each([
    ["in person", "&mode=inperson"],
    ["in-person", "&mode=inperson"],
    ["face to face", "&mode=inperson"],
    ["en personne", "&mode=inperson"],
    ["séances en personne", "&mode=inperson"],
    ["séances virtuelles", "&mode=online"],
    ["sliding scale", "&slidingScale=true"],
    ["free consultation", "&freeConsultation=true"],
  ])("%s finds exactly the listings filtered by %s", async (typed, filter) => {
    const [found, filtered] = await Promise.all([everyResult(typed), everyResult("", filter)]);
    expect(filtered.length).toBeGreaterThan(0);
    expect(found.map((x) => x.id).sort()).toEqual(filtered.map((x) => x.id).sort());
  });

  it("reads sessions and services as no word at all: they name nothing a listing is found by", async () => {
    for (const typed of ["sessions", "séances", "services en français"]) {
      const found = await search(typed);
      expect(found.correctedQuery, typed).toBeNull();
      // the French home page's button: the listings holding sessions in French
      if (typed === "services en français") expect(found.total).toBe((await search("", "&language=fr")).total);
      else expect(found.total, typed).toBe(found.totalInDatabase);
    }
  });

  it.each(["CRPO-Registered", "CRPO", "Registered Psychologist", "CCPA Member", "Registered Social Worker"] as const)(
    "%s finds every listing whose card shows that badge, and only those",
    async (typed) => {
      const badge = typed === "CRPO" ? "CRPO-Registered" : typed;
      const [found, all] = await Promise.all([everyResult(typed), everyResult("")]);
      const shown = all.filter((x) => credentialBadges(x.credentials).includes(badge));
      expect(shown.length).toBeGreaterThan(0);
      expect(found.map((x) => x.id).sort()).toEqual(shown.map((x) => x.id).sort());
    },
  );

  it("depression finds the listings that name a depression, not every one under the anxiety umbrella", async () => {
    const found = await everyResult("depression");
    expect(found.length).toBeGreaterThan(0);
    for (const x of found) {
      const named = x.specialties.some((s) => /depress|mood/i.test(s)) || /depress/i.test(x.bio ?? "");
      expect(named, `${x.specialties.join(", ")}: ${x.bio}`).toBe(true);
    }
  });

  it.each(["muslim", "racialized", "islam", "autochtone"])(
    "%s, a word of an identity's name (a filter of its own), is never corrected into a word that looks like it",
    async (typed) => {
      expect((await search(typed)).correctedQuery).toBeNull();
    },
  );

  it("a name written with an apostrophe is found typed without it, as typed, not as a correction", async () => {
    const [typed, written] = await Promise.all([everyResult("obrien"), everyResult("o'brien")]);
    expect(written.length).toBeGreaterThan(0);
    expect(typed.map((x) => x.id).sort()).toEqual(written.map((x) => x.id).sort());
    for (const x of typed) expect(x.lastName).toBe("O'Brien");
    expect((await search("obrien")).correctedQuery).toBeNull();
  });
});
