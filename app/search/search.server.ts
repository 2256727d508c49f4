import type { Db } from "#app/db/pool.server.ts";
import { postgresSearchEngine, type SearchEngine, type SearchResult } from "#indexer/search/engine.ts";
import type { SearchParams } from "./params.ts";

/** One engine per pool (one pool per process): the engine holds the process's in-memory copy of the index. */
const engines = new WeakMap<Db, SearchEngine>();

// The one entry point pages and API routes use to search the directory.
export function searchTherapists(db: Db, params: SearchParams): Promise<SearchResult> {
  let engine = engines.get(db);
  if (!engine) engines.set(db, (engine = postgresSearchEngine(db)));
  return engine.search(params);
}

export type { SearchResult };
