import { sql } from "slonik";
import { z } from "zod";
import { priceBandForRate } from "#app/reference/profile-options.ts";
import type { SearchParams } from "#app/search/api-params.server.ts";
import { searchKey } from "#app/search/facets.ts";
import { issuesFor } from "#app/reference/issues.ts";
import { postgresSearchEngine, type SearchEngine } from "#indexer/search/engine.ts";
import { seedDemoData } from "#indexer/seed/seed.server.ts";
import { createTestDb, type TestDatabase } from "./db.ts";
import { NOW } from "./directory.ts";

// What the search engine tests share: the demo data seeded and indexed on a test database, its approved therapists
// read back as source rows, and a brute-force statement of every filter over those rows, computed here in
// TypeScript, to check the engine's counts against. One clock for seeding, indexing and checking: the directory
// tests' NOW (Featured periods are relative to it), never the wall clock, so the tests pass on any date.

export const Row = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  city: z.string().nullable(),
  specialties: z.array(z.string()),
  therapyTypes: z.array(z.string()),
  insurance: z.array(z.string()),
  online: z.boolean(),
  inPerson: z.boolean(),
  rate: z.number().nullable(),
  accepting: z.string(),
  rating: z.number(),
  featured: z.boolean(),
  credentials: z.string().nullable(),
  credentialTypes: z.array(z.string()),
  province: z.string().nullable(),
  bio: z.string().nullable(),
  /** Epoch ms; null: never confirmed. */
  confirmedAt: z.number().nullable(),
});
export type Row = z.infer<typeof Row>;

/** A test database with the demo data indexed, and its approved therapists as source rows. */
export async function seedSearchEngine(): Promise<{ t: TestDatabase; engine: SearchEngine; rows: Row[] }> {
  const t = await createTestDb();
  await seedDemoData(t.db, { now: NOW });
  const engine = postgresSearchEngine(t.db, () => NOW.getTime());
  await engine.rebuild();
  const rows = [
    ...(await t.db.any(sql.type(Row)`
    SELECT id, first_name AS "firstName", last_name AS "lastName", city, specialties, therapy_types AS "therapyTypes",
           insurance_providers AS insurance, virtual_sessions AS online, in_person_sessions AS "inPerson", rate,
           accepting_clients AS accepting, rating, (is_featured AND featured_until > ${NOW.toISOString()}) AS featured,
           credentials, credential_types AS "credentialTypes", province, bio,
           availability_confirmed_at AS "confirmedAt"
    FROM therapists WHERE status = 'approved'`)),
  ];
  return { t, engine, rows };
}

export type Filters = Partial<
  Pick<
    SearchParams,
    | "specialty"
    | "city"
    | "therapyType"
    | "insuranceProvider"
    | "issue"
    | "mode"
    | "price"
    | "acceptingClients"
    | "virtualSessions"
  >
>;

/** Accepting counts only for an availability confirmed less than 60 days before the tests' clock. */
const confirmedWithin60Days = (r: Row) => r.confirmedAt !== null && NOW.getTime() - r.confirmedAt < 60 * 86_400_000;

/** An independent statement of every filter's meaning: the rows that match. */
export function matchingRows(rows: readonly Row[], f: Filters): Row[] {
  return rows.filter(
    (r) =>
      (!f.specialty || r.specialties.includes(f.specialty)) &&
      (!f.city || (r.city !== null && searchKey(r.city) === searchKey(f.city))) &&
      (!f.therapyType || r.therapyTypes.includes(f.therapyType)) &&
      (!f.insuranceProvider || r.insurance.includes(f.insuranceProvider)) &&
      (!f.issue || issuesFor(r.specialties).includes(f.issue)) &&
      (f.mode !== "online" || r.online) &&
      (f.mode !== "inperson" || r.inPerson) &&
      (!f.virtualSessions || r.online) &&
      (!f.price || priceBandForRate(r.rate) === f.price) &&
      (!f.acceptingClients || (r.accepting === "yes" && confirmedWithin60Days(r))),
  );
}
