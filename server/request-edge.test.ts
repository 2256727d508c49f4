import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createReadableStreamFromReadable } from "@react-router/node";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRequest, requestHead, type RawResponse } from "../tests/support/raw-http.ts";
import { NO_API_CALL } from "#app/http/api.server.ts";
import type { MethodsAt } from "#app/http/route-methods.server.ts";
import { MAX_PHOTO_BYTES, PHOTO_MESSAGES } from "#app/uploads/photo-rules.ts";
import {
  ANSWERED_METHODS,
  bodyLimit,
  FORM_BODY_LIMIT,
  isValidHost,
  methodCheck,
  optionsAnswer,
} from "./request-edge.ts";

/** Serves the app `build` makes on a free loopback port while the enclosing block runs: `port()` gives the port. */
function serving(build: () => express.Express): { port: () => number } {
  let server: Server;
  let port = 0;
  beforeAll(async () => {
    server = await new Promise((resolve) => {
      const listening = build().listen(0, "127.0.0.1", () => resolve(listening));
    });
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });
  return { port: () => port };
}

// The edge's body cap in a real Express server, with a route that reads the body as React Router's adapter does
// (a web stream over the request) and reports whether the read completed or failed.

let reads: Promise<"complete" | "failed">[] = [];

const { port } = serving(() => {
  const app = express();
  app.use(bodyLimit());
  app.put("/api/objects/uploads/:token", (req, res) => {
    void new Response(createReadableStreamFromReadable(req)).arrayBuffer().then(
      (body) => res.status(200).send(String(body.byteLength)),
      () => undefined,
    );
  });
  app.post("/form", (req, res) => {
    const read = new Response(createReadableStreamFromReadable(req)).arrayBuffer().then(
      () => "complete" as const,
      () => "failed" as const,
    );
    reads.push(read);
    void read.then((outcome) => {
      if (!res.headersSent) res.status(200).send(outcome);
    });
  });
  return app;
});

const chunked = (size: number) => {
  const chunk = "a".repeat(size);
  return `${size.toString(16)}\r\n${chunk}\r\n0\r\n\r\n`;
};
const head = (headers: Record<string, string>) =>
  requestHead("POST", "/form", { "Content-Type": "text/plain", ...headers });

describe("bodyLimit", () => {
  it("lets a body under the limit through whole", async () => {
    reads = [];
    const response = await rawRequest(port(), head({ "Transfer-Encoding": "chunked" }), chunked(FORM_BODY_LIMIT));
    expect(response.status).toBe(200);
    expect(await reads[0]).toBe("complete");
  });

  it("answers 413 when a chunked body grows past the limit, and the route's read of it fails", async () => {
    reads = [];
    const response = await rawRequest(port(), head({ "Transfer-Encoding": "chunked" }), chunked(FORM_BODY_LIMIT + 1));
    expect(response.status).toBe(413);
    expect(response.body).toMatch(/too large/);
    expect(await reads[0]).toBe("failed");
  });

  it("answers 413 from Content-Length alone, before the route runs", async () => {
    reads = [];
    const response = await rawRequest(port(), head({ "Content-Length": String(FORM_BODY_LIMIT + 1) }));
    expect(response.status).toBe(413);
    expect(reads).toHaveLength(0);
  });
});

describe("bodyLimit of a PUT to an upload URL", () => {
  const put = (headers: Record<string, string>) =>
    requestHead("PUT", "/api/objects/uploads/token", { "Content-Type": "image/png", ...headers });

  it("takes a photo's bytes over the form limit", async () => {
    const response = await rawRequest(port(), put({ "Transfer-Encoding": "chunked" }), chunked(FORM_BODY_LIMIT * 2));
    expect([response.status, response.body]).toEqual([200, String(FORM_BODY_LIMIT * 2)]);
  });

  it("answers 413 as JSON, with the photo's message, over 5,242,880 bytes", async () => {
    const response = await rawRequest(port(), put({ "Content-Length": String(MAX_PHOTO_BYTES + 1) }));
    expect(response.status).toBe(413);
    expect(JSON.parse(response.body)).toEqual({
      message: PHOTO_MESSAGES.tooLarge,
      errors: { file: [PHOTO_MESSAGES.tooLarge] },
    });
  });
});

describe("isValidHost", () => {
  it("takes host names, IPv4 and bracketed IPv6 addresses with an optional port", () => {
    for (const host of [
      "app.test",
      "localhost:3000",
      "127.0.0.1:8080",
      "[::1]",
      "[::1]:3000",
      "web_1",
      "example.com.",
    ]) {
      expect(isValidHost(host), host).toBe(true);
    }
  });
  it("refuses anything else", () => {
    for (const host of [
      "",
      "x:abc",
      "[::1",
      "app.test:99999",
      "app.test:",
      "a b",
      "@evil",
      "a/b",
      "%00",
      "-a.test",
      "a..b",
    ]) {
      expect(isValidHost(host), host).toBe(false);
    }
  });
});

