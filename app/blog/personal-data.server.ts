import { sql, type CommonQueryMethods } from "slonik";
import { z } from "zod";
import { selectOf } from "#app/db/columns.server.ts";
import { PostColumns } from "./posts.server.ts";

// The posts' part of their author's data (app/account/): every post of the account's listings, drafts included,
// each row whole with its view count; and their deletion when the author deletes the account.

const Post = PostColumns.extend({ views: z.number().int() });
export type PostData = z.infer<typeof Post>;

export async function postsOf(db: CommonQueryMethods, listingIds: readonly string[]): Promise<readonly PostData[]> {
  return db.any(sql.type(Post)`
    SELECT ${selectOf("p", Post, { views: sql.fragment`coalesce(v.views, 0)` })}
    FROM blog_posts p LEFT JOIN blog_post_views v ON v.post_id = p.id
    WHERE p.therapist_id = ANY(${sql.array(listingIds, "uuid")}) ORDER BY p.created_at, p.id`);
}

/**
 * Deletes the listings' posts and their view counts. Their search documents go with the index jobs that taking the
 * listings out of the directory sent (app/therapists/removal.server.ts): each finds its post gone.
 */
export async function erasePosts(tx: CommonQueryMethods, listingIds: readonly string[]): Promise<void> {
  await tx.query(sql.unsafe`DELETE FROM blog_posts WHERE therapist_id = ANY(${sql.array(listingIds, "uuid")})`);
}
