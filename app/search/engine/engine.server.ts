import type { DatabasePool } from "slonik";
import type { SearchParams } from "#app/search/params.ts";
import { FacetIndex } from "./facet-index.server.ts";
import type { FollowLog } from "./index-follower.server.ts";
import { searchDirectory, type SearchOptions, type SearchResult } from "./directory-search.server.ts";

/**
 * The read side of the directory's search engine, as pages and API routes see it (the blog is searched by
 * app/blog/blog-search.server.ts). The indexer writes the index (indexer/search: one document, or all of them) and adds its
 * writes to this to make the whole engine. See docs/decisions/007-search-in-postgresql.md.
 */
export type SearchReader = {
  search: (params: SearchParams, options?: SearchOptions) => Promise<SearchResult>;
  /** Loads the process's copy of the index now, so the first search does not wait for it. */
  warm: () => Promise<void>;
  /** Brings the process's copy up to date as each index write commits (until `signal` aborts). */
  follow: (databaseUrl: string, log: FollowLog, signal: AbortSignal) => void;
};

/**
 * `clock` is what "now" means when a document is searched (an active Featured listing is boosted and badged; one whose
 * period has passed is not, even before its document is rewritten): the wall clock, unless a test seeds data for a
 * fixed date. The reader holds its copy of the index (facet values, words, sort keys, cards; loaded by `warm` or its
 * first search): a process keeps one.
 */
export function searchReader(db: DatabasePool, clock: () => number = Date.now): SearchReader {
  const facets = new FacetIndex();
  return {
    search: (params, options) => searchDirectory(db, facets, params, clock(), options),
    warm: () => facets.refresh(db),
    follow: (databaseUrl, log, signal) => facets.follow(db, databaseUrl, log, signal),
  };
}
