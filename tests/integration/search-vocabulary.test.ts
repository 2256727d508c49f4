import pg from "pg";
import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { AppServices } from "#app/context.server.ts";
import { toTextQuery } from "#app/search/engine/text.server.ts";
import { JOBS } from "#indexer/jobs/index.ts";
import { indexBlogPost } from "#indexer/search/blog-index.ts";
import { postgresSearchEngine, type SearchEngine } from "#indexer/search/engine.ts";
import { pruneVocabulary } from "#indexer/search/vocabulary.ts";
import { createTestDb, type TestDatabase } from "../support/db.ts";
import { directoryServices } from "../support/directory.ts";

// The search vocabulary holds a word only while a document holds it (decision 085): a listing's surname, bio words
// and city leave search_terms and search_term_values once no document holds them, with the purge-search-vocabulary
// job and with a full rebuild, and are no longer offered as corrections; a word another document holds stays, and
// so does one a document gains while the prune runs. A blog post's words leave with its document.

let t: TestDatabase;
let services: AppServices;
let engine: SearchEngine;

beforeAll(async () => {
  t = await createTestDb();
  services = directoryServices(t);
  engine = postgresSearchEngine(t.db);
});
afterAll(async () => t.release());

let counter = 0;
/** An approved listing, indexed. */
async function listing(lastName: string, bio: string, city = "Toronto") {
  const n = counter++;
  const id = await t.db.oneFirst(sql.type(z.object({ id: z.uuid() }))`
    INSERT INTO therapists (slug, first_name, last_name, email, phone, credentials, specialties, therapy_types, city,
      province, bio, status)
    VALUES (${`vocabulary-${n}`}, 'Robin', ${lastName}, ${`vocabulary-${n}@example.com`}, '416-555-0100',
      'M.A., RP (CRPO)', '{Anxiety}', '{CBT}', ${city}, 'ON', ${bio}, 'approved')
    RETURNING id`);
  expect(await engine.indexTherapist(id)).toEqual({ indexed: true, removed: false });
  return id;
}

const hasWord = async (word: string) =>
  (await t.db.oneFirst(sql.type(z.object({ n: z.number() }))`
    SELECT count(*)::int AS n FROM search_terms WHERE term = ${word}`)) > 0;
const hasValueWord = async (word: string) =>
  (await t.db.oneFirst(sql.type(z.object({ n: z.number() }))`
    SELECT count(*)::int AS n FROM search_term_values WHERE term = ${word}`)) > 0;
const termsVersion = () =>
  t.db.oneFirst(sql.type(z.object({ v: z.coerce.number() }))`SELECT terms_version AS v FROM search_index_state`);
/** The words a query is read as (a word no document has is corrected to the closest one). */
const readAs = async (query: string) => (await toTextQuery(t.db, query))?.text.words;

const job = JOBS.find((handler) => handler.job.name === "purge-search-vocabulary")!;
const runJob = () => job.handle({}, services, undefined as never);

