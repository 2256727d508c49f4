// Demo data for a fresh database, and synthetic therapists for load tests. Everything is fictional and generated
// deterministically (fixed seeds, `now` passed in), so two fresh databases seeded alike hold the same rows.
import { sql, type DatabaseTransactionConnection } from "slonik";
import { z } from "zod";
import type { Db } from "#app/db/pool.server.ts";
import {
  ADMIN_FILTER_CITIES,
  HOME_CITIES,
  ISSUE_DROPDOWN_SPECIALTIES,
  findCity,
  type City,
} from "#app/reference/index.ts";
import {
  HOME_CITY_LIST,
  OTHER_ONTARIO_CITIES,
  OUTSIDE_ONTARIO_CITIES,
  generateSubmission,
  generateTherapist,
  type GeneratedSubmission,
  type GeneratedTherapist,
} from "./generate.ts";
import { generateBlogPost, type GeneratedBlogPost } from "./generate-blog-post.ts";
import {
  appendTherapists,
  insertBlogPosts,
  insertInquiries,
  insertSubmissions,
  insertTherapists,
  upsertUsers,
} from "./insert.server.ts";
import { asFrenchPost, FRENCH_DEMO_POSTS } from "./french-posts.ts";
import { createRandom } from "./random.ts";
import { planDemoInquiries } from "./demo-inquiries.ts";

export const DEMO_SEED = 20261122;
export const DEMO_ADMIN_EMAIL = "admin@example.com";
export const DEMO_THERAPIST_EMAIL = "therapist@example.com";
const SEED_LOCK = 72_411_002;

/** Therapists per home city (Toronto gets more), plus those elsewhere in Ontario and in the rest of Canada. */
const PER_HOME_CITY = 18;
const IN_TORONTO = 42;
const OTHER_ONTARIO = 28;
const OUTSIDE_ONTARIO = 12;
const PUBLISHED_POSTS = 24;
const DRAFT_POSTS = 3;
const DEMO_THERAPIST_POSTS = 3;
const PENDING_APPLICATIONS = 4;
/** The French posts' own random stream (their authors and dates), apart from every other generated value's. */
const FRENCH_POSTS_STREAM = 38;

type DemoPlan = {
  therapists: GeneratedTherapist[];
  posts: { authorSlug: string; post: GeneratedBlogPost }[];
  applications: { email: string; submission: GeneratedSubmission }[];
};

function cityOf(name: string): City {
  const city = findCity(name);
  if (!city) throw new Error(`Unknown city ${name}`);
  return city;
}

/** The whole demo data set, computed without the database. */
function planDemoData(now: Date): DemoPlan {
  const random = createRandom(DEMO_SEED);
  const toronto = cityOf("Toronto");
  const takenSlugs = new Set<string>(["jordan-rivera"]);
  const jordan: GeneratedTherapist = {
    ...generateTherapist(random, 0, now, {
      city: toronto,
      firstName: "Jordan",
      lastName: "Rivera",
      email: DEMO_THERAPIST_EMAIL,
      specialties: ["Anxiety", "Stress Management", "Life Transitions", "Burnout"],
      therapyTypes: ["CBT", "ACT", "Mindfulness-Based"],
    }),
    slug: "jordan-rivera",
    acceptingClients: "yes",
    // A Free listing, so that the demo account can try Get Featured through the demo checkout.
    isFeatured: false,
    featuredUntil: null,
    subscriptionStatus: null,
  };
  const cities: City[] = [];
  for (const city of HOME_CITY_LIST) {
    const count = city.name === "Toronto" ? IN_TORONTO - 1 : PER_HOME_CITY;
    for (let i = 0; i < count; i++) cities.push(city);
  }
  for (let i = 0; i < OTHER_ONTARIO; i++) cities.push(random.pick(OTHER_ONTARIO_CITIES));
  const beyond = ADMIN_FILTER_CITIES.filter((name) => !(HOME_CITIES as readonly string[]).includes(name)).map(cityOf);
  // A few in the admin filter's cities outside Ontario (Montreal), the rest anywhere else in Canada.
  for (let i = 0; i < OUTSIDE_ONTARIO; i++) {
    cities.push(i < 3 && beyond.length > 0 ? (beyond[i % beyond.length] as City) : random.pick(OUTSIDE_ONTARIO_CITIES));
  }
  const therapists = [jordan, ...cities.map((city, i) => generateTherapist(random, i + 1, now, { city, takenSlugs }))];

  const writers = therapists.slice(1).filter((t) => t.specialties.some((s) => ISSUE_DROPDOWN_SPECIALTIES.includes(s)));
  // The demo therapist (therapist@example.com) has a few published articles and a draft of their own.
  const authors = [
    ...Array.from({ length: DEMO_THERAPIST_POSTS }, () => jordan),
    ...random.sample(writers, PUBLISHED_POSTS - DEMO_THERAPIST_POSTS),
    jordan,
    ...random.sample(writers, DRAFT_POSTS - 1),
  ];
  const posts = authors.map((author, i) => ({
    authorSlug: author.slug,
    post: generateBlogPost(random, author, i, now, { draft: i >= PUBLISHED_POSTS }),
  }));

  const applications = Array.from({ length: PENDING_APPLICATIONS + 1 }, (_, i) => {
    const email = `applicant${i + 1}@example.com`;
    const status = i < PENDING_APPLICATIONS ? "pending" : "rejected";
    return { email, submission: generateSubmission(random, 1000 + i, now, { email, status, takenSlugs }) };
  });
  // the French posts last, from a stream of their own: every other generated value stays as it was
  const french = createRandom(DEMO_SEED + FRENCH_POSTS_STREAM);
  const frenchPosts = FRENCH_DEMO_POSTS.map((text, i) => {
    const listing = writers.filter((w) => w.specialties.includes(text.specialty));
    const author = french.pick(listing.length > 0 ? listing : writers);
    const base = generateBlogPost(french, author, PUBLISHED_POSTS + DRAFT_POSTS + i, now);
    return { authorSlug: author.slug, post: asFrenchPost(base, text, text.slug) };
  });
  return { therapists, posts: [...posts, ...frenchPosts], applications };
}

