import { sql, type CommonQueryMethods, type ListSqlToken, type ValueExpression } from "slonik";
import { z } from "zod";
import { prepared } from "#app/db/prepared.server.ts";
import { jsonOf, selectOf } from "#app/db/columns.server.ts";
import type { Db } from "#app/db/pool.server.ts";
import { TherapistRow } from "#app/therapists/therapist-row.ts";
import { BLOG_LANGUAGES } from "./rules.ts";

// Reading blog posts. A post is public when it is published and its author's profile is approved; drafts (and
// posts of a removed therapist) are seen only by their author and admins.

/** A blog_posts row, one field per column (named as the column in camelCase). */
export const PostColumns = z.object({
  id: z.uuid(),
  therapistId: z.uuid(),
  title: z.string(),
  slug: z.string(),
  content: z.string(),
  excerpt: z.string(),
  specialty: z.string(),
  metaTitle: z.string().nullable(),
  metaDescription: z.string().nullable(),
  status: z.enum(["draft", "published"]),
  language: z.enum(BLOG_LANGUAGES),
  publishedAt: z.number().nullable(),
  createdAt: z.number(),
  updatedAt: z.number(),
});

/** A published post's summary (a published post has its publishing time). */
const ArticleRow = PostColumns.pick({
  id: true,
  slug: true,
  title: true,
  excerpt: true,
  specialty: true,
  language: true,
}).extend({
  publishedAt: z.number(),
});
export type ArticleSummary = z.infer<typeof ArticleRow>;

/**
 * A timestamp column of the post `p` as epoch milliseconds in JSON, as the column itself reads (its microseconds
 * dropped): every post time a JSON value carries.
 */
const epochMs = (column: string) =>
  sql.fragment`floor(extract(epoch FROM ${sql.identifier(["p", column])}) * 1000)::bigint`;

const articleColumns = selectOf("p", ArticleRow);
/** A published post's summary as JSON. */
const articleJson = jsonOf("p", ArticleRow, { publishedAt: epochMs("published_at") });

/**
 * A therapist's public posts (newest first, at most 50) as one JSON value: an expression a query that reads the
 * therapist (the profile page) selects alongside, or a query of its own.
 */
export function publishedArticlesOf(therapistId: ValueExpression) {
  return sql.fragment`(
    SELECT coalesce(json_agg(${articleJson} ORDER BY p.published_at DESC), '[]')
    FROM (
      SELECT p.* FROM blog_posts p JOIN therapists a ON a.id = p.therapist_id AND a.status = 'approved'
      WHERE p.therapist_id = ${therapistId} AND p.status = 'published'
      ORDER BY p.published_at DESC
      LIMIT 50
    ) p)`;
}

export const PublishedArticles = z.array(ArticleRow);

/**
 * A public post as the blog API's search and a therapist's posts answer it (GET /api/blog-posts,
 * GET /api/therapists/{id}/blog-posts): every field of the post, with its author's id, slug and names.
 */
const WholeListedPostRow = PostColumns.extend({
  publishedAt: z.number(),
  author: TherapistRow.pick({ id: true, slug: true, firstName: true, lastName: true }),
});
export type WholeListedPost = z.infer<typeof WholeListedPostRow>;

/**
 * The same without its content (the post itself carries it): a card of the /blog page, which shows the excerpt.
 */
const ListedPostRow = WholeListedPostRow.omit({ content: true });
export type ListedPost = z.infer<typeof ListedPostRow>;

const authorJson = { author: jsonOf("t", ListedPostRow.shape.author) };
const listedColumns = selectOf("p", ListedPostRow, authorJson);
const wholeListedColumns = selectOf("p", WholeListedPostRow, authorJson);

