import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "slonik";
import { z } from "zod";
import { BlogSearchParams } from "#app/blog/search-params.server.ts";
import { searchBlog } from "#app/blog/blog-search.server.ts";
import { createDbPool } from "#app/db/pool.server.ts";
import { postgresSearchEngine } from "#indexer/search/engine.ts";
import { JOBS } from "#indexer/jobs/index.ts";
import { indexBlogPostHandler } from "#indexer/jobs/index-blog-post.ts";
import { addBlogView } from "#app/blog/views.server.ts";
import { seedDemoData } from "#indexer/seed/seed.server.ts";
import { searchKey } from "#app/search/facets.ts";
import { createTestDb, type TestDatabase } from "../support/db.ts";
import { NOW } from "../support/directory.ts";

// Blog search over the demo posts: counts equal a plain count of public posts, typos, prefixes and accents, a
// plural's singular, the sorts, the demo data's spread, and an index (never a scan of blog_posts) behind every
// public read.

let t: TestDatabase;
const Count = z.object({ n: z.number() });
const search = (input: Record<string, unknown>) => searchBlog(t.db, BlogSearchParams.parse(input));

beforeAll(async () => {
  t = await createTestDb();
  await seedDemoData(t.db, { now: NOW });
  expect(await postgresSearchEngine(t.db).rebuildBlog()).toBe(28);
});
afterAll(async () => t.release());

describe("demo data", () => {
  it("has at least 24 published posts over 8+ specialties by several therapists, some by therapist@example.com, and drafts", async () => {
    const spread = await t.db.one(sql.type(
      z.object({
        posts: z.number(),
        specialties: z.number(),
        authors: z.number(),
        demo: z.number(),
        drafts: z.number(),
      }),
    )`
      SELECT count(*) FILTER (WHERE p.status = 'published')::int AS posts,
        count(DISTINCT p.specialty) FILTER (WHERE p.status = 'published')::int AS specialties,
        count(DISTINCT p.therapist_id) FILTER (WHERE p.status = 'published')::int AS authors,
        count(*) FILTER (WHERE p.status = 'published' AND u.email = 'therapist@example.com')::int AS demo,
        count(*) FILTER (WHERE p.status = 'draft')::int AS drafts
      FROM blog_posts p JOIN therapists t ON t.id = p.therapist_id LEFT JOIN users u ON u.id = t.user_id`);
    expect(spread.posts).toBeGreaterThanOrEqual(24);
    expect(spread.specialties).toBeGreaterThanOrEqual(8);
    expect(spread.authors).toBeGreaterThanOrEqual(5);
    expect(spread.demo).toBeGreaterThanOrEqual(2);
    expect(spread.drafts).toBeGreaterThanOrEqual(2);
  });
});

describe("counts", () => {
  it("the total and every specialty count equal a plain count of public posts", async () => {
    const plain = await t.db.any(sql.type(z.object({ value: z.string(), count: z.number() }))`
      SELECT p.specialty AS value, count(*)::int AS count FROM blog_posts p
      JOIN therapists t ON t.id = p.therapist_id AND t.status = 'approved'
      WHERE p.status = 'published' GROUP BY p.specialty ORDER BY p.specialty`);
    const all = await search({});
    expect(all.total).toBe(plain.reduce((sum, row) => sum + row.count, 0));
    expect(all.specialties).toEqual(plain);
    for (const row of plain) {
      const one = await search({ specialty: row.value, limit: 50 });
      expect(one.total, row.value).toBe(row.count);
      expect(one.posts.every((p) => p.specialty === row.value)).toBe(true);
    }
  });

  it("pages of 12 cover every post once", async () => {
    const first = await search({});
    expect(first.posts).toHaveLength(12);
    const pages = await Promise.all([1, 2, 3].map((page) => search({ page })));
    const ids = pages.flatMap((p) => p.posts.map((post) => post.id));
    expect(new Set(ids).size).toBe(first.total);
  });
});

