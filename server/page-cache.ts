import type { Request, RequestHandler, Response } from "express";

// A micro-cache of whole server-rendered pages (docs/decisions/013-page-micro-cache.md): an anonymous visitor's
// page is kept for about a second, so a burst of the same page (a link shared widely, a crawler, a load test)
// renders once. Only what the caller calls cacheable is kept: complete 200 HTML answers that set no cookie.
// Each answer still gets its own CSP nonce: the cached nonce is replaced by the one made for this response.
// When a page expires, the first request renders its successor while the others keep getting the expired copy
// (stale-while-revalidate): one render per page per second, never a burst of them that queues every request.

export type PageCacheOptions = {
  /** How long a page is served from the cache, in milliseconds. */
  ttlMs: number;
  /** How long past its expiry a page may still be served while its successor renders (default: 10 TTLs). */
  staleMs?: number;
  /** How many pages are kept; the oldest goes first. */
  maxEntries: number;
  /** Whether this request may be answered from (and fill) the cache. */
  cacheable: (req: Request) => boolean;
  now?: () => number;
};

/** A cached answer; its body is kept cut at each occurrence of its nonce, so a replay only joins the parts. */
type Entry = { status: number; headers: Array<[string, string | string[]]>; parts: Buffer[]; expires: number; refreshing: boolean };

/** Headers every response gets fresh (security.ts, compression), or that must not be replayed. */
const NOT_REPLAYED = new Set([
  "content-security-policy", "content-length", "content-encoding", "transfer-encoding", "vary", "set-cookie", "x-cache",
  "date", "connection",
]);
const MAX_BODY = 2 * 1024 * 1024;

export function pageCache(options: PageCacheOptions): RequestHandler {
  const entries = new Map<string, Entry>();
  const now = options.now ?? Date.now;
  const staleMs = options.staleMs ?? options.ttlMs * 10;
  return (req, res, next) => {
    if (req.method !== "GET" || !options.cacheable(req)) return next();
    const key = req.originalUrl;
    const nonce = String(res.locals.nonce);
    const hit = entries.get(key);
    const at = now();
    if (hit && hit.expires > at) return replay(res, hit, nonce, "HIT");
    if (hit && hit.refreshing && hit.expires + staleMs > at) return replay(res, hit, nonce, "STALE");
    if (hit) hit.refreshing = true; // this request renders the successor
    res.setHeader("X-Cache", "MISS");
    capture(res, (status, body) => {
      const contentType = String(res.getHeader("content-type") ?? "");
      const keep = status === 200 && res.getHeader("set-cookie") === undefined && contentType.startsWith("text/html") && body.length <= MAX_BODY;
      if (!keep) {
        if (hit && entries.get(key) === hit) entries.delete(key);
        return;
      }
      const headers = Object.entries(res.getHeaders())
        .filter(([name, value]) => !NOT_REPLAYED.has(name) && value !== undefined)
        .map(([name, value]) => [name, Array.isArray(value) ? value : String(value)] as [string, string | string[]]);
      entries.delete(key);
      entries.set(key, { status, headers, parts: split(body, Buffer.from(nonce)), expires: now() + options.ttlMs, refreshing: false });
      while (entries.size > options.maxEntries) entries.delete(entries.keys().next().value!);
    });
    next();
  };
}

function replay(res: Response, entry: Entry, nonce: string, state: "HIT" | "STALE"): void {
  for (const [name, value] of entry.headers) res.setHeader(name, value);
  res.setHeader("X-Cache", state);
  const fresh = Buffer.from(nonce);
  res.status(entry.status).end(Buffer.concat(entry.parts.flatMap((part, i) => (i === 0 ? [part] : [fresh, part]))));
}

function split(body: Buffer, separator: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(separator); at !== -1; at = body.indexOf(separator, from)) {
    parts.push(body.subarray(from, at));
    from = at + separator.length;
  }
  parts.push(body.subarray(from));
  return parts;
}

/** Collects what the handler writes, passing it on unchanged; calls done once the response has ended. */
function capture(res: Response, done: (status: number, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  let size = 0;
  const toBuffer = (chunk: unknown, encoding?: unknown) =>
    Buffer.isBuffer(chunk) ? chunk : typeof chunk === "string" ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8") : chunk instanceof Uint8Array ? Buffer.from(chunk) : null;
  const keep = (chunk: unknown, encoding?: unknown) => {
    const buffer = chunk === undefined || typeof chunk === "function" ? null : toBuffer(chunk, encoding);
    if (buffer && size <= MAX_BODY) {
      chunks.push(buffer);
      size += buffer.length;
    }
  };
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    keep(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as Response["write"];
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    keep(chunk, rest[0]);
    const result = end(chunk, ...rest);
    if (size <= MAX_BODY) done(res.statusCode, Buffer.concat(chunks));
    return result;
  }) as Response["end"];
}
