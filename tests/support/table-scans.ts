import { RouterContextProvider } from "react-router";
import { sql } from "slonik";
import { z } from "zod";
import { createAppServices, requestContext, servicesContext, type AppServices } from "#app/context.server.ts";
import { createDbPool, type Db } from "#app/db/pool.server.ts";
import { ensureQueues, startBoss } from "#app/jobs/queue.server.ts";
import { postgresSearchEngine } from "#indexer/search/engine.ts";
import { addSyntheticTherapists } from "#indexer/seed/seed.server.ts";
import type { TestDatabase } from "./db.ts";
import { APP_URL, callLoader, directoryServices, seedDirectory } from "./directory.ts";
import { stripeEnv } from "./featured.ts";

// How no-table-scans.test.ts measures what a public request costs the database. The test database holds 2,000
// therapists and forbids sequential scans to the planner (enable_seqscan = off), so a plan still holds one only
// where no index can serve the query; and since the planner would rather walk a whole index than scan, a request
// may also read (sequentially or through any index) only a small part of each table. Every request runs
// in-process on a pool of one connection, which flushes its statistics on demand (pg_stat_force_next_flush) before
// they are compared.

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

const provider = {
  secretKey: stripeEnv("").STRIPE_SECRET_KEY,
  webhookSecret: stripeEnv("").STRIPE_WEBHOOK_SECRET,
  priceId: "price_x",
  apiUrl: undefined,
};

const StatRow = z.object({ table: z.string(), scans: z.number(), reads: z.number() });
type Stats = Record<string, { scans: number; reads: number }>;

export type Call = {
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

const Therapist = z.object({
  id: z.uuid(),
  slug: z.string(),
  alias: z.string(),
  authorId: z.uuid(),
  authorSlug: z.string(),
});

export type ScanCheck = {
  /** The app's pool of one connection. */
  app: Db;
  /** An approved therapist whose slug is not first-last, and an author of a published post. */
  therapist: z.infer<typeof Therapist>;
  /** The tables a request scanned or read more than the budget of. */
  scannedBy: (request: () => Promise<unknown>, budget?: number) => Promise<string[]>;
  /** Runs a loader or action as React Router would for one request; a thrown Response counts as an answer. */
  run: (call: Call) => Promise<number>;
  /** Stops the app's queue and closes its pool (the test drops the database). */
  close: () => Promise<void>;
};

/** Fills the test database up to 2,000 therapists, turns sequential scans off, and starts the app's services. */
export async function startScanCheck(t: TestDatabase): Promise<ScanCheck> {
  // Seeding runs in a session of its own, whose statistics reach the counters when it exits (awaited below), so
  // that none of its reads arrive later and count against a request.
  const setup = await createDbPool(t.url, { maximumPoolSize: 1 });
  const setupPid = await setup.oneFirst(sql.type(z.object({ pid: z.number() }))`SELECT pg_backend_pid() AS pid`);
  await seedDirectory(setup);
  const demo = await setup.oneFirst(sql.type(z.object({ n: z.number() }))`SELECT count(*)::int AS n FROM therapists`);
  await addSyntheticTherapists(setup, 2000 - demo);
  await postgresSearchEngine(setup).rebuild();
  await setup.query(sql.unsafe`ANALYZE`);
  await setup.query(sql.unsafe`ALTER DATABASE ${sql.identifier([t.name])} SET enable_seqscan = off`);
  await setup.end();
  while (await t.db.exists(sql.unsafe`SELECT 1 FROM pg_stat_activity WHERE pid = ${setupPid}`)) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const app = await createDbPool(t.url, { maximumPoolSize: 1 }); // opened after the ALTER: its session has the setting
  const base = directoryServices(t);
  const boss = await startBoss(t.url, "web", () => undefined, base.config.sessionSecrets);
  await ensureQueues(boss);
  const services: AppServices = createAppServices({ db: app, boss, config: base.config, logger: base.logger });
  const therapist = await app.one(sql.type(Therapist)`
    SELECT t.id, t.slug, lower(t.first_name || '-' || t.last_name) AS alias, a.id AS "authorId", a.slug AS "authorSlug"
    FROM therapists t, LATERAL (
      SELECT th.id, th.slug FROM therapists th JOIN blog_posts p ON p.therapist_id = th.id AND p.status = 'published' LIMIT 1
    ) a
    WHERE t.status = 'approved' AND t.slug <> lower(t.first_name || '-' || t.last_name)
    ORDER BY t.created_at DESC LIMIT 1`);

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

  async function scannedBy(request: () => Promise<unknown>, budget = ROW_BUDGET): Promise<string[]> {
    const cost = await costOf(request);
    return Object.entries(cost)
      .filter(([table, c]) => c.scans > 0 || (SOURCE_TABLES.has(table) && c.reads > budget))
      .map(([table, c]) => `${table}: ${c.scans} scans, ${c.reads} rows`);
  }

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
    context.set(requestContext, { scriptMarker: "test", ip: "203.0.113.9" });
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

  return {
    app,
    therapist,
    scannedBy,
    run,
    close: async () => {
      await boss.stop({ graceful: false });
      await app.end();
    },
  };
}
