import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql, type CommonQueryMethods } from "slonik";
import { z } from "zod";
import { HOME_CITIES } from "#app/reference/index.ts";
import { addSyntheticTherapists, seedDemoData } from "#indexer/seed/seed.server.ts";
import { addSyntheticPosts } from "#indexer/seed/synthetic-posts.server.ts";
import { createTestDb, type TestDatabase } from "../support/db.ts";

const NOW = new Date("2026-11-22T12:00:00Z");
const Count = z.object({ n: z.number() });

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => t.release());

// Counts rows of a fixed, trusted query text (only ever called with literals from this file).
const count = (db: CommonQueryMethods, query: ReturnType<typeof sql.fragment>) =>
  db.oneFirst(sql.type(Count)`SELECT count(*)::int AS n FROM ${query}`);

async function counts(db: CommonQueryMethods) {
  return {
    users: await count(db, sql.fragment`users`),
    therapists: await count(db, sql.fragment`therapists`),
    posts: await count(db, sql.fragment`blog_posts`),
    submissions: await count(db, sql.fragment`therapist_submissions`),
  };
}

const Fingerprint = z.object({
  slug: z.string(),
  email: z.string(),
  city: z.string().nullable(),
  specialties: z.array(z.string()),
  rating: z.number(),
});

function fingerprint(db: CommonQueryMethods) {
  return db.many(sql.type(Fingerprint)`
    SELECT slug, email, city, specialties, rating::float8 AS rating FROM therapists ORDER BY slug`);
}

