import { sql } from "slonik";
import { z } from "zod";
import type { Db } from "#app/db/pool.server.ts";

// Lists over the approved therapists. A single public profile is read by profile.server.ts; searches go through
// the search engine (app/search/search.server.ts).

/** Every public profile's slug and when it last changed (for the sitemap). */
export async function listApprovedSlugs(db: Db): Promise<readonly { slug: string; updatedAt: number }[]> {
  return db.any(sql.type(z.object({ slug: z.string(), updatedAt: z.number() }))`
    SELECT t.slug, t.updated_at AS "updatedAt" FROM therapists t WHERE t.status = 'approved' ORDER BY t.slug`);
}

/** How many profiles are public (the reindex's total). Reads the approved therapists' index, whole. */
export async function countApprovedTherapists(db: Db): Promise<number> {
  return db.oneFirst(sql.type(z.object({ count: z.number() }))`
    SELECT count(*)::int AS count FROM therapists WHERE status = 'approved'`);
}
