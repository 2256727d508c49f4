import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerCompression } from "./answer-compression.ts";

// Answers compressed whole as they end, in a real Express server, read as raw bytes (fetch would decode them).

const big = { items: Array.from({ length: 300 }, (_, i) => ({ id: i, name: `Therapist ${i}`, city: "Toronto" })) };
let origin = "";
let close: () => void;

beforeAll(async () => {
  const app = express();
  app.use(answerCompression());
  app.get("/json", (_req, res) => void res.json(big));
  app.get("/small", (_req, res) => void res.json({ ok: true }));
  app.get("/chunks", (_req, res) => {
    res.status(201).type("html");
    res.write("<!doctype html><p>first</p>");
    setTimeout(() => res.end(`${"<p>more</p>".repeat(200)}<p>last</p>`), 5);
  });
  app.get(
    "/large",
    (_req, res) =>
      void res
        .type("xml")
        .send(`<urlset>${"<url><loc>https://example.com/therapists/a-b</loc></url>".repeat(20_000)}</urlset>`),
  );
  app.get("/image-parts", (_req, res) => {
    res.type("png");
    res.write(Buffer.alloc(2048, 1), () => res.write(Buffer.alloc(2048, 2), "binary", () => res.end()));
  });
  app.get("/image", (_req, res) => void res.type("png").send(Buffer.alloc(4096, 7)));
  app.get("/no-transform", (_req, res) => void res.set("Cache-Control", "no-transform").json(big));
  app.get("/events", (_req, res) => {
    res.type("text/event-stream");
    res.flushHeaders();
    res.write("data: one\n\n");
    res.end(`data: ${"x".repeat(2000)}\n\n`);
  });
  const server = app.listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

function get(path: string, acceptEncoding: string | null, method = "GET") {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const headers = acceptEncoding === null ? {} : { "accept-encoding": acceptEncoding };
    http
      .request(`${origin}${path}`, { method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on("error", reject)
      .end();
  });
}

const BROWSER = "gzip, deflate, br, zstd";

describe("answer compression", () => {
  it("sends brotli to a browser (which lists gzip first), whole and with its length", async () => {
    const answer = await get("/json", BROWSER);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers["content-length"]).toBe(String(answer.body.length));
    expect(answer.headers["transfer-encoding"]).toBeUndefined();
    expect(answer.headers.vary).toMatch(/Accept-Encoding/);
    expect(JSON.parse(zlib.brotliDecompressSync(answer.body).toString())).toEqual(big);
    expect(answer.body.length).toBeLessThan(JSON.stringify(big).length / 4);
  });

  it("sends gzip to a client that takes only gzip, and plain bytes to one that takes neither", async () => {
    const gzip = await get("/json", "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(zlib.gunzipSync(gzip.body).toString())).toEqual(big);
    for (const accept of [null, "identity", "br;q=0, gzip;q=0"]) {
      const plain = await get("/json", accept);
      expect(plain.headers["content-encoding"], String(accept)).toBeUndefined();
      expect(JSON.parse(plain.body.toString())).toEqual(big);
    }
  });

  it("gathers an answer written in parts, keeping its status", async () => {
    const answer = await get("/chunks", BROWSER);
    expect(answer.status).toBe(201);
    expect(answer.headers["content-encoding"]).toBe("br");
    const html = zlib.brotliDecompressSync(answer.body).toString();
    expect(html.startsWith("<!doctype html><p>first</p><p>more</p>")).toBe(true);
    expect(html.endsWith("<p>last</p>")).toBe(true);
  });

  it("compresses a large answer (over 256 KB) on the thread pool, whole", async () => {
    const answer = await get("/large", BROWSER);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers["content-length"]).toBe(String(answer.body.length));
    const xml = zlib.brotliDecompressSync(answer.body).toString();
    expect(xml.length).toBeGreaterThan(1_000_000);
    expect(xml.endsWith("</url></urlset>")).toBe(true);
  });

  it("leaves alone a small answer, an image, no-transform, a HEAD request and a stream already started", async () => {
    const small = await get("/small", BROWSER);
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.body.toString()).toBe('{"ok":true}');
    const image = await get("/image", BROWSER);
    expect(image.headers["content-encoding"]).toBeUndefined();
    expect(image.body).toEqual(Buffer.alloc(4096, 7));
    const parts = await get("/image-parts", BROWSER); // each write's callback is called: the answer ends
    expect(parts.headers["content-encoding"]).toBeUndefined();
    expect(parts.body).toEqual(Buffer.concat([Buffer.alloc(2048, 1), Buffer.alloc(2048, 2)]));
    const kept = await get("/no-transform", BROWSER);
    expect(kept.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(kept.body.toString())).toEqual(big);
    const head = await get("/json", BROWSER, "HEAD");
    expect(head.headers["content-encoding"]).toBeUndefined();
    expect(head.body.length).toBe(0);
    const events = await get("/events", BROWSER);
    expect(events.headers["content-encoding"]).toBeUndefined();
    expect(events.body.toString()).toBe(`data: one\n\ndata: ${"x".repeat(2000)}\n\n`);
  });
});
