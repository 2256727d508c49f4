import { sql } from "slonik";
import { z } from "zod";
import type { Db } from "#app/db/pool.server.ts";

const ArticleRow = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  specialty: z.string(),
  publishedAt: z.number(),
});
export type ArticleSummary = z.infer<typeof ArticleRow>;

/** A therapist's published posts, newest first (drafts never leave the author's own views). */
export async function listPublishedPostsByTherapist(db: Db, therapistId: string): Promise<ArticleSummary[]> {
  const rows = await db.any(sql.type(ArticleRow)`
    SELECT p.id, p.slug, p.title, p.excerpt, p.specialty, p.published_at AS "publishedAt"
    FROM blog_posts p
    WHERE p.therapist_id = ${therapistId} AND p.status = 'published'
    ORDER BY p.published_at DESC
    LIMIT 50`);
  return [...rows];
}
