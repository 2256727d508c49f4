import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, expect, it } from "vitest";
import { databaseUnavailableHandler } from "./database-unavailable.ts";

// An outage error that escapes the routes becomes 503 with Retry-After; any other error is passed on.

const refused = () => Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
let base = "";
let close = () => {};

beforeAll(async () => {
  const app = express();
  app.get("/api/thing", () => {
    throw refused();
  });
  app.get("/page", () => {
    throw refused();
  });
  app.get("/bug", () => {
    throw new TypeError("a bug");
  });
  app.use(databaseUnavailableHandler());
  app.use(((_error, _req, res, _next) => res.status(500).send("generic")) as express.ErrorRequestHandler);
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

it("answers the API with 503, Retry-After and { message }", async () => {
  const response = await fetch(`${base}/api/thing`);
  expect(response.status).toBe(503);
  expect(response.headers.get("retry-after")).toBe("5");
  expect(await response.json()).toEqual({ message: expect.stringContaining("right back") });
});

it("answers a page with 503 and the 'right back' page", async () => {
  const response = await fetch(`${base}/page`);
  expect(response.status).toBe(503);
  expect(response.headers.get("retry-after")).toBe("5");
  expect(await response.text()).toContain("We'll be right back");
});

it("leaves other errors to the next handler", async () => {
  const response = await fetch(`${base}/bug`);
  expect(response.status).toBe(500);
  expect(await response.text()).toBe("generic");
});
