import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "slonik";
import { z } from "zod";
import type { AppServices } from "#app/context.server.ts";
import { loader as searchLoader } from "#app/routes/api.therapists.ts";
import { loader as profileApi } from "#app/routes/api.therapists.by-slug.ts";
import type { TestDatabase } from "../support/db.ts";
import { callJsonLoader, directoryServices, createDirectoryDb } from "../support/directory.ts";

// Searching by session language on the demo data: the API's language parameter (a code from the list, strictly),
// the results and counts checked against the source rows, and the card and profile views carrying the codes.

let t: TestDatabase;
let services: AppServices;

beforeAll(async () => {
  t = await createDirectoryDb();
  services = directoryServices(t);
});
afterAll(async () => t.release());

const api = (loader: typeof searchLoader, path: string, params?: Record<string, string>) =>
  callJsonLoader(loader, services, path, params);

const Id = z.object({ id: z.string() });
const offering = (code: string) =>
  t.db.anyFirst(sql.type(Id)`
    SELECT id::text FROM therapists WHERE status = 'approved' AND ${code} = ANY(languages)`);

describe("GET /api/therapists?language=", () => {
  it.each(["French", "xx", "FR"])("answers 400 with a field error for language=%s", async (value) => {
    const { status, body } = await api(searchLoader, `/api/therapists?language=${encodeURIComponent(value)}`);
    expect(status).toBe(400);
    expect(Object.keys(body.errors as object)).toEqual(["language"]);
  });

  it("takes language= given empty as no language chosen, as identity= too", async () => {
    const all = await api(searchLoader, "/api/therapists?limit=1");
    for (const empty of ["language=", "identity="]) {
      const { status, body } = await api(searchLoader, `/api/therapists?${empty}&limit=1`);
      expect(status, empty).toBe(200);
      expect(body.total, empty).toBe(all.body.total);
    }
  });

  it("finds exactly the listings that hold sessions in French, and counts every language", async () => {
    const expected = await offering("fr");
    expect(expected.length).toBeGreaterThan(0);
    const { status, body } = await api(searchLoader, "/api/therapists?language=fr&limit=50");
    expect(status).toBe(200);
    expect(body.total).toBe(expected.length);
    const cards = body.therapists as Array<{ id: string; languages: string[] }>;
    expect(cards.length).toBe(Math.min(50, expected.length));
    expect(cards.every((card) => expected.includes(card.id))).toBe(true);
    expect(cards.every((card) => card.languages.includes("fr"))).toBe(true);
    const facets = body.facets as Record<string, Array<{ value: string; count: number }>>;
    expect(facets.language!.find((f) => f.value === "fr")?.count).toBe(expected.length);
    const all = await api(searchLoader, "/api/therapists?limit=1");
    const counts = (all.body.facets as typeof facets).language!;
    expect(counts.find((f) => f.value === "en")?.count).toBe((await offering("en")).length);
    expect(counts.find((f) => f.value === "pa")?.count ?? 0).toBe((await offering("pa")).length);
  });

  it("the profile view carries the listing's codes", async () => {
    const [id] = await offering("fr");
    const slug = await t.db.oneFirst(sql.type(z.object({ slug: z.string() }))`
      SELECT slug FROM therapists WHERE id = ${id!}`);
    const { status, body } = await api(profileApi as never, `/api/therapists/by-slug/${slug}`, { slug });
    expect(status).toBe(200);
    expect(body.languages).toContain("fr");
  });
});