describe("seedDemoData", () => {
  it("seeds the demo data set once", async () => {
    const result = await seedDemoData(t.db, { now: NOW });
    expect(result.seeded).toBe(true);
    expect(result.therapists).toBeGreaterThanOrEqual(200);
    expect(result.posts).toBeGreaterThanOrEqual(20);

    const db = t.db;
    expect(await count(db, sql.fragment`therapists WHERE status = 'approved'`)).toBeGreaterThanOrEqual(200);
    expect(await count(db, sql.fragment`blog_posts WHERE status = 'published'`)).toBeGreaterThanOrEqual(20);
    expect(await count(db, sql.fragment`blog_posts WHERE status = 'draft'`)).toBeGreaterThanOrEqual(1);
    expect(await count(db, sql.fragment`therapist_submissions WHERE status = 'pending'`)).toBeGreaterThanOrEqual(3);
    expect(
      await count(
        db,
        sql.fragment`therapist_submissions s JOIN users u ON u.id = s.reviewed_by
        WHERE s.status = 'rejected' AND s.admin_notes IS NOT NULL AND s.reviewed_at IS NOT NULL AND u.role = 'admin'`,
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(
      await db.oneFirst(sql.type(z.object({ role: z.string() }))`
      SELECT role FROM users WHERE email = 'admin@example.com'`),
    ).toBe("admin");
    expect(
      await count(
        db,
        sql.fragment`therapists t JOIN users u ON u.id = t.user_id
      WHERE u.email = 'therapist@example.com' AND u.role = 'user' AND t.email = 'therapist@example.com'
        AND t.status = 'approved' AND NOT t.is_featured`,
      ),
    ).toBe(1);

    const byCity = await db.many(sql.type(z.object({ city: z.string(), n: z.number() }))`
      SELECT city, count(*)::int AS n FROM therapists WHERE status = 'approved' AND city IS NOT NULL GROUP BY city`);
    const cityCounts = new Map(byCity.map((row) => [row.city, row.n]));
    for (const city of HOME_CITIES) expect(cityCounts.get(city) ?? 0, city).toBeGreaterThanOrEqual(8);
    expect(cityCounts.get("Toronto")).toBeGreaterThan(24);
    expect(byCity.length).toBeGreaterThan(HOME_CITIES.length + 10);

    expect(
      await count(db, sql.fragment`therapists WHERE is_featured AND featured_until > ${NOW.toISOString()}`),
    ).toBeGreaterThan(1);
    expect(
      await count(db, sql.fragment`therapists WHERE is_featured AND featured_until < ${NOW.toISOString()}`),
    ).toBeGreaterThan(0);
    expect(await count(db, sql.fragment`therapists WHERE address IS NULL`)).toBeGreaterThan(0);
    expect(await count(db, sql.fragment`therapists WHERE rate IS NULL`)).toBeGreaterThan(0);
    expect(await count(db, sql.fragment`therapists WHERE rating > 0`)).toBeGreaterThan(0);
    expect(await count(db, sql.fragment`therapists WHERE virtual_sessions`)).toBeGreaterThan(0);
    expect(await count(db, sql.fragment`therapists WHERE cardinality(insurance_providers) > 0`)).toBeGreaterThan(0);
    expect(await count(db, sql.fragment`therapists WHERE bio IS NULL OR length(bio) < 150`)).toBe(0);
    expect(await count(db, sql.fragment`therapist_submissions WHERE bio IS NULL OR length(bio) < 150`)).toBe(0);
    // Fees and coverage: every sliding scale state (none, open with a floor, full, open without a floor), with and
    // without a free consultation, with no, current and expired direct billing (a year before NOW).
    const yearAgo = new Date(NOW.getTime() - 365 * 86_400_000).toISOString();
    expect(
      await count(
        db,
        sql.fragment`(SELECT DISTINCT sliding_scale, sliding_scale_min IS NULL, sliding_scale_open,
          free_consultation_minutes IS NULL, direct_billing_confirmed_at IS NULL, direct_billing_confirmed_at > ${yearAgo}
        FROM therapists WHERE status = 'approved') AS combinations`,
      ),
    ).toBe(4 * 2 * 3);
    expect(await count(db, sql.fragment`therapists WHERE session_minutes <> 50`)).toBeGreaterThan(0);
    expect(await count(db, sql.fragment`therapists WHERE couples_fee IS NOT NULL`)).toBeGreaterThan(0);
    expect(await count(db, sql.fragment`therapists WHERE receipt_designation IS NOT NULL`)).toBeGreaterThan(0);
    // Languages of service: most in English, some in French (a few in French only), and other languages.
    const all = await count(db, sql.fragment`therapists`);
    expect(await count(db, sql.fragment`therapists WHERE 'en' = ANY(languages)`)).toBeGreaterThan(all * 0.85);
    expect(await count(db, sql.fragment`therapists WHERE 'fr' = ANY(languages)`)).toBeGreaterThan(all * 0.1);
    expect(await count(db, sql.fragment`therapists WHERE languages = '{fr}'`)).toBeGreaterThan(0);
    expect(await count(db, sql.fragment`therapists WHERE NOT languages <@ '{en,fr}'`)).toBeGreaterThan(0);
    expect(await count(db, sql.fragment`therapist_submissions WHERE cardinality(languages) = 0`)).toBe(0);
    // Identity stated by a minority, always with consent; who they work with and access for most.
    const stated = await count(db, sql.fragment`therapists WHERE cardinality(identity) > 0`);
    expect(stated).toBeGreaterThan(all * 0.05);
    expect(stated).toBeLessThan(all * 0.2);
    expect(
      await count(db, sql.fragment`therapists WHERE cardinality(identity) > 0 AND identity_consent_at IS NULL`),
    ).toBe(0);
    expect(await count(db, sql.fragment`therapists WHERE cardinality(populations) > 0`)).toBe(all);
    expect(await count(db, sql.fragment`therapists WHERE 'step-free' = ANY(access)`)).toBeGreaterThan(0);
  });

  it("changes nothing when therapists already exist", async () => {
    const before = await counts(t.db);
    expect(await seedDemoData(t.db, { now: NOW })).toMatchObject({ seeded: false });
    expect(await counts(t.db)).toEqual(before);
  });

  it("gives the same rows in two fresh databases seeded with the same now", async () => {
    const other = await createTestDb();
    try {
      await seedDemoData(other.db, { now: NOW });
      const mine = await fingerprint(t.db);
      expect(mine.length).toBeGreaterThanOrEqual(200);
      expect(await fingerprint(other.db)).toEqual(mine);
    } finally {
      await other.release();
    }
  });
});

describe("addSyntheticTherapists", () => {
  it("appends exactly the count asked for, again and again, without key collisions", async () => {
    const before = await count(t.db, sql.fragment`therapists`);
    const progress: number[] = [];
    const added = await addSyntheticTherapists(t.db, 1200, {
      batchSize: 500,
      onProgress: (done) => progress.push(done),
    });
    expect(added).toBe(1200);
    expect(progress).toEqual([500, 1000, 1200]);
    expect(await count(t.db, sql.fragment`therapists`)).toBe(before + 1200);
    expect(await addSyntheticTherapists(t.db, 300, { batchSize: 500 })).toBe(300);
    expect(await count(t.db, sql.fragment`therapists WHERE status = 'approved'`)).toBe(before + 1500);
    expect(await count(t.db, sql.fragment`therapists WHERE bio IS NULL OR length(bio) < 150`)).toBe(0);
  });
});

describe("addSyntheticPosts", () => {
  it("adds the published posts asked for and a draft per nine, by approved therapists, again without slug collisions", async () => {
    const published = () =>
      t.db.oneFirst(sql.type(Count)`SELECT count(*)::int AS n FROM blog_posts WHERE status = 'published'`);
    await seedDemoData(t.db, { now: NOW });
    const before = { all: await count(t.db, sql.fragment`blog_posts`), published: await published() };
    expect(await addSyntheticPosts(t.db, 18, { batchSize: 7 })).toBe(20);
    expect(await addSyntheticPosts(t.db, 5)).toBe(5);
    expect(await published()).toBe(before.published + 23);
    expect(await count(t.db, sql.fragment`blog_posts`)).toBe(before.all + 25);
    const unapproved = await t.db.oneFirst(sql.type(Count)`
      SELECT count(*)::int AS n FROM blog_posts p JOIN therapists t ON t.id = p.therapist_id WHERE t.status <> 'approved'`);
    expect(unapproved).toBe(0);
  });
});
