import type { DatabasePool } from "slonik";
import { searchReader, type SearchReader } from "#app/search/engine/engine.server.ts";
import { indexBlogPost, rebuildBlogIndex } from "./blog-index.ts";
import { indexIsBehind, indexTherapist, rebuildIndex } from "./index-writer.ts";

/**
 * The whole search engine: the app's reader (app/search/engine) and the index writes the jobs and CLIs make. Pages and
 * jobs use only this, so a second engine (a hosted one, say) could be added without touching them.
 */
export type SearchEngine = SearchReader & {
  /** Writes (approved) or removes (anything else) one therapist's document; `removed`: it had one and it went. */
  indexTherapist: (therapistId: string) => Promise<{ indexed: boolean; removed: boolean }>;
  /** Rebuilds every document from the source tables; returns how many it wrote (so far: `afterBatch`). */
  rebuild: (progress?: { afterBatch?: (written: number) => Promise<void> }) => Promise<number>;
  /** True when the index is empty while approved therapists exist (a new database, or a restored one), or was written
   * in an older document format (DOCUMENT_FORMAT). */
  needsRebuild: () => Promise<boolean>;
  /** The blog: one post's document written (public post) or removed (anything else); true when written. */
  indexBlogPost: (postId: string) => Promise<boolean>;
  /** Rebuilds every blog document; returns how many it wrote. */
  rebuildBlog: () => Promise<number>;
};

/** `clock`: what "now" means when a document is written or searched (the wall clock, unless a test fixes a date). */
export function postgresSearchEngine(db: DatabasePool, clock: () => number = Date.now): SearchEngine {
  return {
    ...searchReader(db, clock),
    indexTherapist: (therapistId) => indexTherapist(db, therapistId, clock()),
    rebuild: (progress) => rebuildIndex(db, clock(), progress),
    needsRebuild: () => indexIsBehind(db),
    indexBlogPost: (postId) => indexBlogPost(db, postId),
    rebuildBlog: () => rebuildBlogIndex(db),
  };
}
