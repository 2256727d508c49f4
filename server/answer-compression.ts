import zlib from "node:zlib";
import compressible from "compressible";
import type express from "express";
import Negotiator from "negotiator";
import { gatherAnswer } from "./gathered-answer.ts";

// Compression of the answers made for one request (pages, navigation data, API answers). Each is sent whole (no
// loader defers data), so its body is gathered and compressed in one synchronous call as it ends, and sent with
// its length: a compression stream handed every chunk to the thread pool and back, which cost several times the
// compression itself on a busy machine (about 1 ms of a search answer's 4). The cheap end of each method:
// brotli quality 1 (a 58 KB search answer: 0.13 ms, 13.9 KB; quality 2: 0.20 ms, 13.2 KB; quality 0 saved no more
// under load), gzip level 1 (a quarter of the default 6's time for about 11% more bytes). With quality 1 the search
// API served 521 searches a second under 10 connections, against 473 with quality 2.

/**
 * Above this many bytes (a sitemap, say; pages are under 200 KB) an answer is compressed on the thread pool, still
 * in one call: the process goes on serving other requests meanwhile.
 */
const LARGE = 256 * 1024;
const ENCODINGS = ["br", "gzip", "identity"];
const PREFERRED = ["br", "gzip"];
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

const brotli = (body: Buffer) => ({
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
});
const GZIP = { level: 1 };

/** The body compressed: at once, or for a large one on the thread pool. */
function encode(body: Buffer, method: string): Buffer | Promise<Buffer> {
  if (body.length <= LARGE)
    return method === "br" ? zlib.brotliCompressSync(body, brotli(body)) : zlib.gzipSync(body, GZIP);
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, out: Buffer) => (error ? reject(error) : resolve(out));
    if (method === "br") zlib.brotliCompress(body, brotli(body), done);
    else zlib.gzip(body, GZIP, done);
  });
}

/** The method the client takes best ("br", else "gzip"), or null when it takes neither. */
export function acceptedEncoding(req: express.Request): "br" | "gzip" | null {
  // The server's preference breaks ties (browsers list gzip first at the same quality); negotiator's types do not
  // declare the options argument
  const negotiate = new Negotiator(req) as unknown as {
    encoding: (available: string[], options: { preferred: string[] }) => string | undefined;
  };
  const method = negotiate.encoding(ENCODINGS, { preferred: PREFERRED });
  return method === "br" || method === "gzip" ? method : null;
}

/**
 * A body sent to many clients (a page the micro-cache keeps) compressed once, harder than an answer made for one
 * request: brotli quality 4, gzip level 6 (a 160 KB home page: about 2 ms and 16 KB, against 0.9 ms and 19.5 KB at
 * quality 1), as the built files under /assets are.
 */
export function compressForMany(body: Buffer, method: "br" | "gzip"): Buffer {
  if (method === "gzip") return zlib.gzipSync(body, { level: 6 });
  return zlib.brotliCompressSync(body, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
}

/** The method to compress this answer with, or null to send it as it is. */
function methodFor(req: express.Request, res: express.Response): string | null {
  const type = res.getHeader("Content-Type");
  if (typeof type !== "string" || !compressible(type)) return null;
  if (NO_TRANSFORM.test(String(res.getHeader("Cache-Control") ?? ""))) return null;
  if ((res.getHeader("Content-Encoding") ?? "identity") !== "identity" || req.method === "HEAD") return null;
  if (res.statusCode === 204 || res.statusCode === 304) return null;
  res.vary("Accept-Encoding");
  return acceptedEncoding(req);
}

/** Below this many bytes an answer is sent as it is, by default. */
export const COMPRESSED_FROM = 1024;

/** `threshold`: below this many bytes an answer is sent as it is. */
export function answerCompression({
  threshold = COMPRESSED_FROM,
}: { threshold?: number } = {}): express.RequestHandler {
  return (req, res, next) => {
    // decided at the first write: the method to compress with, or null when the answer passes as it is
    const method = () => (res.headersSent ? null : methodFor(req, res));
    gatherAnswer(res, method, (body, chosen, end) => {
      const send = (sent: Buffer, encoding: string | null) => {
        if (encoding) res.setHeader("Content-Encoding", encoding);
        res.setHeader("Content-Length", sent.length);
        return end(sent);
      };
      if (body.length < threshold) return send(body, null);
      const encoded = encode(body, chosen);
      if (Buffer.isBuffer(encoded)) return send(encoded, chosen);
      // a failed compression sends the body as it is
      void encoded.then(
        (sent) => send(sent, chosen),
        () => send(body, null),
      );
      return res;
    });
    next();
  };
}
