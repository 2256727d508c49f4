import { sql, type CommonQueryMethods, type DatabasePool } from "slonik";
import { z } from "zod";

// The blog's documents (sql/014_blog.sql): blog_search_refresh(post) writes a public post's document and word
// counts, or removes them for anything else (the index-blog-post job); blog_search_rebuild() rewrites them all.
// Both read the one definition of a document, the blog_search_source view.

export async function indexBlogPost(db: CommonQueryMethods, postId: string): Promise<boolean> {
  return db.oneFirst(
    sql.type(z.object({ indexed: z.boolean() }))`SELECT blog_search_refresh(${postId}::uuid) AS indexed`,
  );
}

/** Rebuilds every blog document in one transaction (searches see the old index until it commits). */
export async function rebuildBlogIndex(db: DatabasePool): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.query(sql.unsafe`SET LOCAL statement_timeout = 0`); // a large blog may take a while
    return tx.oneFirst(sql.type(z.object({ written: z.number() }))`SELECT blog_search_rebuild() AS written`);
  });
}
