import { sql } from "slonik";
import { publishedArticlesOf, PublishedArticles, type ArticleSummary } from "#app/blog/posts.server.ts";
import { selectOf } from "#app/db/columns.server.ts";
import type { Db } from "#app/db/pool.server.ts";
import { prepared } from "#app/db/prepared.server.ts";
import { ReplyCounts, replyRecordOf } from "#app/inquiries/reply-record.server.ts";
import type { ReplyRecord } from "#app/inquiries/reply-rules.ts";
import { PublicProfileSchema as ProfileRow, type PublicProfile } from "./card.ts";

// The public profile, read from the source tables (not the search index): always current, approved only,
// never a private field (user link, email, payment identifiers, admin notes).

const columns = selectOf("t", ProfileRow);

/** A route parameter is a UUID only if it has the 8-4-4-4-12 hex shape. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findPublicProfileById(db: Db, id: string): Promise<PublicProfile | null> {
  return db.maybeOne(
    prepared(sql.type(ProfileRow)`SELECT ${columns} FROM therapists t WHERE t.id = ${id} AND t.status = 'approved'`),
  );
}

/**
 * By slug: the stored slug, or else first and last name lowercased and joined with hyphens (how blog author
 * links are built; the oldest such therapist). The caller redirects to the stored slug when they differ. Two
 * lookups, each served by an index (the slug's unique index, then therapists_name_alias_idx): an OR of both
 * conditions in one query would read the whole table.
 */
export async function findPublicProfileBySlug(db: Db, slug: string): Promise<PublicProfile | null> {
  const bySlug = await db.maybeOne(
    prepared(sql.type(ProfileRow)`
      SELECT ${columns} FROM therapists t WHERE t.slug = ${slug.toLowerCase()} AND t.status = 'approved'`),
  );
  return bySlug ?? findPublicProfileByAlias(db, slug);
}

/** By the first-last alias alone (the oldest such therapist). */
function findPublicProfileByAlias(db: Db, slug: string): Promise<PublicProfile | null> {
  return db.maybeOne(
    prepared(sql.type(ProfileRow)`
      SELECT ${columns} FROM therapists t
      WHERE lower(t.first_name || '-' || t.last_name) = ${slug.toLowerCase()} AND t.status = 'approved'
      ORDER BY t.created_at
      LIMIT 1`),
  );
}

const ProfilePageRow = ProfileRow.extend({ articles: PublishedArticles, replies: ReplyCounts });

/** A profile page: the listing with its public posts and reply record, or the stored slug its address moved to. */
export type ProfilePage =
  | { kind: "page"; profile: PublicProfile; articles: ArticleSummary[]; replies: ReplyRecord }
  | { kind: "moved"; slug: string };

/**
 * The profile page's data in one query: the profile by its stored slug with its public posts and its reply record
 * as of `now`; or, asked by a UUID, the first-last alias or its slug in other letter case, the stored slug alone
 * (the page redirects to it).
 */
export async function findProfilePage(db: Db, slug: string, now: number): Promise<ProfilePage | null> {
  const moved = (profile: PublicProfile | null) => (profile ? { kind: "moved" as const, slug: profile.slug } : null);
  if (UUID_PATTERN.test(slug)) return moved(await findPublicProfileById(db, slug));
  const row = await db.maybeOne(
    prepared(sql.type(ProfilePageRow)`
      SELECT ${columns}, ${publishedArticlesOf(sql.fragment`t.id`)} AS articles,
        ${replyRecordOf(sql.fragment`t.id`, now)} AS replies
      FROM therapists t WHERE t.slug = ${slug.toLowerCase()} AND t.status = 'approved'`),
  );
  if (row) {
    const { articles, replies, ...profile } = row;
    // the slug as asked may differ in case: the address is the stored one
    return profile.slug === slug ? { kind: "page", profile, articles, replies } : moved(profile);
  }
  return moved(await findPublicProfileByAlias(db, slug));
}
