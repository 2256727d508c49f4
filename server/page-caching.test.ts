import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerCompression } from "./answer-compression.ts";
import { pageScriptPolicy } from "./content-security-policy.ts";
import { pageCaching } from "./page-caching.ts";
import { securityHeaders } from "./security.ts";

// Cache-Control and ETags of page answers in a real Express server: a handler that answers as React Router does
// (a page with an inline script, or a navigation's data), with the status, cookie or Cache-Control the query asks
// for.

let origin = "";
let close: () => void;

beforeAll(async () => {
  const app = express();
  app.use(answerCompression());
  app.use(securityHeaders({ production: false }));
  app.use(pageCaching());
  app.use(pageScriptPolicy({ production: false }));
  app.get("/api/thing", (_req, res) => {
    res.json({ same: "for everyone" });
  });
  app.all(/.*/, (req, res) => {
    if (req.query.cookie) res.setHeader("Set-Cookie", "a=b");
    if (req.query.own) res.setHeader("Cache-Control", String(req.query.own));
    res.status(Number(req.query.status ?? 200)).type(req.path.endsWith(".data") ? "text/x-script" : "html");
    res.write(`<!doctype html><script nonce="${String(res.locals.scriptMarker)}">hydrate()</script>`);
    res.end(`<p>${"the same content ".repeat(100)}${String(req.query.text ?? "")}</p>`);
  });
  const server = app.listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

const get = (path: string, headers: Record<string, string> = {}, method = "GET") =>
  fetch(`${origin}${path}`, { method, headers: { "accept-encoding": "br", ...headers } });
const cacheControl = async (path: string, headers: Record<string, string> = {}, method = "GET") =>
  (await get(path, headers, method)).headers.get("cache-control");

const SHARED = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";

describe("page answers' Cache-Control", () => {
  it("lets shared caches keep the public pages an anonymous visitor gets, and their navigations", async () => {
    const shared = [
      "/",
      "/?page=2",
      "/?city=Toronto&page=3",
      "/_.data?page=2",
      "/ontario",
      "/ontario/toronto",
      "/ontario/toronto.data",
      "/issues/anxiety",
      "/blog",
      "/blog.data?topic=Anxiety",
      "/pricing",
      "/contact",
      "/privacy-policy",
      "/terms-and-conditions",
      "/fr/tarifs",
      "/fr/tarifs.data",
      "/fr/nous-joindre",
      "/fr/politique-de-confidentialite",
      "/fr/conditions-d-utilisation",
    ];
    for (const path of shared) expect(await cacheControl(path), path).toBe(SHARED);
  });

  it("keeps answers that record an event, and other pages, out of shared caches", async () => {
    // a profile and a blog post record a view; the home page's first page with filters, and any navigation to it,
    // a search
    const notShared = [
      "/therapists/someone",
      "/therapists/someone.data",
      "/blog/a-post",
      "/?city=Toronto",
      "/?query=grief&page=1",
      "/_.data",
      "/.data?city=Toronto",
      "/_.data?sortBy=rating",
      "/login",
      "/therapist/signup",
      "/ontario/toronto/extra",
      "/fr/therapeutes/someone",
    ];
    for (const path of notShared) expect(await cacheControl(path), path).toBe("private, no-cache");
    expect(await cacheControl("/ontario", {}, "POST")).toBe("private, no-cache");
  });

  it("keeps a signed-in visitor's answers, and answers that set a cookie, out of every cache", async () => {
    expect(await cacheControl("/", { cookie: "__session=abc" })).toBe("private, no-store");
    expect(await cacheControl("/ontario", { cookie: "a=1; __Host-session=abc" })).toBe("private, no-store");
    expect(await cacheControl("/ontario", { cookie: "my__session=abc" })).toBe(SHARED); // not a session cookie
    expect(await cacheControl("/pricing?cookie=1")).toBe("private, no-store");
    expect(await cacheControl("/pricing?own=public%2C%20max-age%3D60&cookie=1")).toBe("private, no-store");
  });

  it("never lets a cache keep a server error; a 404 briefly", async () => {
    for (const status of [500, 503]) {
      expect(await cacheControl(`/?status=${status}`), String(status)).toBe("no-store");
      expect(await cacheControl(`/?status=${status}&own=public%2C%20max-age%3D600`), String(status)).toBe("no-store");
    }
    const missing = await get("/therapists/nobody?status=404");
    expect(missing.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60");
    expect(missing.headers.get("etag")).toBeNull();
    expect(await cacheControl("/?status=400")).toBe("private, no-cache");
  });

  it("keeps a route's own Cache-Control, and leaves other answers alone", async () => {
    expect(await cacheControl("/auth/verify?own=no-store")).toBe("no-store");
    expect(await cacheControl("/api/thing")).toBeNull();
  });
});

describe("page answers' ETag", () => {
  it("is the same for two renders of the same content, as is their policy", async () => {
    const [first, second] = [await get("/ontario"), await get("/ontario")];
    const policy = first.headers.get("content-security-policy");
    expect(policy).toMatch(/script-src 'sha256-[\w+/=]+' 'strict-dynamic'/);
    expect(second.headers.get("content-security-policy")).toBe(policy);
    expect(first.headers.get("etag")).toMatch(/^W\/"[\w-]+"$/);
    expect(second.headers.get("etag")).toBe(first.headers.get("etag"));
    expect((await get("/ontario?text=changed")).headers.get("etag")).not.toBe(first.headers.get("etag"));
  });

  it("answers a request that holds it with 304 and no body, and no policy to replace the held copy's", async () => {
    const etag = (await get("/blog")).headers.get("etag")!;
    for (const held of [etag, `"x", ${etag}`, etag.replace(/^W\//, ""), "*"]) {
      const again = await get("/blog", { "if-none-match": held });
      expect(again.status, held).toBe(304);
      expect(await again.text()).toBe("");
      expect(again.headers.get("etag")).toBe(etag);
      expect(again.headers.get("cache-control")).toBe(SHARED);
      expect(again.headers.get("vary")).toContain("Accept-Encoding");
      expect(again.headers.get("content-security-policy")).toBeNull();
    }
    const changed = await get("/blog", { "if-none-match": 'W/"something-else"' });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("content-encoding")).toBe("br");
  });

  it("is given to shared answers only", async () => {
    for (const [path, headers] of [
      ["/therapists/someone", {}],
      ["/", { cookie: "__session=abc" }],
    ] as const) {
      const response = await get(path, headers);
      expect(response.headers.get("etag"), path).toBeNull();
      expect((await get(path, { ...headers, "if-none-match": "*" })).status, path).toBe(200);
    }
  });
});
