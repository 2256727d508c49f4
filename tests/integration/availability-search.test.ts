import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { AppServices } from "#app/context.server.ts";
import { loader as profileApi } from "#app/routes/api.therapists.id.ts";
import { loader as searchApi } from "#app/routes/api.therapists.ts";
import { cardView } from "#app/therapists/card-view.ts";
import { postgresSearchEngine, type SearchEngine } from "#indexer/search/engine.ts";
import { refreshAvailabilityAgesHandler } from "#indexer/jobs/refresh-availability-ages.ts";
import { agedDocuments, refreshAvailabilityAges } from "#indexer/search/availability-ages.ts";
import { createTestDb, type TestDatabase } from "../support/db.ts";
import { callLoader, directoryServices } from "../support/directory.ts";

// How old an availability is decides where a listing stands: recently confirmed (30 days) listings come first in
// the recommended order (Featured first among each group), older ones say "Availability not confirmed recently",
// and after 60 days a listing no longer counts as accepting new clients. A document is written with the ages of
// its moment; the refresh job writes again those whose age crossed a limit since.

const DAY = 86_400_000;
const N = Date.UTC(2026, 5, 1, 12);
let t: TestDatabase;
let services: AppServices;
let engine: SearchEngine;
let clock = N;
const ids = new Map<string, string>();

/** Name, days since the confirmation (null: never), Featured. Names sort against the expected order. */
const LISTINGS = [
  ["Zed", 1, false],
  ["Young", 2, true],
  ["Adams", 31, false],
  ["Baker", 31, true],
  ["Cole", 61, false],
  ["Dunn", null, false],
] as const;

const grief = (extra: Record<string, unknown> = {}) =>
  engine.search({ specialty: "Grief Availability", page: 1, limit: 24, sortBy: "recommended", ...extra } as never);
const names = async (extra: Record<string, unknown> = {}) =>
  (await grief(extra)).therapists.map((card) => card.lastName);

beforeAll(async () => {
  t = await createTestDb();
  services = directoryServices(t);
  engine = postgresSearchEngine(t.db, () => clock);
  for (const [lastName, days, featured] of LISTINGS) {
    const confirmed = days === null ? null : sql.timestamp(new Date(N - days * DAY));
    const id = await t.db.oneFirst(sql.type(z.object({ id: z.uuid() }))`
      INSERT INTO therapists (slug, first_name, last_name, email, specialties, therapy_types, status, accepting_clients,
        is_featured, featured_until, availability_confirmed_at)
      VALUES (${`ages-${lastName.toLowerCase()}`}, 'Sam', ${lastName}, ${`${lastName.toLowerCase()}@ages.test`},
        ${sql.array(["Grief Availability"], "text")}, ${sql.array(["CBT"], "text")}, 'approved', 'yes', ${featured},
        ${featured ? sql.timestamp(new Date(N + 100 * DAY)) : null}, ${confirmed})
      RETURNING id`);
    ids.set(lastName, id);
    await engine.indexTherapist(id);
  }
});
afterAll(async () => t?.release());

describe("availability ages in search", () => {
  it("ranks recent confirmations first, Featured first within each group", async () => {
    expect(await names()).toEqual(["Young", "Zed", "Baker", "Adams", "Cole", "Dunn"]);
  });

  it("counts as accepting new clients only within 60 days of the confirmation", async () => {
    expect((await names({ acceptingClients: true })).sort()).toEqual(["Adams", "Baker", "Young", "Zed"]);
    const counted = (await grief()).facets.acceptingClients;
    expect(counted).toEqual([expect.objectContaining({ value: "true", count: 4 })]);
  });

  it("says how old the confirmation is, or that it is not recent", async () => {
    const cards = (await grief()).therapists;
    const line = (name: string) =>
      cardView(
        cards.find((card) => card.lastName === name)!,
        N,
      ).availability;
    expect(line("Zed")).toBe("Accepting new clients · confirmed 1 day ago");
    expect(line("Adams")).toBe("Accepting new clients · Availability not confirmed recently");
    expect(line("Dunn")).toBe("Accepting new clients · Availability not confirmed recently");
  });

  it("rewrites the documents whose availability aged past a limit, once, and ranks and filters by the new ages", async () => {
    expect(await agedDocuments(t.db, N)).toEqual([]);
    clock = N + 30 * DAY;
    expect(await refreshAvailabilityAges(t.db, clock)).toBe(4);
    expect(await refreshAvailabilityAges(t.db, clock)).toBe(0);
    expect(await names()).toEqual(["Baker", "Young", "Adams", "Cole", "Dunn", "Zed"]);
    expect((await names({ acceptingClients: true })).sort()).toEqual(["Young", "Zed"]);
    expect(refreshAvailabilityAgesHandler.job.schedule).toBe("*/10 * * * *");
  });

  it("answers availabilityConfirmedAt and the availability's state object in the API's card and profile views", async () => {
    const id = ids.get("Zed")!;
    const confirmedAt = new Date(N - DAY).toISOString();
    const profile = (await callLoader(profileApi, services, `/api/therapists/${id}`, { params: { id } })) as Response;
    expect(await profile.json()).toMatchObject({
      acceptingClients: "yes",
      availabilityConfirmedAt: confirmedAt,
      availabilityStatus: { state: "accepting", wait: null, confirmedAt, stale: true },
    });
    await postgresSearchEngine(t.db).indexTherapist(id);
    const found = (await callLoader(searchApi, services, "/api/therapists?specialty=Grief%20Availability")) as Response;
    const cards = (await found.json()).therapists as Array<Record<string, unknown>>;
    expect(cards.find((card) => card.id === id)).toMatchObject({
      availabilityConfirmedAt: confirmedAt,
      availabilityStatus: { state: "accepting", confirmedAt, stale: true },
    });
  });
});