export type SeedResult = { seeded: boolean; therapists: number; posts: number };

/** Seeds the demo data in one transaction, unless therapists already exist (then it changes nothing). */
export async function seedDemoData(db: Db, options: { now?: Date } = {}): Promise<SeedResult> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    // Two processes starting on one empty database: the second waits here, then finds the rows.
    await tx.query(sql.unsafe`SELECT pg_advisory_xact_lock(${SEED_LOCK})`);
    const hasTherapists = await tx.oneFirst(
      sql.type(z.object({ found: z.boolean() }))`SELECT EXISTS (SELECT 1 FROM therapists) AS found`,
    );
    if (hasTherapists) return { seeded: false, therapists: 0, posts: 0 };

    const plan = planDemoData(now);
    const jordan = plan.therapists[0] as GeneratedTherapist;
    const userIds = await upsertUsers(tx, [
      { email: DEMO_ADMIN_EMAIL, firstName: "Alex", lastName: "Morgan", role: "admin" },
      { email: DEMO_THERAPIST_EMAIL, firstName: jordan.firstName, lastName: jordan.lastName, role: "user" },
      ...plan.applications.map(({ email, submission }) => ({
        email,
        firstName: submission.firstName,
        lastName: submission.lastName,
        role: "user" as const,
      })),
    ]);
    const userId = (email: string): string => {
      const id = userIds.get(email);
      if (!id) throw new Error(`No user id for ${email}`);
      return id;
    };
    const therapistIds = await insertTherapists(
      tx,
      plan.therapists.map((t) => ({ ...t, userId: t.email === DEMO_THERAPIST_EMAIL ? userId(t.email) : null })),
    );
    await insertBlogPosts(
      tx,
      plan.posts.map(({ authorSlug, post }) => ({ ...post, therapistId: therapistIds.get(authorSlug) as string })),
    );
    await insertSubmissions(
      tx,
      plan.applications.map(({ email, submission }) => ({
        ...submission,
        userId: userId(email),
        reviewedBy: submission.status === "rejected" ? userId(DEMO_ADMIN_EMAIL) : null,
      })),
    );
    await seedDemoInquiries(tx, therapistIds, plan.therapists, now);
    const published = plan.posts.filter(({ post }) => post.status === "published").length;
    return { seeded: true, therapists: plan.therapists.length, posts: published };
  });
}

/**
 * The demo's contact messages (demo-inquiries.ts) on the demo therapist and five listings of Toronto, and the one
 * not responding: flagged a day ago, its availability last confirmed before that.
 */
async function seedDemoInquiries(
  tx: DatabaseTransactionConnection,
  ids: ReadonlyMap<string, string>,
  therapists: readonly GeneratedTherapist[],
  now: Date,
): Promise<void> {
  const toronto = therapists.filter((t) => t.city === "Toronto").map((t) => t.slug);
  const plan = planDemoInquiries(toronto.slice(0, 6), now);
  await insertInquiries(
    tx,
    plan.rows.map(({ slug, ...row }) => ({ ...row, therapistId: ids.get(slug) as string })),
  );
  const at = (daysAgo: number) => sql.timestamp(new Date(now.getTime() - daysAgo * 86_400_000));
  await tx.query(sql.unsafe`
    UPDATE therapists SET not_responding_since = ${at(1)},
      availability_confirmed_at = least(availability_confirmed_at, ${at(20)})
    WHERE id = ${ids.get(plan.notResponding) as string}`);
}

export type SyntheticOptions = { batchSize?: number; onProgress?: (done: number) => void };

/**
 * Appends `count` approved synthetic therapists in batches (one INSERT each). Slugs and emails carry a run id
 * (`r<rows so far>`, moved on while any row already uses it) and the row's index, so they never collide.
 */
export async function addSyntheticTherapists(db: Db, count: number, options: SyntheticOptions = {}): Promise<number> {
  const batchSize = Math.max(1, options.batchSize ?? 5000);
  let run = await db.oneFirst(sql.type(z.object({ n: z.number() }))`SELECT count(*)::int AS n FROM therapists`);
  while (
    await db.oneFirst(sql.type(z.object({ used: z.boolean() }))`
      SELECT EXISTS (SELECT 1 FROM therapists WHERE email LIKE ${`%.r${run}-%`} OR slug LIKE ${`%-r${run}-%`}) AS used`)
  ) {
    run++;
  }
  const random = createRandom(DEMO_SEED + run);
  const now = new Date();
  let done = 0;
  let pending: Promise<void> | undefined;
  while (done < count) {
    const size = Math.min(batchSize, count - done);
    const rows = Array.from({ length: size }, (_, i) => ({
      ...generateTherapist(random, done + i, now, { key: `r${run}-${done + i}` }),
      userId: null,
    }));
    // The next batch is generated while the database writes the previous one.
    await pending;
    if (done > 0) options.onProgress?.(done);
    pending = appendTherapists(db, rows);
    done += size;
  }
  await pending;
  options.onProgress?.(done);
  return done;
}
