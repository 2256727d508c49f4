import http from "node:http";
import { modulesLoadedAfterPaint } from "#app/http/scripts-after-paint.server.ts";

// What a page weighs on the wire for `npm run bench:http`: the JavaScript a browser loads for it (every script
// and module preload the HTML names, as the server sends them to a browser that accepts Brotli and gzip).

/** The bytes of one answer as sent (compressed when the server compresses), and its content encoding. */
function sentBytes(
  url: string,
  headers: Record<string, string>,
): Promise<{ bytes: number; body: Buffer; encoding: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const body = Buffer.concat(chunks);
          resolve({ bytes: body.length, body, encoding: String(response.headers["content-encoding"] ?? "identity") });
        });
      })
      .on("error", reject);
  });
}

/**
 * The page's scripts (src and modulepreload href, same origin, and the modules it preloads after its first paint),
 * and their total compressed size.
 */
export async function javascriptOf(origin: string, path: string): Promise<{ files: number; bytes: number }> {
  const page = await sentBytes(`${origin}${path}`, { "user-agent": "Mozilla/5.0 Chrome/140" });
  const html = page.body.toString("utf8");
  const sources = new Set([
    ...[...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="(\/[^"]+\.js)"/g)].map(
      (m) => m[1]!,
    ),
    ...modulesLoadedAfterPaint(html),
  ]);
  let bytes = 0;
  for (const source of sources)
    bytes += (await sentBytes(`${origin}${source}`, { "accept-encoding": "br, gzip" })).bytes;
  return { files: sources.size, bytes };
}
