import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

// A stand-in for a bucket with versioning on (no S3-compatible server that keeps versions runs here), speaking
// the four calls the storage makes of it, path-style: PUT and GET of an object, DELETE of an object (a delete marker)
// or of one of its versions (?versionId=), and the bucket's versions under a prefix (?versions), two to a page so
// that a listing over several pages is exercised.

export type Entry = { key: string; versionId: string; marker: boolean; body: Buffer };

export async function versionedBucket(bucket: string) {
  const entries: Entry[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => answer(request, Buffer.concat(chunks), response));
  });
  const xml = (response: ServerResponse, status: number, body: string) => {
    response.writeHead(status, { "Content-Type": "application/xml" });
    response.end(`<?xml version="1.0" encoding="UTF-8"?>${body}`);
  };
  const latest = (key: string) => entries.findLast((e) => e.key === key);
  function answer(request: IncomingMessage, body: Buffer, response: ServerResponse) {
    const url = new URL(request.url ?? "/", "http://bucket");
    const [, name, ...rest] = url.pathname.split("/");
    const key = decodeURIComponent(rest.join("/"));
    if (name !== bucket) return xml(response, 404, "<Error><Code>NoSuchBucket</Code></Error>");
    const versionId = url.searchParams.get("versionId");
    if (request.method === "PUT" && key) {
      entries.push({ key, versionId: randomUUID(), marker: false, body });
      response.writeHead(200, { ETag: '"etag"' }).end();
    } else if (request.method === "GET" && key) {
      const entry = latest(key);
      if (!entry || entry.marker) return xml(response, 404, "<Error><Code>NoSuchKey</Code></Error>");
      response.writeHead(200, { "Content-Type": "image/webp" }).end(entry.body);
    } else if (request.method === "DELETE" && key && versionId) {
      const at = entries.findIndex((e) => e.key === key && e.versionId === versionId);
      if (at >= 0) entries.splice(at, 1);
      response.writeHead(204).end();
    } else if (request.method === "DELETE" && key) {
      entries.push({ key, versionId: randomUUID(), marker: true, body: Buffer.alloc(0) });
      response.writeHead(204, { "x-amz-delete-marker": "true" }).end();
    } else if (request.method === "GET" && url.searchParams.has("versions")) {
      xml(response, 200, versionsPage(url.searchParams));
    } else xml(response, 405, "<Error><Code>MethodNotAllowed</Code></Error>");
  }
  function versionsPage(query: URLSearchParams): string {
    const listed = entries.filter((e) => e.key.startsWith(query.get("prefix") ?? ""));
    const after = listed.findIndex(
      (e) => e.key === query.get("key-marker") && e.versionId === query.get("version-id-marker"),
    );
    const page = listed.slice(after + 1, after + 3);
    const last = page.at(-1);
    const truncated = last !== undefined && listed.indexOf(last) < listed.length - 1;
    const item = (e: Entry) => {
      const tag = e.marker ? "DeleteMarker" : "Version";
      return `<${tag}><Key>${e.key}</Key><VersionId>${e.versionId}</VersionId><IsLatest>${latest(e.key) === e}</IsLatest><LastModified>2026-12-01T00:00:00.000Z</LastModified></${tag}>`;
    };
    return `<ListVersionsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${bucket}</Name><IsTruncated>${truncated}</IsTruncated>${
      truncated
        ? `<NextKeyMarker>${last.key}</NextKeyMarker><NextVersionIdMarker>${last.versionId}</NextVersionIdMarker>`
        : ""
    }${page.map(item).join("")}</ListVersionsResult>`;
  }
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    entries,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
