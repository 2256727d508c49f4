import { sql } from "slonik";
import { z } from "zod";
import { selectOf } from "#app/db/columns.server.ts";
import type { Db } from "#app/db/pool.server.ts";
import { TherapistRow } from "./therapist-row.ts";

// Lists over the approved therapists. A single public profile is read by profile.server.ts; searches go through
// the directory's search engine (app/search/engine).

/** A run of public profiles in slug order: its first slug, how many it holds and when the latest of them changed. */
const SlugRun = z.object({ firstKey: z.string(), urls: z.number(), lastModified: z.number() });
const SlugRow = TherapistRow.pick({ slug: true, updatedAt: true });

/**
 * The public profiles cut into runs of `perRun` in slug order (the sitemap's files). One pass over the approved
 * therapists' slug index: the hourly sitemap refresh's, never a request's.
 */
export async function approvedSlugRuns(db: Db, perRun: number): Promise<readonly z.infer<typeof SlugRun>[]> {
  return db.any(sql.type(SlugRun)`
    SELECT min(r.slug) AS "firstKey", count(*)::int AS urls, max(r.updated_at) AS "lastModified"
    FROM (
      SELECT t.slug, t.updated_at, (row_number() OVER (ORDER BY t.slug) - 1) / ${perRun} AS run
      FROM therapists t WHERE t.status = 'approved'
    ) r
    GROUP BY r.run ORDER BY r.run`);
}

/**
 * The public profiles whose slugs are from `from` up to (not including) `to`, or to the end, in slug order, at
 * most `limit`, with when each changed (a sitemap file): a range of the approved therapists' slug index.
 */
export async function approvedSlugsBetween(
  db: Db,
  range: { from: string; to: string | undefined; limit: number },
): Promise<readonly z.infer<typeof SlugRow>[]> {
  const upTo = range.to === undefined ? sql.fragment`` : sql.fragment`AND t.slug < ${range.to}`;
  return db.any(sql.type(SlugRow)`
    SELECT ${selectOf("t", SlugRow)} FROM therapists t
    WHERE t.status = 'approved' AND t.slug >= ${range.from} ${upTo}
    ORDER BY t.slug LIMIT ${range.limit}`);
}

/** How many profiles are public (the reindex's total). Reads the approved therapists' index, whole. */
export async function countApprovedTherapists(db: Db): Promise<number> {
  return db.oneFirst(sql.type(z.object({ count: z.number() }))`
    SELECT count(*)::int AS count FROM therapists WHERE status = 'approved'`);
}
