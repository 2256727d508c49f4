import { createHash } from "node:crypto";
import type { RequestHandler, Response } from "express";
import { pageCacheControl } from "#app/http/shared-cache.server.ts";
import { gatherAnswer } from "./gathered-answer.ts";

// Cache-Control and validators of page answers (HTML, and the `.data` answers of client navigations), decided as
// each ends (docs/decisions/032-http-caching.md): app/http/shared-cache.server.ts says who may keep it. An answer
// shared caches may keep gets a weak ETag, a hash of its body (two renders of the same content match: a page
// carries no per-request value), and a request whose If-None-Match holds it gets 304 with no body.

const PAGE_TYPE = /^text\/(?:html|x-script)\b/;

/** W/"…": the body's SHA-1. Weak: the bytes sent differ by Content-Encoding. */
function pageEtag(body: Buffer): string {
  return `W/"${createHash("sha1").update(body).digest("base64url")}"`;
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
 * copy takes the headers a 304 repeats, and the copy must keep the policy that holds the hashes of its own scripts.
 */
export function notModified(res: Response): void {
  res.status(304);
  for (const name of ["Content-Security-Policy", "Content-Type", "Content-Length", "Transfer-Encoding"])
    res.removeHeader(name);
  res.vary("Accept-Encoding");
}

export function pageCaching(): RequestHandler {
  return (req, res, next) => {
    const isPage = () =>
      !res.headersSent && PAGE_TYPE.test(String(res.getHeader("Content-Type") ?? "")) ? true : null;
    gatherAnswer(res, isPage, (body, _page, end) => {
      const query = req.originalUrl.indexOf("?");
      const cacheControl = pageCacheControl({
        request: {
          method: req.method,
          path: req.path,
          search: query === -1 ? "" : req.originalUrl.slice(query),
          cookie: req.headers.cookie,
        },
        response: {
          status: res.statusCode,
          cacheControl: res.getHeader("Cache-Control")?.toString(),
          setsCookie: res.hasHeader("Set-Cookie"),
        },
      });
      res.setHeader("Cache-Control", cacheControl);
      if (res.statusCode === 200 && cacheControl.startsWith("public") && body.length > 0) {
        const etag = pageEtag(body);
        res.setHeader("ETag", etag);
        if (matchesEtag(req.headers["if-none-match"], etag)) {
          notModified(res);
          return end();
        }
      }
      return end(body);
    });
    next();
  };
}
