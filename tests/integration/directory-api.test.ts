import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "slonik";
import { z } from "zod";
import { TherapistCardSchema } from "#app/therapists/card.ts";
import type { AppServices } from "#app/context.server.ts";
import { loader as byIdLoader } from "#app/routes/api.therapists.id.ts";
import { loader as bySlugLoader } from "#app/routes/api.therapists.by-slug.ts";
import { loader as citiesLoader } from "#app/routes/api.therapists.filters.cities.ts";
import { loader as specialtiesLoader } from "#app/routes/api.therapists.filters.specialties.ts";
import { loader as searchLoader } from "#app/routes/api.therapists.ts";
import { postgresSearchEngine } from "#indexer/search/engine.ts";
import type { TestDatabase } from "../support/db.ts";
import { callLoader, directoryServices, NOW, createDirectoryDb } from "../support/directory.ts";

// The public read API against the demo data: shapes, strict parameters, 404s, caching, and no private
// field ever in a body.

let t: TestDatabase;
let services: AppServices;
/** Every private value stored for an approved therapist: none may appear in any API response. */
let secrets: string[];

const CACHE = "public, max-age=30, stale-while-revalidate=300";
/** Answers carrying listings (their consented identity) are kept briefly and never served stale. */
const LISTINGS_CACHE = "public, max-age=10";
const PRIVATE_KEYS = [
  "userId",
  "user_id",
  "stripePaymentId",
  "stripeCustomerId",
  "stripeSubscriptionId",
  "subscriptionStatus",
  "adminNotes",
];

async function get(loader: (args: never) => unknown, url: string, params?: Record<string, string>) {
  const response = await callLoader(loader, services, url, { params });
  if (!(response instanceof Response)) throw new Error(`${url} did not answer a Response`);
  const text = await response.text();
  for (const key of PRIVATE_KEYS) expect(text, `${url} leaks ${key}`).not.toContain(`"${key}"`);
  for (const secret of secrets) expect(text, `${url} leaks a private value`).not.toContain(secret);
  return { status: response.status, headers: response.headers, body: JSON.parse(text) as Record<string, unknown> };
}

beforeAll(async () => {
  t = await createDirectoryDb();
  services = directoryServices(t);
  // Give approved therapists payment identifiers and a user link, so that a leak would show.
  await t.db.query(sql.unsafe`
    UPDATE therapists SET stripe_customer_id = 'cus_SECRET' || left(id::text, 8),
      stripe_subscription_id = 'sub_SECRET' || left(id::text, 8), stripe_payment_id = 'pi_SECRET' || left(id::text, 8)
    WHERE status = 'approved'`);
  await t.db.query(sql.unsafe`UPDATE therapist_submissions SET admin_notes = 'ADMIN-NOTE-SECRET'`);
  const rows = await t.db.any(sql.type(z.object({ value: z.string() }))`
    SELECT DISTINCT user_id::text AS value FROM therapists WHERE user_id IS NOT NULL
    UNION SELECT 'cus_SECRET' UNION SELECT 'sub_SECRET' UNION SELECT 'pi_SECRET' UNION SELECT 'ADMIN-NOTE-SECRET'`);
  secrets = rows.map((r) => r.value);
  expect(secrets.length).toBeGreaterThan(4);
});
afterAll(async () => t.release());

