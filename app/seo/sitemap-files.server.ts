import { sql } from "slonik";
import { z } from "zod";
import { publicPostSlugRuns, publicPostSlugsBetween } from "#app/blog/posts.server.ts";
import type { Db } from "#app/db/pool.server.ts";
import { approvedSlugRuns, approvedSlugsBetween } from "#app/therapists/therapists.server.ts";

// The sitemap's files of profiles and blog posts (table sitemap_files). Each file is a range of slugs, from its
// first key up to the next file's (the last one open-ended), so a request for a file reads its range of an index
// and nothing more, and the sitemap index reads only this table. The ranges are drawn every hour by the
// refresh-sitemaps job, from one pass over the rows; between two refreshes new rows join the file whose range
// they fall in, which the 7,000 URLs of room each range is drawn with absorb, and a file never lists more than
// 35,000: each URL carries its twin in the other language as alternates (three links), and 35,000 of the longest
// stay within the protocol's 50 MB (its 50,000 URLs would not).

/** The most URLs one sitemap file may list (under the protocol's 50,000, for its 50 MB with alternates). */
export const MAX_URLS_PER_FILE = 35_000;
/** How many URLs a range holds when the ranges are drawn: the rest is room to grow until the next refresh. */
export const URLS_PER_RANGE = 28_000;

export const SITEMAP_KINDS = ["therapists", "posts"] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

/** Where each kind's rows come from, and the page path of one. */
const SOURCES = {
  therapists: { runs: approvedSlugRuns, between: approvedSlugsBetween, path: (slug: string) => `/therapists/${slug}` },
  posts: { runs: publicPostSlugRuns, between: publicPostSlugsBetween, path: (slug: string) => `/blog/${slug}` },
} satisfies Record<SitemapKind, unknown>;

const StoredFile = z.object({
  kind: z.enum(SITEMAP_KINDS),
  number: z.number(),
  firstKey: z.string(),
  lastModified: z.number().nullable(),
});
const fileColumns = sql.fragment`kind, number, first_key AS "firstKey", last_modified AS "lastModified"`;

export type SitemapFile = { kind: SitemapKind; number: number; lastModified: number | null };
export type SitemapEntry = { path: string; lastModified?: number | null };

/** Draws every kind's ranges again from its rows; returns how many files each kind now has. */
export async function refreshSitemapFiles(db: Db, perRange = URLS_PER_RANGE): Promise<Record<SitemapKind, number>> {
  const counts = { therapists: 0, posts: 0 };
  for (const kind of SITEMAP_KINDS) {
    const runs = await SOURCES[kind].runs(db, perRange);
    await db.transaction(async (tx) => {
      await tx.query(sql.unsafe`DELETE FROM sitemap_files WHERE kind = ${kind}`);
      for (const [index, run] of runs.entries()) {
        // the first range starts before any slug, so a slug that sorts before today's first one has a file
        await tx.query(sql.unsafe`
          INSERT INTO sitemap_files (kind, number, first_key, urls, last_modified)
          VALUES (${kind}, ${index + 1}, ${index === 0 ? "" : run.firstKey}, ${run.urls},
                  ${new Date(run.lastModified).toISOString()}::timestamptz)`);
      }
    });
    counts[kind] = runs.length;
  }
  return counts;
}

/** The files of the sitemap index: every stored range; a kind never refreshed has one file, from its start. */
export async function listSitemapFiles(db: Db): Promise<SitemapFile[]> {
  const stored = await db.any(sql.type(StoredFile)`SELECT ${fileColumns} FROM sitemap_files ORDER BY kind, number`);
  return SITEMAP_KINDS.flatMap((kind) => {
    const files = stored.filter((file) => file.kind === kind);
    return files.length > 0
      ? files.map(({ number, lastModified }) => ({ kind, number, lastModified }))
      : [{ kind, number: 1, lastModified: null }];
  });
}

/** The URLs of file `number` of `kind`, at most `limit` (undefined: there is no such file). */
export async function sitemapFileEntries(
  db: Db,
  kind: SitemapKind,
  number: number,
  limit = MAX_URLS_PER_FILE,
): Promise<SitemapEntry[] | undefined> {
  const ranges = await db.any(sql.type(StoredFile)`
    SELECT ${fileColumns} FROM sitemap_files WHERE kind = ${kind} AND number IN (${number}, ${number + 1})
    ORDER BY number`);
  const own = ranges.find((range) => range.number === number);
  if (!own && !(number === 1 && ranges.length === 0)) return undefined;
  const next = ranges.find((range) => range.number === number + 1);
  const source = SOURCES[kind];
  const rows = await source.between(db, { from: own?.firstKey ?? "", to: next?.firstKey, limit });
  return rows.map((row) => ({ path: source.path(row.slug), lastModified: row.updatedAt }));
}