describe("free text", () => {
  it("finds a title word typed whole, as a prefix, misspelt and with accents", async () => {
    const target = await t.db.one(sql.type(z.object({ id: z.uuid(), title: z.string() }))`
      SELECT id, title FROM blog_posts WHERE status = 'published' ORDER BY published_at DESC LIMIT 1`);
    const word = target.title
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((w) => w.length >= 7)
      .sort((a, b) => b.length - a.length)[0] as string;
    const has = async (query: string) => (await search({ query, limit: 50 })).posts.some((p) => p.id === target.id);
    expect(await has(word)).toBe(true);
    expect(await has(word.slice(0, 5))).toBe(true);
    const typo = `${word.slice(0, 3)}${word[4]}${word[3]}${word.slice(5)}`;
    const misspelt = await search({ query: typo, limit: 50 });
    expect(misspelt.corrected).toBe(word);
    expect(misspelt.posts.some((p) => p.id === target.id)).toBe(true);
    const accented = word.replace(/[aeiou]/, (vowel) => ({ a: "à", e: "é", i: "î", o: "ô", u: "ü" })[vowel] ?? vowel);
    expect(accented).not.toBe(word);
    expect(await has(accented.toUpperCase())).toBe(true);
    expect((await search({ query: "qwxzvbnm" })).total).toBe(0);
  });

  it("the count under a query equals a plain count of public posts containing the word", async () => {
    const plain = await t.db.oneFirst(sql.type(Count)`
      SELECT count(*)::int AS n FROM blog_posts p JOIN therapists t ON t.id = p.therapist_id AND t.status = 'approved'
      WHERE p.status = 'published' AND to_tsvector('directory', p.title || ' ' || p.excerpt || ' ' || p.content || ' ' || p.specialty) @@ to_tsquery('simple', 'anxiety')`);
    expect(plain).toBeGreaterThan(0);
    expect((await search({ query: "anxiety" })).total).toBe(plain);
  });

  it("a one-word total (read from stored counts) equals a plain count for every kind of word, over all topics and within one", async () => {
    const plainCount = (tsquery: string, specialty?: string) =>
      t.db.oneFirst(sql.type(Count)`
        SELECT count(*)::int AS n FROM blog_posts p JOIN therapists t ON t.id = p.therapist_id AND t.status = 'approved'
        WHERE p.status = 'published' AND (${specialty ?? null}::text IS NULL OR p.specialty = ${specialty ?? null})
          AND to_tsvector('directory', p.title || ' ' || p.excerpt || ' ' || p.content || ' ' || p.specialty) @@ to_tsquery('simple', ${tsquery})`);
    const terms = await t.db.anyFirst(
      sql.type(z.object({ term: z.string() }))`SELECT term FROM blog_search_terms ORDER BY posts DESC, term LIMIT 40`,
    );
    // Whole words, their starts from one letter on, digits, a word longer than the stored prefixes, and no match.
    const prefixes = [
      ...new Set(terms.flatMap((term) => [term, term.slice(0, 1), term.slice(0, 2), term.slice(0, 4)])),
    ];
    const specialties = await t.db.anyFirst(sql.type(z.object({ specialty: z.string() }))`
      SELECT DISTINCT specialty FROM blog_posts WHERE status = 'published' ORDER BY specialty LIMIT 4`);
    // a word searched as a prefix, and a plural's singular as a whole word ('therapists:* | therapist')
    const searched = (word: string) =>
      t.db.oneFirst(sql.type(z.object({ q: z.string() }))`
        SELECT ${word} || ':*' || coalesce(' | ' || search_singular(${word}), '') AS q`);
    for (const word of [...prefixes, "2", "zyxwvutsrqponmlkjihgfq", "qwxzvbnm"]) {
      const result = await search({ query: word });
      expect.soft(result.total, word).toBe(await plainCount(await searched(word)));
      for (const specialty of specialties) {
        const within = await search({ query: word, specialty });
        expect.soft(within.total, `${word} in ${specialty}`).toBe(await plainCount(await searched(word), specialty));
      }
    }
    const corrected = await search({ query: "anxeity" });
    expect(corrected.corrected).toBe("anxiety");
    expect(corrected.total).toBe(await plainCount("anxiety"));
    expect(corrected.total).toBeGreaterThan(0);
  });
});

describe("text counts within a topic or an author", () => {
  it("equal a plain count of public posts with a word starting so, per specialty and per author, in every sort", async () => {
    const plain = await t.db.any(sql.type(z.object({ specialty: z.string(), therapistId: z.uuid(), n: z.number() }))`
      SELECT p.specialty, p.therapist_id AS "therapistId", count(*)::int AS n FROM blog_posts p
      JOIN therapists t ON t.id = p.therapist_id AND t.status = 'approved'
      WHERE p.status = 'published'
        AND to_tsvector('directory', p.title || ' ' || p.excerpt || ' ' || p.content || ' ' || p.specialty) @@ to_tsquery('simple', 'therap:*')
      GROUP BY p.specialty, p.therapist_id`);
    expect(plain.length).toBeGreaterThan(3);
    const sum = (rows: typeof plain) => rows.reduce((total, row) => total + row.n, 0);
    expect((await search({ query: "therap" })).total).toBe(sum(plain));
    for (const sortBy of ["recent", "popular", "title"]) {
      for (const specialty of new Set(plain.map((row) => row.specialty))) {
        const found = await search({ query: "therap", specialty, sortBy, limit: 50 });
        expect(found.total, specialty).toBe(sum(plain.filter((row) => row.specialty === specialty)));
        expect(found.posts).toHaveLength(found.total);
      }
    }
    const author = plain[0]!.therapistId;
    expect((await search({ query: "therap", therapistId: author })).total).toBe(
      sum(plain.filter((row) => row.therapistId === author)),
    );
  });
});

