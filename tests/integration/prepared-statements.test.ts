import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { searchBlog } from "#app/blog/blog-search.server.ts";
import { BLOG_SORTS, type BlogSearchParams } from "#app/blog/rules.ts";
import { createDbPool, type Db } from "#app/db/pool.server.ts";
import { prepared } from "#app/db/prepared.server.ts";
import { toTextQuery } from "#app/search/engine/text.server.ts";
import { findProfilePage, findPublicProfileById, findPublicProfileBySlug } from "#app/therapists/profile.server.ts";
import { addSyntheticPosts } from "#indexer/seed/synthetic-posts.server.ts";
import { postgresSearchEngine } from "#indexer/search/engine.ts";
import type { TestDatabase } from "../support/db.ts";
import { NOW, createDirectoryDb } from "../support/directory.ts";

// The queries pages send as prepared statements (app/db/prepared.server.ts), on a pool of one connection: every
// execution after the first reuses the statement its connection prepared, whatever the values, and each variant a
// query builds is a statement of its own.

let t: TestDatabase;
let one: Db;

const Statement = z.object({ name: z.string(), calls: z.number() });
/** The statements the connection has prepared, with how often each ran (PostgreSQL 17: generic + custom plans). */
const statements = () =>
  one.any(sql.type(Statement)`
    SELECT name, (generic_plans + custom_plans)::int AS calls FROM pg_prepared_statements WHERE name LIKE 'p\\_%'`);

beforeAll(async () => {
  t = await createDirectoryDb();
  await addSyntheticPosts(t.db, 40);
  await postgresSearchEngine(t.db, () => NOW.getTime()).rebuildBlog();
  one = await createDbPool(t.url, { maximumPoolSize: 1 });
}, 60_000);
afterAll(async () => {
  await one?.end();
  await t?.release();
});

describe("prepared statements", () => {
  it("names a query by its text: the same text one name, another text another", () => {
    const Row = z.object({ n: z.number() });
    const a = prepared(sql.type(Row)`SELECT ${1}::int AS n`);
    const b = prepared(sql.type(Row)`SELECT ${2}::int AS n`);
    const c = prepared(sql.type(Row)`SELECT ${1}::int + 0 AS n`);
    expect(a.name).toMatch(/^p_/);
    expect(b.name).toBe(a.name);
    expect(c.name).not.toBe(a.name);
  });

  it("runs the profile page's query as one statement for every profile and time", async () => {
    const slugs = await t.db.anyFirst(
      sql.type(z.object({ slug: z.string() }))`SELECT slug FROM therapists WHERE status = 'approved' LIMIT 8`,
    );
    expect(slugs.length).toBeGreaterThan(3);
    for (const [i, slug] of slugs.entries()) {
      const page = await findProfilePage(one, slug, NOW.getTime() + i * 86_400_000);
      expect(page?.kind, slug).toBe("page");
    }
    const ran = await statements();
    expect(ran).toHaveLength(1);
    expect(ran[0]!.calls).toBe(slugs.length);
  });

  it("reads a listing for the profile API by slug, by first-last alias and by id with one statement each", async () => {
    const before = await statements();
    const Listing = z.object({ id: z.string(), slug: z.string(), alias: z.string() });
    const listings = await t.db.any(sql.type(Listing)`
      SELECT id::text, slug, lower(first_name || '-' || last_name) AS alias
      FROM therapists WHERE status = 'approved' AND slug <> lower(first_name || '-' || last_name) LIMIT 3`);
    expect(listings).toHaveLength(3);
    for (const { id, slug, alias } of listings) {
      expect((await findPublicProfileBySlug(one, slug))?.id).toBe(id);
      // an alias is tried only once the slug finds nothing: the oldest listing of that name
      const byAlias = await findPublicProfileBySlug(one, alias);
      expect(byAlias && `${byAlias.firstName}-${byAlias.lastName}`.toLowerCase()).toBe(alias);
      expect((await findPublicProfileById(one, id))?.slug).toBe(slug);
    }
    const added = (await statements()).filter((s) => !before.some((b) => b.name === s.name));
    expect(added.map((s) => s.calls).sort()).toEqual([3, 3, 6]);
  });

  it("reads a directory search's words with one statement, whatever the words", async () => {
    const before = await statements();
    const read: Awaited<ReturnType<typeof toTextQuery>>[] = [];
    for (const query of ["anxiety", "toronto grief", "anxeity", "smith"]) read.push(await toTextQuery(one, query));
    expect(read.every((found) => found !== null && found.text.words.length > 0)).toBe(true);
    const added = (await statements()).filter((s) => !before.some((b) => b.name === s.name));
    expect(added).toEqual([{ name: expect.stringMatching(/^p_/), calls: 4 }]);
  });

  it("runs each variant of the blog search's statements as its own, and answers as before", async () => {
    const before = await statements();
    const asked: BlogSearchParams[] = [
      ...BLOG_SORTS.map((sortBy) => ({ query: "anxiety", sortBy, page: 1, limit: 12 })),
      { query: "anxeity sleep", sortBy: "recent", page: 1, limit: 12 },
      { query: "anxiety", sortBy: "recent", page: 2, limit: 5 },
    ];
    let found = 0;
    for (const params of asked) {
      const viaOne = await searchBlog(one, params);
      const viaPool = await searchBlog(t.db, params);
      expect(viaOne).toEqual(viaPool);
      found += viaOne.posts.length;
    }
    expect(found).toBeGreaterThan(0);
    const after = await statements();
    expect(after.length).toBeGreaterThan(before.length);
    // the word lookup ran once for each search, as one statement
    expect(Math.max(...after.map((s) => s.calls))).toBeGreaterThanOrEqual(asked.length);
  });
});
