import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "slonik";
import { z } from "zod";
import { createAppServices, type AppServices } from "#app/context.server.ts";
import { pageCacheControl } from "#app/http/shared-cache.server.ts";
import { createDbPool } from "#app/db/pool.server.ts";
import { startAppServer, type AppServer } from "../tests/support/app-server.ts";
import { createTestServices, signedInCookie } from "../tests/support/auth.ts";
import { createTestDb, type TestDatabase } from "../tests/support/db.ts";
import { createDirectoryDb } from "../tests/support/directory.ts";

// Through the real HTTP application on a real database: what a CDN, a reverse proxy or the page micro-cache may
// keep (docs/decisions/032-http-caching.md).

const SHARED = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";

let t: TestDatabase;
let services: AppServices;
let server: AppServer;
let outage: AppServer;
let slug = "";

beforeAll(async () => {
  t = await createDirectoryDb();
  services = await createTestServices(t);
  server = await startAppServer(services);
  // the same application on a database that goes away under it
  const doomed = await createTestDb();
  const pool = await createDbPool(doomed.url, { maximumPoolSize: 1 });
  await doomed.drop();
  outage = await startAppServer(createAppServices({ ...services, db: pool }));
  slug = await t.db.oneFirst(
    sql.type(
      z.object({ slug: z.string() }),
    )`SELECT slug FROM therapists WHERE status = 'approved' ORDER BY slug LIMIT 1`,
  );
}, 120_000);
afterAll(async () => {
  await server?.close();
  await outage?.close();
  await services.boss.stop({ graceful: false });
  await t.release();
});

const get = (path: string, headers: Record<string, string> = {}, on = server, method = "GET") =>
  fetch(`http://127.0.0.1:${on.port}${path}`, {
    method,
    headers: { Host: "app.test", "User-Agent": BROWSER, "Accept-Encoding": "br, gzip", ...headers },
    redirect: "manual",
  });

describe("HTTP caching", () => {
  it("gives an anonymous directory page s-maxage, stale-while-revalidate and an ETag, and 304 to a request that holds it", async () => {
    for (const path of ["/", "/ontario/toronto", "/ontario/toronto.data"]) {
      const first = await get(path);
      expect(first.status, path).toBe(200);
      expect(first.headers.get("cache-control"), path).toBe(SHARED);
      expect(first.headers.get("content-encoding"), path).toBe("br");
      expect(first.headers.get("vary"), path).toContain("Accept-Encoding");
      const etag = first.headers.get("etag");
      expect(etag, path).toMatch(/^W\/"[\w-]+"$/);
      const again = await get(path, { "If-None-Match": etag! });
      expect(again.status, path).toBe(304);
      expect(await again.text(), path).toBe("");
      expect(again.headers.get("etag"), path).toBe(etag);
    }
  });

  it("gives two renders of the same directory page the same ETag, so a revalidation is a 304 across renders", async () => {
    const uncached = await startAppServer({ ...services, config: { ...services.config, pageCacheMs: 0 } });
    try {
      for (const path of ["/", "/?page=2", "/ontario/toronto", "/issues/anxiety"]) {
        const etag = (await get(path, {}, uncached)).headers.get("etag");
        expect(etag, path).toMatch(/^W\/"[\w-]+"$/);
        const again = await get(path, { "If-None-Match": etag! }, uncached);
        expect(again.status, path).toBe(304);
      }
    } finally {
      await uncached.close();
    }
  });

  it("serves a repeat of an anonymous page from the micro-cache", async () => {
    await get("/issues/anxiety");
    const repeat = await get("/issues/anxiety");
    expect(repeat.headers.get("x-cache")).toBe("HIT");
    expect(repeat.headers.get("cache-control")).toBe(SHARED);
  });

  it("keeps a signed-in visitor's pages out of every cache", async () => {
    const cookie = await signedInCookie(services, "reader@example.com");
    for (const path of ["/", "/ontario/toronto", "/ontario/toronto.data", `/therapists/${slug}`]) {
      const response = await get(path, { Cookie: cookie });
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cache-control"), path).toBe("private, no-store");
      expect(response.headers.get("etag"), path).toBeNull();
      expect(response.headers.get("x-cache"), path).toBeNull();
    }
    expect((await get("/therapist/dashboard", { Cookie: cookie })).headers.get("cache-control")).toBe("no-store");
  });

  it("keeps pages that record an analytics event out of shared caches", async () => {
    for (const path of [`/therapists/${slug}`, "/?city=Toronto", "/_.data?specialty=Anxiety"]) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cache-control"), path).toBe("private, no-cache");
      expect(response.headers.get("etag"), path).toBeNull();
    }
  });

  it("keeps a search by identity out of shared caches, past page 1 too, and its API answer as well", async () => {
    const api = await get("/api/therapists?identity=black");
    expect(api.status).toBe(200);
    expect(api.headers.get("cache-control")).toBe("private, no-cache");
    // a page past the first, as the server would answer it (this database has too few such listings for a page 2)
    const answer = (search: string, path = "/") =>
      pageCacheControl({
        request: { method: "GET", path, search, cookie: undefined },
        response: { status: 200, cacheControl: undefined, setsCookie: false },
      });
    expect(answer("?identity=black&page=2")).toBe("private, no-cache");
    expect(answer("?identity=black&page=2", "/fr")).toBe("private, no-cache");
    expect(answer("?identity=black", "/ontario/toronto")).toBe("private, no-cache");
    expect(answer("?city=Toronto&page=2")).toMatch(/s-maxage=60/);
    // a page of another search is shared as before; the API's cards (their consented identity) only 10 s
    expect((await get("/?city=Toronto&page=2")).headers.get("cache-control")).toMatch(/s-maxage=60/);
    expect((await get("/api/therapists?city=Toronto")).headers.get("cache-control")).toBe("public, max-age=10");
  });

  it("answers HEAD with the caching headers of GET", async () => {
    const head = await get("/ontario", {}, server, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers.get("cache-control")).toBe(SHARED);
  });

  it("never lets a cache keep a server error; a 404 only briefly", async () => {
    const down = await get("/ontario/toronto", {}, outage);
    expect(down.status).toBeGreaterThanOrEqual(500);
    expect(down.headers.get("cache-control")).toBe("no-store");
    expect(down.headers.get("etag")).toBeNull();
    const missing = await get("/therapists/nobody-at-all");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60");
  });

  it("answers a city that is not one of the 19 and has no therapist 404, noindex, its empty state never replayed as a hit", async () => {
    for (const attempt of [1, 2]) {
      const response = await get("/ontario/nowhere-town");
      expect(response.status, `attempt ${attempt}`).toBe(404);
      expect(response.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60");
      expect(response.headers.get("x-cache")).toBeNull();
      expect(response.headers.get("etag")).toBeNull();
      const html = await response.text();
      expect(html).toContain("No therapists found in Nowhere Town");
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      expect(html).not.toContain('rel="alternate"');
    }
  });

  it("lets caches keep the sitemap index and its files an hour", async () => {
    for (const path of ["/sitemap.xml", "/sitemaps/pages.xml", "/sitemaps/therapists-1.xml"]) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("content-type"), path).toBe("application/xml; charset=utf-8");
      expect(response.headers.get("cache-control"), path).toBe("public, max-age=3600");
    }
    expect((await get("/sitemaps/therapists-1.xml")).headers.get("last-modified")).toMatch(/ GMT$/);
  });
});
