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

/**
 * Removes the documents of posts no longer public (published, by an approved therapist: blog_search_source) with
 * their word counts, as their index-blog-post jobs would have: a post's words leave blog_search_terms with the last
 * public post that holds them. Returns how many documents went; running it twice removes nothing more.
 */
export async function removeUnpublishedBlogDocuments(db: CommonQueryMethods): Promise<number> {
  const removed = await db.anyFirst(sql.type(z.object({ indexed: z.boolean() }))`
    SELECT blog_search_refresh(d.post_id) AS indexed FROM blog_search_documents d
    WHERE NOT EXISTS (
      SELECT 1 FROM blog_posts p JOIN therapists t ON t.id = p.therapist_id AND t.status = 'approved'
      WHERE p.id = d.post_id AND p.status = 'published'
    )`);
  return removed.filter((indexed) => !indexed).length;
}
