import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RouterContextProvider } from "react-router";
import { sql } from "slonik";
import { z } from "zod";
import { requestContext, servicesContext, type AppServices } from "#app/context.server.ts";
import { createDbPool, type Db } from "#app/db/pool.server.ts";
import { loader as rootLoader } from "#app/root.tsx";
import { action as eventsAction } from "#app/routes/api.events.ts";
import { action as contactAction } from "#app/routes/api.therapists.id.contact.ts";
import { loader as blogPostsLoader } from "#app/routes/api.therapists.id.blog-posts.ts";
import { loader as byIdLoader } from "#app/routes/api.therapists.id.ts";
import { loader as bySlugLoader } from "#app/routes/api.therapists.by-slug.ts";
import { loader as citiesLoader } from "#app/routes/api.therapists.filters.cities.ts";
import { loader as specialtiesLoader } from "#app/routes/api.therapists.filters.specialties.ts";
import { loader as searchApiLoader } from "#app/routes/api.therapists.ts";
import { loader as badgeLoader } from "#app/routes/badge.svg.ts";
import { loader as homeLoader } from "#app/routes/home.tsx";
import { loader as issueLoader } from "#app/routes/issues.issue.tsx";
import { loader as cityLoader } from "#app/routes/ontario.city.tsx";
import { loader as sitemapLoader } from "#app/routes/sitemap.xml.ts";
import { createDirectorySearch } from "#app/search/search.server.ts";
import { action as webhookAction } from "#app/routes/api.stripe.webhook.ts";
import { loader as profileLoader } from "#app/routes/therapist-profile.tsx";
import { ensureQueues, startBoss, type Boss } from "#app/jobs/queue.server.ts";
import { postgresSearchEngine } from "#indexer/search/engine.ts";
import { addSyntheticTherapists } from "#indexer/seed/seed.server.ts";
import { createTestDb, type TestDatabase } from "../support/db.ts";
import { checkoutCompleted, signWebhook, stripeEnv } from "../support/featured.ts";
import { APP_URL, callLoader, directoryServices, seedDirectory } from "../support/directory.ts";

// No public request reads a whole table of therapists, search documents, posts, inquiries or analytics events:
// each query it runs must be served by an index that narrows it to the rows it needs, or it costs a table scan
// per request at 100,000 therapists. The test database forbids sequential scans to the planner
// (enable_seqscan = off), so a plan still holds one only where no index can serve the query; and since the
// planner would rather walk a whole index than scan, each request may also read (sequentially or through any
// index) only a small part of each table. Every public request runs in-process on a pool of one connection, which
// flushes its statistics on demand (pg_stat_force_next_flush) before they are compared.

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
// Tables that grow with the directory. Small reference tables may be read whole: search_index_state holds one
// row. search_documents is read whole once per process, by the first load of its facet index (in ranges of its
// doc_no index), never per request: later searches read only the index changes logged since.
const WATCHED = [
  "therapists",
  "blog_posts",
  "contact_inquiries",
  "analytics_events",
  "search_documents",
  "search_terms",
  "search_term_values",
  "search_index_changes",
];
/**
 * The most rows of each source table (2,000 therapists) one request may read: a profile, its posts, a page of
 * cards. The search tables are read through their own indexes (text, trigram and facet lookups whose reads follow
 * the vocabulary and how common a filter is); their cost is measured by `npm run bench:search`.
 */
const ROW_BUDGET = 200;
const SOURCE_TABLES = new Set(["therapists", "blog_posts", "contact_inquiries", "analytics_events"]);

let t: TestDatabase;
let app: Db;
let boss: Boss;
let services: AppServices;
const provider = {
  secretKey: stripeEnv("").STRIPE_SECRET_KEY,
  webhookSecret: stripeEnv("").STRIPE_WEBHOOK_SECRET,
  priceId: "price_x",
  apiUrl: undefined,
};
let therapist: { id: string; slug: string; alias: string; authorId: string; authorSlug: string };