describe("a plural word", () => {
  // The public posts a tsquery finds, read from the posts themselves (a French post's words also as their stems).
  const plainIds = (tsquery: string, where = sql.fragment`TRUE`) =>
    t.db.anyFirst(sql.type(z.object({ id: z.uuid() }))`
      SELECT p.id FROM blog_posts p JOIN therapists t ON t.id = p.therapist_id AND t.status = 'approved'
      CROSS JOIN LATERAL (SELECT p.title || ' ' || p.excerpt || ' ' || p.content AS body) b
      WHERE p.status = 'published' AND ${where}
        AND (to_tsvector('directory', b.body) || to_tsvector('directory', p.specialty)
          || CASE WHEN p.language = 'fr' THEN to_tsvector('directory_french', b.body) ELSE ''::tsvector END)
          @@ to_tsquery('simple', ${tsquery})
      ORDER BY p.id`);
  const ids = (found: { posts: { id: string }[] }) => found.posts.map((p) => p.id).sort();

  it.each([
    ["moments", "moment"],
    ["feels", "feel"],
    ["semaines", "semaine"],
  ])("%s also finds its singular %s as a whole word, in every count", async (plural, singular) => {
    const expected = await plainIds(`${plural}:* | ${singular}`);
    expect(await plainIds(`${singular} & !${plural}:*`)).not.toHaveLength(0); // posts with the singular alone
    const found = await search({ query: plural, limit: 50 });
    expect(found.total).toBe(expected.length);
    expect(ids(found)).toEqual(expected);
    expect(found.corrected).toBeNull();
    const posts = await t.db.any(sql.type(
      z.object({ specialty: z.string(), therapistId: z.uuid(), language: z.string() }),
    )`
      SELECT specialty, therapist_id AS "therapistId", language FROM blog_posts WHERE id = ANY(${sql.array(expected, "uuid")})`);
    for (const { specialty, therapistId, language } of posts) {
      for (const [narrowed, where] of [
        [{ specialty }, sql.fragment`p.specialty = ${specialty}`],
        [{ therapistId }, sql.fragment`p.therapist_id = ${therapistId}`],
        [{ language }, sql.fragment`p.language = ${language}`],
      ] as const) {
        const within = await search({ query: plural, limit: 50, ...narrowed });
        expect.soft(ids(within), JSON.stringify(narrowed)).toEqual(await plainIds(`${plural}:* | ${singular}`, where));
        expect.soft(within.total, JSON.stringify(narrowed)).toBe(within.posts.length);
      }
    }
    const twoWords = await search({ query: `${plural} the`, limit: 50 });
    expect(ids(twoWords)).toEqual(await plainIds(`(${plural}:* | ${singular}) & the:*`));
    expect(twoWords.total).toBe(twoWords.posts.length);
  });

  it("never finds the singular's longer words alone", async () => {
    const longer = await plainIds("moment:* & !moment & !moments:*");
    expect(longer).not.toHaveLength(0);
    const found = ids(await search({ query: "moments", limit: 50 }));
    expect(found.filter((id) => longer.includes(id))).toEqual([]);
  });
});

