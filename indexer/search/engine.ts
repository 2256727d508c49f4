import type { DatabasePool } from "slonik";
import type { SearchParams } from "#app/search/params.ts";
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
  /** True when the index is empty while approved therapists exist (a new database, or a restored one). */
  needsRebuild: () => Promise<boolean>;
};

export function postgresSearchEngine(db: DatabasePool): SearchEngine {
  return {
    indexTherapist: (therapistId) => indexTherapist(db, therapistId),
    rebuild: () => rebuildIndex(db),
    search: (params) => searchDocuments(db, params),
    needsRebuild: () => indexIsBehind(db),
  };
}

export type { SearchResult };