describe("the search vocabulary", () => {
  it("loses a removed listing's surname, bio words and city with the job, and no longer offers them", async () => {
    const removed = await listing("Zbigniewska", "Equanimity through quietude.", "Kapuskasing");
    await listing("Okonkwo", "Equanimity for families.");
    expect(await hasWord("zbigniewska")).toBe(true);
    expect(await hasValueWord("kapuskasing")).toBe(true);
    expect(await readAs("zbigniewsky")).toEqual(["zbigniewska"]);

    await t.db.query(sql.unsafe`UPDATE therapists SET status = 'deleted', deleted_at = now() WHERE id = ${removed}`);
    expect(await engine.indexTherapist(removed)).toEqual({ indexed: false, removed: true });
    const before = await termsVersion();
    await runJob();

    expect(await hasWord("zbigniewska")).toBe(false);
    expect(await hasWord("quietude")).toBe(false);
    expect(await hasWord("kapuskasing")).toBe(false);
    expect(await hasValueWord("kapuskasing")).toBe(false);
    expect(await readAs("zbigniewsky")).not.toEqual(["zbigniewska"]);
    expect(await termsVersion()).toBeGreaterThan(before);
    // held by the other listing
    expect(await hasWord("okonkwo")).toBe(true);
    expect(await hasWord("equanimity")).toBe(true);
    expect(await hasValueWord("toronto")).toBe(true);
  });

  it("is left as it is by a second run", async () => {
    await runJob();
    const words = () =>
      t.db.anyFirst(sql.type(z.object({ term: z.string() }))`SELECT term FROM search_terms ORDER BY term`);
    const kept = await words();
    const version = await termsVersion();
    await runJob();
    expect(await pruneVocabulary(t.db)).toEqual({ words: 0, valueWords: 0, complete: true });
    expect(await words()).toEqual(kept);
    expect(await termsVersion()).toBe(version);
  });

  it("loses a changed name's and bio's words, and an erased listing's, with a rebuild", async () => {
    const renamed = await listing("Quillfeather", "A xylophonist at heart.");
    const erased = await listing("Vandermolen", "Plain words.");
    expect(await hasWord("quillfeather")).toBe(true);
    await t.db.query(
      sql.unsafe`UPDATE therapists SET last_name = 'Brightwater', bio = 'Plain words.' WHERE id = ${renamed}`,
    );
    expect(await engine.indexTherapist(renamed)).toEqual({ indexed: true, removed: false });
    await t.db.query(sql.unsafe`DELETE FROM therapists WHERE id = ${erased}`); // its document goes by the cascade
    expect(await hasWord("vandermolen")).toBe(true);

    await engine.rebuild();

    expect(await hasWord("quillfeather")).toBe(false);
    expect(await hasWord("xylophonist")).toBe(false);
    expect(await hasWord("vandermolen")).toBe(false);
    expect(await hasWord("brightwater")).toBe(true);
    expect(await hasWord("plain")).toBe(true);
    expect(await readAs("quillfeathers")).not.toEqual(["quillfeather"]);
  });

  it("keeps a word that a document gains while the prune runs", async () => {
    const removed = await listing("Marigoldson", "Words.");
    await t.db.query(sql.unsafe`UPDATE therapists SET status = 'deleted', deleted_at = now() WHERE id = ${removed}`);
    await engine.indexTherapist(removed);
    let gained = "";
    const pruned = await pruneVocabulary(t.db, {
      afterScan: async () => {
        gained = await listing("Marigoldson", "Other words.");
      },
    });
    expect(pruned.complete).toBe(true);
    expect(gained).not.toBe("");
    expect(await hasWord("marigoldson")).toBe(true);
    expect(await readAs("marigoldson")).toEqual(["marigoldson"]);
  });

  it("tells the processes that follow the index when a prune changed it", async () => {
    const removed = await listing("Featherstonehaugh", "Words.");
    await t.db.query(sql.unsafe`UPDATE therapists SET status = 'deleted', deleted_at = now() WHERE id = ${removed}`);
    await engine.indexTherapist(removed);
    const client = new pg.Client({ connectionString: t.url });
    await client.connect();
    try {
      await client.query("LISTEN search_index");
      const notified = new Promise<boolean>((resolve) => {
        client.on("notification", () => resolve(true));
        setTimeout(() => resolve(false), 5_000);
      });
      expect((await pruneVocabulary(t.db)).words).toBeGreaterThan(0);
      expect(await notified).toBe(true);
    } finally {
      await client.end();
    }
  });

  it("loses a blog post's words with its document, whether or not its job ran", async () => {
    const author = await listing("Blogwriter", "Words.");
    const post = await t.db.oneFirst(sql.type(z.object({ id: z.uuid() }))`
      INSERT INTO blog_posts (therapist_id, title, slug, content, excerpt, specialty, status, published_at)
      VALUES (${author}, 'Grounding', 'grounding', 'Serendipitous grounding for anxious days.', 'An excerpt.',
        'Anxiety', 'published', now())
      RETURNING id`);
    expect(await indexBlogPost(t.db, post)).toBe(true);
    const blogWord = () =>
      t.db.anyFirst(sql.type(z.object({ term: z.string() }))`
        SELECT term FROM blog_search_terms WHERE term LIKE 'serendipit%'`);
    expect(await blogWord()).toHaveLength(1);
    await t.db.query(sql.unsafe`DELETE FROM blog_posts WHERE id = ${post}`); // no index-blog-post job runs
    await runJob();
    expect(await blogWord()).toEqual([]);
  });

  it("is pruned on a schedule", () => {
    expect(job.job.schedule).toMatch(/^\S+ \S+ \* \* \*$/);
    expect(job.job.queue.deadLetter).toBe("purge-search-vocabulary-dead");
  });
});
