import type { Request, RequestHandler, Response } from "express";
import type { RouteNote } from "#app/http/route-pattern.server.ts";
import { acceptedEncoding, COMPRESSED_FROM, compressForMany } from "./answer-compression.ts";
import { gatherAnswer } from "./gathered-answer.ts";
import { matchesEtag, notModified } from "./page-caching.ts";

// A micro-cache of whole page answers in the process (docs/decisions/013-page-micro-cache.md and
// 032-http-caching.md): the shared cache of a deployment with no CDN in front. It keeps what page-caching.ts marks
// as shareable (a 200 with `Cache-Control: public` and an ETag) for about a second, so a burst of the same page (a
// link shared widely, a crawler, a load test) renders once. A kept answer is replayed byte for byte with its
// headers, as a CDN replays its copy: its Content-Security-Policy admits the page's inline scripts by their hashes
// (no per-request nonce, so the policy holds for every visitor it is replayed to), and each encoding is compressed
// once per copy. When a page expires, the first request renders its successor while the others keep getting the
// expired copy (stale-while-revalidate): one render per page per second, never a burst of them that queues every
// request.

export type PageCacheOptions = {
  /** How long a page is served from the cache, in milliseconds. */
  ttlMs: number;
  /** How many pages are kept; the oldest goes first. */
  maxEntries: number;
  /** Whether this request may be answered from (and fill) the cache: never a signed-in visitor's. */
  cacheable: (req: Request) => boolean;
  now?: () => number;
};

type Entry = {
  headers: Array<[string, string | string[]]>;
  body: Buffer;
  etag: string;
  /** The body compressed by each method asked for so far. */
  encoded: Map<string, Buffer>;
  expires: number;
  refreshing: boolean;
  /** The route pattern that rendered it, for the access log line of each replay. */
  route: string | undefined;
};

/** Headers each response gets for itself (length, encoding, the connection's), or that must not be replayed. */
const NOT_REPLAYED = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "vary",
  "set-cookie",
  "x-cache",
  "date",
  "connection",
  "keep-alive",
]);
const MAX_BODY = 2 * 1024 * 1024;

export function pageCache(options: PageCacheOptions): RequestHandler {
  const entries = new Map<string, Entry>();
  const now = options.now ?? Date.now;
  // how long past its expiry a page may still be served while its successor renders
  const staleMs = options.ttlMs * 10;
  return (req, res, next) => {
    if (req.method !== "GET" || !options.cacheable(req)) return next();
    const key = req.originalUrl;
    const hit = entries.get(key);
    const at = now();
    if (hit && hit.expires > at) return replay(req, res, hit, "HIT");
    if (hit && hit.refreshing && hit.expires + staleMs > at) return replay(req, res, hit, "STALE");
    if (hit) hit.refreshing = true; // this request renders the successor
    // the whole answer, as the handler ends it (before it is compressed and sent); headers may still be set
    gatherAnswer(
      res,
      () => true,
      (body, _wanted, end) => {
        const etag = res.getHeader("ETag");
        const shared = String(res.getHeader("Cache-Control") ?? "").startsWith("public");
        if (res.statusCode !== 200 || !shared || typeof etag !== "string" || body.length > MAX_BODY) {
          if (hit && entries.get(key) === hit) entries.delete(key);
          return end(body);
        }
        res.setHeader("X-Cache", "MISS");
        const headers = Object.entries(res.getHeaders())
          .filter(([name, value]) => !NOT_REPLAYED.has(name) && value !== undefined)
          .map(([name, value]) => [name, Array.isArray(value) ? value : String(value)] as [string, string | string[]]);
        entries.delete(key);
        entries.set(key, {
          headers,
          body,
          etag,
          encoded: new Map(),
          expires: now() + options.ttlMs,
          refreshing: false,
          route: (res.locals as RouteNote).route,
        });
        while (entries.size > options.maxEntries) entries.delete(entries.keys().next().value!);
        return end(body);
      },
    );
    next();
  };
}

function replay(req: Request, res: Response, entry: Entry, state: "HIT" | "STALE"): void {
  (res.locals as RouteNote).route = entry.route;
  for (const [name, value] of entry.headers) res.setHeader(name, value);
  res.setHeader("X-Cache", state);
  if (matchesEtag(req.headers["if-none-match"], entry.etag)) {
    notModified(res);
    res.end();
    return;
  }
  res.vary("Accept-Encoding");
  const method = entry.body.length >= COMPRESSED_FROM ? acceptedEncoding(req) : null;
  let body = entry.body;
  if (method) {
    body = entry.encoded.get(method) ?? compressForMany(entry.body, method);
    entry.encoded.set(method, body);
    res.setHeader("Content-Encoding", method);
  }
  res.setHeader("Content-Length", body.length);
  res.status(200).end(body);
}