describe("methodCheck", () => {
  // Behind it, a handler that turns the request into a web Request, as React Router's Express adapter does.
  const edge = serving(() => {
    const app = express();
    app.use(methodCheck());
    app.use((req, res) => {
      void new Request(`http://localhost${req.url}`, { method: req.method });
      res.status(200).send("answered");
    });
    return app;
  });
  const send = (method: string, target: string) => rawRequest(edge.port(), requestHead(method, target, {}));

  it("refuses TRACE (which a web Request cannot carry) and any other method with 405 naming those answered", async () => {
    for (const method of ["TRACE", "PROPFIND"]) {
      const api = await send(method, "/api/therapists");
      expect(api.status, method).toBe(405);
      expect(api.headers).toMatch(new RegExp(`^allow: ${ANSWERED_METHODS.join(", ")}$`, "im"));
      expect(JSON.parse(api.body)).toEqual({ message: `This site does not answer ${method} requests.` });
      const page = await send(method, "/");
      expect(page.status, method).toBe(405);
      expect(page.body).toContain("405 Method Not Allowed");
    }
  });

  it("passes every method the site answers", async () => {
    for (const method of ANSWERED_METHODS) expect((await send(method, "/api/therapists")).status, method).toBe(200);
  });
});

describe("OPTIONS, and the Allow of a method no route takes", () => {
  /** The methods of a few routes, as app/http/route-methods.server.ts reads them from the build. */
  const methodsAt: MethodsAt = (pathname, index) =>
    ({
      "/": index ? (["GET", "POST"] as const) : (["GET"] as const),
      "/pricing": ["GET"] as const,
      "/api/events": ["POST"] as const,
      "/api/blog-posts/x": ["PUT", "PATCH", "DELETE"] as const,
    })[pathname] ?? null;
  // Behind the edge, what React Router would answer: any request that reaches it is counted.
  let reached = 0;
  const edge = serving(() => {
    const app = express();
    app.use(methodCheck(methodsAt));
    app.use(optionsAnswer(methodsAt));
    app.use((_req, res) => {
      reached++;
      res.status(200).send("the route's answer");
    });
    return app;
  });
  const send = (method: string, target: string) => rawRequest(edge.port(), requestHead(method, target, {}));
  const allowOf = (response: RawResponse) => /^allow: (.*)$/im.exec(response.headers)?.[1]?.trim();

  it("answers 204 with no body and Allow naming the route's methods, and nothing behind runs", async () => {
    reached = 0;
    for (const [target, allow] of [
      ["/pricing", "GET, HEAD, OPTIONS"],
      ["/pricing.data", "GET, HEAD, OPTIONS"],
      ["/", "GET, HEAD, OPTIONS"],
      ["/?index", "GET, HEAD, POST, OPTIONS"],
      ["/_.data?index", "GET, HEAD, POST, OPTIONS"],
      ["/api/events", "POST, OPTIONS"],
      ["/api/blog-posts/x", "PUT, PATCH, DELETE, OPTIONS"],
      ["*", ANSWERED_METHODS.join(", ")],
    ]) {
      const response = await send("OPTIONS", target!);
      expect([response.status, allowOf(response), response.body], target).toEqual([204, allow, ""]);
    }
    expect(reached).toBe(0);
  });

  it("answers 404 for a path no route has, as a GET of it is (JSON under /api/), without an Allow", async () => {
    const page = await send("OPTIONS", "/nowhere");
    expect([page.status, allowOf(page)]).toEqual([404, undefined]);
    expect(page.body).toContain("404 Page Not Found");
    const api = await send("OPTIONS", "/api/nowhere");
    expect([api.status, allowOf(api)]).toEqual([404, undefined]);
    expect(JSON.parse(api.body)).toEqual({ message: NO_API_CALL });
    expect(reached).toBe(0);
  });

  it("refuses a method the site does not answer with the route's methods in Allow (the site's, where no route is)", async () => {
    expect(allowOf(await send("TRACE", "/api/events"))).toBe("POST, OPTIONS");
    expect(allowOf(await send("PROPFIND", "/pricing"))).toBe("GET, HEAD, OPTIONS");
    expect(allowOf(await send("TRACE", "/nowhere"))).toBe(ANSWERED_METHODS.join(", "));
  });

  it("passes every other method on", async () => {
    reached = 0;
    expect((await send("GET", "/pricing")).status).toBe(200);
    expect((await send("POST", "/api/events")).status).toBe(200);
    expect(reached).toBe(2);
  });
});
