import type { DatabasePool } from "slonik";
import type { BlogSearchParams } from "#app/blog/rules.ts";
import type { SearchParams } from "#app/search/params.ts";
import { indexBlogPost, rebuildBlogIndex } from "./blog-index.ts";
import { searchBlogDocuments, type BlogSearchResult } from "./blog-search.ts";
import { FacetIndex } from "./facet-index.ts";
import type { FollowLog } from "./index-follower.ts";
import { indexIsBehind, indexTherapist, rebuildIndex } from "./index-writer.ts";
import { searchDocuments, type SearchResult } from "./search.ts";

/**
 * The search engine as the rest of the app sees it: index one document, rebuild them all, search. Pages and
 * jobs use only this, so a second engine (a hosted one, say) could be added without touching them.
 * See docs/decisions/007-search-in-postgresql.md.
 */
export type SearchEngine = {
  /** Writes (approved) or removes (anything else) one therapist's document; tells when Featured ends. */
  indexTherapist: (therapistId: string) => Promise<{ indexed: boolean; featuredUntil: number | null }>;
  /** Rebuilds every document from the source tables; returns how many it wrote. */
  rebuild: () => Promise<number>;
  search: (params: SearchParams) => Promise<SearchResult>;
  /** Loads the process's copy of the index now, so the first search does not wait for it. */
  warm: () => Promise<void>;
  /** Brings the process's copy up to date as each index write commits (until `signal` aborts). */
  follow: (databaseUrl: string, log: FollowLog, signal: AbortSignal) => void;
  /** True when the index is empty while approved therapists exist (a new database, or a restored one). */
  needsRebuild: () => Promise<boolean>;
  /** The blog: one post's document written (public post) or removed (anything else); true when written. */
  indexBlogPost: (postId: string) => Promise<boolean>;
  /** Rebuilds every blog document; returns how many it wrote. */
  rebuildBlog: () => Promise<number>;
  searchBlog: (params: BlogSearchParams) => Promise<BlogSearchResult>;
};

/**
 * `clock` is what "now" means when a document is written or searched (an active Featured listing is boosted and
 * badged; one whose period has passed is not, even before its document is rewritten): the wall clock, unless a test seeds data for a fixed date and must index and check against that same date.
 * The engine holds its copy of the index (facet values, words, sort keys; loaded by `warm` or its first search): a process keeps one engine.
 */
export function postgresSearchEngine(db: DatabasePool, clock: () => number = Date.now): SearchEngine {
  const facets = new FacetIndex();
  return {
    indexTherapist: (therapistId) => indexTherapist(db, therapistId, clock()),
    rebuild: () => rebuildIndex(db, clock()),
    search: (params) => searchDocuments(db, facets, params, clock()),
    warm: () => facets.refresh(db),
    follow: (databaseUrl, log, signal) => facets.follow(db, databaseUrl, log, signal),
    needsRebuild: () => indexIsBehind(db),
    indexBlogPost: (postId) => indexBlogPost(db, postId),
    rebuildBlog: () => rebuildBlogIndex(db),
    searchBlog: (params) => searchBlogDocuments(db, params),
  };
}

export type { BlogSearchResult, SearchResult };