/** A listed (approved) therapist's published posts, newest first, at most 50; null when no such therapist is listed. */
export async function listPublishedPostsByTherapist(db: Db, therapistId: string): Promise<WholeListedPost[] | null> {
  const rows = await db.any(sql.type(WholeListedPostRow)`
    SELECT ${wholeListedColumns}
    FROM blog_posts p JOIN therapists t ON t.id = p.therapist_id AND t.status = 'approved'
    WHERE p.therapist_id = ${therapistId} AND p.status = 'published'
    ORDER BY p.published_at DESC
    LIMIT 50`);
  if (rows.length > 0) return [...rows];
  const listed = await db.exists(
    sql.unsafe`SELECT 1 FROM therapists WHERE id = ${therapistId} AND status = 'approved'`,
  );
  return listed ? [] : null;
}

/** The public posts of `ids`, as `columns` selects them, in the order given (a search result page). */
const publicPostsByIds = (ids: readonly string[], columns: ListSqlToken) => sql.fragment`
  SELECT ${columns}
  FROM unnest(${sql.array(ids, "uuid")}) WITH ORDINALITY AS wanted(id, position)
  JOIN blog_posts p ON p.id = wanted.id AND p.status = 'published'
  JOIN therapists t ON t.id = p.therapist_id AND t.status = 'approved'
  ORDER BY wanted.position`;

/** Public posts by id, in the order given, without their content (the /blog page's cards). */
export async function listPublicPostsByIds(db: CommonQueryMethods, ids: readonly string[]): Promise<ListedPost[]> {
  if (ids.length === 0) return [];
  return [...(await db.any(prepared(sql.type(ListedPostRow)`${publicPostsByIds(ids, listedColumns)}`)))];
}

/** Public posts by id, in the order given, whole (the blog API's search). */
export async function listWholePublicPostsByIds(
  db: CommonQueryMethods,
  ids: readonly string[],
): Promise<WholeListedPost[]> {
  if (ids.length === 0) return [];
  return [...(await db.any(prepared(sql.type(WholeListedPostRow)`${publicPostsByIds(ids, wholeListedColumns)}`)))];
}

const PostRow = PostColumns.extend({
  /** True when anyone may read it (published, by an approved therapist). */
  isPublic: z.boolean(),
  author: TherapistRow.pick({
    id: true,
    slug: true,
    firstName: true,
    lastName: true,
    credentials: true,
    bio: true,
    profileImageUrl: true,
    userId: true,
  }),
});
export type BlogPost = z.infer<typeof PostRow>;

const postSelect = sql.fragment`
  SELECT ${selectOf("p", PostRow, {
    isPublic: sql.fragment`(p.status = 'published' AND t.status = 'approved')`,
    author: jsonOf("t", PostRow.shape.author),
  })}
  FROM blog_posts p JOIN therapists t ON t.id = p.therapist_id`;

/** The post with this slug, public or not (callers decide who may see a draft). */
export async function findPostBySlug(db: CommonQueryMethods, slug: string): Promise<BlogPost | null> {
  return db.maybeOne(prepared(sql.type(PostRow)`${postSelect} WHERE p.slug = ${slug}`));
}

export async function findPostById(db: CommonQueryMethods, id: string): Promise<BlogPost | null> {
  return db.maybeOne(sql.type(PostRow)`${postSelect} WHERE p.id = ${id}`);
}

/** The public post with this slug, or null (unknown, a draft, or its author removed). */
export async function findPublicPostBySlug(db: CommonQueryMethods, slug: string): Promise<BlogPost | null> {
  const post = await findPostBySlug(db, slug);
  return post?.isPublic ? post : null;
}

const OwnRow = PostColumns.pick({
  id: true,
  slug: true,
  title: true,
  specialty: true,
  status: true,
  publishedAt: true,
  updatedAt: true,
});
export type OwnArticle = z.infer<typeof OwnRow>;

/** A therapist's own posts (drafts and published), most recently changed first: the dashboard's My Articles. */
export async function listOwnPosts(db: CommonQueryMethods, therapistId: string): Promise<OwnArticle[]> {
  const rows = await db.any(sql.type(OwnRow)`
    SELECT ${selectOf("p", OwnRow)} FROM blog_posts p WHERE p.therapist_id = ${therapistId}
    ORDER BY p.updated_at DESC LIMIT 200`);
  return [...rows];
}

