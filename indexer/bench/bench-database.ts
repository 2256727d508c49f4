import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "slonik";
import { z } from "zod";
import { freePort, startEmbeddedPostgres } from "#app/db/embedded.server.ts";
import { migrate } from "#app/db/migrate.server.ts";
import { createDbPool, type Db } from "#app/db/pool.server.ts";
import { postgresSearchEngine } from "../search/engine.ts";
import { addSyntheticTherapists, seedDemoData } from "../seed/seed.server.ts";
import { addSyntheticPosts } from "../seed/synthetic-posts.server.ts";
import { appChildEnv } from "#app/runtime/library-mode.server.ts";

// What the benchmarks share: a database of N therapists in an embedded PostgreSQL (a temporary folder deleted
// afterwards, or a kept folder reused by the next run), indexed and analyzed, and the production server on it.

export type BenchDatabase = {
  url: string;
  dataDir: string;
  db: Db;
  therapists: number;
  posts: number;
  close: () => Promise<void>;
};

const Count = z.object({ n: z.number() });

/**
 * Opens (or creates) the bench database in `dataDir` (kept), or in a temporary folder (deleted on close), migrates
 * it, tops it up to `target` therapists and `postTarget` published blog posts (default: none added) and rebuilds
 * the search indexes of what was added, or of everything when the index was written in an older document format.
 */
export async function openBenchDatabase(target: number, dataDir?: string, postTarget = 0): Promise<BenchDatabase> {
  const dir = dataDir ? path.resolve(dataDir) : mkdtempSync(path.join(os.tmpdir(), "directory-bench-"));
  const reused = existsSync(path.join(dir, "postgres", "PG_VERSION"));
  const pg = await startEmbeddedPostgres(dir);
  const close = async () => {
    await db.end();
    await pg.stop();
    if (!dataDir) rmSync(dir, { recursive: true, force: true });
  };
  await migrate(pg.url);
  const db = await createDbPool(pg.url, { maximumPoolSize: 10 });
  try {
    await seedDemoData(db);
    const existing = await db.oneFirst(sql.type(Count)`SELECT count(*)::int AS n FROM therapists`);
    const indexed = await db.oneFirst(sql.type(Count)`SELECT count(*)::int AS n FROM search_documents`);
    let clock = performance.now();
    if (existing < target) {
      await addSyntheticTherapists(db, target - existing);
      console.log(`Seeded ${target - existing} therapists in ${seconds(clock)} s`);
    } else if (reused) {
      console.log(`Reusing ${existing} therapists in ${dir}`);
    }
    // a reused database's documents written by older code (an older document format) are written again, as the
    // worker's first start does: the web processes the bench starts never rebuild
    if (existing < target || indexed === 0 || (await postgresSearchEngine(db).needsRebuild())) {
      clock = performance.now();
      const written = await postgresSearchEngine(db).rebuild();
      console.log(`Indexed ${written} documents in ${seconds(clock)} s`);
    }
    const posts = await db.oneFirst(
      sql.type(Count)`SELECT count(*)::int AS n FROM blog_posts WHERE status = 'published'`,
    );
    const postDocs = await db.oneFirst(sql.type(Count)`SELECT count(*)::int AS n FROM blog_search_documents`);
    if (posts < postTarget) {
      clock = performance.now();
      const added = await addSyntheticPosts(db, postTarget - posts);
      console.log(`Seeded ${added} blog posts (${postTarget - posts} published) in ${seconds(clock)} s`);
    }
    if (posts < postTarget || postDocs === 0) {
      clock = performance.now();
      const written = await postgresSearchEngine(db).rebuildBlog();
      console.log(`Indexed ${written} blog posts in ${seconds(clock)} s`);
    }
    await db.query(sql.unsafe`VACUUM ANALYZE`);
    const published = await db.oneFirst(sql.type(Count)`SELECT count(*)::int AS n FROM blog_search_documents`);
    const therapists = await db.oneFirst(sql.type(Count)`SELECT count(*)::int AS n FROM therapists`);
    return { url: pg.url, dataDir: dir, db, therapists, posts: published, close };
  } catch (error) {
    await close();
    throw error;
  }
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

export type BenchServer = { origin: string; stop: () => Promise<void> };

/**
 * The production server (`server/main.ts`, built as `npm start` builds it) on the bench database, web only (no job
 * worker), with the page micro-cache at `pageCacheMs` (undefined: the configured default), run from `appDir` (this
 * checkout, or a baseline's worktree).
 */
export async function startBenchServer(
  databaseUrl: string,
  dataDir: string,
  pageCacheMs?: number,
  appDir = process.cwd(),
): Promise<BenchServer> {
  const port = await freePort();
  const env = appChildEnv({ DATABASE_URL: databaseUrl, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn" });
  if (pageCacheMs === undefined) delete env.PAGE_CACHE_MS;
  else env.PAGE_CACHE_MS = String(pageCacheMs);
  const server = spawn(process.execPath, ["server/main.ts", "--web-only"], {
    cwd: appDir,
    env,
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    server.stdout.on("data", (chunk: Buffer) => String(chunk).includes("Ready at") && resolve());
    server.on("exit", (code) => reject(new Error(`server exited (${code})`)));
  });
  // each web process loads its copy of the search index as it starts, and its first search waits for that load:
  // searches one after another (the cluster hands connections out in turn) until every process has answered one,
  // so no measurement overlaps a load
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 2 * (Number(env.WEB_CONCURRENCY) || os.availableParallelism()); i++) {
    await fetch(`${origin}/api/therapists?limit=1`, { headers: { connection: "close" } }).then((answer) =>
      answer.arrayBuffer(),
    );
  }
  return {
    origin,
    stop: async () => {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      server.kill("SIGTERM");
      await exited;
    },
  };
}