const StatRow = z.object({ table: z.string(), scans: z.number(), reads: z.number() });
type Stats = Record<string, { scans: number; reads: number }>;

/** Sequential scans so far, and rows read so far (sequentially or as index entries), of the watched tables. */
async function tableStats(): Promise<Stats> {
  await app.query(sql.unsafe`SELECT pg_stat_force_next_flush()`); // the app's one session reports before it idles
  const rows = await t.db.any(sql.type(StatRow)`
    SELECT s.relname AS "table", s.seq_scan::int AS scans,
      (s.seq_tup_read + coalesce((SELECT sum(i.idx_tup_read) FROM pg_stat_user_indexes i WHERE i.relid = s.relid), 0))::int AS reads
    FROM pg_stat_user_tables s WHERE s.relname = ANY(${sql.array(WATCHED, "text")})`);
  return Object.fromEntries(rows.map(({ table, scans, reads }) => [table, { scans, reads }]));
}

/** What a request cost each watched table it touched: sequential scans and rows read. */
async function costOf(request: () => Promise<unknown>): Promise<Stats> {
  const before = await tableStats();
  await request();
  const after = await tableStats();
  const cost: Stats = {};
  for (const [table, now] of Object.entries(after)) {
    const was = before[table] ?? { scans: 0, reads: 0 };
    if (now.scans > was.scans || now.reads > was.reads)
      cost[table] = { scans: now.scans - was.scans, reads: now.reads - was.reads };
  }
  return cost;
}

/** The tables a request scanned or read more than the budget of. */
async function scannedBy(request: () => Promise<unknown>, budget = ROW_BUDGET): Promise<string[]> {
  const cost = await costOf(request);
  return Object.entries(cost)
    .filter(([table, c]) => c.scans > 0 || (SOURCE_TABLES.has(table) && c.reads > budget))
    .map(([table, c]) => `${table}: ${c.scans} scans, ${c.reads} rows`);
}

type Call = {
  loader: (args: never) => unknown;
  url: string;
  params?: Record<string, string>;
  method?: "POST";
  body?: unknown;
  /** The status the request must answer (default 200), so that each one reaches the queries it is there for. */
  status?: number;
  /** Rows it may read per table (default ROW_BUDGET). */
  budget?: number;
  headers?: Record<string, string>;
  /** Run with the payment provider configured. */
  withProvider?: boolean;
};

/** Runs a loader or action as React Router would for one request; a thrown Response counts as an answer. */
async function run({ loader, url, params, method, body, headers, withProvider }: Call): Promise<number> {
  if (!method) {
    const answer = await callLoader(loader, services, url, { params, headers: { "User-Agent": BROWSER } });
    return answer instanceof Response ? answer.status : 200;
  }
  const context = new RouterContextProvider();
  context.set(
    servicesContext,
    withProvider ? { ...services, config: { ...services.config, stripe: provider } } : services,
  );
  context.set(requestContext, { nonce: "test", ip: "203.0.113.9" });
  const request = new Request(`${APP_URL}${url}`, {
    method,
    headers: { "Content-Type": "application/json", "User-Agent": BROWSER, ...headers },
    body: JSON.stringify(body),
  });
  const answer = await (loader as unknown as (a: object) => Promise<Response>)({
    request,
    params: params ?? {},
    context,
  });
  return answer.status;
}