const FeedRow = ArticleRow.extend({ authorName: z.string(), updatedAt: z.number() });
export type FeedItem = z.infer<typeof FeedRow>;

/** The latest public posts (RSS and sitemap), newest first. */
export async function listLatestPublicPosts(db: CommonQueryMethods, limit: number): Promise<FeedItem[]> {
  const rows = await db.any(sql.type(FeedRow)`
    SELECT ${articleColumns}, t.first_name || ' ' || t.last_name AS "authorName", p.updated_at AS "updatedAt"
    FROM blog_posts p JOIN therapists t ON t.id = p.therapist_id AND t.status = 'approved'
    WHERE p.status = 'published'
    ORDER BY p.published_at DESC
    LIMIT ${limit}`);
  return [...rows];
}

/** The first free slug '<slug>-2', '<slug>-3', ... (cut so that it stays within 60 characters). */
export async function freeSlugLike(db: CommonQueryMethods, slug: string): Promise<string> {
  const taken = await db.anyFirst(sql.type(z.object({ slug: z.string() }))`
    SELECT slug FROM blog_posts WHERE slug LIKE ${`${slug.slice(0, 50).replace(/[_%\\]/g, "\\$&")}%`}`);
  const used = new Set(taken);
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${slug.slice(0, 60 - suffix.length).replace(/-+$/, "")}${suffix}`;
    if (!used.has(candidate)) return candidate;
  }
}

/** A run of public posts in slug order: its first slug, how many it holds and when the latest of them changed. */
const SlugRun = z.object({ firstKey: z.string(), urls: z.number(), lastModified: z.number() });
const SlugRow = z.object({ slug: z.string(), updatedAt: z.number() });
/**
 * A public post: published, by an approved therapist. The author is looked up post by post (a subquery the planner
 * keeps per row), so a file's range of posts reads only its own authors' rows: as a semi-join, the planner may
 * instead hash every therapist, whatever the range's size.
 */
const isPublic = sql.fragment`p.status = 'published' AND (
  SELECT t.status FROM therapists t WHERE t.id = p.therapist_id) = 'approved'`;

/**
 * The public posts cut into runs of `perRun` in slug order (the sitemap's files). One pass over the published
 * posts' slug index: the hourly sitemap refresh's, never a request's.
 */
export async function publicPostSlugRuns(
  db: CommonQueryMethods,
  perRun: number,
): Promise<readonly z.infer<typeof SlugRun>[]> {
  return db.any(sql.type(SlugRun)`
    SELECT min(r.slug) AS "firstKey", count(*)::int AS urls, max(r.updated_at) AS "lastModified"
    FROM (
      SELECT p.slug, p.updated_at, (row_number() OVER (ORDER BY p.slug) - 1) / ${perRun} AS run
      FROM blog_posts p WHERE ${isPublic}
    ) r
    GROUP BY r.run ORDER BY r.run`);
}

/**
 * The public posts whose slugs are from `from` up to (not including) `to`, or to the end, in slug order, at most
 * `limit`, with when each changed (a sitemap file): a range of the published posts' slug index.
 */
export async function publicPostSlugsBetween(
  db: CommonQueryMethods,
  range: { from: string; to: string | undefined; limit: number },
): Promise<readonly z.infer<typeof SlugRow>[]> {
  const upTo = range.to === undefined ? sql.fragment`` : sql.fragment`AND p.slug < ${range.to}`;
  return db.any(sql.type(SlugRow)`
    SELECT p.slug, p.updated_at AS "updatedAt" FROM blog_posts p
    WHERE ${isPublic} AND p.slug >= ${range.from} ${upTo}
    ORDER BY p.slug LIMIT ${range.limit}`);
}
