import type { Db } from "#app/db/pool.server.ts";
import type { Logger } from "#app/logger.server.ts";
import { searchReader, type SearchOptions, type SearchReader, type SearchResult } from "./engine/engine.server.ts";
import type { SearchParams } from "./params.ts";

/** One engine per pool (one pool per process): the engine holds the process's in-memory copy of the index. */
const engines = new WeakMap<Db, SearchReader>();

function engineOf(db: Db): SearchReader {
  let engine = engines.get(db);
  if (!engine) engines.set(db, (engine = searchReader(db)));
  return engine;
}

// The one entry point pages and API routes use to search the directory.
export function searchTherapists(db: Db, params: SearchParams, options?: SearchOptions): Promise<SearchResult> {
  return engineOf(db).search(params, options);
}

/** Loads the process's copy of the search index (seconds at 100,000 therapists) before a visitor's search needs it. */
export function warmSearchIndex(db: Db): Promise<void> {
  return engineOf(db).warm();
}

/** Keeps the process's copy of the search index up to date as index writes commit, until `signal` aborts. */
export function followSearchIndex(db: Db, databaseUrl: string, logger: Logger, signal: AbortSignal): void {
  engineOf(db).follow(databaseUrl, logger, signal);
}

export type { SearchResult };