beforeAll(async () => {
  t = await createTestDb();
  // Seeding runs in a session of its own, whose statistics reach the counters when it exits (awaited below), so
  // that none of its reads arrive later and count against a request.
  const setup = await createDbPool(t.url, { maximumPoolSize: 1 });
  const setupPid = await setup.oneFirst(sql.type(z.object({ pid: z.number() }))`SELECT pg_backend_pid() AS pid`);
  await seedDirectory({ ...t, db: setup });
  const demo = await setup.oneFirst(sql.type(z.object({ n: z.number() }))`SELECT count(*)::int AS n FROM therapists`);
  await addSyntheticTherapists(setup, 2000 - demo);
  await postgresSearchEngine(setup).rebuild();
  await setup.query(sql.unsafe`ANALYZE`);
  await setup.query(sql.unsafe`ALTER DATABASE ${sql.identifier([t.name])} SET enable_seqscan = off`);
  await setup.end();
  while (await t.db.exists(sql.unsafe`SELECT 1 FROM pg_stat_activity WHERE pid = ${setupPid}`)) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  app = await createDbPool(t.url, { maximumPoolSize: 1 }); // opened after the ALTER: its session has the setting
  const base = directoryServices(t);
  boss = await startBoss(t.url, "web", () => undefined, base.config.sessionSecrets);
  await ensureQueues(boss);
  services = { ...base, db: app, boss, search: createDirectorySearch(app) };
  therapist = await app.one(sql.type(
    z.object({ id: z.uuid(), slug: z.string(), alias: z.string(), authorId: z.uuid(), authorSlug: z.string() }),
  )`
    SELECT t.id, t.slug, lower(t.first_name || '-' || t.last_name) AS alias, a.id AS "authorId", a.slug AS "authorSlug"
    FROM therapists t, LATERAL (
      SELECT th.id, th.slug FROM therapists th JOIN blog_posts p ON p.therapist_id = th.id AND p.status = 'published' LIMIT 1
    ) a
    WHERE t.status = 'approved' AND t.slug <> lower(t.first_name || '-' || t.last_name)
    ORDER BY t.created_at DESC LIMIT 1`);
});
afterAll(async () => {
  await boss?.stop({ graceful: false });
  await app?.end();
  await t?.drop();
});

