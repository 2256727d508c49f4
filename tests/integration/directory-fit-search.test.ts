import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "slonik";
import { z } from "zod";
import type { AppServices } from "#app/context.server.ts";
import { loader as searchLoader } from "#app/routes/api.therapists.ts";
import { loader as profileApi } from "#app/routes/api.therapists.by-slug.ts";
import type { TestDatabase } from "../support/db.ts";
import { callJsonLoader, directoryServices, createDirectoryDb } from "../support/directory.ts";

// Searching by identity, population and access on the demo data: the API's parameters (codes from the lists,
// strictly: anything else a 400 with its field error), results and counts against the source rows (an identity
// only where its therapist consented), and the card and profile views carrying the codes.

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
const holding = (column: "identity" | "populations" | "access", code: string) =>
  t.db.anyFirst(sql.type(Id)`
    SELECT id::text FROM therapists WHERE status = 'approved' AND ${code} = ANY(${sql.identifier([column])})
      AND (${column} <> 'identity' OR identity_consent_at IS NOT NULL)`);
type Card = { id: string; identity: string[]; populations: string[]; access: string[] };
type Facets = Record<string, Array<{ value: string; count: number }>>;

describe("GET /api/therapists with identity, population, access", () => {
  it.each([
    ["identity", "Black"],
    ["identity", "elf"],
    ["population", "kids"],
    ["population", "TEENS"],
    ["access", "ramp"],
    ["access", "asl"],
  ])("answers 400 with a field error for %s=%s", async (name, value) => {
    const { status, body } = await api(searchLoader, `/api/therapists?${name}=${encodeURIComponent(value)}`);
    expect(status).toBe(400);
    expect(Object.keys(body.errors as object)).toEqual([name]);
  });

  it.each([
    ["identity", "identity", "black"],
    ["identity", "identity", "woman"],
    ["population", "populations", "teens"],
    ["access", "access", "step-free"],
  ] as const)("%s=%s… finds exactly the listings that state it, and counts it", async (name, column, code) => {
    const expected = await holding(column, code);
    expect(expected.length).toBeGreaterThan(0);
    const { status, body } = await api(searchLoader, `/api/therapists?${name}=${code}&limit=50`);
    expect(status).toBe(200);
    expect(body.total).toBe(expected.length);
    const cards = body.therapists as Card[];
    expect(cards.length).toBe(Math.min(50, expected.length));
    expect(cards.every((card) => expected.includes(card.id) && card[column].includes(code as never))).toBe(true);
    const all = await api(searchLoader, "/api/therapists?limit=1");
    expect((all.body.facets as Facets)[name]!.find((f) => f.value === code)?.count).toBe(expected.length);
  });

  it("the profile view carries the listing's codes", async () => {
    const [id] = await holding("identity", "black");
    const slug = await t.db.oneFirst(sql.type(z.object({ slug: z.string() }))`
      SELECT slug FROM therapists WHERE id = ${id!}`);
    const { status, body } = await api(profileApi as never, `/api/therapists/by-slug/${slug}`, { slug });
    expect(status).toBe(200);
    expect(body.identity).toContain("black");
    expect(Array.isArray(body.populations) && Array.isArray(body.access)).toBe(true);
  });
});
