import { sql } from "slonik";
import { z } from "zod";
import type { Db } from "#app/db/pool.server.ts";
import { SearchParams } from "#app/search/api-params.server.ts";
import type { FacetIndex } from "#app/search/engine/facet-index.server.ts";
import { searchDirectory } from "#app/search/engine/directory-search.server.ts";
import { NOW } from "./directory.ts";

// What the facet index tests share (facet-index*.test.ts): the searches whose answers a process's copy of the
// index must give exactly as a copy loaded fresh, and the therapists a test changes.

const MIXES: Array<Partial<SearchParams>> = [
  {},
  { city: "Toronto" },
  { city: "Toronto", mode: "online" },
  { query: "grief" },
  { query: "anxiety toronto", acceptingClients: true },
];

/** What a search shows with this index: its totals and counts, mix by mix. */
export async function countsIn(db: Db, index: FacetIndex) {
  const results = [];
  for (const mix of MIXES) {
    const result = await searchDirectory(db, index, SearchParams.parse(mix), NOW.getTime());
    results.push({
      total: result.total,
      inDatabase: result.totalInDatabase,
      facets: result.facets,
      therapists: result.therapists,
    });
  }
  return results;
}

const IdRow = z.object({ id: z.uuid() });

/** The first approved therapists of a city (at most 3, by id). */
export const approvedIn = (db: Db, city: string) =>
  db.anyFirst(
    sql.type(IdRow)`SELECT id FROM therapists WHERE status = 'approved' AND city = ${city} ORDER BY id LIMIT 3`,
  );
