import type { Db } from "#app/db/pool.server.ts";
import { withUnavailableAs503 } from "#app/db/unavailable.server.ts";
import { searchReader, type SearchReader } from "./engine/engine.server.ts";

/**
 * The directory's search as pages and API routes use it (`services.search`): created once per process with its
 * services, as it holds the process's in-memory copy of the index. Its reads answer requests, so it reads through
 * the pool as request handlers see it: while the database is unavailable, a search throws the 503 answer.
 */
export function createDirectorySearch(db: Db): SearchReader {
  return searchReader(withUnavailableAs503(db));
}