describe("sorts", () => {
  it("title sorts A-Z, recent newest first, popular by views", async () => {
    // by the title's key: lowercase, unaccented ("Épuisement" among the e's)
    const byTitle = (await search({ sortBy: "title", limit: 50 })).posts.map((p) => searchKey(p.title));
    expect(byTitle).toEqual([...byTitle].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const recent = (await search({ limit: 50 })).posts.map((p) => p.publishedAt);
    expect(recent).toEqual([...recent].sort((a, b) => b - a));
    const last = (await search({ limit: 50 })).posts.at(-1)!;
    await addBlogView(t.db, last.id);
    expect((await search({ sortBy: "popular" })).posts[0]?.id).toBe(last.id);
  });

  it("counts a visitor's views of a post once within the analytics window", async () => {
    const post = (await search({ limit: 50 })).posts.at(-2)!;
    const views = () =>
      t.db.oneFirst(sql.type(Count)`SELECT views AS n FROM blog_search_documents WHERE post_id = ${post.id}`);
    const before = await views();
    const visit = (visitor: string) => ({ visitor, type: "blog_view", page: post.id });
    await addBlogView(t.db, post.id, visit("reader-a"));
    await addBlogView(t.db, post.id, visit("reader-a"));
    expect(await views()).toBe(before + 1);
    await addBlogView(t.db, post.id, visit("reader-b"));
    expect(await views()).toBe(before + 2);
  });
});

describe("index-backed", () => {
  it("public reads never scan blog_posts sequentially when an index can answer", async () => {
    await t.db.query(sql.unsafe`ALTER DATABASE ${sql.identifier([t.name])} SET enable_seqscan = off`);
    const pool = await createDbPool(t.url, { maximumPoolSize: 1 });
    const scans = () =>
      pool.oneFirst(sql.type(Count)`
      SELECT coalesce(sum(seq_scan), 0)::int AS n FROM pg_stat_user_tables WHERE relname IN ('blog_posts', 'blog_search_documents')`);
    try {
      await pool.query(sql.unsafe`SELECT pg_stat_force_next_flush()`);
      const before = await scans();
      for (const sortBy of ["recent", "popular", "title"]) {
        await searchBlog(pool, BlogSearchParams.parse({ sortBy, query: "anxiety", page: 2 }));
        await searchBlog(pool, BlogSearchParams.parse({ sortBy, query: "moments feels", page: 2 }));
        await searchBlog(pool, BlogSearchParams.parse({ sortBy, specialty: "Depression" }));
      }
      await pool.query(sql.unsafe`SELECT pg_stat_force_next_flush()`);
      expect(await scans()).toBe(before);
    } finally {
      await pool.end();
    }
  });
});

describe("the index job", () => {
  const terms = async () => ({
    terms: await t.db.any(
      sql.type(
        z.object({ term: z.string(), posts: z.number() }),
      )`SELECT term, posts FROM blog_search_terms ORDER BY term`,
    ),
    prefixes: await t.db.any(sql.type(z.object({ prefix: z.string(), specialty: z.string(), posts: z.number() }))`
      SELECT prefix, specialty, posts FROM blog_search_prefixes ORDER BY prefix, specialty`),
  });

  it("is registered, safe to run twice, and takes an unpublished post's words out of search and corrections", async () => {
    expect(JOBS).toContain(indexBlogPostHandler);
    const engine = postgresSearchEngine(t.db);
    const post = await t.db.one(sql.type(z.object({ id: z.uuid(), slug: z.string(), specialty: z.string() }))`
      SELECT id, slug, specialty FROM blog_posts WHERE status = 'published' ORDER BY slug LIMIT 1`);
    const before = await terms();
    const listed = await search({});
    const topic = (result: typeof listed) => result.specialties.find((f) => f.value === post.specialty)?.count ?? 0;
    expect(await engine.indexBlogPost(post.id)).toBe(true);
    expect(await engine.indexBlogPost(post.id)).toBe(true);
    expect(await terms()).toEqual(before);

    await t.db.query(sql.unsafe`UPDATE blog_posts SET content = content || ' Zebrafinchery.' WHERE id = ${post.id}`);
    await engine.indexBlogPost(post.id);
    expect((await search({ query: "zebrafinchery" })).total).toBe(1);
    expect((await search({ query: "zebrafinchory" })).corrected).toBe("zebrafinchery");

    await t.db.query(sql.unsafe`UPDATE blog_posts SET status = 'draft' WHERE id = ${post.id}`);
    expect(await engine.indexBlogPost(post.id)).toBe(false);
    expect(await engine.indexBlogPost(post.id)).toBe(false);
    const after = await terms();
    expect(after.terms.map((row) => row.term)).not.toContain("zebrafinchery");
    expect(after.prefixes.map((row) => row.prefix)).not.toContain("zebrafinch");
    expect((await search({ query: "zebrafinchery" })).total).toBe(0);
    const without = await search({});
    expect(without.posts.map((p) => p.id)).not.toContain(post.id);
    expect(without.total).toBe(listed.total - 1);
    expect(topic(without)).toBe(topic(listed) - 1);
    expect((await search({ specialty: post.specialty })).total).toBe(topic(listed) - 1);

    await t.db.query(
      sql.unsafe`UPDATE blog_posts SET status = 'published', content = replace(content, ' Zebrafinchery.', '') WHERE id = ${post.id}`,
    );
    await engine.indexBlogPost(post.id);
    expect(await terms()).toEqual(before);
    expect(await search({})).toMatchObject({ total: listed.total, specialties: listed.specialties });

    // A post moved to another topic counts there (its words' stored counts move with it), and back.
    await t.db.query(
      sql.unsafe`UPDATE blog_posts SET content = content || ' Zebrafinchery.', specialty = 'Grief & Loss' WHERE id = ${post.id}`,
    );
    await engine.indexBlogPost(post.id);
    expect((await search({ query: "zebrafinch", specialty: "Grief & Loss" })).total).toBe(1);
    expect((await search({ query: "zebrafinch", specialty: post.specialty })).total).toBe(
      post.specialty === "Grief & Loss" ? 1 : 0,
    );
    await t.db.query(
      sql.unsafe`UPDATE blog_posts SET content = replace(content, ' Zebrafinchery.', ''), specialty = ${post.specialty} WHERE id = ${post.id}`,
    );
    await engine.indexBlogPost(post.id);
    expect(await terms()).toEqual(before);
    expect(await engine.rebuildBlog()).toBe(28);
    expect(await terms()).toEqual(before);
  });
});

describe("a topic's name", () => {
  it("finds the posts on the topic, in either language, and is never corrected into another word", async () => {
    const french = await t.db.one(sql.type(z.object({ slug: z.string(), content: z.string() }))`
      SELECT p.slug, p.content FROM blog_posts p
      WHERE p.status = 'published' AND p.language = 'fr' AND p.specialty = 'Grief & Loss' LIMIT 1`);
    expect(french.content.toLowerCase()).not.toContain("grief");
    const found = await search({ query: "grief", limit: 50 });
    expect(found.corrected).toBeNull();
    expect(found.posts.map((p) => p.slug)).toContain(french.slug);
    expect(found.posts.every((p) => p.specialty === "Grief & Loss" || /grief/i.test(p.title + p.excerpt))).toBe(true);
  });
});

describe("a plural word in posts of its own", () => {
  it("finds the posts with its singular as a whole word ('therapists' → therapist, 'anxieties' → anxiety, 'séances' → séance)", async () => {
    const author = await t.db.oneFirst(sql.type(z.object({ id: z.uuid() }))`
      SELECT t.id FROM therapists t WHERE t.status = 'approved'
        AND NOT EXISTS (SELECT 1 FROM blog_posts p WHERE p.therapist_id = t.id)
      ORDER BY t.id LIMIT 1`);
    const post = async (slug: string, language: string, text: string) => {
      const id = await t.db.oneFirst(sql.type(z.object({ id: z.uuid() }))`
        INSERT INTO blog_posts (therapist_id, title, slug, content, excerpt, specialty, status, published_at, language)
        VALUES (${author}, ${text}, ${slug}, ${text}, ${text}, 'Life Transitions', 'published', ${sql.timestamp(NOW)}, ${language})
        RETURNING id`);
      expect(await postgresSearchEngine(t.db).indexBlogPost(id)).toBe(true);
      return slug;
    };
    const one = await post("plural-one", "en", "Choosing a therapist when a family lives with anxiety.");
    const many = await post("plural-many", "en", "Therapists for families living with anxieties.");
    const seance = await post("plural-seance", "fr", "Une séance à la fois.");
    const seances = await post("plural-seances", "fr", "Les séances du mardi.");
    const slugs = async (query: string) =>
      (await search({ query, therapistId: author, sortBy: "title" })).posts.map((p) => p.slug).sort();
    for (const query of ["therapists", "anxieties", "families", "therapist"]) {
      expect(await slugs(query), query).toEqual([many, one]);
    }
    // a singular is read as typed: a prefix ('anxiety' is no start of 'anxieties')
    for (const query of ["anxiety", "family"]) expect(await slugs(query), query).toEqual([one]);
    for (const query of ["séances", "seances", "séance"]) expect(await slugs(query), query).toEqual([seance, seances]);
    // over all topics and within one, the stored totals the index job kept count the singular's posts too
    for (const narrowed of [{}, { specialty: "Life Transitions" }]) {
      for (const query of ["anxieties", "seances"]) {
        const all = await search({ query, limit: 50, ...narrowed });
        expect(all.posts.map((p) => p.slug)).toContain(query === "seances" ? seance : one);
        expect(all.total).toBe(all.posts.length);
      }
    }
  });
});
