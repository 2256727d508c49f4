import type { Db } from "#app/db/pool.server.ts";
import { searchBlogDocuments } from "#app/search/engine/blog-search.server.ts";
import { listPublicPostsByIds, type ListedPost } from "./posts.server.ts";
import type { BlogSearchParams } from "./rules.ts";

export type BlogSearch = {
  posts: ListedPost[];
  total: number;
  specialties: { value: string; count: number }[];
  /** The words searched when some were corrected ('anxeity' → 'anxiety'), else null. */
  corrected: string | null;
};

// The one entry point pages and API routes use to search the blog.
export async function searchBlog(db: Db, params: BlogSearchParams): Promise<BlogSearch> {
  const result = await searchBlogDocuments(db, params);
  return {
    posts: await listPublicPostsByIds(db, result.ids),
    total: result.total,
    specialties: result.specialties,
    corrected: result.corrected && result.words ? result.words.join(" ") : null,
  };
}
