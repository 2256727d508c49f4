import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "slonik";
import { z } from "zod";
import type { AppServices } from "#app/context.server.ts";
import { loader as searchLoader } from "#app/routes/api.therapists.ts";
import { SearchParams } from "#app/search/api-params.server.ts";
import { refreshDirectBillingAges } from "#indexer/search/direct-billing-ages.ts";
import { postgresSearchEngine, type SearchEngine } from "#indexer/search/engine.ts";
import type { TestDatabase } from "../support/db.ts";
import { callJsonLoader, directoryServices, NOW, createDirectoryDb } from "../support/directory.ts";

// Searching by cost on the demo data: the API's cost parameters (strict), every result checked against the source
// rows, and a direct billing claim that stops matching a year after its confirmation with nobody editing the listing.

const DAY = 86_400_000;
const GREEN_SHIELD = "Green Shield Canada";
let t: TestDatabase;
let services: AppServices;
let now = NOW.getTime();
let engine: SearchEngine;

beforeAll(async () => {
  t = await createDirectoryDb();
  services = directoryServices(t);
  engine = postgresSearchEngine(t.db, () => now);
});
afterAll(async () => t.release());

const api = (query: string) => callJsonLoader(searchLoader, services, `/api/therapists?${query}`);

/** The approved listings that can be billed to Green Shield and cost at most $120 at NOW, read from the source rows. */
const Id = z.object({ id: z.string() });
const matchingRows = () =>
  t.db.anyFirst(sql.type(Id)`
    SELECT id::text FROM therapists
    WHERE status = 'approved' AND ${GREEN_SHIELD} = ANY(direct_billing) AND ${GREEN_SHIELD} = ANY(insurance_providers)
      AND direct_billing_confirmed_at > ${sql.timestamp(new Date(NOW.getTime() - 365 * DAY))}
      AND least(rate, CASE WHEN sliding_scale AND sliding_scale_open THEN sliding_scale_min END) <= 120`);

describe("GET /api/therapists by cost", () => {
  it.each([
    ["maxFee=abc", "maxFee"],
    ["maxFee=-5", "maxFee"],
    ["maxFee=12.5", "maxFee"],
    ["maxFee=10001", "maxFee"],
    ["slidingScale=yes", "slidingScale"],
    ["freeConsultation=1", "freeConsultation"],
    ["directBilling=Acme%20Benefits", "directBilling"],
  ])("answers 400 with a field error for %s", async (query, field) => {
    const { status, body } = await api(query);
    expect(status).toBe(400);
    expect(Object.keys(body.errors as object)).toEqual([field]);
  });

  it("finds exactly the listings billed to an insurer within a budget, with counts per amount", async () => {
    const expected = await matchingRows();
    expect(expected.length).toBeGreaterThan(0);
    const { status, body } = await api(`directBilling=${encodeURIComponent(GREEN_SHIELD)}&maxFee=120&limit=50`);
    expect(status).toBe(200);
    expect(body.total).toBe(expected.length);
    const ids = (body.therapists as Array<{ id: string }>).map((card) => card.id);
    expect(ids.sort()).toEqual([...expected].sort());
    const facets = body.facets as Record<string, Array<{ value: string; count: number }>>;
    expect(facets.maxFee!.find((f) => f.value === "120")?.count).toBe(expected.length);
    expect(facets.directBilling!.find((f) => f.value === GREEN_SHIELD)?.count).toBe(expected.length);
  });
});

describe("a direct billing claim ages out of search", () => {
  const billed = async () =>
    (await engine.search(SearchParams.parse({ directBilling: GREEN_SHIELD, limit: 50 }))).therapists.map((c) => c.id);
  const confirm = async (id: string, at: number) => {
    await t.db.query(sql.unsafe`
      UPDATE therapists SET insurance_providers = array_append(array_remove(insurance_providers, ${GREEN_SHIELD}), ${GREEN_SHIELD}),
        direct_billing = ARRAY[${GREEN_SHIELD}], direct_billing_confirmed_at = ${sql.timestamp(new Date(at))}
      WHERE id = ${id}`);
    await engine.indexTherapist(id);
  };

  it("leaves out a 13-month-old confirmation, and drops a claim once it turns a year old without an edit", async () => {
    const [stale, aging] = await t.db.anyFirst(
      sql.type(Id)`SELECT id::text FROM therapists WHERE status = 'approved' ORDER BY slug LIMIT 2`,
    );
    now = NOW.getTime();
    await confirm(stale!, now - 395 * DAY);
    await confirm(aging!, now - 360 * DAY);
    expect(await billed()).not.toContain(stale);
    expect(await billed()).toContain(aging);

    now += 4 * DAY; // 364 days: still counts
    expect(await refreshDirectBillingAges(t.db, now)).toBe(0);
    expect(await billed()).toContain(aging);
    now += 2 * DAY; // 366 days: the periodic refresh writes the document again
    expect(await refreshDirectBillingAges(t.db, now)).toBeGreaterThan(0);
    expect(await billed()).not.toContain(aging);
    expect(await refreshDirectBillingAges(t.db, now)).toBe(0);
  });
});

describe("the index's document format", () => {
  it("asks for a rebuild when the stored documents are of an older format, and not after it", async () => {
    await t.db.query(sql.unsafe`UPDATE search_index_state SET document_format = 0`);
    expect(await engine.needsRebuild()).toBe(true);
    await engine.rebuild();
    expect(await engine.needsRebuild()).toBe(false);
  });
});