describe("GET /api/therapists", () => {
  it("answers therapists, total, totalInDatabase and facets, cacheable", async () => {
    const { status, headers, body } = await get(searchLoader, "/api/therapists");
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe(LISTINGS_CACHE);
    expect(Object.keys(body).sort()).toEqual([
      "correctedQuery",
      "facets",
      "near",
      "therapists",
      "total",
      "totalInDatabase",
    ]);
    expect(body.correctedQuery).toBeNull();
    expect(body.therapists).toHaveLength(24);
    expect(body.totalInDatabase).toBe(280);
    expect(body.total).toBe(280);
    expect(Object.keys(body.facets as object).sort()).toEqual([
      "acceptingClients",
      "access",
      "city",
      "directBilling",
      "freeConsultation",
      "identity",
      "insuranceProvider",
      "issue",
      "language",
      "maxFee",
      "mode",
      "population",
      "price",
      "slidingScale",
      "specialty",
      "therapyType",
    ]);
  });

  it("applies the filters, sort, page and limit", async () => {
    const { body } = await get(searchLoader, "/api/therapists?city=Toronto&sortBy=name&limit=10&page=2");
    const therapists = body.therapists as { city: string; lastName: string }[];
    expect(body.total).toBe(42);
    expect(therapists).toHaveLength(10);
    expect(therapists.every((th) => th.city === "Toronto")).toBe(true);
    const names = therapists.map((th) =>
      th.lastName
        .normalize("NFD")
        .replace(/\p{Diacritic}/gu, "")
        .toLowerCase(),
    );
    expect(names).toEqual([...names].sort());
    const online = await get(searchLoader, "/api/therapists?mode=online&acceptingClients=true&price=under-100");
    const list = online.body.therapists as { virtualSessions: boolean; acceptingClients: string }[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((th) => th.virtualSessions && th.acceptingClients === "yes")).toBe(true);
    expect(online.body.total).toBeLessThan(280);
  });

  it("takes a listed value in any case, and counts each session mode as choosing it gives with Virtual Sessions on", async () => {
    const total = async (query: string) => (await get(searchLoader, `/api/therapists?${query}&limit=1`)).body.total;
    for (const [given, listed] of [
      ["specialty=anxiety", "specialty=Anxiety"],
      ["therapyType=cbt", "therapyType=CBT"],
      ["insuranceProvider=MANULIFE", "insuranceProvider=Manulife"],
    ]) {
      const expected = await total(listed!);
      expect(expected, listed).toBeGreaterThan(0);
      expect(await total(given!), given).toBe(expected);
    }
    const { body } = await get(searchLoader, "/api/therapists?virtualSessions=true&limit=1");
    const inPerson = (body.facets as { mode: { value: string; count: number }[] }).mode.find(
      (o) => o.value === "inperson",
    );
    expect(inPerson?.count).toBe(await total("virtualSessions=true&mode=inperson"));
  });

  it("carries the card view on each card (rate, fee range, insurers, address, phone), never the email", async () => {
    const { id } = await t.db.one(sql.type(z.object({ id: z.string() }))`
      UPDATE therapists SET rate = 135, session_minutes = 50, couples_fee = 190.5, sliding_scale = true,
        sliding_scale_min = 90, free_consultation_minutes = 15, fee_range = '$120-$150 (typed, and not kept)',
        address = '10 King St W', phone = '416-555-0199', insurance_providers = ARRAY['Sun Life', 'Manulife']
      WHERE slug = 'jordan-rivera' RETURNING id::text AS id`);
    await postgresSearchEngine(t.db, () => NOW.getTime()).indexTherapist(id);
    const { body } = await get(searchLoader, "/api/therapists?query=jordan%20rivera");
    const cards = body.therapists as Record<string, unknown>[];
    expect(Object.keys(cards[0]!).sort()).toEqual(
      [...TherapistCardSchema.keyof().options, "availabilityStatus", "coverage"].sort(),
    );
    expect(cards[0]).toMatchObject({
      id,
      rate: 135,
      // the fees in one line, made from them
      feeRange:
        "$135 per 50-minute session; $190.50 per couples or family session; sliding scale from $90; free 15-minute consultation",
      address: "10 King St W",
      phone: "416-555-0199",
      insuranceProviders: ["Sun Life", "Manulife"],
      coverage: [
        { insurer: "Sun Life", directBilling: false, confirmedAt: null },
        { insurer: "Manulife", directBilling: false, confirmedAt: null },
      ],
    });
    const all = await get(searchLoader, "/api/therapists?limit=50");
    const emails = await t.db.anyFirst(sql.type(z.object({ email: z.string() }))`SELECT email FROM therapists`);
    for (const card of [...cards, ...(all.body.therapists as Record<string, unknown>[])]) {
      expect(card).not.toHaveProperty("email");
      expect(emails.some((email) => JSON.stringify(card).includes(email))).toBe(false);
    }
  });

  it("says when a word was corrected, and what was searched instead", async () => {
    const corrected = await get(searchLoader, "/api/therapists?query=tornto");
    expect(corrected.body.correctedQuery).toBe("toronto");
    const exact = await get(searchLoader, "/api/therapists?query=toronto");
    expect(exact.body.correctedQuery).toBeNull();
  });

  it.each([
    ["mode=bus", "mode"],
    ["price=cheap", "price"],
    ["sortBy=x", "sortBy"],
    ["page=0", "page"],
    ["page=two", "page"],
    ["limit=51", "limit"],
    ["limit=0", "limit"],
    ["acceptingClients=yes", "acceptingClients"],
    ["virtualSessions=1", "virtualSessions"],
  ])("answers 400 with a field error for %s", async (query, field) => {
    const { status, headers, body } = await get(searchLoader, `/api/therapists?${query}`);
    expect(status).toBe(400);
    expect(headers.get("cache-control")).toBeNull();
    expect(typeof body.message).toBe("string");
    expect(Object.keys(body.errors as object)).toEqual([field]);
    expect(JSON.stringify(body)).not.toMatch(/at \w+ \(|node_modules|SELECT/);
  });

  it("reports every bad field at once", async () => {
    const { status, body } = await get(searchLoader, "/api/therapists?mode=bus&price=cheap&sortBy=x&page=0&limit=51");
    expect(status).toBe(400);
    expect(Object.keys(body.errors as object).sort()).toEqual(["limit", "mode", "page", "price", "sortBy"]);
  });

  it("takes a parameter given empty as one not given, as a form's empty choice sends it", async () => {
    const empty = await get(searchLoader, "/api/therapists?sortBy=&mode=&price=&specialty=&page=&limit=3");
    const none = await get(searchLoader, "/api/therapists?limit=3");
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual(none.body);
  });
});

describe("GET /api/therapists/filters/*", () => {
  it("lists the cities that have approved therapists, alphabetically", async () => {
    const { status, headers, body } = await get(citiesLoader, "/api/therapists/filters/cities");
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe(CACHE);
    const cities = body.cities as string[];
    expect(cities).toEqual(expect.arrayContaining(["Toronto", "Ottawa", "St. Catharines", "Montreal"]));
    expect(cities).toEqual([...cities].sort((a, b) => a.localeCompare(b, "en-CA")));
    const stored = await t.db.any(sql.type(z.object({ city: z.string() }))`
      SELECT DISTINCT city FROM therapists WHERE status = 'approved' AND city IS NOT NULL`);
    expect(cities).toHaveLength(stored.length);
  });

  it("lists the specialties approved therapists list", async () => {
    const { status, body } = await get(specialtiesLoader, "/api/therapists/filters/specialties");
    expect(status).toBe(200);
    const specialties = body.specialties as string[];
    const stored = await t.db.any(sql.type(z.object({ s: z.string() }))`
      SELECT DISTINCT unnest(specialties) AS s FROM therapists WHERE status = 'approved'`);
    expect(new Set(specialties)).toEqual(new Set(stored.map((r) => r.s)));
  });
});

describe("GET /api/therapists/{id} and /by-slug/{slug}", () => {
  it("finds an approved therapist by UUID (either case) and by slug", async () => {
    const { id } = await t.db.one(
      sql.type(z.object({ id: z.string() }))`SELECT id::text AS id FROM therapists WHERE slug = 'jordan-rivera'`,
    );
    const byId = await get(byIdLoader, `/api/therapists/${id.toUpperCase()}`, { id: id.toUpperCase() });
    expect(byId.status).toBe(200);
    expect(byId.headers.get("cache-control")).toBe(LISTINGS_CACHE);
    expect(byId.body).toMatchObject({ id, slug: "jordan-rivera", firstName: "Jordan", lastName: "Rivera" });
    const bySlug = await get(bySlugLoader, "/api/therapists/by-slug/jordan-rivera", { slug: "jordan-rivera" });
    expect(bySlug.status).toBe(200);
    expect(bySlug.body).toMatchObject({ id, firstName: "Jordan", lastName: "Rivera", city: "Toronto" });
    expect((bySlug.body as { specialties: string[] }).specialties).toContain("Anxiety");
  });

  it.each([
    "jordan-rivera",
    "123",
    "00000000-0000-0000-0000-00000000000",
    "00000000-0000-0000-0000-0000000000000",
    "g0000000-0000-0000-0000-000000000000",
  ])("answers 404 for a parameter that is not a UUID: %s", async (id) => {
    const { status, body } = await get(byIdLoader, `/api/therapists/${id}`, { id });
    expect(status).toBe(404);
    expect(body).toEqual({ message: expect.any(String) });
  });

  it("answers 404 for an unknown UUID, an unknown slug and a profile that is not approved", async () => {
    const unknown = await get(byIdLoader, "/api/therapists/4f1c2a3b-0000-4000-8000-000000000000", {
      id: "4f1c2a3b-0000-4000-8000-000000000000",
    });
    expect(unknown.status).toBe(404);
    const slug = await get(bySlugLoader, "/api/therapists/by-slug/nobody-here", { slug: "nobody-here" });
    expect(slug.status).toBe(404);
    const hidden = await t.db.one(sql.type(z.object({ id: z.string(), slug: z.string() }))`
      UPDATE therapists SET status = 'pending' WHERE slug <> 'jordan-rivera' AND id = (SELECT id FROM therapists WHERE slug <> 'jordan-rivera' ORDER BY slug LIMIT 1)
      RETURNING id::text AS id, slug`);
    expect((await get(byIdLoader, `/api/therapists/${hidden.id}`, { id: hidden.id })).status).toBe(404);
    expect((await get(bySlugLoader, `/api/therapists/by-slug/${hidden.slug}`, { slug: hidden.slug })).status).toBe(404);
    await t.db.query(sql.unsafe`UPDATE therapists SET status = 'approved' WHERE id = ${hidden.id}`);
  });
});
