import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isCacheablePage } from "#app/search/cacheable-page.server.ts";
import { answerCompression } from "./answer-compression.ts";
import { pageCache } from "./page-cache.ts";
import { securityHeaders } from "./security.ts";

// The page micro-cache in a real Express server: a handler that streams a page with its nonce, as React
// Router's does, and counts how often it ran.

const APP_URL = "http://localhost:3000";
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";
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
  app.use(pageCache({ ttlMs: 1000, maxEntries: 2, now: () => clock, cacheable: (req) => isCacheablePage(req, APP_URL) }));
  app.get(/.*/, async (req, res) => {
    renders++;
    if (req.query.cookie) res.setHeader("Set-Cookie", "a=b");
    res.status(req.query.missing ? 404 : 200).type("html");
    res.write(`<!doctype html><script nonce="${String(res.locals.nonce)}">1</script>`);
    if (gate) {
      waiting();
      await gate;
    }
    res.end(`<p>render ${renders}</p><script nonce="${String(res.locals.nonce)}">2</script>`);
  });
  const server = app.listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${origin}${path}`, { headers: { "user-agent": BROWSER, "accept-encoding": "br", ...headers } });
  const body = await response.text();
  const csp = response.headers.get("content-security-policy") ?? "";
  return {
    status: response.status,
    cache: response.headers.get("x-cache"),
    encoding: response.headers.get("content-encoding"),
    body,
    cspNonce: /'nonce-([^']+)'/.exec(csp)?.[1],
  };
}

describe("page micro-cache", () => {
  it("renders a directory page once per second and gives every answer its own nonce", async () => {
    clock = 0;
    const first = await get("/ontario/toronto");
    const second = await get("/ontario/toronto");
    expect([first.cache, second.cache]).toEqual(["MISS", "HIT"]);
    expect([first.encoding, second.encoding]).toEqual(["br", "br"]); // compressed once, as the first answer was
    expect(second.body).toContain("<p>render 1</p>");
    expect(second.body.replaceAll(second.cspNonce!, "N")).toBe(first.body.replaceAll(first.cspNonce!, "N"));
    expect(second.cspNonce).not.toBe(first.cspNonce);
    expect(second.body).toContain(`nonce="${second.cspNonce}"`);
    expect(second.body).not.toContain(first.cspNonce);
    clock = 1001;
    const later = await get("/ontario/toronto");
    expect(later.cache).toBe("MISS");
    expect(later.body).not.toBe(first.body.replaceAll(first.cspNonce!, later.cspNonce!));
  });

  it("never answers a signed-in visitor, another page, a new search, an error or a cookie from the cache", async () => {
    clock = 10_000;
    for (const [path, headers] of [
      ["/", { cookie: "__session=abc" }],
      ["/therapist/dashboard", {}],
      ["/_root.data", {}],
      ["/?city=Toronto", {}], // a visitor arriving with filters: a search event to record (SPEC §4)
    ] as const) {
      expect((await get(path, headers)).cache, path).toBeNull();
    }
    // the same filters, paged from the directory itself: not a new search, so cacheable
    expect((await get("/?city=Toronto", { referer: `${APP_URL}/?city=Toronto` })).cache).toBe("MISS");
    expect((await get("/issues/anxiety?missing=1")).status).toBe(404);
    expect((await get("/issues/anxiety?missing=1")).cache).toBe("MISS");
    await get("/issues/grief?cookie=1");
    expect((await get("/issues/grief?cookie=1")).cache).toBe("MISS");
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
    expect(meanwhile[0]!.body.replaceAll(meanwhile[0]!.cspNonce!, "N")).toBe(first.body.replaceAll(first.cspNonce!, "N"));
    gate = null;
    release();
    const fresh = await rendering;
    expect(fresh.cache).toBe("MISS");
    const next = await get("/issues/stress");
    expect(next.cache).toBe("HIT");
    expect(next.body.replaceAll(next.cspNonce!, "N")).toBe(fresh.body.replaceAll(fresh.cspNonce!, "N"));
    expect(next.body).not.toBe(first.body.replaceAll(first.cspNonce!, next.cspNonce!));
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