describe("public requests at the database", () => {
  it("the check sees a table scan where one happens", async () => {
    const scan = await scannedBy(() => app.any(sql.unsafe`SELECT id FROM therapists WHERE bio LIKE '%x%'`));
    expect(scan).toEqual([expect.stringMatching(/^therapists: 1 scans/)]);
    const walk = await scannedBy(() =>
      app.any(sql.unsafe`SELECT id FROM therapists WHERE status = 'approved' ORDER BY created_at DESC`),
    );
    expect(walk).toEqual([expect.stringMatching(/^therapists: 0 scans, \d{4} rows/)]);
    expect(await scannedBy(() => app.any(sql.unsafe`SELECT id FROM therapists WHERE slug = 'none'`))).toEqual([]);
  });

  const requests: Array<[string, () => Call]> = [
    ["GET / (root loader)", () => ({ loader: rootLoader, url: "/" })],
    ["GET /", () => ({ loader: homeLoader, url: "/" })],
    [
      "GET /?city=toronto&specialty=Anxiety&mode=online",
      () => ({ loader: homeLoader, url: "/?city=toronto&specialty=Anxiety&mode=online" }),
    ],
    [
      "GET /?query=trauma emdr&price=under-100",
      () => ({ loader: homeLoader, url: "/?query=trauma%20emdr&price=under-100" }),
    ],
    ["GET /?query=anxeity (typo)", () => ({ loader: homeLoader, url: "/?query=anxeity" })],
    ["GET /?sortBy=name&page=3", () => ({ loader: homeLoader, url: "/?sortBy=name&page=3" })],
    [
      "GET /?sortBy=rating&acceptingClients=true",
      () => ({ loader: homeLoader, url: "/?sortBy=rating&acceptingClients=true" }),
    ],
    ["GET /?city=ottawa&sortBy=nearest", () => ({ loader: homeLoader, url: "/?city=ottawa&sortBy=nearest" })],
    [
      "GET /api/therapists?query=grief&city=Ottawa",
      () => ({ loader: searchApiLoader, url: "/api/therapists?query=grief&city=Ottawa" }),
    ],
    [
      "GET /api/therapists?therapyType=CBT&page=2",
      () => ({ loader: searchApiLoader, url: "/api/therapists?therapyType=CBT&page=2" }),
    ],
    [
      "GET /therapists/{slug}",
      () => ({ loader: profileLoader, url: `/therapists/${therapist.slug}`, params: { slug: therapist.slug } }),
    ],
    [
      "GET /therapists/{author slug}?tab=articles",
      () => ({
        loader: profileLoader,
        url: `/therapists/${therapist.authorSlug}?tab=articles`,
        params: { slug: therapist.authorSlug },
      }),
    ],
    [
      "GET /therapists/{first-last}",
      () => ({
        loader: profileLoader,
        url: `/therapists/${therapist.alias}`,
        params: { slug: therapist.alias },
        status: 301,
      }),
    ],
    [
      "GET /therapists/{id}",
      () => ({
        loader: profileLoader,
        url: `/therapists/${therapist.id}`,
        params: { slug: therapist.id },
        status: 301,
      }),
    ],
    [
      "GET /therapists/{unknown}",
      () => ({
        loader: profileLoader,
        url: "/therapists/no-such-person",
        params: { slug: "no-such-person" },
        status: 404,
      }),
    ],
    [
      "GET /api/therapists/by-slug/{slug}",
      () => ({ loader: bySlugLoader, url: "/", params: { slug: therapist.slug } }),
    ],
    [
      "GET /api/therapists/by-slug/{first-last}",
      () => ({ loader: bySlugLoader, url: "/", params: { slug: therapist.alias } }),
    ],
    ["GET /api/therapists/{id}", () => ({ loader: byIdLoader, url: "/", params: { id: therapist.id } })],
    [
      "GET /api/therapists/{id}/blog-posts",
      () => ({ loader: blogPostsLoader, url: "/", params: { id: therapist.authorId } }),
    ],
    ["GET /api/therapists/filters/cities", () => ({ loader: citiesLoader, url: "/api/therapists/filters/cities" })],
    [
      "GET /api/therapists/filters/specialties",
      () => ({ loader: specialtiesLoader, url: "/api/therapists/filters/specialties" }),
    ],
    ["GET /badge/{slug}.svg", () => ({ loader: badgeLoader, url: "/", params: { file: `${therapist.slug}.svg` } })],
    [
      "GET /ontario/toronto?page=2",
      () => ({ loader: cityLoader, url: "/ontario/toronto?page=2", params: { city: "toronto" } }),
    ],
    ["GET /issues/anxiety", () => ({ loader: issueLoader, url: "/issues/anxiety", params: { issue: "anxiety" } })],
    // lists every approved profile by definition: it may read them all, but through an index
    ["GET /sitemap.xml", () => ({ loader: sitemapLoader, url: "/sitemap.xml", budget: Number.POSITIVE_INFINITY })],
    [
      "POST /api/events",
      () => ({
        loader: eventsAction,
        url: "/api/events",
        method: "POST",
        body: { type: "contact_started", therapistId: therapist.id, data: {} },
        status: 204,
      }),
    ],
    [
      "POST /api/therapists/{id}/contact",
      () => ({
        loader: contactAction,
        url: `/api/therapists/${therapist.id}/contact`,
        params: { id: therapist.id },
        method: "POST",
        body: {
          name: "Sam Visitor",
          email: "sam@example.org",
          message: "Hello, I would like to book a first session.",
        },
      }),
    ],
    [
      "POST /api/stripe/webhook",
      () => {
        const event = checkoutCompleted(1_767_225_600, {
          userId: therapist.id,
          therapistId: therapist.id,
          purpose: "upgrade",
        });
        return {
          loader: webhookAction,
          url: "/api/stripe/webhook",
          method: "POST",
          body: event,
          headers: { "Stripe-Signature": signWebhook(event) },
          withProvider: true,
        };
      },
    ],
  ];

  it.each(requests)("%s scans no table", async (_label, call) => {
    const request = call();
    let status = 0;
    const scanned = await scannedBy(async () => (status = await run(request)), request.budget);
    expect(scanned, scanned.join("; ")).toEqual([]);
    expect(status).toBe(request.status ?? 200);
  });
});
