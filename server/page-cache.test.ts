import { createHash } from "node:crypto";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasSessionCookie } from "#app/http/shared-cache.server.ts";
import { answerCompression } from "./answer-compression.ts";
import { pageScriptPolicy } from "./content-security-policy.ts";
import { pageCache } from "./page-cache.ts";
import { pageCaching } from "./page-caching.ts";
import { securityHeaders } from "./security.ts";

// The page micro-cache in a real Express server, in front of page-caching.ts and the page's script policy as in
// the app: a handler that streams a page with inline scripts, as React Router's does, and counts how often it ran.

let clock = 0;
let renders = 0;
/** While set, the handler waits for it before it ends its page (a render in progress), and tells it waits. */
let gate: Promise<void> | null = null;
let waiting = () => {};
/** Holds the next renders at the gate until release() is called; reached resolves once one waits there. */
function holdRenders() {
  let release = () => {};
  gate = new Promise((resolve) => (release = resolve));
  const reached = new Promise<void>((resolve) => (waiting = resolve));
  return { release, reached };
}
let origin = "";
let close: () => void;

beforeAll(async () => {
  const app = express();
  app.use(answerCompression({ threshold: 0 }));
  app.use(securityHeaders({ production: false }));
  app.use(
    pageCache({
      ttlMs: 1000,
      maxEntries: 2,
      now: () => clock,
      cacheable: (req) => !hasSessionCookie(req.headers.cookie),
    }),
  );
  app.use(pageCaching());
  app.use(pageScriptPolicy({ production: false }));
  app.get(/.*/, async (req, res) => {
    renders++;
    if (req.query.cookie) res.setHeader("Set-Cookie", "a=b");
    res.status(req.query.missing ? 404 : 200).type("html");
    res.write(`<!doctype html><script nonce="${String(res.locals.scriptMarker)}">1</script>`);
    if (gate) {
      waiting();
      await gate;
    }
    res.end(`<p>render ${renders}</p><script nonce="${String(res.locals.scriptMarker)}">2</script>`);
  });
  const server = app.listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${origin}${path}`, { headers: { "accept-encoding": "br", ...headers } });
  const body = await response.text();
  const csp = response.headers.get("content-security-policy") ?? "";
  return {
    status: response.status,
    cache: response.headers.get("x-cache"),
    encoding: response.headers.get("content-encoding"),
    etag: response.headers.get("etag"),
    body,
    csp,
    scripts: /script-src ([^;]*)/.exec(csp)?.[1],
  };
}

const hash = (script: string) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`;

describe("page micro-cache", () => {
  it("renders a page once per second and replays it byte for byte, with a policy that holds for every visitor", async () => {
    clock = 0;
    const first = await get("/ontario/toronto");
    const second = await get("/ontario/toronto");
    const plain = await get("/ontario/toronto", { "accept-encoding": "identity" });
    expect([first.cache, second.cache, plain.cache]).toEqual(["MISS", "HIT", "HIT"]);
    expect([first.encoding, second.encoding, plain.encoding]).toEqual(["br", "br", null]);
    expect(second.body).toBe(first.body);
    expect(plain.body).toBe(first.body);
    expect(second.csp).toBe(first.csp);
    // no per-request nonce replayed to everyone: the page's own scripts, by hash
    expect(second.csp).not.toContain("'nonce-");
    expect(second.body).not.toContain("nonce=");
    expect(second.scripts).toBe(`${hash("1")} ${hash("2")} 'strict-dynamic'`);
    expect(second.etag).toBe(first.etag);
    clock = 1001;
    const later = await get("/ontario/toronto");
    expect(later.cache).toBe("MISS");
    expect(later.body).not.toBe(first.body);
    expect(later.csp).toBe(first.csp);
  });

  it("answers a conditional request from its copy with 304, with no policy to replace its copy's", async () => {
    clock = 5_000;
    const first = await get("/issues/grief");
    const again = await fetch(`${origin}/issues/grief`, { headers: { "if-none-match": first.etag! } });
    expect(again.status).toBe(304);
    expect(again.headers.get("x-cache")).toBe("HIT");
    expect(again.headers.get("etag")).toBe(first.etag);
    expect(again.headers.get("content-security-policy")).toBeNull();
    expect(await again.text()).toBe("");
  });

  it("never answers a signed-in visitor, a page not to share, an error or a cookie from the cache", async () => {
    clock = 10_000;
    for (const [path, headers] of [
      ["/", { cookie: "__session=abc" }],
      ["/", { cookie: "theme=dark; __Host-session=abc" }],
      ["/therapists/someone", {}],
      ["/_.data", {}], // a navigation of the home page: a search to record
      ["/?city=Toronto", {}], // the home page with filters: a search to record
    ] as const) {
      const before = renders;
      await get(path, headers);
      expect((await get(path, headers)).cache, path).toBeNull();
      expect(renders - before, path).toBe(2);
    }
    expect((await get("/ontario?missing=1")).status).toBe(404);
    expect((await get("/ontario?missing=1")).cache).toBeNull();
    await get("/blog?cookie=1");
    expect((await get("/blog?cookie=1")).cache).toBeNull();
  });

  it("keeps serving an expired page while one request renders its successor", async () => {
    clock = 20_000;
    const first = await get("/issues/stress");
    clock = 21_001; // expired
    const { release, reached } = holdRenders();
    const rendering = get("/issues/stress");
    await reached; // the successor is being rendered
    const meanwhile = await Promise.all([get("/issues/stress"), get("/issues/stress")]);
    expect(meanwhile.map((r) => r.cache)).toEqual(["STALE", "STALE"]);
    expect(meanwhile[0]!.body).toBe(first.body);
    gate = null;
    release();
    const fresh = await rendering;
    expect(fresh.cache).toBe("MISS");
    const next = await get("/issues/stress");
    expect(next.cache).toBe("HIT");
    expect(next.body).toBe(fresh.body);
    expect(next.body).not.toBe(first.body);
  });

  it("stops serving an expired page once its successor is long overdue", async () => {
    clock = 40_000;
    await get("/issues/couples");
    clock = 41_001;
    const { release, reached } = holdRenders();
    const stuck = get("/issues/couples");
    await reached;
    expect((await get("/issues/couples")).cache).toBe("STALE");
    clock = 41_001 + 10_000; // ten TTLs later: the stale copy is no longer offered
    gate = null;
    expect((await get("/issues/couples")).cache).toBe("MISS");
    release();
    await stuck;
  });
});
