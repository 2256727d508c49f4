import { sql } from "slonik";
import { z } from "zod";
import { publicPostSlugRuns, publicPostSlugsBetween } from "#app/blog/posts.server.ts";
import type { Db } from "#app/db/pool.server.ts";
import { twinPaths } from "#app/i18n/twins.ts";
import { approvedSlugRuns, approvedSlugsBetween } from "#app/therapists/therapists.server.ts";

// The sitemap's files of profiles and blog posts (table sitemap_files). Each file is a range of slugs, from its
// first key up to the next file's (the last one open-ended), so a request for a file reads its range of an index
// and nothing more, and the sitemap index reads only this table. The ranges are drawn every hour by the
// refresh-sitemaps job, from one pass over the rows; between two refreshes new rows join the file whose range
// they fall in, which the 3,500 rows of room each range is drawn with absorb. A row is two URLs, its page in each
// language (each naming both as alternates: three links), so a file of at most 17,500 rows lists 35,000 URLs: with
// the longest slugs and a long host they stay within the protocol's 50 MB (its 50,000 URLs would not).

/** The most rows one sitemap file may list: two URLs each, 35,000 URLs at most (for the protocol's 50 MB). */
export const MAX_ROWS_PER_FILE = 17_500;
/** How many rows a range holds when the ranges are drawn: the rest is room to grow until the next refresh. */
export const ROWS_PER_RANGE = 14_000;

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
export async function refreshSitemapFiles(db: Db, perRange = ROWS_PER_RANGE): Promise<Record<SitemapKind, number>> {
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

/** The pages of file `number` of `kind`: of at most `limit` rows, each in English then French (undefined: there is
 *  no such file). */
export async function sitemapFileEntries(
  db: Db,
  kind: SitemapKind,
  number: number,
  limit = MAX_ROWS_PER_FILE,
): Promise<SitemapEntry[] | undefined> {
  const ranges = await db.any(sql.type(StoredFile)`
    SELECT ${fileColumns} FROM sitemap_files WHERE kind = ${kind} AND number IN (${number}, ${number + 1})
    ORDER BY number`);
  const own = ranges.find((range) => range.number === number);
  if (!own && !(number === 1 && ranges.length === 0)) return undefined;
  const next = ranges.find((range) => range.number === number + 1);
  const source = SOURCES[kind];
  const rows = await source.between(db, { from: own?.firstKey ?? "", to: next?.firstKey, limit });
  return rows.flatMap((row) => {
    const path = source.path(row.slug);
    const twin = twinPaths(path);
    const pages = twin?.routed ? [path, twin.fr] : [path];
    return pages.map((page) => ({ path: page, lastModified: row.updatedAt }));
  });
}
