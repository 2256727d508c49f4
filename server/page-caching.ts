import { createHash } from "node:crypto";
import type { RequestHandler, Response } from "express";
import { pageCacheControl } from "#app/http/shared-cache.server.ts";

// Cache-Control and validators of page answers (HTML, and the `.data` answers of client navigations), decided as
// each ends (docs/decisions/032-http-caching.md): app/http/shared-cache.server.ts says who may keep it. An answer
// shared caches may keep gets a weak ETag, a hash of its body with this response's CSP nonce taken out (so two
// renders of the same content match), and a request whose If-None-Match holds it gets 304 with no body.

const PAGE_TYPE = /^text\/(?:html|x-script)\b/;

type Chunk = string | Buffer | Uint8Array;
type Done = (error?: Error | null) => void;

const toBuffer = (chunk: Chunk, encoding?: BufferEncoding) =>
  Buffer.isBuffer(chunk) ? chunk : typeof chunk === "string" ? Buffer.from(chunk, encoding) : Buffer.from(chunk);

/** W/"…": the body's SHA-1 without the nonce. Weak: the bytes sent differ by Content-Encoding. */
export function pageEtag(body: Buffer, nonce: string): string {
  const hash = createHash("sha1");
  const cut = Buffer.from(nonce);
  let from = 0;
  for (let at = nonce ? body.indexOf(cut) : -1; at !== -1; at = body.indexOf(cut, from)) {
    hash.update(body.subarray(from, at));
    from = at + cut.length;
  }
  return `W/"${hash.update(body.subarray(from)).digest("base64url")}"`;
}

/** Whether If-None-Match names this ETag (weak comparison) or is `*`. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => {
    const candidate = tag.trim();
    return candidate === "*" || candidate.replace(/^W\//, "") === opaque;
  });
}

/**
 * Turns the response into a 304 with no body. Its Content-Security-Policy goes too: a cache that revalidates its
 * copy keeps the stored headers that a 304 does not repeat, so the copy keeps the policy its own nonce is in.
 */
export function notModified(res: Response): void {
  res.status(304);
  for (const name of ["Content-Security-Policy", "Content-Type", "Content-Length", "Transfer-Encoding"]) res.removeHeader(name);
  res.vary("Accept-Encoding");
}

export function pageCaching(): RequestHandler {
  return (req, res, next) => {
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (chunk?: Chunk, encoding?: BufferEncoding, done?: Done) => Response;
    /** Decided at the first write: the chunks of a page answer, or null for any other answer (passed as it is). */
    let chunks: Buffer[] | null | undefined;
    const decide = () => {
      if (chunks === undefined) chunks = !res.headersSent && PAGE_TYPE.test(String(res.getHeader("Content-Type") ?? "")) ? [] : null;
      return chunks;
    };
    res.write = function (chunk: Chunk, encoding?: BufferEncoding | Done, done?: Done) {
      const gathered = decide();
      if (!gathered) return write(...[chunk, encoding, done].filter((arg) => arg !== undefined));
      gathered.push(toBuffer(chunk, typeof encoding === "string" ? encoding : undefined));
      (typeof encoding === "function" ? encoding : done)?.();
      return true;
    } as typeof res.write;
    res.end = function (chunk?: Chunk | Done, encoding?: BufferEncoding | Done, done?: Done) {
      const callback = [chunk, encoding, done].find((arg) => typeof arg === "function") as Done | undefined;
      const text = typeof encoding === "string" ? encoding : undefined;
      const last = typeof chunk === "function" ? undefined : chunk;
      const gathered = decide();
      if (!gathered) return end(last, text, callback);
      if (last) gathered.push(toBuffer(last, text));
      const body = gathered.length === 1 ? gathered[0]! : Buffer.concat(gathered);
      const query = req.originalUrl.indexOf("?");
      const cacheControl = pageCacheControl({
        request: { method: req.method, path: req.path, search: query === -1 ? "" : req.originalUrl.slice(query), cookie: req.headers.cookie },
        response: { status: res.statusCode, cacheControl: res.getHeader("Cache-Control")?.toString(), setsCookie: res.hasHeader("Set-Cookie") },
      });
      res.setHeader("Cache-Control", cacheControl);
      if (res.statusCode === 200 && cacheControl.startsWith("public") && body.length > 0) {
        const etag = pageEtag(body, String(res.locals.nonce ?? ""));
        res.setHeader("ETag", etag);
        if (matchesEtag(req.headers["if-none-match"], etag)) {
          notModified(res);
          return end(undefined, undefined, callback);
        }
      }
      return end(body, undefined, callback);
    } as typeof res.end;
    next();
  };
}
