import type { Db } from "#app/db/pool.server.ts";
import { postgresSearchEngine, type SearchResult } from "#indexer/search/engine.ts";
import type { SearchParams } from "./params.ts";

// The one entry point pages and API routes use to search the directory.
export function searchTherapists(db: Db, params: SearchParams): Promise<SearchResult> {
  return postgresSearchEngine(db).search(params);
}

export type { SearchResult };
