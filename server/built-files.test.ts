import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerCompression } from "./answer-compression.ts";
import { builtFiles, precompressFiles } from "./built-files.ts";

// Built files compressed at build time and served, in a real Express server, as the copy each client takes.

const dir = mkdtempSync(path.join(os.tmpdir(), "built-files-test-"));
const script = Buffer.from(
  `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word ${i % 40}`))};\n`,
);
let origin = "";
let close = () => {};

beforeAll(async () => {
  writeFileSync(path.join(dir, "entry-abc123.js"), script);
  writeFileSync(path.join(dir, "tiny-def456.js"), "1");
  writeFileSync(path.join(dir, "font-0a1b2c.woff2"), "not compressible");
  expect(await precompressFiles(dir)).toBe(2);
  const app = express();
  app.use(answerCompression());
  app.use("/assets", builtFiles(dir));
  const server = app.listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => {
  close();
  rmSync(dir, { recursive: true, force: true });
});

/** The answer as sent (fetch would decode it). */
function get(
  name: string,
  encoding: string,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${origin}/assets/${name}`, { headers: { "accept-encoding": encoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on("error", reject);
  });
}

describe("built files", () => {
  it("are compressed once beside each compressible file, when that makes them smaller", () => {
    expect(existsSync(path.join(dir, "entry-abc123.js.br"))).toBe(true);
    expect(existsSync(path.join(dir, "entry-abc123.js.gz"))).toBe(true);
    expect(existsSync(path.join(dir, "tiny-def456.js.br"))).toBe(false);
    expect(existsSync(path.join(dir, "font-0a1b2c.woff2.br"))).toBe(false);
  });

  it("are sent as the copy the client takes, with the file's type, cached a year as immutable", async () => {
    for (const [encoding, expected, decode] of [
      ["gzip, deflate, br", "br", zlib.brotliDecompressSync],
      ["gzip", "gzip", zlib.gunzipSync],
      ["identity", null, (body: Buffer) => body],
    ] as const) {
      const response = await get("entry-abc123.js", encoding);
      expect(response.status, encoding).toBe(200);
      expect(response.headers["content-encoding"], encoding).toBe(expected ?? undefined);
      expect(response.headers["content-type"], encoding).toMatch(/^text\/javascript/);
      expect(response.headers["cache-control"], encoding).toBe("public, max-age=31536000, immutable");
      expect(response.headers.vary, encoding).toContain("Accept-Encoding");
      expect(decode(response.body).equals(script), encoding).toBe(true);
    }
  });

  it("send a file with no compressed copy as it is", async () => {
    const tiny = await get("tiny-def456.js", "br");
    expect(tiny.headers["content-encoding"]).toBeUndefined();
    expect(tiny.body.toString()).toBe("1");
  });
});
