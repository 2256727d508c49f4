import { existsSync, readdirSync } from "node:fs";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import express from "express";
import { acceptedEncoding } from "./answer-compression.ts";
import { answerOptions } from "./request-edge.ts";

// The built files under /assets: their names carry a hash of their content, so browsers and shared caches keep
// them a year as immutable. Each is compressed once, at build time, at the best settings (brotli 11, gzip 9) into
// name.br and name.gz beside it, and the copy the client takes is sent in place of the file: nothing is compressed
// while serving them. A file with no such copy (a build made without this step) is compressed as answers are.

const COMPRESSIBLE = /\.(?:js|css|svg|json|txt)$/;
const SUFFIX = { br: ".br", gzip: ".gz" } as const;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Writes name.br and name.gz beside each compressible file of `dir` (when smaller); returns how many it wrote. */
export async function precompressFiles(dir: string): Promise<number> {
  const names = (await readdir(dir)).filter((name) => COMPRESSIBLE.test(name));
  const written = await Promise.all(
    names.map(async (name) => {
      const body = await readFile(path.join(dir, name));
      const params = {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      };
      const copies = [
        [SUFFIX.br, await brotli(body, { params })],
        [SUFFIX.gzip, await gzip(body, { level: 9 })],
      ] as const;
      const smaller = copies.filter(([, copy]) => copy.length < body.length);
      await Promise.all(smaller.map(([suffix, copy]) => writeFile(path.join(dir, `${name}${suffix}`), copy)));
      return smaller.length;
    }),
  );
  return written.reduce((sum, count) => sum + count, 0);
}

/** Serves `dir` at its mount point (/assets), a precompressed copy to a client that takes it. */
export function builtFiles(dir: string): express.RequestHandler {
  const names = new Set(existsSync(dir) ? readdirSync(dir) : []);
  const serve = express.static(dir, { immutable: true, maxAge: "1y", index: false });
  return (req, res, next) => {
    const name = req.path.slice(1);
    if (req.method === "OPTIONS" && names.has(name)) return answerOptions(res, ["GET"]);
    if (names.has(`${name}${SUFFIX.br}`) || names.has(`${name}${SUFFIX.gzip}`)) {
      res.vary("Accept-Encoding");
      const method = acceptedEncoding(req);
      if (method && names.has(`${name}${SUFFIX[method]}`)) {
        res.type(path.extname(name));
        res.setHeader("Content-Encoding", method);
        req.url = `${req.path}${SUFFIX[method]}`;
      }
    }
    serve(req, res, next);
  };
}
