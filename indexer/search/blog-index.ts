import { sql, type CommonQueryMethods, type DatabasePool } from "slonik";
import { z } from "zod";

// The blog's documents: blog_search_refresh(post) (sql/014_blog.sql) writes a public post's document and word
// counts, or removes them for anything else; both the index-blog-post job and the rebuild call it.

export async function indexBlogPost(db: CommonQueryMethods, postId: string): Promise<boolean> {
  return db.oneFirst(sql.type(z.object({ indexed: z.boolean() }))`SELECT blog_search_refresh(${postId}::uuid) AS indexed`);
}

/** Rebuilds every blog document in one transaction (searches see the old index until it commits). */
export async function rebuildBlogIndex(db: DatabasePool): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.query(sql.unsafe`DELETE FROM blog_search_documents`);
    await tx.query(sql.unsafe`DELETE FROM blog_search_terms`);
    await tx.query(sql.unsafe`SELECT blog_search_refresh(id) FROM blog_posts WHERE status = 'published' ORDER BY id`);
    return tx.oneFirst(sql.type(z.object({ n: z.number() }))`SELECT count(*)::int AS n FROM blog_search_documents`);
  });
}
